import { describe, expect, it } from 'vitest';
import { RankLeagueConfigSchema } from '@casino/contracts';
import { RANK_LEAGUE_DEFAULT_CONFIG as config } from './rank-league-feature.ts';
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
    const week = cashbackPeriodAt(7, new Date('2026-11-24T21:00:00Z'));
    expect(week.key).toBe('2026-11-23');
    expect(week.endsAt.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(cashbackPeriodAt(7, new Date('2026-11-30T00:00:00Z')).key).toBe('2026-11-30');
    expect(cashbackPeriodAt(1, new Date('2026-11-24T21:00:00Z')).key).toBe('2026-11-24');
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
