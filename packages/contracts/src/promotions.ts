import { z } from 'zod';
import { ok } from './api.ts';
import { int4 } from './primitives.ts';
import { PromoOfferPresetSchema } from './cashier.ts';
import { DocumentConfirmStatusSchema } from './documents.ts';
import { FreeSpinGrantSchema } from './free-spins.ts';
import { FEATURE_PROMOTION_SCHEMAS, SCHEDULED_SOON_TYPES } from './features.ts';
import { promotionBase } from './promotion-card.ts';
import { LocalizedTextSchema } from './localized-text.ts';

/**
 * The promotions page and the promo-offer calls (spec §3 Promotion, §7). Only the promotion types whose
 * feature exists are produced; the others of the spec's list come with their features.
 */

export const OFFER_PROMOTION_TYPES = ['offerDeposit', 'offerPeriodic', 'offerBirthday'] as const;
export type OfferPromotionType = (typeof OFFER_PROMOTION_TYPES)[number];

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
  z.object({
    type: z.literal('playerFreeSpin'),
    data: FreeSpinGrantSchema,
    ...promotionBase,
  }),
  // The engagement features' cards, each from its feature's contracts file.
  ...FEATURE_PROMOTION_SCHEMAS,
]);
export type Promotion = z.infer<typeof PromotionSchema>;
export type PromotionType = Promotion['type'];

/** An offer not on sale now that will be: when it starts. */
export const OfferSoonSchema = z.object({
  type: z.enum(OFFER_PROMOTION_TYPES),
  promoOfferPreset: PromoOfferPresetSchema,
  /** ISO time the offer goes on sale. */
  availableFrom: z.string(),
});
export type OfferSoon = z.infer<typeof OfferSoonSchema>;

/**
 * The next occurrence of the calendar not started yet (docs/live-operations.md): the next race, the next
 * quest of each kind (season, advent calendar, free-play challenge), made a week ahead by the jobs.
 */
export const ScheduledSoonSchema = z.object({
  type: z.enum(SCHEDULED_SOON_TYPES),
  occurrence: z.object({
    id: z.number().int(),
    title: LocalizedTextSchema,
    /** Where the player finds it once it starts. */
    path: z.enum(['/tournaments/', '/quests/']),
  }),
  /** ISO time it starts (server time: the card counts down to it). */
  availableFrom: z.string(),
});
export type ScheduledSoon = z.infer<typeof ScheduledSoonSchema>;

export const AvailableSoonSchema = z.union([OfferSoonSchema, ScheduledSoonSchema]);
export type AvailableSoon = z.infer<typeof AvailableSoonSchema>;
export const isOfferSoon = (item: AvailableSoon): item is OfferSoon => 'promoOfferPreset' in item;

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
