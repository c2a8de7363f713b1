import {
  MiniGameSlotConfigSchema,
  type MiniGameSlotConfig,
  type MiniSlotSymbol,
  type Prize,
} from '@casino/contracts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';

const prize = (coins: number, entries = 0): Prize => ({ coins, entries, freeSpins: null });
const outcome = (weight: number, symbol: MiniSlotSymbol, paid: Prize, levelUp = false) => ({
  weight,
  symbol,
  prize: paid,
  levelUp,
});
const NOTHING = prize(0);

/**
 * Three levels: the lower two can climb (`up`), the top one pays the most and is collected with
 * `/reset-level/`. A spin is earned per 20,000 play points (20,000 coins or 4 entries bet); the odds
 * are in docs/engagement.md.
 */
export const MINI_GAME_SLOT_DEFAULT_CONFIG: MiniGameSlotConfig = {
  playPoints: { perCoin: 1, perEntryHundredth: 50 },
  spinCost: 20_000,
  maxStoredSpins: 10,
  levels: [
    {
      outcomes: [
        outcome(400, 'blank', NOTHING),
        outcome(300, 'cherry', prize(500)),
        outcome(150, 'bell', prize(1_500)),
        outcome(120, 'up', NOTHING, true),
        outcome(30, 'star', prize(0, 0.5)),
      ],
    },
    {
      outcomes: [
        outcome(350, 'blank', NOTHING),
        outcome(250, 'cherry', prize(1_000)),
        outcome(180, 'bell', prize(3_000)),
        outcome(150, 'up', NOTHING, true),
        outcome(70, 'seven', prize(0, 1)),
      ],
    },
    {
      outcomes: [
        outcome(300, 'blank', NOTHING),
        outcome(250, 'cherry', prize(2_000)),
        outcome(250, 'bell', prize(5_000)),
        outcome(150, 'seven', prize(0, 2)),
        outcome(50, 'star', prize(10_000, 1)),
      ],
    },
  ],
  topPrize: prize(25_000, 2),
};

export const miniGameSlotFeature: FeatureDefinition<MiniGameSlotConfig, 'miniGameSlot'> = {
  key: 'miniGameSlot',
  configSchema: MiniGameSlotConfigSchema,
  defaults: { priority: 70, schedule: ALWAYS_DAILY, config: MINI_GAME_SLOT_DEFAULT_CONFIG },
  // Claimed by occasion (a fill, a spin, a section), never once a day.
  byOccasion: true,
};
