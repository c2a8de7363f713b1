import { describe, expect, it } from 'vitest';
import { FeatureScheduleSchema } from '@casino/contracts';
import { dueTransitions } from './feature-transitions.ts';

const HOUR = 3_600_000;
const feature = (schedule: object) => ({
  brand: 'tao',
  key: 'dailyWheel' as const,
  schedule: FeatureScheduleSchema.parse(schedule),
});
const at = (iso: string) => new Date(iso);
const names = (list: ReturnType<typeof dueTransitions>) =>
  list.map((t) => `${t.transition}@${t.at.toISOString()}`);

describe('dueTransitions', () => {
  // Resets at 05:00 New York time (10:00 UTC in winter); runs from 12:00 UTC on the 24th to the 27th.
  const wheel = feature({
    startsAt: '2026-11-24T12:00:00Z',
    finishesAt: '2026-11-27T12:00:00Z',
    period: { kind: 'day', resetHour: 5, timeZone: 'America/New_York' },
  });

  it('has nothing before the start', () => {
    expect(dueTransitions(wheel, at('2026-11-24T11:59:59Z'))).toEqual([]);
  });

  it('has the start, and not the period that began before it', () => {
    expect(names(dueTransitions(wheel, at('2026-11-24T12:00:00Z')))).toEqual([
      'started@2026-11-24T12:00:00.000Z',
    ]);
  });

  it('adds each period that starts while the feature runs, at the zone’s reset hour', () => {
    expect(names(dueTransitions(wheel, at('2026-11-25T10:00:00Z')))).toEqual([
      'started@2026-11-24T12:00:00.000Z',
      'periodStarted@2026-11-25T10:00:00.000Z',
    ]);
  });

  it('has only the finish once finished, and nothing once that is a day old', () => {
    expect(names(dueTransitions(wheel, at('2026-11-27T12:00:00Z')))).toEqual([
      'finished@2026-11-27T12:00:00.000Z',
    ]);
    expect(dueTransitions(wheel, at('2026-11-28T12:00:00Z'))).toEqual([]);
  });

  it('does not announce a start that is more than a day old, but still each new period', () => {
    expect(names(dueTransitions(wheel, at('2026-11-26T10:30:00Z')))).toEqual([
      'periodStarted@2026-11-26T10:00:00.000Z',
    ]);
  });

  it('has only periods for a feature that always runs', () => {
    const daily = feature({});
    expect(names(dueTransitions(daily, at('2026-11-24T00:00:00Z')))).toEqual([
      'periodStarted@2026-11-24T00:00:00.000Z',
    ]);
    expect(dueTransitions(daily, new Date(at('2026-11-24T00:00:00Z').getTime() + 23 * HOUR))).toHaveLength(1);
  });

  describe('with a recurrence (every Friday 18:00–22:00 New York, from Friday 2026-10-30)', () => {
    const fridays = feature({
      period: { kind: 'day', resetHour: 20, timeZone: 'America/New_York' },
      recurrence: {
        start: '2026-10-30T18:00',
        timeZone: 'America/New_York',
        rrule: 'FREQ=WEEKLY;BYDAY=FR',
        duration: 'PT4H',
        until: null,
      },
    });

    it("starts with each occurrence, a new period inside it, and finishes at each one's end", () => {
      expect(dueTransitions(fridays, at('2026-10-30T21:59:00Z'))).toEqual([]);
      expect(names(dueTransitions(fridays, at('2026-10-30T22:00:00Z')))).toEqual([
        'started@2026-10-30T22:00:00.000Z',
      ]);
      // 20:00 in New York, inside the occurrence: a new period.
      expect(names(dueTransitions(fridays, at('2026-10-31T00:30:00Z')))).toEqual([
        'started@2026-10-30T22:00:00.000Z',
        'periodStarted@2026-10-31T00:00:00.000Z',
      ]);
      expect(names(dueTransitions(fridays, at('2026-10-31T02:00:00Z')))).toEqual([
        'finished@2026-10-31T02:00:00.000Z',
      ]);
      expect(names(dueTransitions(fridays, at('2026-11-01T01:59:00Z')))).toEqual([
        'finished@2026-10-31T02:00:00.000Z',
      ]);
      expect(dueTransitions(fridays, at('2026-11-01T02:00:00Z'))).toEqual([]);
      // After the change to standard time, 18:00 is 23:00 UTC.
      expect(names(dueTransitions(fridays, at('2026-11-06T23:00:00Z')))).toEqual([
        'started@2026-11-06T23:00:00.000Z',
      ]);
      expect(names(dueTransitions(fridays, at('2026-11-07T05:30:00Z')))).toEqual([
        'finished@2026-11-07T03:00:00.000Z',
      ]);
    });

    it('announces a finish cut by the feature’s own finish, and nothing of an occurrence after it', () => {
      const cut = feature({ ...fridays.schedule, finishesAt: '2026-11-07T01:00:00Z' });
      expect(names(dueTransitions(cut, at('2026-11-07T01:00:00Z')))).toEqual([
        'finished@2026-11-07T01:00:00.000Z',
      ]);
      expect(dueTransitions(cut, at('2026-11-13T23:30:00Z'))).toEqual([]);
    });
  });
});
