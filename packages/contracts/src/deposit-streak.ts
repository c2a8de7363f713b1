import { z } from 'zod';
import { pushSchema } from './push-schema.ts';
import { promotionBase } from './promotion-card.ts';
import { ok } from './api.ts';
import { PrizeSchema, WeightedPrizeSchema, WheelSectorSchema } from './engagement.ts';

/**
 * The deposit streak (spec §3 Deposit streak, §4, §9; docs/engagement.md "Deposit streak"): every completed
 * purchase moves the streak one step; a streak left without a purchase for `resetStreakHours` starts over;
 * at `maxNumberOfDeposit` (the spec's 8) the player spins the streak's wheel once.
 */

/** The spec's constant: deposit streak 8 deposits. */
export const DEPOSIT_STREAK_MAX_DEPOSITS = 8;
export const DEPOSIT_STREAK_SKINS = ['classic', 'neon'] as const;
export type DepositStreakSkin = (typeof DEPOSIT_STREAK_SKINS)[number];

const imagePath = z
  .string()
  .trim()
  .max(300)
  .regex(/^(\/|https:\/\/)/, 'An image is a site path or an https address.')
  .nullable();

/** Pictures the client shows (site paths or https addresses; null: the client draws its own). */
export const DepositStreakImagesSchema = z.object({
  welcome: imagePath.default(null),
  wheel: imagePath.default(null),
  background: imagePath.default(null),
});
export type DepositStreakImages = z.infer<typeof DepositStreakImagesSchema>;

/** The deposit streak's config (checked by core when an operator saves it). */
export const DepositStreakConfigSchema = z.object({
  /** Purchases in a row that open the wheel (the spec's default 8). */
  maxNumberOfDeposit: z.number().int().min(2).max(30).default(DEPOSIT_STREAK_MAX_DEPOSITS),
  /** A streak without a purchase for this many hours starts over. */
  resetStreakHours: z
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(72),
  /** Streak wheels a player may spin per day (the feature's period); beyond it the wheel waits. */
  dailyWinLimit: z.number().int().min(1).max(20).default(1),
  /** Show the progress as a percentage (3 of 8 → 38 %) instead of a count. */
  percentEnabled: z.boolean().default(false),
  /** The look of the streak's modals (the profile's `depositStreak.skin`). */
  skin: z.enum(DEPOSIT_STREAK_SKINS).default('classic'),
  images: DepositStreakImagesSchema.default({ welcome: null, wheel: null, background: null }),
  /** The wheel's sectors, clockwise from the top; the odds are in docs/engagement.md. */
  sectors: z.array(WeightedPrizeSchema).min(4).max(24),
});
export type DepositStreakConfig = z.infer<typeof DepositStreakConfigSchema>;

/** Rules the client explains (from the config). */
export const DepositStreakSettingsSchema = z.object({
  resetStreakHours: z.number().int().positive(),
  dailyWinLimit: z.number().int().positive(),
});

/**
 * GET /rest/deposit-streak/info/ (signed-in players): the spec's fields. `currentCountDeposit` counts the
 * purchases of the running streak (0 when none runs or it was reset); the wheel is available when it equals
 * `maxNumberOfDeposit` and the day's limit is not reached. `resetStreakAt` and `secondsToResetStreakCounter`
 * say when the streak starts over without another purchase (null and 0 when there is no countdown: no streak
 * running, or the wheel waiting).
 */
export const DepositStreakInfoSchema = ok({
  isActive: z.boolean(),
  currentCountDeposit: z.number().int().nonnegative(),
  maxNumberOfDeposit: z.number().int().positive(),
  /** The feature's end, or null when it runs on. */
  finishedAt: z.string().nullable(),
  resetStreakAt: z.string().nullable(),
  secondsToResetStreakCounter: z.number().int().nonnegative(),
  percentEnabled: z.boolean(),
  /** Progress in whole percent (what the client shows when `percentEnabled`). */
  percent: z.number().int().min(0).max(100),
  /** The player spun the day's allowed streak wheels: a full streak waits for the next day. */
  dailyWinStreakLimitExceeded: z.boolean(),
  /** The wheel can be spun now (count at the maximum, the feature running, the day's limit not reached). */
  isWheelAvailable: z.boolean(),
  /** When the day's limit lifts (the next period), while it is exceeded; else null. */
  nextWheelAt: z.string().nullable(),
  images: DepositStreakImagesSchema,
  settings: DepositStreakSettingsSchema,
  skin: z.enum(DEPOSIT_STREAK_SKINS),
});
export type DepositStreakInfo = z.infer<typeof DepositStreakInfoSchema>;

/** GET /rest/deposit-streak/wheels-prizes/: the wheel's sectors, clockwise from the top. */
export const DepositStreakWheelPrizesResponseSchema = ok({
  prizes: z.array(WheelSectorSchema),
});

/** One step of the streak: a purchase made (or to make), the last one opening the wheel. */
export const DepositStreakStepSchema = z.object({
  number: z.number().int().positive(),
  isCompleted: z.boolean(),
  /** The last step: reaching it opens the wheel. */
  isWheel: z.boolean(),
});

/** GET /rest/deposit-streak/group-info/: the running streak as its group of steps. */
export const DepositStreakGroupInfoResponseSchema = ok({
  /** The streak run's id (null before the first counted purchase). */
  streakId: z.string().nullable(),
  startedAt: z.string().nullable(),
  lastDepositAt: z.string().nullable(),
  steps: z.array(DepositStreakStepSchema),
});
export type DepositStreakGroupInfo = z.infer<typeof DepositStreakGroupInfoResponseSchema>;

/** GET /rest/deposit-streak/apply-prize/: spins the wheel of a full streak, paid once per streak run. */
export const DepositStreakApplyResponseSchema = ok({
  data: z.object({
    streakId: z.string(),
    sectorIndex: z.number().int().nonnegative(),
    prize: PrizeSchema,
    /** The info after the spin (a new streak begins with the next purchase). */
    info: DepositStreakInfoSchema,
  }),
});
export type DepositStreakApplyResponse = z.infer<typeof DepositStreakApplyResponseSchema>;

/** The push a player gets when a purchase moved the streak (the client refetches the info). */
export const DepositStreakPushDataSchema = z.object({
  currentCountDeposit: z.number().int().nonnegative(),
  maxNumberOfDeposit: z.number().int().positive(),
});

export const DEPOSIT_STREAK_PATHS = {
  info: '/rest/deposit-streak/info/',
  wheelsPrizes: '/rest/deposit-streak/wheels-prizes/',
  groupInfo: '/rest/deposit-streak/group-info/',
  applyPrize: '/rest/deposit-streak/apply-prize/',
} as const;

/** The `depositStreak` promotion card's data: the running streak's progress. */
export const DepositStreakPromotionDataSchema = z.object({
  currentCountDeposit: z.number().int().nonnegative(),
  maxNumberOfDeposit: z.number().int().positive(),
  resetStreakAt: z.string().nullable(),
  isWheelAvailable: z.boolean(),
  finishedAt: z.string().nullable(),
});
export type DepositStreakPromotionData = z.infer<typeof DepositStreakPromotionDataSchema>;

// Deposit streak: a purchase moved the player's streak (the client refetches its info).
export const DepositStreakPushSchema = pushSchema(
  'depositStreak',
  'progressUpdate',
  DepositStreakPushDataSchema,
);

// Deposit streak: for a signed-in player with a streak running (or its wheel waiting).
export const DepositStreakPromotionSchema = z.object({
  type: z.literal('depositStreak'),
  data: DepositStreakPromotionDataSchema,
  ...promotionBase,
});
