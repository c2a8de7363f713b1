import { describe, expect, it } from 'vitest';
import { FeatureScheduleSchema } from '@casino/contracts';
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

  it('names the previous period', () => {
    expect(previousPeriodKey(schedule(0, 'UTC'), new Date('2026-12-01T10:00:00Z'))).toBe('2026-11-30');
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
