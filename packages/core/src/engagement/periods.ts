import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import type { FeatureSchedule } from '@casino/contracts';

/** One period of a feature: its key (claims are unique per period) and its bounds. */
export interface FeaturePeriod {
  /** `YYYY-MM-DD`: the local date, in the schedule's zone, on which the period began. */
  key: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The day period that contains `now`: it begins at `resetHour` o'clock in the schedule's time zone (so a
 * reset at 00:00 America/New_York follows daylight saving) and lasts until the next reset.
 *
 * Every request of a signed-in player asks it for each live feature, and the time-zone arithmetic is the
 * costly part: the last period of each zone and reset hour is kept, and reused while `now` (the injected
 * clock's, which tests move both ways) falls inside its bounds. Read-only: callers share it.
 */
export function periodAt(schedule: FeatureSchedule, now: Date): FeaturePeriod {
  const key = `${schedule.period.timeZone}|${schedule.period.resetHour}`;
  const t = now.getTime();
  const last = lastPeriods.get(key);
  if (last && last.startsAt.getTime() <= t && t < last.endsAt.getTime()) return last;
  const period = computePeriodAt(schedule, now);
  // Bounded: zones and reset hours are the few the operators configured.
  if (lastPeriods.size >= 256) lastPeriods.clear();
  lastPeriods.set(key, period);
  return period;
}

const lastPeriods = new Map<string, FeaturePeriod>();

function computePeriodAt(schedule: FeatureSchedule, now: Date): FeaturePeriod {
  const { resetHour, timeZone } = schedule.period;
  const local = new TZDate(now.getTime(), timeZone);
  const resetToday = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    resetHour,
    0,
    0,
    timeZone,
  );
  const start = local.getTime() >= resetToday.getTime() ? resetToday : dayBefore(resetToday, timeZone);
  const end = dayAfter(start, timeZone);
  return {
    key: format(start, 'yyyy-MM-dd'),
    startsAt: new Date(start.getTime()),
    endsAt: new Date(end.getTime()),
  };
}

/** The period before the one at `now` (a missed day is the gap between a claim's period and this one). */
export function previousPeriodKey(schedule: FeatureSchedule, now: Date): string {
  return periodAt(schedule, new Date(periodAt(schedule, now).startsAt.getTime() - 1)).key;
}

/** Whether the feature's schedule runs at `now` (between its start and finish, either open). */
export function isScheduledAt(schedule: FeatureSchedule, now: Date): boolean {
  const t = now.getTime();
  if (schedule.startsAt && t < Date.parse(schedule.startsAt)) return false;
  if (schedule.finishesAt && t >= Date.parse(schedule.finishesAt)) return false;
  return true;
}

const at = (date: TZDate, days: number, timeZone: string) => {
  const moved = addDays(date, days);
  // addDays keeps the wall-clock hour across a daylight-saving change; rebuild it in the zone to be sure.
  return new TZDate(moved.getFullYear(), moved.getMonth(), moved.getDate(), date.getHours(), 0, 0, timeZone);
};
const dayBefore = (date: TZDate, timeZone: string) => at(date, -1, timeZone);
const dayAfter = (date: TZDate, timeZone: string) => at(date, 1, timeZone);

/**
 * How long a feature's transition (a start, a new period, a finish) stays news. An older one (the job was
 * down, the row was added late) is not announced: a push is only a signal for open pages, and a page that
 * opens later reads the state anyway.
 */
export const TRANSITION_NEWS_MS = 24 * 60 * 60 * 1000;
