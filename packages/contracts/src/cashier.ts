import { z } from 'zod';
import { ok } from './api.ts';
import { rowId } from './primitives.ts';
import { LocalizedTextSchema } from './localized-text.ts';

/**
 * The cashier: offers (coin packages and promo-offer presets) and deposits through a payment provider.
 * Prices are US dollars with cents as players see them (9.99); the server keeps cents.
 * Coins are whole; entries are player-facing entries (the ledger keeps hundredths, see MINOR_UNITS).
 */

export const OFFER_KINDS = ['package', 'promoOffer'] as const;
export const OfferKindSchema = z.enum(OFFER_KINDS);
export type OfferKind = z.infer<typeof OfferKindSchema>;

/** Every promoOfferPreset field of the spec, plus what the cashier needs to show and sell it. */
export const PromoOfferPresetSchema = z.object({
  id: z.number().int(),
  kind: OfferKindSchema,
  /** Operators name offers in both languages, like catalogue titles. */
  title: LocalizedTextSchema,
  price: z.number(),
  usualPrice: z.number().nullable(),
  badgeLabel: LocalizedTextSchema.nullable(),
  /** 0 = Sunday … 6 = Saturday: the offer is sold on that weekday only. */
  dayOfWeek: z.number().int().min(0).max(6).nullable(),
  /** ISO time the offer ends, or null. */
  availableTill: z.string().nullable(),
  forCompleteProfile: z.boolean(),
  /** The player already bought it as often as a day allows. */
  isLimitPerDayReason: z.boolean(),
  /** The player's balance is at or above minBalance, so this low-balance offer is not for now. */
  isMinBalanceReason: z.boolean(),
  minBalance: z.number().nullable(),
  entries: z.number(),
  coins: z.number().int(),
  /** Mystery boxes the offer gives on top of coins and entries (the mystery box's offer); 0 for the rest. */
  magicBoxes: z.number().int().nonnegative(),
  bestDeal: z.boolean(),
  mostPopular: z.boolean(),
  relatedPresetIds: z.array(z.number().int()),
  /** False when a reason above (or an incomplete profile for forCompleteProfile) stops the purchase. */
  isAvailable: z.boolean(),
});
export type PromoOfferPreset = z.infer<typeof PromoOfferPresetSchema>;

export const PAYMENT_METHOD_TYPES = ['card', 'apple_pay', 'bank'] as const;
export const PaymentMethodSchema = z.object({
  /** Stable id used in routes (/cash/failed/{presetId}/{offerType}/{methodId}). */
  id: z.string(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  title: z.string(),
  provider: z.string(),
  isApplePay: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** The spec's lastPayProvider: the method of the player's last completed deposit. */
export const LastPayProviderSchema = z.object({ method_id: z.string(), type: z.string() });
export type LastPayProvider = z.infer<typeof LastPayProviderSchema>;

/** GET /rest/cash/offers/ — what the cashier sells to this player now. */
export const CashOffersResponseSchema = z.object({
  packages: z.array(PromoOfferPresetSchema),
  /** Promo offers this player may buy now (public ones, and secret ones unlocked by a link or a flip). */
  promoOffers: z.array(PromoOfferPresetSchema),
  methods: z.array(PaymentMethodSchema),
  applePayEnabled: z.boolean(),
  lastPayProvider: LastPayProviderSchema.nullable(),
  depositsCount: z.number().int().nonnegative(),
  profileCompleted: z.boolean(),
  /** Identity verified (an approved document). */
  verificationCompleted: z.boolean(),
  /** Deposits are possible for this player now (not blocked by region or restriction). */
  financialOperationsAvailable: z.boolean(),
});
export type CashOffersResponse = z.infer<typeof CashOffersResponseSchema>;

/**
 * The spec's quick-cash rule: the flag is appended only if the player has prior deposits, verification
 * is complete, financial operations are available, and Apple Pay is enabled or a last-used provider
 * other than Apple Pay exists.
 */
export const isQuickCashAvailable = (offers: CashOffersResponse): boolean =>
  offers.depositsCount > 0 &&
  offers.verificationCompleted &&
  offers.financialOperationsAvailable &&
  (offers.applePayEnabled ||
    (offers.lastPayProvider !== null && offers.lastPayProvider.type !== 'apple_pay'));

/** Card details for the sandbox provider (a real provider would take them in its own hosted field). */
export const CardInputSchema = z.object({
  number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number: 12 to 19 digits.')),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Enter the expiry date as MM/YY.'),
  cvc: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code.'),
  holder: z.string().trim().min(2, 'Enter the name on the card.').max(80),
});
export type CardInput = z.input<typeof CardInputSchema>;

/** POST /rest/cash/deposit/ — the client names an offer and a method, never an amount. */
export const DepositRequestSchema = z.object({
  presetId: rowId('Choose one of the offers shown.'),
  offerType: OfferKindSchema,
  methodId: z.string().min(1).max(64),
  card: CardInputSchema.optional(),
  /** Where the cashier was opened from (spec location values, e.g. homepage_exitpopup). */
  location: z.string().max(64).optional(),
  /** One per purchase attempt: a repeated request returns the same payment. */
  idempotencyKey: z.string().uuid(),
});
export type DepositRequest = z.input<typeof DepositRequestSchema>;

export const PAYMENT_STATUSES = ['pending', 'challenge', 'completed', 'declined', 'failed'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const PaymentViewSchema = z.object({
  id: z.string().uuid(),
  status: PaymentStatusSchema,
  presetId: z.number().int(),
  offerType: OfferKindSchema,
  methodId: z.string(),
  price: z.number(),
  coins: z.number().int(),
  entries: z.number(),
  /** The provider's 3DS challenge page while status is challenge. */
  challengeUrl: z.string().nullable(),
  /** Why it was declined or failed, as the provider said it (for the player: FAILED_PAYMENT_TEXT). */
  failureReason: z.string().nullable(),
  /** The method to suggest after a decline, or null. */
  nextMethodId: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentView = z.infer<typeof PaymentViewSchema>;

/** POST /rest/cash/deposit/ and GET /rest/cash/payments/{id}/. */
export const PaymentResponseSchema = ok({ payment: PaymentViewSchema });
export type PaymentResponse = z.infer<typeof PaymentResponseSchema>;

/** GET /rest/cash/payments/{id}/ */
export const PaymentParamsSchema = z.object({ id: z.string().uuid('Check the payment id.') });

/** POST /rest/cash/webhooks/{provider}/ — a provider's event and what it did to the payment. */
export const PaymentWebhookParamsSchema = z.object({ provider: z.string().min(1).max(40) });
export const PaymentWebhookAnswerSchema = ok({
  outcome: z.enum(['applied', 'ignored', 'duplicate']),
});

/** The spec's failed-payment popup text (decline or failed-complete). */
export const FAILED_PAYMENT_TEXT = 'We are failed to process your transaction. Please try again.';

/** Sandbox test cards, like a real provider's (any future expiry, any CVC). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDsPass: '4000000000003220',
  threeDsFail: '4000000000003063',
} as const;

/** What the purchase analytics event carries (spec: type, value, discount, coins, bonus, affiliation, playerId, quantity, offer). */
export const PurchaseEventSchema = z.object({
  type: z.string(),
  value: z.number(),
  discount: z.number(),
  coins: z.number().int(),
  bonus: z.number(),
  affiliation: z.string(),
  playerId: z.string(),
  quantity: z.number().int(),
  offer: z.number().int(),
});
export type PurchaseEvent = z.infer<typeof PurchaseEventSchema>;

/** How many things (scratch cards, mystery boxes) a purchase of at least `minPriceCents` issues (the highest tier reached counts). */
export const PurchaseTierSchema = z.object({
  minPriceCents: z.number().int().min(1).max(10_000_000),
  count: z.number().int().min(1).max(10),
});
