import type { Db } from '../db/client.ts';
import { offerPresets } from '../db/schema/index.ts';

type NewOffer = typeof offerPresets.$inferInsert;

/** Coin packages: the cashier's standing list. */
const PACKAGES: NewOffer[] = [
  { titleEn: 'Starter', titleEs: 'Inicial', priceCents: 499, coins: 50_000, entries: 5 },
  {
    titleEn: 'Popular',
    titleEs: 'Popular',
    priceCents: 999,
    coins: 100_000,
    entries: 10,
    mostPopular: true,
    badgeLabelEn: 'Most popular',
    badgeLabelEs: 'Más popular',
  },
  { titleEn: 'Value', titleEs: 'Valor', priceCents: 1999, coins: 210_000, entries: 21 },
  {
    titleEn: 'Big stack',
    titleEs: 'Gran pila',
    priceCents: 4999,
    coins: 550_000,
    entries: 55,
    bestDeal: true,
    badgeLabelEn: 'Best deal',
    badgeLabelEs: 'Mejor oferta',
  },
  { titleEn: 'High roller', titleEs: 'Gran apostador', priceCents: 9999, coins: 1_150_000, entries: 115 },
  { titleEn: 'Whale', titleEs: 'Ballena', priceCents: 19_999, coins: 2_400_000, entries: 240 },
].map((p, i) => ({ ...p, kind: 'package' as const, sort: i + 1 }));

/** Promo offers: public, secret (link or flip of the coin) and the exit offer. */
const PROMO_OFFERS: NewOffer[] = [
  {
    titleEn: 'Welcome offer',
    titleEs: 'Oferta de bienvenida',
    priceCents: 999,
    usualPriceCents: 1999,
    coins: 200_000,
    entries: 20,
    badgeLabelEn: '2x value',
    badgeLabelEs: 'Doble valor',
    limitPerDay: 1,
    promotionType: 'offerDeposit',
    inPopup: true,
    inBanner: true,
  },
  {
    titleEn: 'Low balance rescue',
    titleEs: 'Rescate de saldo bajo',
    priceCents: 299,
    usualPriceCents: 499,
    coins: 40_000,
    entries: 3,
    badgeLabelEn: 'Top up',
    badgeLabelEs: 'Recarga',
    minBalance: 5_000,
    promotionType: 'offerPeriodic',
  },
  {
    titleEn: 'Friday frenzy',
    titleEs: 'Locura del viernes',
    priceCents: 1499,
    usualPriceCents: 2499,
    coins: 260_000,
    entries: 26,
    badgeLabelEn: 'Fridays only',
    badgeLabelEs: 'Solo los viernes',
    dayOfWeek: 5,
    limitPerDay: 2,
    promotionType: 'offerPeriodic',
  },
  {
    titleEn: 'Secret gold offer',
    titleEs: 'Oferta secreta de oro',
    priceCents: 2499,
    usualPriceCents: 4999,
    coins: 500_000,
    entries: 50,
    badgeLabelEn: 'Secret',
    badgeLabelEs: 'Secreta',
    isSecret: true,
    urlHash: 'gold-2026',
    promotionType: 'offerDeposit',
  },
  {
    titleEn: 'Heads: lucky coin',
    titleEs: 'Cara: moneda de la suerte',
    priceCents: 499,
    usualPriceCents: 999,
    coins: 110_000,
    entries: 11,
    badgeLabelEn: 'Heads',
    badgeLabelEs: 'Cara',
    isSecret: true,
    flipTheCoinSet: 'lucky-coin',
    promotionType: 'flipTheCoin',
  },
  {
    titleEn: 'Tails: lucky coin',
    titleEs: 'Cruz: moneda de la suerte',
    priceCents: 499,
    usualPriceCents: 899,
    coins: 90_000,
    entries: 9,
    badgeLabelEn: 'Tails',
    badgeLabelEs: 'Cruz',
    isSecret: true,
    flipTheCoinSet: 'lucky-coin',
    promotionType: 'flipTheCoin',
  },
  {
    titleEn: 'Before you go',
    titleEs: 'Antes de irte',
    priceCents: 499,
    usualPriceCents: 999,
    coins: 100_000,
    entries: 10,
    badgeLabelEn: '-50%',
    badgeLabelEs: '-50%',
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
