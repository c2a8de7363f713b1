import type { EmailLotteryConfig, Schedule } from '@casino/contracts';
import { contiguousOccurrenceAt } from '../schedule/schedule.ts';

/** One weekly draw: its key (the local date in the config's zone) and its time. */
export interface EmailLotteryDrawTime {
  key: string;
  at: Date;
}

type DrawClock = Pick<EmailLotteryConfig, 'weekday' | 'hour' | 'timeZone'>;

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
/** 2020-01-05 is a Sunday: the first draw of each weekday is that week's (draws start there). */
const firstDrawDay = (weekday: number) => `2020-01-${String(5 + weekday).padStart(2, '0')}`;

/** The weekly draws as a schedule (schedule.ts): each lasts until the next, so one is running at any time. */
export function drawSchedule(config: DrawClock): Schedule {
  return {
    start: `${firstDrawDay(config.weekday)}T${String(config.hour).padStart(2, '0')}:00`,
    timeZone: config.timeZone,
    rrule: `FREQ=WEEKLY;BYDAY=${BYDAY[config.weekday]}`,
    duration: 'P7D',
    until: null,
  };
}

const drawOf = (config: DrawClock, at: Date): EmailLotteryDrawTime => {
  const draw = contiguousOccurrenceAt(drawSchedule(config), at);
  if (!draw) throw new Error(`No email lottery draw at ${at.toISOString()} (draws start in January 2020)`);
  return { key: draw.key.slice(0, 10), at: draw.startsAt };
};

/**
 * The latest draw at or before `now`: the config's weekday at `hour` o'clock in `timeZone` (daylight saving
 * followed: the wall-clock hour stays the same; a skipped 02:00 draws at 03:00).
 */
export function drawAtOrBefore(config: DrawClock, now: Date): EmailLotteryDrawTime {
  return drawOf(config, now);
}

/** The first draw after `now`. */
export function nextDrawAfter(config: DrawClock, now: Date): EmailLotteryDrawTime {
  const current = contiguousOccurrenceAt(drawSchedule(config), now);
  return drawOf(config, current ? current.endsAt : now);
}
