import type { FeatureSchedule, Schedule } from '@casino/contracts';
import {
  contiguousOccurrenceAt,
  occurrenceAt,
  occurrencesOverlapping,
  type Occurrence,
} from '../schedule/schedule.ts';

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

/** Day periods exist from this local date on (the rule is walked from its start: a late start is cheap). */
const DAY_PERIODS_FROM = '2020-01-01';

/**
 * The engine's day period as a schedule (docs/live-operations.md): every day at `resetHour` in the zone,
 * lasting a wall-clock day (23 or 25 hours on a daylight-saving day).
 */
export function dayPeriodSchedule(
  period: Pick<FeatureSchedule['period'], 'resetHour' | 'timeZone'>,
): Schedule {
  return {
    start: `${DAY_PERIODS_FROM}T${String(period.resetHour).padStart(2, '0')}:00`,
    timeZone: period.timeZone,
    rrule: 'FREQ=DAILY',
    duration: 'P1D',
    until: null,
  };
}

function computePeriodAt(schedule: FeatureSchedule, now: Date): FeaturePeriod {
  const day = contiguousOccurrenceAt(dayPeriodSchedule(schedule.period), now);
  if (!day) throw new Error(`No day period at ${now.toISOString()} (periods start ${DAY_PERIODS_FROM})`);
  return { key: day.key.slice(0, 10), startsAt: day.startsAt, endsAt: day.endsAt };
}

/** The period before the one at `now` (a missed day is the gap between a claim's period and this one). */
export function previousPeriodKey(schedule: FeatureSchedule, now: Date): string {
  return periodAt(schedule, new Date(periodAt(schedule, now).startsAt.getTime() - 1)).key;
}

/** Whether the feature's schedule runs at `now`: between its start and finish (either open), inside an occurrence of its recurrence when it has one. */
export function isScheduledAt(schedule: FeatureSchedule, now: Date): boolean {
  return liveWindowAt(schedule, now) !== null;
}

/** A span during which a feature runs: `key` names a recurrence's occurrence (null without a recurrence). */
export interface LiveWindow {
  key: string | null;
  /** Null: open (no start given, or no finish given). */
  startsAt: Date | null;
  finishesAt: Date | null;
}

const NO_START = -8.64e15;
const NO_END = 8.64e15;

/** An occurrence cut to the feature's own start and finish; null when nothing of it is left. */
function clipped(schedule: FeatureSchedule, occurrence: Occurrence): LiveWindow | null {
  const from = Math.max(
    schedule.startsAt ? Date.parse(schedule.startsAt) : NO_START,
    occurrence.startsAt.getTime(),
  );
  const to = Math.min(
    schedule.finishesAt ? Date.parse(schedule.finishesAt) : NO_END,
    occurrence.endsAt.getTime(),
  );
  return from < to ? { key: occurrence.key, startsAt: new Date(from), finishesAt: new Date(to) } : null;
}

/**
 * The window of the feature's schedule running at `now`, else null: between `startsAt` and `finishesAt`
 * (either open) and, with a recurrence, the occurrence running then cut to them (the latest to start when
 * occurrences overlap).
 */
export function liveWindowAt(schedule: FeatureSchedule, now: Date): LiveWindow | null {
  const t = now.getTime();
  if (schedule.startsAt && t < Date.parse(schedule.startsAt)) return null;
  if (schedule.finishesAt && t >= Date.parse(schedule.finishesAt)) return null;
  if (!schedule.recurrence)
    return {
      key: null,
      startsAt: schedule.startsAt ? new Date(schedule.startsAt) : null,
      finishesAt: schedule.finishesAt ? new Date(schedule.finishesAt) : null,
    };
  const occurrence = occurrenceAt(schedule.recurrence, now);
  return occurrence && clipped(schedule, occurrence);
}

/**
 * The windows of a recurring feature that end in (from, to], earliest first (the transitions job announces
 * each one's finish). Empty without a recurrence (its one finish is `finishesAt`).
 */
export function windowsEnding(schedule: FeatureSchedule, from: Date, to: Date): LiveWindow[] {
  if (!schedule.recurrence) return [];
  return occurrencesOverlapping(schedule.recurrence, from, to)
    .flatMap((occurrence) => clipped(schedule, occurrence) ?? [])
    .filter((w) => w.finishesAt! > from && w.finishesAt! <= to);
}

/** When the feature's current window ends, as ISO (the players' feature timers), else null (it runs on). */
export function finishedAtOf(schedule: FeatureSchedule, now: Date): string | null {
  if (!schedule.recurrence) return schedule.finishesAt;
  return liveWindowAt(schedule, now)?.finishesAt?.toISOString() ?? schedule.finishesAt;
}

/**
 * How long a feature's transition (a start, a new period, a finish) stays news. An older one (the job was
 * down, the row was added late) is not announced: a push is only a signal for open pages, and a page that
 * opens later reads the state anyway.
 */
export const TRANSITION_NEWS_MS = 24 * 60 * 60 * 1000;
