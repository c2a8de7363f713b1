import type { DailyLoginInfo, DailyLoginPrize } from '@casino/contracts';

export type LevelStatus = 'claimed' | 'active' | 'locked';

export interface LevelView {
  level: number;
  status: LevelStatus;
  prize: DailyLoginPrize | null;
}

/** The run's levels as the player sees them: collected ones, the one the next claim pays, the rest. */
export function levelViews(info: DailyLoginInfo): LevelView[] {
  const next = Math.max(info.activeLevel, info.claimedLevels + 1);
  return Array.from({ length: info.levels }, (_, index) => {
    const level = index + 1;
    const status: LevelStatus =
      level <= info.claimedLevels ? 'claimed' : level === next ? 'active' : 'locked';
    return { level, status, prize: info.prizes.find((p) => p.level === level) ?? null };
  });
}

/** Spec: complete when the last level is reached and no reward is available. */
export const isRunComplete = (info: DailyLoginInfo): boolean =>
  !info.isAvailable && info.claimedLevels >= info.levels;

/** The prizes of the level collected last, for the congratulations when nothing was passed to it. */
export const lastCollected = (info: DailyLoginInfo): { level: number; prizes: DailyLoginPrize[] } | null =>
  info.claimedLevels > 0
    ? { level: info.claimedLevels, prizes: info.prizes.filter((p) => p.level === info.claimedLevels) }
    : null;
