import { z } from 'zod';
import { pushSchema } from './push-schema.ts';
import { ok } from './api.ts';
import { PrizeSchema } from './engagement.ts';

/**
 * The season tower (key `season`; docs/engagement.md "Season tower"): levels climbed by playing. Every bet
 * earns points (`coinsPerPoint` coins bet, or `entriesPerPoint` entries bet, make a point); each level's
 * prize is paid once through the claim rule (occasion `season:{slug}:{level}`) when its points are reached.
 */
export const SEASON_PATHS = { season: '/rest/seasons/:type/' } as const;
export const SEASON_TYPES = ['default'] as const;
/** The spec's toast time of a season level prize. */
export const SEASON_PRIZE_TOAST_MS = 9000;

export const SeasonLevelDefinitionSchema = z.object({
  /** Total points that reach the level. */
  points: z.number().int().positive().max(1_000_000_000),
  prize: PrizeSchema,
});

export const SeasonConfigSchema = z
  .object({
    /** The season's name; a new slug starts everyone at level 0 (claims are keyed by it). */
    slug: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[a-z0-9-]+$/, 'Lowercase letters, digits and dashes.'),
    type: z.enum(SEASON_TYPES).default('default'),
    /** Coins bet per point (whole coins). */
    coinsPerPoint: z.number().int().positive().max(1_000_000).default(100),
    /** Entries bet per point (two decimals). */
    entriesPerPoint: z.number().positive().max(1_000).default(0.01),
    /** The tower opens with the player's first purchase (`availableByDeposit`). */
    requiresDeposit: z.boolean().default(false),
    levels: z.array(SeasonLevelDefinitionSchema).min(1).max(100),
  })
  .refine((c) => c.levels.every((l, i) => i === 0 || l.points > c.levels[i - 1]!.points), {
    message: 'Each level needs more points than the one before.',
    path: ['levels'],
  });
export type SeasonConfig = z.infer<typeof SeasonConfigSchema>;

export const SeasonLevelSchema = z.object({
  level: z.number().int().positive(),
  points: z.number().int().positive(),
  prize: PrizeSchema,
  isReached: z.boolean(),
});

/** The profile's `season`. */
export const SeasonSummarySchema = z.object({
  isEnabled: z.boolean(),
  isAvailable: z.boolean(),
  slug: z.string().nullable(),
  currentLevel: z.number().int().nonnegative(),
  totalProgressPercents: z.number().min(0).max(100),
});
export type SeasonSummary = z.infer<typeof SeasonSummarySchema>;

export const SeasonSchema = SeasonSummarySchema.extend({
  type: z.enum(SEASON_TYPES),
  points: z.number().int().nonnegative(),
  /** Points of the next level (null at the top). */
  nextLevelPoints: z.number().int().nullable(),
  /** Percent of the way from the current level to the next. */
  levelProgressPercents: z.number().min(0).max(100),
  finishedAt: z.string().nullable(),
  coinsPerPoint: z.number(),
  entriesPerPoint: z.number(),
  requiresDeposit: z.boolean(),
  levels: z.array(SeasonLevelSchema),
});
export type Season = z.infer<typeof SeasonSchema>;

export const SeasonParamsSchema = z.object({ type: z.enum(SEASON_TYPES, { error: 'Unknown season.' }) });
/** GET /rest/seasons/{type}/ */
export const SeasonResponseSchema = ok({ season: SeasonSchema });

export const SeasonProgressPushDataSchema = z.object({
  slug: z.string(),
  points: z.number().int(),
  currentLevel: z.number().int(),
  totalProgressPercents: z.number(),
});
export const SeasonPrizePushDataSchema = z.object({
  slug: z.string(),
  level: z.number().int(),
  prize: PrizeSchema,
});

// Season tower (spec §4 "Season pushes").
export const SeasonPushSchema = z.discriminatedUnion('action', [
  pushSchema('season', 'progressUpdate', SeasonProgressPushDataSchema),
  pushSchema('season', 'prizeAssigned', SeasonPrizePushDataSchema),
  pushSchema('season', 'availableByDeposit', z.object({ slug: z.string() })),
]);
