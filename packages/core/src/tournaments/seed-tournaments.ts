import { sql } from 'drizzle-orm';
import { BRAND_KEYS, type TournamentPrize } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { tournaments, tournamentTemplates } from '../db/schema/index.ts';
import { rowsOf } from '../wallet/check-ledger.ts';
import { localTimeOf } from '../schedule/schedule.ts';
import { seedGameList } from '../catalogue/seed-catalogue.ts';

/** The seeded races' games: four classic 3×3 games and four adventure slots. */
function seedRaceGames() {
  const games = seedGameList();
  const of = (engineId: string) =>
    games
      .filter((g) => g.engineId === engineId)
      .slice(0, 4)
      .map((g) => g.slug);
  return { classic: of('triple-sevens'), adventure: of('jungle-quest') };
}

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
 * Per brand two tournaments dated from when the seed runs (the database's `now()`: core never reads the
 * clock): a race on four classic 3×3 games that started an hour ago
 * and runs for 7 days, scoring each win's multiple of its bet ×100, in coins; and the next one on four
 * adventure slots, starting when the first ends and running 7 days, in entries.
 */
export async function seedTournamentRaces(db: Db) {
  const { classic, adventure } = seedRaceGames();
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

/** The zone of the seeded races' calendar. */
const RACE_ZONE = 'America/New_York';

/**
 * Per brand two recurring races (docs/live-operations.md), taking over where the dated launch races end
 * (14 days after the seed ran, by the database's `now()`), so a fresh install always has a race running with
 * no operator action: the Daily Sevens Race, every day 00:00 to 24:00 New York time on the classic games in
 * coins, and the Weekly Whales Race, Monday to Sunday on the adventure slots in entries.
 */
export async function seedTournamentTemplates(db: Db) {
  const { classic, adventure } = seedRaceGames();
  const [row] = rowsOf<{ at: string | Date }>(await db.execute(sql`SELECT now() + interval '14 days' AS at`));
  const takeOver = new Date(row!.at);
  const day = localTimeOf(takeOver, RACE_ZONE).slice(0, 10);
  const monday = mondayOnOrBefore(day);
  await db.insert(tournamentTemplates).values(
    BRAND_KEYS.flatMap((brand) => [
      {
        brand,
        slug: 'daily-sevens',
        title: { en: 'Daily Sevens Race', es: 'Carrera diaria de los sietes' },
        games: classic,
        mode: 'COIN' as const,
        scoring: { rule: 'winMultiplier', factor: 100 },
        prizes: SEED_TOURNAMENT_PRIZES.map((p) => ({ coins: p.coins / 5, entries: 0 })),
        schedule: {
          start: `${day}T00:00`,
          timeZone: RACE_ZONE,
          rrule: 'FREQ=DAILY',
          duration: 'P1D',
          until: null,
        },
      },
      {
        brand,
        slug: 'weekly-whales',
        title: { en: 'Weekly Whales Race', es: 'Carrera semanal de las ballenas' },
        games: adventure,
        mode: 'ENTRY' as const,
        scoring: { rule: 'winMultiplier', factor: 100 },
        prizes: SEED_TOURNAMENT_PRIZES.map((p) => ({ coins: 0, entries: p.entries })),
        schedule: {
          start: `${monday}T00:00`,
          timeZone: RACE_ZONE,
          rrule: 'FREQ=WEEKLY;BYDAY=MO',
          duration: 'P7D',
          until: null,
        },
      },
    ]),
  );
}

/** The Monday on or before a date (`YYYY-MM-DD`, a calendar date: no zone). */
function mondayOnOrBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
