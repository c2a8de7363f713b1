import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { OFFER_KINDS, OFFER_UNLOCK_SOURCES, PAYMENT_STATUSES } from '@casino/contracts';
import { playerRef, playerOfRecord } from './identity.ts';
import { randomId, serialId, timestamptz, createdAt, updatedAt } from './columns.ts';

/**
 * What the cashier sells: coin packages and promo-offer presets. Prices in cents; coins whole; entries
 * player-facing whole entries (credited through the ledger in hundredths). A secret offer is sold only
 * to players who unlocked it (by its link hash or a flip of the coin).
 */
export const offerPresets = pgTable(
  'offer_presets',
  {
    id: serialId(),
    kind: text('kind', { enum: OFFER_KINDS }).notNull(),
    /** The brand whose players are offered it; null: every brand (set in the back-office). */
    brand: text('brand'),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    priceCents: integer('price_cents').notNull(),
    usualPriceCents: integer('usual_price_cents'),
    coins: integer('coins').notNull(),
    entries: integer('entries').notNull().default(0),
    /** Mystery boxes the purchase gives on top of coins and entries (the mystery box's offer); 0 for the rest. */
    magicBoxes: integer('magic_boxes').notNull().default(0),
    badgeLabelEn: text('badge_label_en'),
    badgeLabelEs: text('badge_label_es'),
    /** 0 = Sunday … 6 = Saturday; sold on that weekday only (UTC). */
    dayOfWeek: smallint('day_of_week'),
    availableFrom: timestamptz('available_from'),
    availableTill: timestamptz('available_till'),
    forCompleteProfile: boolean('for_complete_profile').notNull().default(false),
    /** Purchases per player per UTC day; null means no limit. */
    limitPerDay: integer('limit_per_day'),
    /** A low-balance offer: sold only while the player's coin balance is below this. */
    minBalance: integer('min_balance'),
    bestDeal: boolean('best_deal').notNull().default(false),
    mostPopular: boolean('most_popular').notNull().default(false),
    relatedPresetIds: jsonb('related_preset_ids').$type<number[]>().notNull().default([]),
    /** The spec's promotion type this offer shows as (offerDeposit, offerPeriodic, offerBirthday, flipTheCoin). */
    promotionType: text('promotion_type'),
    isSecret: boolean('is_secret').notNull().default(false),
    /** promoOffer={urlHash} links unlock it. */
    urlHash: text('url_hash'),
    /** The flip-the-coin set (promoOfferSet) that can award it. */
    flipTheCoinSet: text('flip_the_coin_set'),
    isExitOffer: boolean('is_exit_offer').notNull().default(false),
    /** Offered in the preset package popup (popupPresetPackage(s)) and the home banner (bannerPresetPackage). */
    inPopup: boolean('in_popup').notNull().default(false),
    inBanner: boolean('in_banner').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offer_presets_url_hash_idx').on(t.urlHash),
    check('offer_presets_price_positive', sql`${t.priceCents} > 0`),
    check('offer_presets_amounts_non_negative', sql`${t.coins} >= 0 AND ${t.entries} >= 0`),
    check('offer_presets_magic_boxes', sql`${t.magicBoxes} BETWEEN 0 AND 100`),
    check('offer_presets_day_of_week', sql`${t.dayOfWeek} IS NULL OR ${t.dayOfWeek} BETWEEN 0 AND 6`),
  ],
);

/** Secret offers a player unlocked, and how. */
export const playerPromoOffers = pgTable(
  'player_promo_offers',
  {
    playerId: playerRef(),
    presetId: integer('preset_id')
      .notNull()
      .references(() => offerPresets.id),
    source: text('source', { enum: OFFER_UNLOCK_SOURCES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.presetId] })],
);

/**
 * One purchase attempt through a payment provider. The offer's price and amounts are copied at creation,
 * so a later change of the offer never changes what this payment credits. Credited once: the ledger
 * transfers use the keys `purchase:{id}:COIN` and `purchase:{id}:ENTRY`.
 */
export const payments = pgTable(
  'payments',
  {
    id: randomId(),
    playerId: playerOfRecord(),
    /** The client's key for this attempt; unique per player. */
    idempotencyKey: text('idempotency_key').notNull(),
    presetId: integer('preset_id')
      .notNull()
      .references(() => offerPresets.id),
    offerType: text('offer_type', { enum: OFFER_KINDS }).notNull(),
    provider: text('provider').notNull(),
    /** The provider's own id for the payment. */
    providerRef: text('provider_ref'),
    methodId: text('method_id').notNull(),
    methodType: text('method_type').notNull(),
    priceCents: integer('price_cents').notNull(),
    coins: integer('coins').notNull(),
    entries: integer('entries').notNull(),
    /** The offer's mystery boxes, copied like its amounts: what the completion gives (docs/engagement.md). */
    magicBoxes: integer('magic_boxes').notNull().default(0),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    challengeUrl: text('challenge_url'),
    failureReason: text('failure_reason'),
    location: text('location'),
    /** The provider's fingerprint of the card (never its number): the same card on another account. */
    cardFingerprint: text('card_fingerprint'),
    completedAt: timestamptz('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_player_key_idx').on(t.playerId, t.idempotencyKey),
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    index('payments_player_created_idx').on(t.playerId, t.createdAt),
    index('payments_card_fingerprint_idx').on(t.cardFingerprint),
  ],
);

/** Every provider notification received, once per event id, whatever the provider repeats. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
