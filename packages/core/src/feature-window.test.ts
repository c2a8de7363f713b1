import { describe, expect, it } from 'vitest';
import { FeatureScheduleSchema } from '@casino/contracts';
import { createManualClock } from './clock/clock.ts';
import { registerFeatureModules } from './engagement/feature-module.ts';
import { isLive } from './engagement/load-features.ts';
import { finishedAtOf, liveWindowAt, windowsEnding } from './engagement/periods.ts';
import { FEATURE_MODULES } from './features.ts';

registerFeatureModules(FEATURE_MODULES);

const schedule = (extra: object) => FeatureScheduleSchema.parse(extra);
const wheel = (extra: object) => ({
  brand: 'tao',
  key: 'dailyWheel' as const,
  enabled: true,
  schedule: schedule(extra),
});

/** The instants from `from` to `to` (ISO) at which `live` changes, walking a manual clock by `stepMinutes`. */
function changes(live: (now: Date) => boolean, from: string, to: string, stepMinutes = 15) {
  const clock = createManualClock(from);
  const seen: string[] = [];
  let was = live(clock.now());
  while (clock.now() < new Date(to)) {
    clock.advance(stepMinutes * 60_000);
    const is = live(clock.now());
    if (is !== was) seen.push(`${is ? 'on' : 'off'}@${clock.now().toISOString()}`);
    was = is;
  }
  return seen;
}

describe('a feature with a recurrence runs only inside an occurrence', () => {
  // The mystery box every Friday 18:00–22:00 New York.
  const fridays = wheel({
    recurrence: {
      start: '2026-10-02T18:00',
      timeZone: 'America/New_York',
      rrule: 'FREQ=WEEKLY;BYDAY=FR',
      duration: 'PT4H',
      until: null,
    },
  });

  it('follows the wall clock across the November daylight-saving change', () => {
    expect(changes((now) => isLive(fridays, now), '2026-10-29T00:00:00Z', '2026-11-08T00:00:00Z')).toEqual([
      'on@2026-10-30T22:00:00.000Z', // 18:00 EDT
      'off@2026-10-31T02:00:00.000Z',
      'on@2026-11-06T23:00:00.000Z', // 18:00 EST
      'off@2026-11-07T03:00:00.000Z',
    ]);
  });

  it('and across the March change', () => {
    expect(changes((now) => isLive(fridays, now), '2027-03-11T00:00:00Z', '2027-03-21T00:00:00Z')).toEqual([
      'on@2027-03-12T23:00:00.000Z', // 18:00 EST
      'off@2027-03-13T03:00:00.000Z',
      'on@2027-03-19T22:00:00.000Z', // 18:00 EDT
      'off@2027-03-20T02:00:00.000Z',
    ]);
  });

  it('is cut to its own start and finish, which a window names as its bounds', () => {
    const cut = wheel({
      ...fridays.schedule,
      startsAt: '2026-10-30T23:00:00Z',
      finishesAt: '2026-11-07T01:00:00Z',
    });
    expect(changes((now) => isLive(cut, now), '2026-10-23T00:00:00Z', '2026-11-21T00:00:00Z')).toEqual([
      'on@2026-10-30T23:00:00.000Z',
      'off@2026-10-31T02:00:00.000Z',
      'on@2026-11-06T23:00:00.000Z',
      'off@2026-11-07T01:00:00.000Z',
    ]);
    expect(liveWindowAt(cut.schedule, new Date('2026-10-31T00:00:00Z'))).toEqual({
      key: '2026-10-30T18:00',
      startsAt: new Date('2026-10-30T23:00:00Z'),
      finishesAt: new Date('2026-10-31T02:00:00Z'),
    });
    // The players' timer counts to the window's end, not to the feature's.
    expect(finishedAtOf(cut.schedule, new Date('2026-11-07T00:00:00Z'))).toBe('2026-11-07T01:00:00.000Z');
    expect(finishedAtOf(fridays.schedule, new Date('2026-10-31T00:00:00Z'))).toBe('2026-10-31T02:00:00.000Z');
    expect(
      windowsEnding(cut.schedule, new Date('2026-10-24T00:00:00Z'), new Date('2026-11-21T00:00:00Z')).map(
        (w) => w.finishesAt!.toISOString(),
      ),
    ).toEqual(['2026-10-31T02:00:00.000Z', '2026-11-07T01:00:00.000Z']);
  });

  it('runs 1–24 December each year, across the month end and the year end', () => {
    const advent = wheel({
      recurrence: {
        start: '2026-12-01T00:00',
        timeZone: 'UTC',
        rrule: 'FREQ=YEARLY',
        duration: 'P24D',
        until: null,
      },
    });
    expect(changes((now) => isLive(advent, now), '2026-11-30T00:00:00Z', '2028-01-01T00:00:00Z', 60)).toEqual(
      [
        'on@2026-12-01T00:00:00.000Z',
        'off@2026-12-25T00:00:00.000Z',
        'on@2027-12-01T00:00:00.000Z',
        'off@2027-12-25T00:00:00.000Z',
      ],
    );
  });

  it('on the last day of each month, the leap day included', () => {
    const monthEnd = wheel({
      recurrence: {
        start: '2027-01-31T00:00',
        timeZone: 'Europe/Madrid',
        rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1',
        duration: 'P1D',
        until: '2028-03-02T00:00',
      },
    });
    const on = changes(
      (now) => isLive(monthEnd, now),
      '2027-02-01T00:00:00Z',
      '2028-04-01T00:00:00Z',
      60,
    ).filter((c) => c.startsWith('on@'));
    expect(on.slice(0, 2)).toEqual(['on@2027-02-27T23:00:00.000Z', 'on@2027-03-30T22:00:00.000Z']);
    expect(on.at(-2)).toBe('on@2028-01-30T23:00:00.000Z');
    expect(on.at(-1)).toBe('on@2028-02-28T23:00:00.000Z'); // 2028-02-29, the last before `until`
    expect(on).toHaveLength(13);
  });

  it('without a recurrence keeps the start and finish only', () => {
    const plain = wheel({ startsAt: '2026-11-24T12:00:00Z', finishesAt: '2026-11-27T12:00:00Z' });
    expect(plain.schedule.recurrence).toBeNull();
    expect(changes((now) => isLive(plain, now), '2026-11-20T00:00:00Z', '2026-12-01T00:00:00Z', 60)).toEqual([
      'on@2026-11-24T12:00:00.000Z',
      'off@2026-11-27T12:00:00.000Z',
    ]);
    expect(finishedAtOf(plain.schedule, new Date('2026-11-25T00:00:00Z'))).toBe('2026-11-27T12:00:00Z');
  });
});
