// Prize drops' public surface: the modals (composition) and the popups; the root and board are imported
// from their files (lazy chunks).
export { prizeDropsModals } from './modals.ts';
export { PRIZE_DROPS_MODALS } from './modal-names.ts';
