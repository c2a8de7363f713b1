import { describe, expect, it } from 'vitest';
import { OFFER_DEFAULTS } from '@casino/contracts';
import {
  guestOfferContext,
  isOnSale,
  isBirthdayOf,
  isVisibleTo,
  toPromoOfferPreset,
  type OfferContext,
  type OfferPresetRow,
} from './player-offers.ts';

const FRIDAY = new Date('2026-11-20T12:00:00Z');
/** An active promo offer of every brand: the back-office's defaults for what it does not say. */
const row = (over: Partial<OfferPresetRow> = {}): OfferPresetRow => ({
  ...OFFER_DEFAULTS,
  id: 7,
  kind: 'promoOffer',
  titleEn: 'Offer',
  titleEs: 'Oferta',
  priceCents: 999,
  usualPriceCents: 1999,
  coins: 100_000,
  entries: 10,
  relatedPresetIds: [1, 2],
  promotionType: 'offerDeposit',
  flipTheCoinSet: null,
  sort: 1,
  isActive: true,
  createdAt: FRIDAY,
  ...over,
});
const ctx = (over: Partial<OfferContext> = {}): OfferContext => ({
  ...guestOfferContext(FRIDAY, 'tao'),
  profileCompleted: true,
  ...over,
});

describe('offers on sale', () => {
  it('follows the active flag, the dates and the weekday', () => {
    expect(isOnSale(row(), FRIDAY)).toBe(true);
    expect(isOnSale(row({ isActive: false }), FRIDAY)).toBe(false);
    expect(isOnSale(row({ dayOfWeek: 5 }), FRIDAY)).toBe(true);
    expect(isOnSale(row({ dayOfWeek: 1 }), FRIDAY)).toBe(false);
    expect(isOnSale(row({ availableTill: FRIDAY }), FRIDAY)).toBe(false);
    expect(isOnSale(row({ availableFrom: new Date('2026-11-21T00:00:00Z') }), FRIDAY)).toBe(false);
  });

  it('shows a secret offer only to a player who unlocked it', () => {
    expect(isVisibleTo(row({ isSecret: true }), ctx())).toBe(false);
    expect(isVisibleTo(row({ isSecret: true }), ctx({ unlocked: new Set([7]) }))).toBe(true);
  });

  it("shows an offer for every brand to everyone, and a brand's offer only to that brand's players", () => {
    expect(isVisibleTo(row({ brand: null }), ctx({ brand: 'nlc' }))).toBe(true);
    expect(isVisibleTo(row({ brand: 'tao' }), ctx({ brand: 'tao' }))).toBe(true);
    expect(isVisibleTo(row({ brand: 'tao' }), ctx({ brand: 'nlc' }))).toBe(false);
    expect(isVisibleTo(row({ brand: 'tao' }), ctx({ brand: null }))).toBe(false);
  });
});

describe('the promoOfferPreset a player sees', () => {
  it('carries prices in dollars and every spec field', () => {
    expect(toPromoOfferPreset(row({ badgeLabelEn: '2x', badgeLabelEs: 'x2', dayOfWeek: 5 }), ctx())).toEqual({
      id: 7,
      kind: 'promoOffer',
      title: { en: 'Offer', es: 'Oferta' },
      price: 9.99,
      usualPrice: 19.99,
      badgeLabel: { en: '2x', es: 'x2' },
      dayOfWeek: 5,
      availableTill: null,
      forCompleteProfile: true,
      isLimitPerDayReason: false,
      isMinBalanceReason: false,
      minBalance: null,
      entries: 10,
      coins: 100_000,
      magicBoxes: 0,
      bestDeal: false,
      mostPopular: false,
      relatedPresetIds: [1, 2],
      isAvailable: true,
    });
  });

  it('is unavailable once bought as often as a day allows', () => {
    const offer = toPromoOfferPreset(row({ limitPerDay: 2 }), ctx({ boughtToday: new Map([[7, 2]]) }));
    expect(offer).toMatchObject({ isLimitPerDayReason: true, isAvailable: false });
    expect(
      toPromoOfferPreset(row({ limitPerDay: 2 }), ctx({ boughtToday: new Map([[7, 1]]) })).isAvailable,
    ).toBe(true);
  });

  it('is a low-balance offer only below its minimum balance', () => {
    expect(toPromoOfferPreset(row({ minBalance: 5000 }), ctx({ coins: 4999 })).isAvailable).toBe(true);
    expect(toPromoOfferPreset(row({ minBalance: 5000 }), ctx({ coins: 5000 }))).toMatchObject({
      isMinBalanceReason: true,
      isAvailable: false,
    });
  });

  it('needs a complete profile for every promo offer and for packages flagged so', () => {
    expect(toPromoOfferPreset(row({ kind: 'package' }), ctx()).forCompleteProfile).toBe(false);
    expect(
      toPromoOfferPreset(row({ kind: 'package', forCompleteProfile: true }), ctx()).forCompleteProfile,
    ).toBe(true);
  });
});

describe('the birthday offer', () => {
  const birthday = row({ promotionType: 'offerBirthday', limitPerDay: 1 });
  it('is shown on the birthday in the profile only', () => {
    const on = (birthDay: string | null, at: string) =>
      isVisibleTo(birthday, ctx({ birthDay, now: new Date(at) }));
    expect(on('1990-03-14', '2026-03-14T00:00:00Z')).toBe(true);
    expect(on('1990-03-14', '2026-03-14T23:59:59Z')).toBe(true);
    expect(on('1990-03-14', '2026-03-13T23:59:59Z')).toBe(false);
    expect(on('1990-03-14', '2026-03-15T00:00:00Z')).toBe(false);
    expect(on(null, '2026-03-14T12:00:00Z')).toBe(false);
    // Other offers do not care about birthdays.
    expect(isVisibleTo(row(), ctx({ birthDay: null }))).toBe(true);
  });
  it('keeps a 29 February birthday on 28 February in other years', () => {
    expect(isBirthdayOf('2000-02-29', new Date('2027-02-28T10:00:00Z'))).toBe(true);
    expect(isBirthdayOf('2000-02-29', new Date('2028-02-28T10:00:00Z'))).toBe(false);
    expect(isBirthdayOf('2000-02-29', new Date('2028-02-29T10:00:00Z'))).toBe(true);
  });
  it('is bought once on the day (a year until the next)', () => {
    const bought = ctx({
      birthDay: '1990-03-14',
      now: new Date('2026-03-14T12:00:00Z'),
      boughtToday: new Map([[7, 1]]),
    });
    expect(toPromoOfferPreset(birthday, bought)).toMatchObject({
      isLimitPerDayReason: true,
      isAvailable: false,
    });
  });
});
