import { z } from 'zod';
import { pushSchema } from './push-schema.ts';
import { promotionBase } from './promotion-card.ts';
import { ok } from './api.ts';
import { PrizeSchema } from './engagement.ts';
import { ScheduleSchema } from './schedule.ts';
import { VALIDATION } from './validation.ts';

/**
 * Rank league (VIP) and its cashback (spec §3 Cashback, §4 cashback pushes, §7 POST /rest/cashback/pay/).
 * One engine feature, key `rankLeague`: ranks earned from play (points per coin or entry bet), a reward
 * on reaching each rank (occasion `rank:{n}`), a cashback of the period's net losses by rank (occasion
 * `cashback:{periodKey}`), and the VIP bundle offer for the ranks that may buy it. docs/engagement.md.
 */

export const RANK_LEAGUE_PATHS = {
  info: '/rest/rank-league/info/',
  cashbackInfo: '/rest/cashback/info/',
  cashbackPay: '/rest/cashback/pay/',
} as const;

/** The offer row of the VIP bundle is the promo offer with this promotion type (one per install). */
export const VIP_BUNDLE_PROMOTION_TYPE = 'vipBundle';

/** Coins (whole) and entries (two decimals). */
export const RewardAmountSchema = z.object({
  coins: z.number().int().nonnegative(),
  entries: z.number().nonnegative(),
});
export type RewardAmount = z.infer<typeof RewardAmountSchema>;

export const RankConfigSchema = z.object({
  /** A code (`silver`); the web shows its translated name, or the code itself when it has none. */
  name: z
    .string()
    .trim()
    .regex(/^[a-z][a-zA-Z0-9]{0,31}$/, 'A rank name is a short code such as silver.'),
  /** Points needed (the first rank needs 0). */
  points: z.number().int().nonnegative().max(1_000_000_000),
  /** Paid once on reaching the rank (claim occasion `rank:{n}`); the first rank's is never paid. */
  reward: PrizeSchema,
  /** Percent of a period's net losses paid back as cashback. */
  cashbackPercent: z.number().min(0).max(50),
  /** The most a period's cashback pays. */
  maxCashback: RewardAmountSchema,
  /** Players of this rank may buy the VIP bundle. */
  vipBundle: z.boolean(),
});
export type RankConfig = z.infer<typeof RankConfigSchema>;

export const RankLeagueConfigSchema = z
  .object({
    /** Points per whole coin bet (TournamentPoints mode). */
    pointsPerCoin: z.number().int().min(0).max(1000),
    /** Points per whole entry bet (SweepStakes mode; entries count in hundredths, points are floored). */
    pointsPerEntry: z.number().int().min(0).max(100_000),
    ranks: z.array(RankConfigSchema).min(1).max(20),
    cashback: z.object({
      /** The cashback period: this many days from Monday 1970-01-05 00:00 UTC (7: a week from Monday). */
      periodDays: z.number().int().min(1).max(31),
      /** A calculated cashback can be collected for this many hours after its period ends. */
      windowHours: z.number().int().min(1).max(720),
      /**
       * The periods as a schedule (docs/live-operations.md), e.g. a week from Monday 00:00 New York; absent:
       * `periodDays` days in UTC, as always.
       */
      schedule: ScheduleSchema.optional(),
    }),
  })
  .refine((c) => c.ranks[0]!.points === 0, { message: 'The first rank needs 0 points.', path: ['ranks'] })
  .refine((c) => c.ranks.every((r, i) => i === 0 || r.points > c.ranks[i - 1]!.points), {
    message: 'Each rank needs more points than the one before.',
    path: ['ranks'],
  });
export type RankLeagueConfig = z.infer<typeof RankLeagueConfigSchema>;

/** A rank as the player sees it (`rank` counts from 1). */
export const RankViewSchema = z.object({
  rank: z.number().int().positive(),
  name: z.string(),
  points: z.number().int().nonnegative(),
  reward: PrizeSchema,
  cashbackPercent: z.number(),
  maxCashback: RewardAmountSchema,
  vipBundle: z.boolean(),
  isReached: z.boolean(),
});
export type RankView = z.infer<typeof RankViewSchema>;

/** GET /rest/rank-league/info/ */
export const RankLeagueInfoSchema = z.object({
  /** The feature runs for the brand (the profile's `rankLeague.enabled`). */
  enabled: z.boolean(),
  points: z.number().int().nonnegative(),
  /** The player's rank and the next one (null at the top). */
  currentRank: RankViewSchema,
  nextRank: RankViewSchema.nullable(),
  pointsToNextRank: z.number().int().nonnegative().nullable(),
  /** Progress from the current rank's points to the next's, 0–100 (100 at the top). */
  progressPercent: z.number().min(0).max(100),
  ranks: z.array(RankViewSchema),
  pointsPerCoin: z.number(),
  pointsPerEntry: z.number(),
  /** The VIP bundle: on when the brand shows the VIP offer, the rank may buy it and it is on sale for the player. */
  vipBundle: z.object({ isActive: z.boolean(), presetId: z.number().int().nullable() }),
});
export type RankLeagueInfo = z.infer<typeof RankLeagueInfoSchema>;
export const RankLeagueInfoResponseSchema = ok({
  data: RankLeagueInfoSchema,
});

export const CASHBACK_STATUSES = ['available', 'accumulating', 'unavailable'] as const;
export const CASHBACK_CALCULATION_STATUSES = ['pending', 'completed'] as const;

/** GET /rest/cashback/info/ (spec §3 Cashback). */
export const CashbackInfoSchema = z.object({
  /** `available`: a calculated cashback waits to be collected; `accumulating`: this period counts. */
  status: z.enum(CASHBACK_STATUSES),
  /** When this period's cashback is calculated (the period's end). */
  availableAfterDateTime: z.string().nullable(),
  /** Whole days until then (0 on the last day). */
  availableAfterDay: z.number().int().nonnegative().nullable(),
  /** What collecting pays now (`available`), or what this period has earned so far (`accumulating`). */
  currentReward: RewardAmountSchema,
  /** The cap of the player's rank. */
  maxReward: RewardAmountSchema,
  /** Whether the last ended period is calculated for this player. */
  statusCalculation: z.enum(CASHBACK_CALCULATION_STATUSES),
  cashbackPercent: z.number(),
  /** The period of the available cashback, or of the running one. */
  periodKey: z.string().nullable(),
  /** Until when an available cashback can be collected. */
  expiresAt: z.string().nullable(),
});
export type CashbackInfo = z.infer<typeof CashbackInfoSchema>;
export const CashbackInfoResponseSchema = ok({ data: CashbackInfoSchema });

/** POST /rest/cashback/pay/: the available cashback (or the period named). */
export const CashbackPayRequestSchema = z
  .object({
    periodKey: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'The period is a date such as 2026-11-16.')
      .optional(),
  })
  .strict()
  .optional();
export const CashbackPayResponseSchema = ok({
  data: z.object({ prize: PrizeSchema, periodKey: z.string() }),
});
export type CashbackPayResponse = z.infer<typeof CashbackPayResponseSchema>;

export const CASHBACK_REFUSALS = {
  notAvailable: {
    code: 'cashback_not_available',
    message: VALIDATION.claim.cashbackNotAvailable,
    text: 'There is no cashback to collect right now.',
  },
} as const;

// Rank league: the player reached a rank (its reward was paid through the claim rule).
export const RankLeaguePushSchema = pushSchema(
  'rankLeague',
  'rankUp',
  z.object({ rank: z.number().int(), name: z.string(), prize: PrizeSchema }),
);

// Rank league cashback (spec §4): a period's cashback calculated, expired uncollected, the calculation's status;
// and ours: paid at once because it was calculated after its window (docs/engagement.md, Rank league).
export const RankLeagueCashbackPushSchema = z.discriminatedUnion('action', [
  pushSchema(
    'cashback',
    'rankLeagueCashbackCalculated',
    z.object({
      periodKey: z.string(),
      coins: z.number(),
      entries: z.number(),
      expiresAt: z.string(),
    }),
  ),
  pushSchema(
    'cashback',
    'rankLeagueCashbackPaid',
    z.object({ periodKey: z.string(), coins: z.number(), entries: z.number() }),
  ),
  pushSchema('cashback', 'rankLeagueCashbackExpired', z.object({ periodKey: z.string() })),
  pushSchema(
    'cashback',
    'rankLeagueCashbackCalculationStatus',
    z.object({ periodKey: z.string(), statusCalculation: z.enum(['pending', 'completed']) }),
  ),
]);

// Rank league: the player's rank and progress; the next rank's reward; the cashback (docs/engagement.md).
export const RankLeaguePromotionSchema = z.object({
  type: z.literal('rankLeague'),
  data: z.object({
    points: z.number().int().nonnegative(),
    currentRank: RankViewSchema,
    nextRank: RankViewSchema.nullable(),
    progressPercent: z.number(),
  }),
  ...promotionBase,
});

export const RankLeagueRewardPromotionSchema = z.object({
  type: z.literal('rankLeagueReward'),
  data: z.object({ nextRank: RankViewSchema, pointsToNextRank: z.number().int().nonnegative() }),
  ...promotionBase,
});

export const CashbackPromotionSchema = z.object({
  type: z.literal('cashback'),
  data: CashbackInfoSchema,
  ...promotionBase,
});
