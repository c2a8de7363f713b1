import { and, asc, eq, lte } from 'drizzle-orm';
import type { FeatureKey, HomePage, HomePromotion, SpecPromotionType } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { offerPresets, tournaments } from '../db/schema/index.ts';
import { isLive, loadFeatures } from '../engagement/load-features.ts';
import {
  guestOfferContext,
  isVisibleTo,
  toPresetPackage,
  toPromoOfferPreset,
} from '../offers/player-offers.ts';
import { openOf, toTournamentRecord } from '../tournaments/get-tournament.ts';

/**
 * The features whose promotion card has the feature's spec type (the piggy bank's key is moneyBox). The
 * others are not promotions (the daily chests) or are shown another way (races by name, below).
 */
export const PROMOTION_TYPE_OF: Partial<Record<FeatureKey, SpecPromotionType>> = {
  dailyWheel: 'dailyWheel',
  dailyLogin: 'dailyLogin',
  prizeDrops: 'prizeDrops',
  magicBox: 'magicBox',
  moneyBox: 'piggyBank',
  depositStreak: 'depositStreak',
  emailLottery: 'emailLottery',
  rankLeague: 'rankLeague',
  quest: 'quest',
};

/**
 * The home payload's promotions: what the brand runs now, the same for every visitor (the payload is
 * shared by a restriction group): its live features in priority order, then each running race with its
 * prize pool. A player's own cards (offers, progress) are the promotions page's.
 */
export async function homePromotions(db: Db, brand: string, now: Date): Promise<HomePromotion[]> {
  const live = (await loadFeatures(db, brand)).filter((feature) => isLive(feature, now));
  const features = live.flatMap((feature): HomePromotion[] => {
    const type = PROMOTION_TYPE_OF[feature.key];
    return type
      ? [{ type, title: null, endsAt: feature.schedule.finishesAt, prizeCoins: null, prizeEntries: null }]
      : [];
  });
  if (!live.some((feature) => feature.key === 'tournament')) return features;
  const rows = await db
    .select()
    .from(tournaments)
    .where(and(...openOf(brand, now), lte(tournaments.startsAt, now)))
    .orderBy(asc(tournaments.endsAt), asc(tournaments.id));
  const races = rows.map((row): HomePromotion => {
    const race = toTournamentRecord(row);
    return {
      type: 'tournament',
      title: race.title,
      endsAt: race.endsAt.toISOString(),
      prizeCoins: race.prizes.reduce((sum, prize) => sum + prize.coins, 0),
      // The ledger counts hundredths: summed in them, so 0.1 + 0.2 stays 0.3.
      prizeEntries: race.prizes.reduce((sum, prize) => sum + Math.round(prize.entries * 100), 0) / 100,
    };
  });
  return [...features, ...races];
}

/** The home payload's packages: the coin packages on sale to anyone on the brand (no secret or birthday one). */
export async function homePackages(db: Db, brand: string, now: Date): Promise<HomePage['packages']> {
  const ctx = guestOfferContext(now, brand);
  const rows = await db
    .select()
    .from(offerPresets)
    .where(and(eq(offerPresets.kind, 'package'), eq(offerPresets.isActive, true)))
    .orderBy(asc(offerPresets.sort), asc(offerPresets.id));
  return rows
    .filter((row) => isVisibleTo(row, ctx))
    .map((row) => toPresetPackage(toPromoOfferPreset(row, ctx)));
}
