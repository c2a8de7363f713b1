/** Modal names of the deposit streak (both are spec openModal values). */
export const DEPOSIT_STREAK_MODALS = {
  depositStreak: 'deposit-streak',
  welcome: 'app-deposit-streak-welcome',
} as const;
