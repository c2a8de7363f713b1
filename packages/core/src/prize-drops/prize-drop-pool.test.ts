import { describe, expect, it } from 'vitest';
import { FeatureScheduleSchema } from '@casino/contracts';
import { createManualClock } from '../clock/clock.ts';
import { periodAt } from '../engagement/periods.ts';
import { releaseWindow } from './prize-drop-pool.ts';

const HOUR = 3600_000;
const newYork = FeatureScheduleSchema.parse({
  period: { kind: 'day', resetHour: 0, timeZone: 'America/New_York' },
});

/** A brand's daily prize-drop pool is the day period of the schedule model (engagement/periods.ts). */
describe('prize-drop pools on the schedule model', () => {
  const poolAt = (at: string) => {
    const period = periodAt(newYork, new Date(at));
    return { key: period.key, ...releaseWindow(newYork, period, period.startsAt) };
  };

  it('spreads a pool over a 23-hour day in March and a 25-hour day in November', () => {
    const march = poolAt('2027-03-14T12:00:00Z');
    expect(march.key).toBe('2027-03-14');
    expect(march.to - march.from).toBe(23 * HOUR);
    const november = poolAt('2027-11-07T12:00:00Z');
    expect(november.to - november.from).toBe(25 * HOUR);
  });

  it('keys one pool per local day across a month end and the leap day, with no gap or overlap', () => {
    const clock = createManualClock('2028-02-27T05:00:00Z');
    let last = poolAt(clock.now().toISOString());
    const keys = [last.key];
    for (let h = 0; h < 24 * 4; h++) {
      clock.advance(HOUR);
      const pool = poolAt(clock.now().toISOString());
      if (pool.key !== last.key) {
        expect(pool.from).toBe(last.to);
        keys.push(pool.key);
      }
      last = pool;
    }
    expect(keys).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01', '2028-03-02']);
  });

  it('is cut by the feature finish, and a pool drawn late spreads over what is left', () => {
    const finishing = FeatureScheduleSchema.parse({
      period: newYork.period,
      finishesAt: '2028-02-29T17:00:00Z',
    });
    const period = periodAt(finishing, new Date('2028-02-29T12:00:00Z'));
    expect(releaseWindow(finishing, period, new Date('2028-02-29T15:00:00Z'))).toEqual({
      from: Date.parse('2028-02-29T15:00:00Z'),
      to: Date.parse('2028-02-29T17:00:00Z'),
    });
  });
});
