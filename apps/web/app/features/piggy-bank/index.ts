// Public surface of the piggy bank: its modals (spec names "money box" and "piggy bank prize win") and its
// page (from the modals' chunk, see piggy-bank-modals.ts). The push listener is imported from its file by the
// engagement chunk.
export { piggyBankModals } from './modals.ts';
export { PIGGY_BANK_MODALS } from './modal-names.ts';
export { PiggyBankPage } from './piggy-bank-modals.ts';
