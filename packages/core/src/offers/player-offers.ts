import { and, count, eq, inArray } from 'drizzle-orm';
import type { OfferKind, OfferUnlockSource, PresetPackage, PromoOfferPreset } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { offerPresets, payments, playerPromoOffers } from '../db/schema/index.ts';
import { DomainError, notFound } from '../errors.ts';
import { loadPlayerState, type OfferContext } from '../app/load-player-state.ts';

export type OfferPresetRow = typeof offerPresets.$inferSelect;

export type { OfferContext };

/**
 * Reads the player's offer context (one statement, see loadPlayerState). An unknown player sees what a
 * player with nothing sees.
 */
export async function loadOfferContext(db: Db, playerId: string, now: Date): Promise<OfferContext> {
  const state = await loadPlayerState(db, playerId, now, null);
  return state?.offers ?? guestOfferContext(now, null);
}

/** What a visitor with nothing sees: the public offers on sale (of `brand`, or of every brand for null). */
export const guestOfferContext = (now: Date, brand: string | null): OfferContext => ({
  now,
  brand,
  profileCompleted: false,
  birthDay: null,
  coins: 0,
  boughtToday: new Map(),
  depositsCount: 0,
  unlocked: new Set(),
  presetsVersion: null,
});

/** On sale now: active, inside its dates and on its weekday. */
export const isOnSale = (row: OfferPresetRow, now: Date) =>
  row.isActive &&
  (row.availableFrom === null || row.availableFrom <= now) &&
  (row.availableTill === null || row.availableTill > now) &&
  (row.dayOfWeek === null || row.dayOfWeek === now.getUTCDay());

/** Sold on this brand's site: an offer for every brand (null) or for this one. */
export const isOfferedOn = (row: Pick<OfferPresetRow, 'brand'>, brand: string | null) =>
  row.brand === null || row.brand === brand;

/**
 * Whether `now` (UTC) is the birthday `birthDay` (YYYY-MM-DD) falls on this year: a 29 February birthday is
 * kept on 28 February in other years.
 */
export function isBirthdayOf(birthDay: string | null, now: Date): boolean {
  if (!birthDay) return false;
  const [, month, day] = birthDay.split('-').map(Number) as [number, number, number];
  const year = now.getUTCFullYear();
  const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
  const onDay = month === 2 && day === 29 && !leap ? 28 : day;
  return now.getUTCMonth() + 1 === month && now.getUTCDate() === onDay;
}

/** Shown to this player: of their brand, on sale, unlocked if secret, and a birthday offer on their birthday. */
export const isVisibleTo = (row: OfferPresetRow, ctx: OfferContext) =>
  isOfferedOn(row, ctx.brand) &&
  isOnSale(row, ctx.now) &&
  (!row.isSecret || ctx.unlocked.has(row.id)) &&
  (row.promotionType !== 'offerBirthday' || isBirthdayOf(ctx.birthDay, ctx.now));

/** Promo offers and offers flagged for it need a complete profile (spec §5: secret offer or promo deposit). */
export const needsCompleteProfile = (row: OfferPresetRow) =>
  row.forCompleteProfile || row.kind === 'promoOffer';

const dollars = (cents: number) => cents / 100;

export function toPromoOfferPreset(row: OfferPresetRow, ctx: OfferContext): PromoOfferPreset {
  const isLimitPerDayReason =
    row.limitPerDay !== null && (ctx.boughtToday.get(row.id) ?? 0) >= row.limitPerDay;
  const isMinBalanceReason = row.minBalance !== null && ctx.coins >= row.minBalance;
  return {
    id: row.id,
    kind: row.kind,
    title: { en: row.titleEn, es: row.titleEs },
    price: dollars(row.priceCents),
    usualPrice: row.usualPriceCents === null ? null : dollars(row.usualPriceCents),
    badgeLabel:
      row.badgeLabelEn === null ? null : { en: row.badgeLabelEn, es: row.badgeLabelEs ?? row.badgeLabelEn },
    dayOfWeek: row.dayOfWeek,
    availableTill: row.availableTill?.toISOString() ?? null,
    forCompleteProfile: needsCompleteProfile(row),
    isLimitPerDayReason,
    isMinBalanceReason,
    minBalance: row.minBalance,
    entries: row.entries,
    coins: row.coins,
    magicBoxes: row.magicBoxes,
    bestDeal: row.bestDeal,
    mostPopular: row.mostPopular,
    relatedPresetIds: row.relatedPresetIds,
    isAvailable: !isLimitPerDayReason && !isMinBalanceReason,
  };
}

export const toPresetPackage = (offer: PromoOfferPreset): PresetPackage => ({
  id: offer.id,
  coins: offer.coins,
  entries: offer.entries,
  price: offer.price,
  badgeLabel: offer.badgeLabel,
});

/** The active presets last read per database, with the version they were read at. Read-only: shared. */
const presetRows = new WeakMap<Db, { version: string; rows: readonly OfferPresetRow[] }>();

/**
 * The active presets, re-read only when `version` (the player state's digest of them) moved. Rows read
 * after the digest are at least as new as it, so a stale list is never kept under a newer version.
 */
async function activeOfferRows(db: Db, version: string | null): Promise<readonly OfferPresetRow[]> {
  const cached = presetRows.get(db);
  if (version !== null && cached?.version === version) return cached.rows;
  const rows = await db
    .select()
    .from(offerPresets)
    .where(eq(offerPresets.isActive, true))
    .orderBy(offerPresets.sort);
  if (version !== null) presetRows.set(db, { version, rows });
  return rows;
}

export interface PlayerOffers {
  packages: PromoOfferPreset[];
  promoOffers: PromoOfferPreset[];
  /** The rows behind the lists, for callers that need flags the contract does not carry. */
  rows: OfferPresetRow[];
}

/** Everything the cashier sells to this player now, with the reasons an offer cannot be bought today. */
export async function listPlayerOffers(
  db: Db,
  input: { playerId: string; now: Date; context?: OfferContext },
): Promise<PlayerOffers> {
  const ctx = input.context ?? (await loadOfferContext(db, input.playerId, input.now));
  const rows = await activeOfferRows(db, ctx.presetsVersion);
  const visible = rows.filter((row) => isVisibleTo(row, ctx));
  return {
    packages: visible.filter((r) => r.kind === 'package').map((r) => toPromoOfferPreset(r, ctx)),
    promoOffers: visible.filter((r) => r.kind === 'promoOffer').map((r) => toPromoOfferPreset(r, ctx)),
    rows: visible,
  };
}

/** popupPresetPackage(s) and bannerPresetPackage of app init, profile and the home banners. */
export async function getPresetPackages(
  db: Db,
  input: { playerId: string; now: Date; context?: OfferContext },
): Promise<{
  popupPresetPackages: PresetPackage[];
  popupPresetPackage: PresetPackage | null;
  bannerPresetPackage: PresetPackage | null;
}> {
  const offers = await listPlayerOffers(db, input);
  const byId = new Map([...offers.packages, ...offers.promoOffers].map((o) => [o.id, o]));
  const sellable = (flag: 'inPopup' | 'inBanner') =>
    offers.rows
      .filter((r) => r[flag] && byId.get(r.id)?.isAvailable)
      .map((r) => toPresetPackage(byId.get(r.id)!));
  const popup = sellable('inPopup');
  return {
    popupPresetPackages: popup,
    popupPresetPackage: popup[0] ?? null,
    bannerPresetPackage: sellable('inBanner')[0] ?? null,
  };
}

/**
 * The offer a deposit buys, checked as the server sees it now: visible to the player, of the kind the
 * client named, not over its daily limit or balance condition, and with a complete profile if it needs one.
 */
export async function findSellableOffer(
  db: Db,
  input: { playerId: string; presetId: number; offerType: OfferKind; now: Date },
): Promise<{ row: OfferPresetRow; offer: PromoOfferPreset }> {
  const ctx = await loadOfferContext(db, input.playerId, input.now);
  const [row] = await db.select().from(offerPresets).where(eq(offerPresets.id, input.presetId));
  if (!row || row.kind !== input.offerType || !isVisibleTo(row, ctx))
    throw notFound('This offer is not available. Please choose another one.');
  const offer = toPromoOfferPreset(row, ctx);
  if (needsCompleteProfile(row) && !ctx.profileCompleted)
    throw new DomainError({
      status: 403,
      code: 'profile_incomplete',
      message: 'Complete your profile to buy this offer.',
    });
  if (offer.isLimitPerDayReason)
    throw new DomainError({
      status: 409,
      code: 'limit_per_day',
      message: 'You have already bought this offer today. Please choose another one.',
    });
  if (offer.isMinBalanceReason)
    throw new DomainError({
      status: 409,
      code: 'min_balance',
      message: 'This offer is for low balances only. Please choose another one.',
    });
  return { row, offer };
}

/** Completed deposits: the spec's depositsCount. */
export async function countCompletedDeposits(db: Db, playerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.status, 'completed')));
  return Number(row?.n ?? 0);
}

/** Unlocks secret offers for a player (idempotent). */
export async function unlockOffers(
  db: Db,
  input: {
    playerId: string;
    presetIds: number[];
    source: OfferUnlockSource;
  },
): Promise<void> {
  if (input.presetIds.length === 0) return;
  await db
    .insert(playerPromoOffers)
    .values(input.presetIds.map((presetId) => ({ playerId: input.playerId, presetId, source: input.source })))
    .onConflictDoNothing();
}

/** Offers by id (any state), for callers that resolve a hash or a set first. */
export async function findOfferRows(db: Db, ids: number[]): Promise<OfferPresetRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(offerPresets).where(inArray(offerPresets.id, ids));
}
