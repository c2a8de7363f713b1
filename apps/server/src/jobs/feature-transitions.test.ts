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
});
