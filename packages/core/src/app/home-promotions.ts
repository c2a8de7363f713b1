import { and, asc, lte } from 'drizzle-orm';
import { SPEC_PROMOTION_TYPES, type HomePromotion, type SpecPromotionType } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { tournaments } from '../db/schema/index.ts';
import { isLive, loadFeatures } from '../engagement/load-features.ts';
import { openOf, toTournamentRecord } from '../tournaments/get-tournament.ts';
import { tournamentFeature } from '../tournaments/tournament-feature.ts';

const isSpecType = (key: string): key is SpecPromotionType =>
  (SPEC_PROMOTION_TYPES as readonly string[]).includes(key);

/**
 * The home payload's promotions: what the brand runs now, the same for every visitor (the payload is shared
 * by a restriction group): its live features whose key is a spec promotion type, in priority order, then each
 * running race by name with its prize pool. A player's own cards (offers, progress) are the promotions page's.
 * Composition: it reads the engine and the races, which the catalogue (the house) may not import.
 */
export async function homePromotions(db: Db, brand: string, now: Date): Promise<HomePromotion[]> {
  const live = (await loadFeatures(db, brand)).filter((feature) => isLive(feature, now));
  const races = live.some((feature) => feature.key === tournamentFeature.key);
  const features = live.flatMap((feature): HomePromotion[] =>
    isSpecType(feature.key) && feature.key !== tournamentFeature.key
      ? [
          {
            type: feature.key,
            title: null,
            endsAt: feature.schedule.finishesAt,
            prizeCoins: null,
            prizeEntries: null,
          },
        ]
      : [],
  );
  if (!races) return features;
  const rows = await db
    .select()
    .from(tournaments)
    .where(and(...openOf(brand, now), lte(tournaments.startsAt, now)))
    .orderBy(asc(tournaments.endsAt), asc(tournaments.id));
  return [
    ...features,
    ...rows.map((row): HomePromotion => {
      const race = toTournamentRecord(row);
      return {
        type: tournamentFeature.key,
        title: race.title,
        endsAt: race.endsAt.toISOString(),
        prizeCoins: race.prizes.reduce((sum, prize) => sum + prize.coins, 0),
        // The ledger counts hundredths: summed in them, so 0.1 + 0.2 stays 0.3.
        prizeEntries: race.prizes.reduce((sum, prize) => sum + Math.round(prize.entries * 100), 0) / 100,
      };
    }),
  ];
}
