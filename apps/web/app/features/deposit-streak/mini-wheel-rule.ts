import type { DepositStreakInfo } from '@casino/contracts';

/**
 * Spec §4: the mini wheel is active when the server reports success, the wheel is available and there is
 * no reset countdown.
 */
export const isMiniWheelActive = (info: DepositStreakInfo | null): boolean =>
  info !== null && info.success && info.isWheelAvailable && info.secondsToResetStreakCounter === 0;
