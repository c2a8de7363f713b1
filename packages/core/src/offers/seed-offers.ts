import type { Db } from '../db/client.ts';
import { offerPresets } from '../db/schema/index.ts';

type NewOffer = typeof offerPresets.$inferInsert;

/** Coin packages: the cashier's standing list. */
const PACKAGES: NewOffer[] = [
  { title: 'Starter', priceCents: 499, coins: 50_000, entries: 5 },
  {
    title: 'Popular',
    priceCents: 999,
    coins: 100_000,
    entries: 10,
    mostPopular: true,
    badgeLabel: 'Most popular',
  },
  { title: 'Value', priceCents: 1999, coins: 210_000, entries: 21 },
  {
    title: 'Big stack',
    priceCents: 4999,
    coins: 550_000,
    entries: 55,
    bestDeal: true,
    badgeLabel: 'Best deal',
  },
  { title: 'High roller', priceCents: 9999, coins: 1_150_000, entries: 115 },
  { title: 'Whale', priceCents: 19_999, coins: 2_400_000, entries: 240 },
].map((p, i) => ({ ...p, kind: 'package' as const, sort: i + 1 }));

/** Promo offers: public, secret (link or flip of the coin) and the exit offer. */
const PROMO_OFFERS: NewOffer[] = [
  {
    title: 'Welcome offer',
    priceCents: 999,
    usualPriceCents: 1999,
    coins: 200_000,
    entries: 20,
    badgeLabel: '2x value',
    limitPerDay: 1,
    promotionType: 'offerDeposit',
    inPopup: true,
    inBanner: true,
  },
  {
    title: 'Low balance rescue',
    priceCents: 299,
    usualPriceCents: 499,
    coins: 40_000,
    entries: 3,
    badgeLabel: 'Top up',
    minBalance: 5_000,
    promotionType: 'offerPeriodic',
  },
  {
    title: 'Friday frenzy',
    priceCents: 1499,
    usualPriceCents: 2499,
    coins: 260_000,
    entries: 26,
    badgeLabel: 'Fridays only',
    dayOfWeek: 5,
    limitPerDay: 2,
    promotionType: 'offerPeriodic',
  },
  {
    title: 'Secret gold offer',
    priceCents: 2499,
    usualPriceCents: 4999,
    coins: 500_000,
    entries: 50,
    badgeLabel: 'Secret',
    isSecret: true,
    urlHash: 'gold-2026',
    promotionType: 'offerDeposit',
  },
  {
    title: 'Heads: lucky coin',
    priceCents: 499,
    usualPriceCents: 999,
    coins: 110_000,
    entries: 11,
    badgeLabel: 'Heads',
    isSecret: true,
    flipTheCoinSet: 'lucky-coin',
    promotionType: 'flipTheCoin',
  },
  {
    title: 'Tails: lucky coin',
    priceCents: 499,
    usualPriceCents: 899,
    coins: 90_000,
    entries: 9,
    badgeLabel: 'Tails',
    isSecret: true,
    flipTheCoinSet: 'lucky-coin',
    promotionType: 'flipTheCoin',
  },
  {
    title: 'Before you go',
    priceCents: 499,
    usualPriceCents: 999,
    coins: 100_000,
    entries: 10,
    badgeLabel: '-50%',
    limitPerDay: 1,
    isExitOffer: true,
    promotionType: 'offerDeposit',
  },
].map((p, i) => ({ ...p, kind: 'promoOffer' as const, sort: i + 1 }));

/** Seeds the demo offers; related presets point each promo offer at the packages around its price. */
export async function seedOffers(db: Db): Promise<void> {
  const packages = await db.insert(offerPresets).values(PACKAGES).returning({ id: offerPresets.id });
  const ids = packages.map((p) => p.id);
  await db
    .insert(offerPresets)
    .values(PROMO_OFFERS.map((offer) => ({ ...offer, relatedPresetIds: ids.slice(0, 3) })));
}
