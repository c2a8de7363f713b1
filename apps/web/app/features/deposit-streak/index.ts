// Public surface of the deposit streak: its modals (names are spec openModal values). Its root (the mini
// wheel) is a lazy chunk listed in composition/features.ts, never exported here.
export { depositStreakModals } from './modals.ts';
export { DEPOSIT_STREAK_MODALS } from './modal-names.ts';
