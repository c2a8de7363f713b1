import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { FeatureScheduleSchema, type FeatureSchedule } from '@casino/contracts';
import { createManualClock } from '../clock/clock.ts';
import { isScheduledAt, periodAt, previousPeriodKey } from './periods.ts';

const schedule = (resetHour: number, timeZone: string, extra = {}) =>
  FeatureScheduleSchema.parse({ period: { kind: 'day', resetHour, timeZone }, ...extra });

describe('periodAt', () => {
  it('starts a UTC day at midnight', () => {
    const p = periodAt(schedule(0, 'UTC'), new Date('2026-11-24T18:00:00Z'));
    expect(p).toEqual({
      key: '2026-11-24',
      startsAt: new Date('2026-11-24T00:00:00Z'),
      endsAt: new Date('2026-11-25T00:00:00Z'),
    });
  });

  it('belongs to the previous day before the reset hour', () => {
    const s = schedule(6, 'UTC');
    expect(periodAt(s, new Date('2026-11-24T05:59:59Z')).key).toBe('2026-11-23');
    expect(periodAt(s, new Date('2026-11-24T06:00:00Z')).key).toBe('2026-11-24');
    expect(periodAt(s, new Date('2026-11-24T06:00:00Z')).endsAt).toEqual(new Date('2026-11-25T06:00:00Z'));
  });

  it('resets at the local hour of the zone', () => {
    const p = periodAt(schedule(0, 'America/New_York'), new Date('2026-11-24T03:00:00Z'));
    expect(p.key).toBe('2026-11-23');
    expect(p.startsAt).toEqual(new Date('2026-11-23T05:00:00Z'));
    expect(p.endsAt).toEqual(new Date('2026-11-24T05:00:00Z'));
  });

  it('has a 23-hour day when daylight saving starts', () => {
    // 2026-03-08: New York moves from UTC-5 to UTC-4.
    const p = periodAt(schedule(0, 'America/New_York'), new Date('2026-03-08T12:00:00Z'));
    expect(p.startsAt).toEqual(new Date('2026-03-08T05:00:00Z'));
    expect(p.endsAt).toEqual(new Date('2026-03-09T04:00:00Z'));
  });

  it('keeps the kept period right while the clock moves across daylight saving, both ways', () => {
    // Periods are kept per zone and reset hour: moving the clock must still give each day's own bounds.
    const ny = schedule(0, 'America/New_York');
    const clock = createManualClock('2026-03-07T12:00:00Z');
    const seen = () => {
      const p = periodAt(ny, clock.now());
      return [p.key, p.startsAt.toISOString(), p.endsAt.toISOString()];
    };
    const march7 = ['2026-03-07', '2026-03-07T05:00:00.000Z', '2026-03-08T05:00:00.000Z'];
    const march8 = ['2026-03-08', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z'];
    const march9 = ['2026-03-09', '2026-03-09T04:00:00.000Z', '2026-03-10T04:00:00.000Z'];
    expect(seen()).toEqual(march7);
    clock.set('2026-03-08T04:59:59.999Z');
    expect(seen()).toEqual(march7);
    clock.set('2026-03-08T05:00:00Z');
    expect(seen()).toEqual(march8);
    clock.set('2026-03-09T03:59:59.999Z'); // 23:59 the same local day: the 23-hour day is not over
    expect(seen()).toEqual(march8);
    clock.set('2026-03-09T04:00:00Z');
    expect(seen()).toEqual(march9);
    clock.set('2026-03-07T20:00:00Z'); // back in time (tests and CLOCK_CONTROL move it both ways)
    expect(seen()).toEqual(march7);
    // Another reset hour in the same zone is its own period.
    expect(periodAt(schedule(6, 'America/New_York'), clock.now()).startsAt).toEqual(
      new Date('2026-03-07T11:00:00Z'),
    );
  });

  it('names the previous period', () => {
    expect(previousPeriodKey(schedule(0, 'UTC'), new Date('2026-12-01T10:00:00Z'))).toBe('2026-11-30');
  });
});

/** The day period as it was computed before the schedule model (date-fns/tz), to check nothing moved. */
function periodBeforeTheScheduleModel(schedule: FeatureSchedule, now: Date) {
  const { resetHour, timeZone } = schedule.period;
  const local = new TZDate(now.getTime(), timeZone);
  const rebuild = (date: TZDate, days: number) => {
    const moved = addDays(date, days);
    return new TZDate(
      moved.getFullYear(),
      moved.getMonth(),
      moved.getDate(),
      date.getHours(),
      0,
      0,
      timeZone,
    );
  };
  const resetToday = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    resetHour,
    0,
    0,
    timeZone,
  );
  const start = local.getTime() >= resetToday.getTime() ? resetToday : rebuild(resetToday, -1);
  const end = rebuild(start, 1);
  return {
    key: format(start, 'yyyy-MM-dd'),
    startsAt: new Date(start.getTime()),
    endsAt: new Date(end.getTime()),
  };
}

describe('periodAt on the schedule model', () => {
  it('has a 25-hour day when daylight saving ends, and a day from 03:00 when the reset hour is skipped', () => {
    const fall = periodAt(schedule(0, 'America/New_York'), new Date('2026-11-01T12:00:00Z'));
    expect(fall.endsAt.getTime() - fall.startsAt.getTime()).toBe(25 * 3600_000);
    // 02:00 does not exist in New York on 2027-03-14: that day runs from 03:00 EDT to 02:00 the next day.
    const skipped = periodAt(schedule(2, 'America/New_York'), new Date('2027-03-14T12:00:00Z'));
    expect(skipped).toEqual({
      key: '2027-03-14',
      startsAt: new Date('2027-03-14T07:00:00Z'),
      endsAt: new Date('2027-03-15T06:00:00Z'),
    });
    // The day before starts at 02:00 EST whenever it is asked (the old arithmetic said 03:00 after midnight).
    for (const at of ['2027-03-13T12:00:00Z', '2027-03-14T05:30:00Z'])
      expect(periodAt(schedule(2, 'America/New_York'), new Date(at)).startsAt).toEqual(
        new Date('2027-03-13T07:00:00Z'),
      );
  });

  it('gives the periods it gave before, hour by hour across DST changes, month ends and the leap day', () => {
    for (const [start, hours] of [
      ['2027-03-13T00:30:00Z', 72], // March change in New York (and a skipped 02:00)
      ['2027-11-06T00:30:00Z', 72], // November change
      ['2028-02-27T00:30:00Z', 96], // leap day and the month end
      ['2026-12-30T00:30:00Z', 72], // year end
    ] as const) {
      const clock = createManualClock(start);
      for (let h = 0; h < hours; h++) {
        for (const [hour, zone] of [
          [0, 'America/New_York'],
          [6, 'Europe/Madrid'],
          [0, 'UTC'],
        ] as const) {
          const s = schedule(hour, zone);
          expect(periodAt(s, clock.now()), `${hour} ${zone} ${clock.now().toISOString()}`).toEqual(
            periodBeforeTheScheduleModel(s, clock.now()),
          );
        }
        clock.advance(3600_000);
      }
    }
    expect(periodAt(schedule(0, 'UTC'), new Date('2028-02-29T12:00:00Z')).key).toBe('2028-02-29');
  });
});

describe('isScheduledAt', () => {
  const s = schedule(0, 'UTC', { startsAt: '2026-11-01T00:00:00Z', finishesAt: '2026-12-01T00:00:00Z' });
  it('runs from the start up to the finish', () => {
    expect(isScheduledAt(s, new Date('2026-10-31T23:59:59Z'))).toBe(false);
    expect(isScheduledAt(s, new Date('2026-11-01T00:00:00Z'))).toBe(true);
    expect(isScheduledAt(s, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});
