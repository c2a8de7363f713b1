import type { PlayLimitPeriod } from '@casino/contracts';

const DAY_MS = 86_400_000;

/**
 * Calendar periods in UTC (PLAY_LIMIT_TIME_ZONE): a day from midnight, a week from Monday midnight, a
 * month from the 1st. One zone for every brand, so a limit means the same wherever the player is.
 */
export function periodStart(period: Exclude<PlayLimitPeriod, 'session'>, now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'day') return new Date(day);
  if (period === 'week') return new Date(day - ((now.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** When the period that contains `now` ends: its limit starts afresh. */
export function periodEnd(period: Exclude<PlayLimitPeriod, 'session'>, now: Date): Date {
  const start = periodStart(period, now);
  if (period === 'day') return new Date(start.getTime() + DAY_MS);
  if (period === 'week') return new Date(start.getTime() + 7 * DAY_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** The earliest start of the three periods: one query reads every period's usage from there. */
export const earliestStart = (now: Date) =>
  new Date(Math.min(periodStart('week', now).getTime(), periodStart('month', now).getTime()));
