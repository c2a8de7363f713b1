import { z } from 'zod';
import { pushSchema } from './push-schema.ts';
import { FeatureStateSchema } from './engagement.ts';
import { promotionBase } from './promotion-card.ts';
import { ok } from './api.ts';
import { PRIZE_LEVELS } from './constants.ts';

/**
 * Prize drops (spec §3, shell §4): every day a pool of coin prizes is released across the day; qualifying
 * bets (at least `minimalLevelPlay`) win them as they come due. The schedule of the day's prizes is drawn
 * when the day's first bet or visit comes (docs/engagement.md, "Prize drops").
 */
export const PRIZE_DROPS_PATHS = { info: '/rest/prize-drops/info/' } as const;

/** The spec's defaults. */
export const PRIZE_DROPS_DEFAULTS = {
  dailyPrizePool: 100_000,
  highestPrizePerDay: 5_000,
  prizeCountPerDay: 500,
  minimalLevelPlay: 20,
} as const;

/** How long a prize-drop toast shows, and how many at once (spec §7). */
export const PRIZE_DROP_TOAST = { durationMs: 5_000, limit: 1 } as const;

export const PrizeLevelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type PrizeLevel = z.infer<typeof PrizeLevelSchema>;
export const prizeLevelName = (level: PrizeLevel) => PRIZE_LEVELS[level];

/** One level of the day's pool: `count` prizes of `coins` each. */
export const PrizeDropLevelConfigSchema = z.object({
  level: PrizeLevelSchema,
  count: z.number().int().min(1).max(10_000),
  coins: z.number().int().min(1).max(1_000_000),
});

/** The prizeDrops feature's config (checked by core when an operator saves it). */
export const PrizeDropsConfigSchema = z
  .object({
    dailyPrizePool: z.number().int().positive().max(100_000_000).default(PRIZE_DROPS_DEFAULTS.dailyPrizePool),
    highestPrizePerDay: z
      .number()
      .int()
      .positive()
      .max(10_000_000)
      .default(PRIZE_DROPS_DEFAULTS.highestPrizePerDay),
    prizeCountPerDay: z.number().int().min(1).max(10_000).default(PRIZE_DROPS_DEFAULTS.prizeCountPerDay),
    /** The least bet that plays for a drop: coins in coin mode, hundredths of an entry in entry mode. */
    minimalLevelPlay: z.number().int().min(1).max(1_000_000).default(PRIZE_DROPS_DEFAULTS.minimalLevelPlay),
    /** The day's prizes by level: Σ count = prizeCountPerDay, Σ count·coins ≤ dailyPrizePool. */
    levels: z.array(PrizeDropLevelConfigSchema).min(1).max(3),
  })
  .refine((c) => new Set(c.levels.map((l) => l.level)).size === c.levels.length, {
    message: 'Each level appears once.',
    path: ['levels'],
  })
  .refine((c) => c.levels.reduce((n, l) => n + l.count, 0) === c.prizeCountPerDay, {
    message: 'The levels’ counts must add up to prizeCountPerDay.',
    path: ['levels'],
  })
  .refine((c) => c.levels.reduce((n, l) => n + l.count * l.coins, 0) <= c.dailyPrizePool, {
    message: 'The levels’ prizes add up to more than dailyPrizePool.',
    path: ['levels'],
  })
  .refine((c) => c.levels.every((l) => l.coins <= c.highestPrizePerDay), {
    message: 'A prize is above highestPrizePerDay.',
    path: ['levels'],
  });
export type PrizeDropsConfig = z.infer<typeof PrizeDropsConfigSchema>;

export const PrizeDropsGeneralSchema = z.object({
  dailyPrizePool: z.number().int(),
  highestPrizePerDay: z.number().int(),
  prizeCountPerDay: z.number().int(),
  minimalLevelPlay: z.number().int(),
  /** The end of the prize drops (the feature's finish), or null while it runs on. */
  finishedAt: z.string().nullable(),
  /** When the next day's pool starts (null when the feature finishes before). */
  nextPrizePoolStartedAt: z.string().nullable(),
});

/** The day's prizes of one level: how many there are and how many are still to be won. */
export const PrizeDropsPrizeSchema = z.object({
  level: PrizeLevelSchema,
  name: z.enum(['bronze', 'silver', 'gold']),
  coins: z.number().int(),
  entries: z.number(),
  count: z.number().int(),
  remaining: z.number().int(),
});
export type PrizeDropsPrize = z.infer<typeof PrizeDropsPrizeSchema>;

/** A won prize as everyone sees it (the winner's name shortened). */
export const PrizeDropWinnerSchema = z.object({
  prizeId: z.string(),
  level: PrizeLevelSchema,
  coins: z.number().int(),
  entries: z.number(),
  name: z.string(),
  wonAt: z.string(),
});
export type PrizeDropWinner = z.infer<typeof PrizeDropWinnerSchema>;

export const PrizeDropsInfoSchema = z.object({
  isActive: z.boolean(),
  general: PrizeDropsGeneralSchema,
  /** By level, gold first. */
  prizes: z.array(PrizeDropsPrizeSchema),
  /** Newest first. */
  lastWinners: z.array(PrizeDropWinnerSchema),
  /** The signed-in player's wins today. */
  myWinsToday: z.number().int().nonnegative(),
});
export type PrizeDropsInfo = z.infer<typeof PrizeDropsInfoSchema>;

export const PrizeDropsInfoResponseSchema = ok({
  data: PrizeDropsInfoSchema,
});

/** `prizeDrops prizeAssigned`: to the room `prize-drops` (isWinner false) and to the winner (isWinner true). */
export const PrizeAssignedDataSchema = PrizeDropWinnerSchema.extend({
  isWinner: z.boolean(),
  /** The room is shared by every brand's site: each board keeps its own brand's prizes. */
  brand: z.string(),
  /** Prizes of the day still to be won, by level. */
  remaining: z.array(z.object({ level: PrizeLevelSchema, remaining: z.number().int() })),
});
export type PrizeAssignedData = z.infer<typeof PrizeAssignedDataSchema>;

// Prize drops: a prize was won (to the room `prize-drops`, and to the winner with isWinner true).
export const PrizeDropsPushSchema = pushSchema('prizeDrops', 'prizeAssigned', PrizeAssignedDataSchema);

// Its promotions card (the engine's feature state): prizeCoins is the day's pool, grandPrize its highest prize.
export const PrizeDropsPromotionSchema = z.object({
  type: z.literal('prizeDrops'),
  data: FeatureStateSchema,
  ...promotionBase,
});
