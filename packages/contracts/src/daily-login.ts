import { z } from 'zod';
import { promotionBase } from './promotion-card.ts';
import { ok } from './api.ts';
import { FeatureStateSchema, PrizeSchema } from './engagement.ts';
import { EntriesWithheldSchema } from './state-rules.ts';

/** The spec's defaults: 7 levels, a new player starts at level 1. */
export const DAILY_LOGIN_LEVELS = 7;
export const DAILY_LOGIN_TYPES = ['default', 'dailyLoginTrain'] as const;
export type DailyLoginType = (typeof DAILY_LOGIN_TYPES)[number];

/** The daily-login feature's config (checked by core when an operator saves it). */
export const DailyLoginConfigSchema = z.object({
  type: z.enum(DAILY_LOGIN_TYPES).default('default'),
  /** The brand asks for a confirmed phone before a claim (answers `reasonType: 'phone'`). */
  requiresPhone: z.boolean().default(false),
  /** One prize per level, level 1 first. */
  levels: z.array(PrizeSchema).min(2).max(31),
});
export type DailyLoginConfig = z.infer<typeof DailyLoginConfigSchema>;

/** One level's prize in the spec's flat shape (free-spin fields null when the prize has none). */
export const DailyLoginPrizeSchema = z.object({
  level: z.number().int().positive(),
  coins: z.number().nonnegative(),
  entries: z.number().nonnegative(),
  freeSpinCount: z.number().int().nonnegative(),
  gameId: z.string().nullable(),
  /** The grant's id once this level was claimed with free spins, else null. */
  freeSpinId: z.string().nullable(),
  freeSpinsBetLevel: z.number().int().nullable(),
  /** Seconds the free spins last once granted. */
  freeSpinLifetime: z.number().int().nullable(),
  /** When the granted free spins expire (claimed levels only). */
  endDate: z.string().nullable(),
  /** Where the free spins are played: the lobby with the game open. */
  link: z.string().nullable(),
});
export type DailyLoginPrize = z.infer<typeof DailyLoginPrizeSchema>;

/** GET /rest/daily-login/info/ (signed-in players). */
export const DailyLoginInfoSchema = z.object({
  isActive: z.boolean(),
  /** A prize can be collected now. */
  isAvailable: z.boolean(),
  /** The end of the feature, or null. */
  finishedAt: z.string().nullable(),
  /** When the next level opens (the current period's end). */
  nextPeriodAt: z.string().nullable(),
  levels: z.number().int().positive(),
  /**
   * The level the next claim pays (1 for a new player, after a missed day, and the day after the last
   * level). On the day the last level was collected it stays at the last level with `claimedLevels` =
   * `levels`: the run is complete (the spec's "complete when the last level is reached and no reward is
   * available").
   */
  activeLevel: z.number().int().positive(),
  /** Levels already collected in the current run. */
  claimedLevels: z.number().int().nonnegative(),
  /** The run started over because a day was missed (shown once, until the next claim). */
  streakReset: z.boolean(),
  prizes: z.array(DailyLoginPrizeSchema),
  type: z.enum(DAILY_LOGIN_TYPES),
  /** Why the player cannot claim (the brand requires a confirmed phone), or null. */
  reasonType: z.literal('phone').nullable(),
});
export type DailyLoginInfo = z.infer<typeof DailyLoginInfoSchema>;

export const DailyLoginInfoResponseSchema = ok({
  data: DailyLoginInfoSchema,
});

/** GET /rest/daily-login/apply-prize/: the level's prize, paid once per day. */
export const DailyLoginApplyResponseSchema = ok({
  level: z.number().int().positive(),
  prizes: z.array(DailyLoginPrizeSchema),
  data: DailyLoginInfoSchema,
  /** The level's Entries were not paid (the player's state is closed to SweepStakes today), or null. */
  entriesWithheld: EntriesWithheldSchema.nullable(),
});
export type DailyLoginApplyResponse = z.infer<typeof DailyLoginApplyResponseSchema>;

export const DAILY_LOGIN_PATHS = {
  info: '/rest/daily-login/info/',
  applyPrize: '/rest/daily-login/apply-prize/',
} as const;

// Its promotions card, with its countdown (the engine's feature state).
export const DailyLoginPromotionSchema = z.object({
  type: z.literal('dailyLogin'),
  data: FeatureStateSchema,
  ...promotionBase,
});
