// Bingo's public surface: its modals (composition); the root is imported from its file (a lazy chunk).
export { bingoModals } from './modals.ts';
export { BINGO_MODALS } from './modal-names.ts';
