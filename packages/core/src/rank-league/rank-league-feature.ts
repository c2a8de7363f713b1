import { RankLeagueConfigSchema, type Prize, type RankLeagueConfig } from '@casino/contracts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';

const prize = (coins: number, entries: number): Prize => ({ coins, entries, freeSpins: null });

/**
 * Five ranks: a point per coin bet, 100 per entry bet; a reward on reaching each rank, a weekly cashback
 * of net losses by rank, and the VIP bundle from platinum up (docs/engagement.md, Rank league).
 */
export const RANK_LEAGUE_DEFAULT_CONFIG: RankLeagueConfig = {
  pointsPerCoin: 1,
  pointsPerEntry: 100,
  ranks: [
    {
      name: 'bronze',
      points: 0,
      reward: prize(0, 0),
      cashbackPercent: 0,
      maxCashback: { coins: 0, entries: 0 },
      vipBundle: false,
    },
    {
      name: 'silver',
      points: 5_000,
      reward: prize(5_000, 0.5),
      cashbackPercent: 5,
      maxCashback: { coins: 10_000, entries: 2 },
      vipBundle: false,
    },
    {
      name: 'gold',
      points: 25_000,
      reward: prize(15_000, 1.5),
      cashbackPercent: 8,
      maxCashback: { coins: 40_000, entries: 8 },
      vipBundle: false,
    },
    {
      name: 'platinum',
      points: 100_000,
      reward: prize(50_000, 5),
      cashbackPercent: 10,
      maxCashback: { coins: 100_000, entries: 20 },
      vipBundle: true,
    },
    {
      name: 'diamond',
      points: 500_000,
      reward: prize(150_000, 15),
      cashbackPercent: 15,
      maxCashback: { coins: 500_000, entries: 100 },
      vipBundle: true,
    },
  ],
  cashback: { periodDays: 7, windowHours: 72 },
};

export const rankLeagueFeature: FeatureDefinition<RankLeagueConfig, 'rankLeague'> = {
  key: 'rankLeague',
  configSchema: RankLeagueConfigSchema,
  defaults: { priority: 40, schedule: ALWAYS_DAILY, config: RANK_LEAGUE_DEFAULT_CONFIG },
  byOccasion: true,
};
