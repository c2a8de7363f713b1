import { and, asc, lte } from 'drizzle-orm';
import type { HomePromotion } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { tournaments } from '../db/schema/index.ts';
import { openOf, toTournamentRecord } from './get-tournament.ts';
import { tournamentFeature } from './tournament-feature.ts';

/**
 * The races' entries of the home payload's promotions (the module's `homePromotions`): each running race by
 * name with its prize pool, the one that ends first first.
 */
export async function runningTournamentsOnHome(db: Db, brand: string, now: Date): Promise<HomePromotion[]> {
  const rows = await db
    .select()
    .from(tournaments)
    .where(and(...openOf(brand, now), lte(tournaments.startsAt, now)))
    .orderBy(asc(tournaments.endsAt), asc(tournaments.id));
  return rows.map((row): HomePromotion => {
    const race = toTournamentRecord(row);
    return {
      type: tournamentFeature.key,
      title: race.title,
      endsAt: race.endsAt.toISOString(),
      prizeCoins: race.prizes.reduce((sum, prize) => sum + prize.coins, 0),
      // The ledger counts hundredths: summed in them, so 0.1 + 0.2 stays 0.3.
      prizeEntries: race.prizes.reduce((sum, prize) => sum + Math.round(prize.entries * 100), 0) / 100,
    };
  });
}
