import { BingoConfigSchema, type BingoConfig } from '@casino/contracts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';

const coins = (n: number, entries = 0) => ({ coins: n, entries, freeSpins: null });

/**
 * A ball for every 5 rounds of a bet of at least 10; rounds of 7 days (from Monday at the period's reset);
 * prizes by lines completed on the 3×3 card (odds in docs/engagement.md).
 */
export const BINGO_DEFAULT_CONFIG: BingoConfig = {
  roundsPerBall: 5,
  minBet: 10,
  roundDays: 7,
  linePrizes: [coins(500), coins(2_000), coins(5_000), coins(10_000, 1), coins(25_000, 5)],
};

export const bingoFeature: FeatureDefinition<BingoConfig, 'bingo'> = {
  key: 'bingo',
  configSchema: BingoConfigSchema,
  defaults: { priority: 50, schedule: ALWAYS_DAILY, config: BINGO_DEFAULT_CONFIG },
  // Claimed by occasion (a drop won, a card played), never once a day.
  byOccasion: true,
};
