// The piggy bank's two modals and its page, one chunk: the page and the modals share nearly all their code,
// so the shell's lazy import of the modals names one file (and its CSS) instead of a chunk per shared part.
export { default as MoneyBoxModal } from './money-box-modal.tsx';
export { default as PrizeWinModal } from './prize-win-modal.tsx';
export { PiggyBankPage } from './piggy-bank-page.tsx';
