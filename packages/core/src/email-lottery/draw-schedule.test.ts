import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { createManualClock } from '../clock/clock.ts';
import { drawAtOrBefore, nextDrawAfter } from './draw-schedule.ts';

type DrawClock = { weekday: number; hour: number; timeZone: string };

/** The draws as the weekday arithmetic computed them before the schedule model, to check nothing moved. */
function drawBeforeTheScheduleModel(config: DrawClock, now: Date) {
  const atHour = (day: TZDate) =>
    new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), config.hour, 0, 0, config.timeZone);
  const local = new TZDate(now.getTime(), config.timeZone);
  let draw = atHour(addDays(local, -((local.getDay() - config.weekday + 7) % 7)));
  if (draw.getTime() > now.getTime()) draw = atHour(addDays(draw, -7));
  const next = atHour(addDays(draw, 7));
  return {
    current: { key: format(draw, 'yyyy-MM-dd'), at: new Date(draw.getTime()) },
    next: { key: format(next, 'yyyy-MM-dd'), at: new Date(next.getTime()) },
  };
}

describe('email lottery draws on the schedule model', () => {
  it('draws when it drew before, hour by hour across DST changes, month ends and the leap day', () => {
    const configs: DrawClock[] = [
      { weekday: 1, hour: 12, timeZone: 'America/New_York' },
      { weekday: 0, hour: 0, timeZone: 'America/New_York' }, // Sunday: the day the clocks change
      { weekday: 2, hour: 20, timeZone: 'UTC' },
      { weekday: 6, hour: 23, timeZone: 'Europe/Madrid' },
    ];
    for (const [start, days] of [
      ['2027-03-10T00:30:00Z', 10], // March change in New York (Sunday 14th), Madrid's on the 28th
      ['2027-10-28T00:30:00Z', 12], // Madrid's (31st) and New York's (7 November) autumn changes
      ['2028-02-24T00:30:00Z', 10], // the leap day and the month end
    ] as const) {
      const clock = createManualClock(start);
      for (let h = 0; h < days * 24; h += 1) {
        for (const config of configs) {
          const before = drawBeforeTheScheduleModel(config, clock.now());
          const label = `${JSON.stringify(config)} ${clock.now().toISOString()}`;
          expect(drawAtOrBefore(config, clock.now()), label).toEqual(before.current);
          expect(nextDrawAfter(config, clock.now()), label).toEqual(before.next);
        }
        clock.advance(3600_000);
      }
    }
  });

  it('draws at 03:00 when daylight saving skips a 02:00 Sunday draw, and a week later at 02:00', () => {
    const config = { weekday: 0, hour: 2, timeZone: 'America/New_York' };
    expect(nextDrawAfter(config, new Date('2027-03-10T12:00:00Z'))).toEqual({
      key: '2027-03-14',
      at: new Date('2027-03-14T07:00:00Z'),
    });
    expect(drawAtOrBefore(config, new Date('2027-03-14T07:00:00Z')).key).toBe('2027-03-14');
    expect(nextDrawAfter(config, new Date('2027-03-14T07:00:00Z')).at).toEqual(
      new Date('2027-03-21T06:00:00Z'),
    );
  });
});
