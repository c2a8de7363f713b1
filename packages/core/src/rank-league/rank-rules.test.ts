import { describe, expect, it } from 'vitest';
import { RankLeagueConfigSchema } from '@casino/contracts';
import { RANK_LEAGUE_DEFAULT_CONFIG as config } from './rank-league-feature.ts';
import { createManualClock } from '../clock/clock.ts';
import { cashbackFor, cashbackPeriodAt, pointsForBet, progressPercent, rankAt } from './rank-rules.ts';

describe('rank league rules', () => {
  it('seeds a config its schema accepts', () => {
    expect(RankLeagueConfigSchema.safeParse(config).success).toBe(true);
  });

  it('counts a point per coin and 100 per entry (hundredths, floored)', () => {
    expect(pointsForBet(config, 'COIN', 25)).toBe(25);
    expect(pointsForBet(config, 'ENTRY', 150)).toBe(150);
    expect(pointsForBet({ pointsPerCoin: 1, pointsPerEntry: 3 }, 'ENTRY', 50)).toBe(1);
    expect(pointsForBet(config, 'COIN', 0)).toBe(0);
  });

  it('holds the last rank whose threshold is reached, and the progress to the next', () => {
    expect(rankAt(config.ranks, 0)).toBe(1);
    expect(rankAt(config.ranks, 4_999)).toBe(1);
    expect(rankAt(config.ranks, 5_000)).toBe(2);
    expect(rankAt(config.ranks, 10_000_000)).toBe(5);
    expect(progressPercent(config.ranks, 2_500)).toBe(50);
    expect(progressPercent(config.ranks, 15_000)).toBe(50); // 5,000 → 25,000
    expect(progressPercent(config.ranks, 600_000)).toBe(100);
  });

  it('weeks run from Monday 00:00 UTC', () => {
    const week = cashbackPeriodAt({ periodDays: 7 }, new Date('2026-11-24T21:00:00Z'));
    expect(week.key).toBe('2026-11-23');
    expect(week.endsAt.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(cashbackPeriodAt({ periodDays: 7 }, new Date('2026-11-30T00:00:00Z')).key).toBe('2026-11-30');
    expect(cashbackPeriodAt({ periodDays: 1 }, new Date('2026-11-24T21:00:00Z')).key).toBe('2026-11-24');
  });

  it('keeps the old grid of N days from 1970-01-05 UTC on the schedule model: DST, month ends, leap day', () => {
    const grid = (days: number, at: Date) => {
      const length = days * 86_400_000;
      const start =
        Date.UTC(1970, 0, 5) + Math.floor((at.getTime() - Date.UTC(1970, 0, 5)) / length) * length;
      return {
        key: new Date(start).toISOString().slice(0, 10),
        startsAt: new Date(start),
        endsAt: new Date(start + length),
      };
    };
    const clock = createManualClock('2028-02-27T23:30:00.000Z');
    // Across the leap day, the end of February, the March DST change in New York (UTC has none) and a year.
    for (let hour = 0; hour < 24 * 40; hour += 5) {
      for (const days of [1, 7, 10, 30]) {
        expect(
          cashbackPeriodAt({ periodDays: days }, clock.now()),
          `${days} at ${clock.now().toISOString()}`,
        ).toEqual(grid(days, clock.now()));
      }
      clock.advance(5 * 3600_000);
    }
    expect(cashbackPeriodAt({ periodDays: 1 }, new Date('2028-02-29T12:00:00Z')).key).toBe('2028-02-29');
  });

  it('follows a brand schedule: a week from Monday 00:00 New York across both DST changes', () => {
    const cashback = {
      periodDays: 7,
      schedule: {
        start: '2026-01-05T00:00',
        timeZone: 'America/New_York',
        rrule: 'FREQ=WEEKLY;BYDAY=MO',
        duration: 'P7D',
        until: null,
      },
    };
    const march = cashbackPeriodAt(cashback, new Date('2027-03-15T03:00:00Z')); // Sunday evening in New York
    expect(march.key).toBe('2027-03-08');
    expect(march.startsAt.toISOString()).toBe('2027-03-08T05:00:00.000Z'); // EST
    expect(march.endsAt.toISOString()).toBe('2027-03-15T04:00:00.000Z'); // EDT: 167 hours
    const november = cashbackPeriodAt(cashback, new Date('2027-11-03T12:00:00Z'));
    expect(november.endsAt.getTime() - november.startsAt.getTime()).toBe(169 * 3600_000);
    // Before the brand's schedule starts, the default grid counts.
    expect(cashbackPeriodAt(cashback, new Date('2025-12-31T12:00:00Z')).key).toBe('2025-12-29');
  });

  it('pays a percent of each currency’s net loss, floored and capped, never of a win', () => {
    const silver = config.ranks[1]!; // 5%, at most 10,000 coins and 2 entries
    expect(cashbackFor(silver, { coinBet: 10_000, coinWin: 2_001, entryBet: 1_000, entryWin: 0 })).toEqual({
      coins: 399,
      entryCents: 50,
    });
    expect(cashbackFor(silver, { coinBet: 100, coinWin: 500, entryBet: 0, entryWin: 0 })).toEqual({
      coins: 0,
      entryCents: 0,
    });
    expect(
      cashbackFor(silver, { coinBet: 10_000_000, coinWin: 0, entryBet: 1_000_000, entryWin: 0 }),
    ).toEqual({
      coins: 10_000,
      entryCents: 200,
    });
  });
});
