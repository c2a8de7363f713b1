// Jackpots' public surface: the modals (composition); the root is imported from its file (a lazy chunk).
export { jackpotsModals } from './modals.ts';
export { JACKPOTS_MODALS } from './modal-names.ts';
