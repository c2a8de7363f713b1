import { describe, expect, it } from 'vitest';
import { ScheduleSchema, type Schedule } from '@casino/contracts';
import { createManualClock } from '../clock/clock.ts';
import {
  localInstant,
  nextOccurrence,
  occurrenceAt,
  occurrencesOverlapping,
  occurrencesStarting,
} from './schedule.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const daily: Schedule = {
  start: '2026-01-01T00:00',
  timeZone: 'America/New_York',
  rrule: 'FREQ=DAILY',
  duration: 'P1D',
  until: null,
};
const iso = (d: Date | undefined) => d?.toISOString();
const hours = (o: { startsAt: Date; endsAt: Date } | null) =>
  o && (o.endsAt.getTime() - o.startsAt.getTime()) / HOUR;

describe('the schedule model', () => {
  it('keeps a daily 00:00 America/New_York at local midnight across both daylight-saving changes', () => {
    const clock = createManualClock('2026-03-07T17:00:00Z');
    const seen: Array<[string, string | undefined, number | null]> = [];
    for (let i = 0; i < 3; i++, clock.advance(DAY)) {
      const o = occurrenceAt(daily, clock.now());
      seen.push([o!.key, iso(o?.startsAt), hours(o)]);
    }
    expect(seen).toEqual([
      ['2026-03-07T00:00', '2026-03-07T05:00:00.000Z', 24],
      // The spring-forward day is 23 hours long; the next starts at 00:00 EDT (04:00 UTC).
      ['2026-03-08T00:00', '2026-03-08T05:00:00.000Z', 23],
      ['2026-03-09T00:00', '2026-03-09T04:00:00.000Z', 24],
    ]);
    clock.set('2026-11-01T12:00:00Z');
    const fallBack = occurrenceAt(daily, clock.now());
    expect([fallBack?.key, iso(fallBack?.startsAt), iso(fallBack?.endsAt), hours(fallBack)]).toEqual([
      '2026-11-01T00:00',
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
      25,
    ]);
  });

  it('leaves no gap and no overlap between days over a whole year with both changes', () => {
    const year = occurrencesStarting(
      daily,
      new Date('2026-01-01T05:00:00Z'),
      new Date('2027-01-01T05:00:00Z'),
    );
    expect(year).toHaveLength(365);
    for (let i = 1; i < year.length; i++) expect(year[i]!.startsAt).toEqual(year[i - 1]!.endsAt);
    expect(new Set(year.map((o) => hours(o)))).toEqual(new Set([23, 24, 25]));
  });

  it('skips a start that daylight saving skips, as RFC 5545 says (so templates start outside 02:00-03:00)', () => {
    const at0230: Schedule = { ...daily, start: '2026-03-01T02:30' };
    const days = occurrencesStarting(
      at0230,
      new Date('2026-03-07T00:00:00Z'),
      new Date('2026-03-10T00:00:00Z'),
    );
    // 02:30 does not exist on 2026-03-08 in New York.
    expect(days.map((o) => o.key)).toEqual(['2026-03-07T02:30', '2026-03-09T02:30']);
  });

  it('runs a month-end season on the last day of each month, leap day included', () => {
    const monthEnd: Schedule = {
      start: '2028-01-31T00:00',
      timeZone: 'America/New_York',
      rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1',
      duration: 'P1D',
      until: null,
    };
    const clock = createManualClock('2028-01-15T00:00:00Z');
    const keys: string[] = [];
    for (let i = 0; i < 3; i++) {
      const next = nextOccurrence(monthEnd, clock.now())!;
      keys.push(next.key);
      clock.set(next.endsAt);
    }
    expect(keys).toEqual(['2028-01-31T00:00', '2028-02-29T00:00', '2028-03-31T00:00']);
  });

  it('adds a month on the wall clock: a season from the 1st ends on the next 1st, whatever the month length', () => {
    const monthly: Schedule = { ...daily, start: '2028-01-01T00:00', rrule: 'FREQ=MONTHLY', duration: 'P1M' };
    const clock = createManualClock('2028-02-29T12:00:00Z');
    const feb = occurrenceAt(monthly, clock.now());
    expect([feb?.key, iso(feb?.endsAt), hours(feb)]).toEqual([
      '2028-02-01T00:00',
      '2028-03-01T05:00:00.000Z',
      29 * 24,
    ]);
    clock.advance(DAY);
    expect(occurrenceAt(monthly, clock.now())?.key).toBe('2028-03-01T00:00');
  });

  it('keeps the 29 February of a yearly leap-day event to leap years', () => {
    const leap: Schedule = {
      ...daily,
      start: '2028-02-29T00:00',
      rrule: 'FREQ=YEARLY',
      duration: 'P1D',
      timeZone: 'UTC',
    };
    const within = occurrencesStarting(leap, new Date('2028-01-01Z'), new Date('2037-01-01Z'));
    expect(within.map((o) => o.key)).toEqual(['2028-02-29T00:00', '2032-02-29T00:00', '2036-02-29T00:00']);
  });

  it('runs a weekly race Monday to Sunday and none from its end on', () => {
    const weekly: Schedule = {
      start: '2026-10-26T00:00',
      timeZone: 'America/New_York',
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
      duration: 'P7D',
      until: '2026-11-16T00:00',
    };
    const all = occurrencesOverlapping(weekly, new Date('2026-10-01Z'), new Date('2027-01-01Z'));
    expect(all.map((o) => [o.key, hours(o)])).toEqual([
      ['2026-10-26T00:00', 7 * 24 + 1],
      ['2026-11-02T00:00', 7 * 24],
      ['2026-11-09T00:00', 7 * 24],
    ]);
    expect(occurrenceAt(weekly, new Date('2026-11-20T12:00:00Z'))).toBeNull();
    expect(nextOccurrence(weekly, new Date('2026-11-10T00:00:00Z'))).toBeNull();
  });

  it('has one occurrence without a recurrence', () => {
    const once: Schedule = { ...daily, rrule: null, start: '2026-12-01T00:00', duration: 'P24D' };
    expect(
      occurrencesOverlapping(once, new Date('2026-01-01Z'), new Date('2028-01-01Z')).map((o) => o.key),
    ).toEqual(['2026-12-01T00:00']);
    expect(occurrenceAt(once, new Date('2026-12-24T12:00:00Z'))?.key).toBe('2026-12-01T00:00');
    expect(occurrenceAt(once, new Date('2026-12-25T12:00:00Z'))).toBeNull();
  });

  it('reads local times in the zone', () => {
    expect(iso(localInstant('2026-07-04T09:00', 'America/New_York'))).toBe('2026-07-04T13:00:00.000Z');
    expect(iso(localInstant('2026-12-04T09:00', 'America/New_York'))).toBe('2026-12-04T14:00:00.000Z');
  });

  it('refuses what an operator could mistype, with a message to act on', () => {
    const bad = (patch: Partial<Schedule>) =>
      ScheduleSchema.safeParse({ ...daily, ...patch }).error?.issues.map((i) => i.message);
    expect(bad({ timeZone: 'Mars/Olympus' })).toEqual(['Give a time zone like America/New_York or UTC.']);
    expect(bad({ duration: '1 day' })).toEqual(['Give a duration like P1D, P7D or PT12H.']);
    expect(bad({ start: '2026-01-01' })).toEqual([
      'Give the start as a local date and time, like 2027-01-01T00:00.',
    ]);
    expect(bad({ rrule: 'every day' })).toHaveLength(1);
    expect(bad({})).toBeUndefined();
    expect(() => occurrenceAt({ ...daily, rrule: 'FREQ=FORTNIGHTLY' }, new Date())).toThrow(
      /recurrence cannot be read/,
    );
  });
});
