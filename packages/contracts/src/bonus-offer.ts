import { z } from 'zod';
import { promotionBase } from './promotion-card.ts';
import { ok } from './api.ts';
import { FeatureStateSchema, PrizeSchema, WeightedPrizeSchema, WheelSectorSchema } from './engagement.ts';

/**
 * Daily wheel and daily chests (`GET /rest/bonus-offer/get-bonuses/`). The wheel's `endpoint` and the
 * chests' open call are the claim calls; outcomes are drawn on the server from the config's weights.
 */

/** One sector of a wheel or one possible chest content: a prize and its weight (chance = weight / Σ). */
export const DailyWheelConfigSchema = z
  .object({
    /** The sectors in the order drawn on the wheel, clockwise from the top. */
    sectors: z.array(WeightedPrizeSchema).min(4).max(24),
    /** Consecutive days of spins that earn the booster (the next spin's prize multiplied). */
    streakForBooster: z.number().int().min(2).max(30).default(7),
    boosterMultiplier: z.number().int().min(2).max(10).default(2),
    /** Players with a deposit today get one extra wheel spin a day. */
    extraWheelForDepositors: z.boolean().default(true),
  })
  .refine(
    // The booster multiplies every kind of a sector's prize; the boosted prize must still be a prize.
    ({ sectors, boosterMultiplier: m }) =>
      sectors.every(
        ({ prize }) =>
          PrizeSchema.safeParse({
            coins: prize.coins * m,
            entries: prize.entries * m,
            freeSpins: prize.freeSpins && { ...prize.freeSpins, count: prize.freeSpins.count * m },
          }).success,
      ),
    { message: 'With the booster a sector would give more than a prize may hold.', path: ['sectors'] },
  );
export type DailyWheelConfig = z.infer<typeof DailyWheelConfigSchema>;

export const DailyChestsConfigSchema = z.object({
  /** How many chests are shown; the player opens one a day. */
  chests: z.number().int().min(2).max(6).default(3),
  contents: z.array(WeightedPrizeSchema).min(2).max(24),
  requiresPhone: z.boolean().default(false),
  /** Chests open only while the player's coin balance is at most this (null: always). */
  maxCoinBalance: z.number().int().nonnegative().nullable().default(null),
});
export type DailyChestsConfig = z.infer<typeof DailyChestsConfigSchema>;

export const DailyWheelSchema = z.object({
  available: z.boolean(),
  /** Spins left today (the extra wheel adds one). */
  wheels: z.number().int().nonnegative(),
  prizes: z.array(WheelSectorSchema),
  /** The wheel spins by itself when the popup opens (the player's first spin of the day). */
  auto: z.boolean(),
  /** When the next spin is available (ISO), or null when available now. */
  availableDate: z.string().nullable(),
  /** The call that spins: POST to this path. */
  endpoint: z.string(),
  /** Days in a row that earn the booster, and the player's current run. */
  streakCount: z.number().int().nonnegative(),
  streakCurrent: z.number().int().nonnegative(),
  booster: z.object({ isActive: z.boolean(), multiplier: z.number().int().positive() }),
  extraWheel: z.object({ isAvailable: z.boolean(), reason: z.literal('deposit').nullable() }),
});
export type DailyWheel = z.infer<typeof DailyWheelSchema>;

export const ChestSoundsSchema = z.object({
  open: z.object({ mp3: z.string(), ogg: z.string() }),
  win: z.object({ mp3: z.string(), ogg: z.string() }),
});

export const DailyChestsSchema = z.object({
  available: z.boolean(),
  /** Why the chests are closed for this player, or null. */
  reasonType: z.enum(['phone', 'balance']).nullable(),
  chests: z.number().int().positive(),
  /** When the chests refill (ISO). */
  availableDate: z.string().nullable(),
  /** The call that opens a chest: POST to this path with `{chest}`. */
  endpoint: z.string(),
  sounds: ChestSoundsSchema,
});
export type DailyChests = z.infer<typeof DailyChestsSchema>;

/** GET /rest/bonus-offer/get-bonuses/ (signed-in players); a feature that is off is null. */
export const BonusesResponseSchema = ok({
  dailyWheel: DailyWheelSchema.nullable(),
  dailyChests: DailyChestsSchema.nullable(),
});
export type BonusesResponse = z.infer<typeof BonusesResponseSchema>;

export const BONUSES_PATH = '/rest/bonus-offer/get-bonuses/';
export const DAILY_WHEEL_SPIN_PATH = '/rest/bonus-offer/daily-wheel/spin/';
export const DAILY_CHESTS_OPEN_PATH = '/rest/bonus-offer/daily-chests/open/';

/** POST the wheel's endpoint: the sector the server drew and its prize. */
export const DailyWheelSpinResponseSchema = ok({
  sectorIndex: z.number().int().nonnegative(),
  prize: PrizeSchema,
  dailyWheel: DailyWheelSchema,
});
export type DailyWheelSpinResponse = z.infer<typeof DailyWheelSpinResponseSchema>;

export const DailyChestsOpenBodySchema = z.object({
  chest: z
    .number({ error: 'Choose a chest.' })
    .int('Choose a chest.')
    .min(0, 'Choose a chest.')
    .max(5, 'Choose a chest.'),
});
export const DailyChestsOpenResponseSchema = ok({
  chest: z.number().int().nonnegative(),
  prize: PrizeSchema,
  dailyChests: DailyChestsSchema,
});
export type DailyChestsOpenResponse = z.infer<typeof DailyChestsOpenResponseSchema>;

// The wheel's promotions card, with its countdown (the engine's feature state).
export const DailyWheelPromotionSchema = z.object({
  type: z.literal('dailyWheel'),
  data: FeatureStateSchema,
  ...promotionBase,
});
