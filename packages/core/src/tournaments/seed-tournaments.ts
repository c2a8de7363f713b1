import { sql } from 'drizzle-orm';
import { BRAND_KEYS, type TournamentPrize } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { features, tournaments } from '../db/schema/index.ts';
import { seedGameList } from '../catalogue/seed-catalogue.ts';
import { tournamentFeature } from './tournament-feature.ts';

/** The seeded prize table: places 1 to 10. */
export const SEED_TOURNAMENT_PRIZES: TournamentPrize[] = [
  { coins: 500_000, entries: 50 },
  { coins: 250_000, entries: 25 },
  { coins: 100_000, entries: 10 },
  { coins: 50_000, entries: 5 },
  { coins: 25_000, entries: 2.5 },
  ...Array.from({ length: 5 }, () => ({ coins: 10_000, entries: 1 })),
];

/**
 * The `tournament` feature for every brand, and per brand two tournaments dated from when the seed runs (the
 * database's `now()`: core never reads the clock): a race on four classic 3×3 games that started an hour ago
 * and runs for 7 days, scoring each win's multiple of its bet ×100, in coins; and the next one on four
 * adventure slots, starting when the first ends and running 7 days, in entries.
 */
export async function seedTournaments(db: Db) {
  await db
    .insert(features)
    .values(
      BRAND_KEYS.map((brand) => ({
        brand,
        key: tournamentFeature.key,
        enabled: true,
        priority: tournamentFeature.defaults.priority,
        schedule: tournamentFeature.defaults.schedule,
        config: tournamentFeature.defaults.config,
      })),
    )
    .onConflictDoNothing();
  const games = seedGameList();
  const classic = games
    .filter((g) => g.engineId === 'triple-sevens')
    .slice(0, 4)
    .map((g) => g.slug);
  const adventure = games
    .filter((g) => g.engineId === 'jungle-quest')
    .slice(0, 4)
    .map((g) => g.slug);
  await db.insert(tournaments).values(
    BRAND_KEYS.flatMap((brand) => [
      {
        brand,
        title: { en: 'Lucky Sevens Race', es: 'Carrera de los sietes' },
        games: classic,
        mode: 'COIN' as const,
        scoring: { rule: 'winMultiplier', factor: 100 },
        prizes: SEED_TOURNAMENT_PRIZES,
        startsAt: sql`now() - interval '1 hour'`,
        endsAt: sql`now() + interval '7 days'`,
      },
      {
        brand,
        title: { en: 'Jungle Quest Race', es: 'Carrera de la jungla' },
        games: adventure,
        mode: 'ENTRY' as const,
        scoring: { rule: 'winMultiplier', factor: 100 },
        prizes: SEED_TOURNAMENT_PRIZES.map((p) => ({ coins: 0, entries: p.entries })),
        startsAt: sql`now() + interval '7 days'`,
        endsAt: sql`now() + interval '14 days'`,
      },
    ]),
  );
}
