import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import type { EmailLotteryConfig } from '@casino/contracts';

/** One weekly draw: its key (the local date in the config's zone) and its time. */
export interface EmailLotteryDrawTime {
  key: string;
  at: Date;
}

type DrawClock = Pick<EmailLotteryConfig, 'weekday' | 'hour' | 'timeZone'>;

const atHour = (day: TZDate, config: DrawClock) =>
  new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), config.hour, 0, 0, config.timeZone);

const drawOf = (local: TZDate): EmailLotteryDrawTime => ({
  key: format(local, 'yyyy-MM-dd'),
  at: new Date(local.getTime()),
});

/**
 * The latest draw at or before `now`: the config's weekday at `hour` o'clock in `timeZone` (daylight saving
 * followed: the wall-clock hour stays the same).
 */
export function drawAtOrBefore(config: DrawClock, now: Date): EmailLotteryDrawTime {
  const local = new TZDate(now.getTime(), config.timeZone);
  const back = (local.getDay() - config.weekday + 7) % 7;
  let draw = atHour(addDays(local, -back), config);
  if (draw.getTime() > now.getTime()) draw = atHour(addDays(draw, -7), config);
  return drawOf(draw);
}

/** The first draw after `now`. */
export function nextDrawAfter(config: DrawClock, now: Date): EmailLotteryDrawTime {
  const last = new TZDate(drawAtOrBefore(config, now).at.getTime(), config.timeZone);
  return drawOf(atHour(addDays(last, 7), config));
}
