import { z } from 'zod';
import { ok } from './api.ts';
import { int4 } from './primitives.ts';
import { LastPayProviderSchema, PromoOfferPresetSchema } from './cashier.ts';
import { DepositStreakPromotionDataSchema } from './deposit-streak.ts';
import { DocumentConfirmStatusSchema } from './documents.ts';
import { FeatureStateSchema } from './engagement.ts';
import { FreeSpinGrantSchema } from './free-spins.ts';
import { MagicBoxEventStateSchema } from './magic-box.ts';
import { MoneyBoxInfoSchema } from './piggy-bank.ts';
import { TournamentSchema } from './tournaments.ts';
import { CashbackInfoSchema, RankViewSchema } from './rank-league.ts';
import { QuestPromotionDataSchema } from './quests.ts';

/**
 * The promotions page and the promo-offer calls (spec §3 Promotion, §7). Only the promotion types whose
 * feature exists are produced; the others of the spec's list come with their features.
 */

/** The spec's promotion types (§3 Promotion): the page sends no other; a feature outside it shows elsewhere. */
export const SPEC_PROMOTION_TYPES = [
  'inviteQualification',
  'verification',
  'invite',
  'magicBox',
  'quest',
  'piggyBank',
  'offerDeposit',
  'offerPeriodic',
  'offerBirthday',
  'flipTheCoin',
  'rankLeague',
  'rankLeagueReward',
  'dailyWheel',
  'tournament',
  'depositStreak',
  'prizeDrops',
  'dailyLogin',
  'playerFreeSpin',
  'cashback',
  'emailLottery',
  'fpChallenge',
] as const;
export type SpecPromotionType = (typeof SPEC_PROMOTION_TYPES)[number];

export const OFFER_PROMOTION_TYPES = ['offerDeposit', 'offerPeriodic', 'offerBirthday'] as const;
export type OfferPromotionType = (typeof OFFER_PROMOTION_TYPES)[number];

/** Fields every promotion of the spec carries (null where a type has no use for one). */
const promotionBase = {
  promoOfferPreset: PromoOfferPresetSchema.nullable(),
  /** Taking part needs a deposit (the offers are purchases). */
  needDeposits: z.boolean(),
  applePayEnabled: z.boolean(),
  lastPayProvider: LastPayProviderSchema.nullable(),
  /** Message keys (promotions.howWorks.*) explaining the steps, or null. */
  howWorks: z.array(z.string()).nullable(),
  prizeEntries: z.number().nullable(),
  prizeCoins: z.number().nullable(),
  grandPrize: z.number().nullable(),
};

export const PromotionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(OFFER_PROMOTION_TYPES), data: z.null(), ...promotionBase }),
  z.object({
    type: z.literal('flipTheCoin'),
    data: z.object({
      promoOfferSet: z.string(),
      /** ISO time the next flip is allowed; null when the player may flip now. */
      nextFlipAt: z.string().nullable(),
    }),
    /** The offer this player won and has not bought yet, or null. */
    ...promotionBase,
  }),
  z.object({
    type: z.literal('invite'),
    data: z.object({ refcode: z.string() }),
    ...promotionBase,
  }),
  z.object({
    type: z.literal('verification'),
    data: z.object({ documentConfirmStatus: DocumentConfirmStatusSchema.nullable() }),
    ...promotionBase,
  }),
  // Engagement features: a card per live feature, with its countdown (the engine's feature state). Prize
  // drops: prizeCoins is the day's pool, grandPrize its highest prize.
  z.object({
    type: z.enum(['dailyLogin', 'dailyWheel', 'prizeDrops']),
    data: FeatureStateSchema,
    ...promotionBase,
  }),
  z.object({
    type: z.literal('playerFreeSpin'),
    data: FreeSpinGrantSchema,
    ...promotionBase,
  }), // The piggy bank: its amount and whether it can be broken; promoOfferPreset is the offer that breaks it.
  z.object({
    type: z.literal('piggyBank'),
    data: MoneyBoxInfoSchema.pick({
      status: true,
      moneyBoxAmount: true,
      minAmount: true,
      maxAmount: true,
      availableTimeToBreak: true,
      canBreak: true,
    }),
    ...promotionBase,
  }),
  // Deposit streak: for a signed-in player with a streak running (or its wheel waiting).
  z.object({
    type: z.literal('depositStreak'),
    data: DepositStreakPromotionDataSchema,
    ...promotionBase,
  }),
  // The mystery box: the player's unopened boxes and the running (or next) event; prize fields: the max prize.
  z.object({
    type: z.literal('magicBox'),
    data: z.object({ boxes: z.number().int().nonnegative(), event: MagicBoxEventStateSchema.nullable() }),
    ...promotionBase,
  }),
  // An invited friend before their first purchase: the card leads to the cashier with inviteQualification=true.
  z.object({
    type: z.literal('inviteQualification'),
    data: z.object({ invitedBy: z.string(), cashPath: z.string() }),
    ...promotionBase,
  }),
  // The weekly email lottery: the next draw and whether this player is entered (a confirmed email).
  z.object({
    type: z.literal('emailLottery'),
    data: z.object({ nextDrawAt: z.string().nullable(), isEntered: z.boolean() }),
    ...promotionBase,
  }),
  // Tournaments: one card per running tournament of the brand (spec §6: only with an active tournament).
  z.object({
    type: z.literal('tournament'),
    data: TournamentSchema.pick({
      id: true,
      title: true,
      end: true,
      isSubscribed: true,
      mode: true,
      prizes: true,
    }),
    ...promotionBase,
  }),
  // Rank league: the player's rank and progress; the next rank's reward; the cashback (docs/engagement.md).
  z.object({
    type: z.literal('rankLeague'),
    data: z.object({
      points: z.number().int().nonnegative(),
      currentRank: RankViewSchema,
      nextRank: RankViewSchema.nullable(),
      progressPercent: z.number(),
    }),
    ...promotionBase,
  }),
  z.object({
    type: z.literal('rankLeagueReward'),
    data: z.object({ nextRank: RankViewSchema, pointsToNextRank: z.number().int().nonnegative() }),
    ...promotionBase,
  }),
  z.object({
    type: z.literal('cashback'),
    data: CashbackInfoSchema,
    ...promotionBase,
  }),
  // Quests: the running quest the player can take part in (`fpChallenge` for a free-play challenge).
  z.object({
    type: z.enum(['quest', 'fpChallenge']),
    data: QuestPromotionDataSchema,
    ...promotionBase,
  }),
]);
export type Promotion = z.infer<typeof PromotionSchema>;
export type PromotionType = Promotion['type'];

/** An offer not on sale now that will be: when it starts. */
export const AvailableSoonSchema = z.object({
  type: z.enum(OFFER_PROMOTION_TYPES),
  promoOfferPreset: PromoOfferPresetSchema,
  /** ISO time the offer goes on sale. */
  availableFrom: z.string(),
});
export type AvailableSoon = z.infer<typeof AvailableSoonSchema>;

/** GET /rest/page/promotions/ (signed-in players; a guest gets 401). */
export const PromotionsPageResponseSchema = ok({
  payload: z.object({ promotions: z.array(PromotionSchema), available_soon: z.array(AvailableSoonSchema) }),
});
export type PromotionsPage = z.infer<typeof PromotionsPageResponseSchema>['payload'];

/** GET /rest/cash/promo-offer-preset/exit/ */
export const ExitOfferResponseSchema = ok({
  exitPopupPromoOfferPreset: z.object({ promoOfferPreset: PromoOfferPresetSchema }).nullable(),
});
export type ExitOfferResponse = z.infer<typeof ExitOfferResponseSchema>;

const offerKey = z
  .string({ error: 'The offer code is missing.' })
  .trim()
  .min(1, 'The offer code is missing.')
  .max(64, 'The offer code is at most 64 characters.');

/** POST /rest/cash/promo-offer-preset/subscribe/ — a promoOffer={urlHash} link. */
export const PromoOfferSubscribeRequestSchema = z.object({ urlHash: offerKey });
export const PromoOfferSubscribeResponseSchema = ok({
  presetId: int4(),
});

export const FLIP_THE_COIN_REASONS = ['limit_by_time', 'limit_by_promo_offers', 'no_offers_found'] as const;
export type FlipTheCoinReason = (typeof FLIP_THE_COIN_REASONS)[number];
export const COIN_SIDES = ['heads', 'tails'] as const;
export type CoinSide = (typeof COIN_SIDES)[number];

/** POST /rest/cash/promo-offer-preset/flip-the-coin/?promoOfferSet=… */
export const FlipTheCoinQuerySchema = z.object({ promoOfferSet: offerKey });

/**
 * A flip answers 200 either way: success with the side and the won offer, or success false with the
 * reason (the spec treats the reasons as answers the client acts on, not as errors).
 */
export const FlipTheCoinResponseSchema = z.union([
  ok({
    side: z.enum(COIN_SIDES),
    data: z.object({ data: z.object({ promoOfferPreset: PromoOfferPresetSchema }) }),
  }),
  z.object({
    success: z.literal(false),
    reasonType: z.enum(FLIP_THE_COIN_REASONS),
    /** For limit_by_time: when the next flip is allowed. */
    nextFlipAt: z.string().nullable(),
    /** For limit_by_promo_offers: the offer already won and not bought. */
    data: z.object({ data: z.object({ promoOfferPreset: z.object({ id: int4() }) }) }).nullable(),
  }),
]);
export type FlipTheCoinResponse = z.infer<typeof FlipTheCoinResponseSchema>;

/** One flip per set per player per 24 hours. */
export const FLIP_THE_COIN_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The preset package popup reopens one hour after being shown (spec constants; the cookie lasts as long). */
export const PRESET_PACKAGE_POPUP = {
  cookie: 'preset_package_popup_shown',
  reminderMs: 60 * 60 * 1000,
} as const;
