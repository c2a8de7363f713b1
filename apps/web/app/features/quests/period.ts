import type { QuestInfo } from '@casino/contracts';

const HOUR = 3_600_000;

/**
 * What a quest calls one of its days, from how long a day of it lasts (`(end − start) / daysCount`), not from its
 * type: an authored season of one-day steps reads "Day 1 of 7", not "Week 1 of 7". A week is 7 × 24 hours and a
 * day 24 (a day that crosses a daylight-saving change lasts an hour more or less); any other length is a stage.
 * The free-play challenge has no run of days to count.
 */
export function questPeriod(info: Pick<QuestInfo, 'type' | 'start' | 'end' | 'daysCount'>) {
  if (info.type === 'fp_challenge') return 'challenge' as const;
  const hours = Math.round((Date.parse(info.end) - Date.parse(info.start)) / info.daysCount / HOUR);
  if (Math.abs(hours - 168) <= 1) return 'week' as const;
  if (Math.abs(hours - 24) <= 1) return 'day' as const;
  return 'stage' as const;
}
