import { sql } from 'drizzle-orm';
import { BRAND_KEYS, type Prize, type QuestDayDefinition, type QuestTaskDefinition } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { questTemplates, quests } from '../db/schema/index.ts';
import { rowsOf } from '../wallet/check-ledger.ts';

const coins = (n: number): Prize => ({ coins: n, entries: 0, freeSpins: null });
const entries = (n: number): Prize => ({ coins: 0, entries: n, freeSpins: null });
const freeSpins = (count: number): Prize => ({
  coins: 0,
  entries: 0,
  freeSpins: { gameId: 'melons-quest', count, betLevel: 25, lifetimeSeconds: 3 * 24 * 3600 },
});
const task = (
  t: Partial<QuestTaskDefinition> & Pick<QuestTaskDefinition, 'kind' | 'goal' | 'prize'>,
): QuestTaskDefinition => ({
  currency: null,
  games: [],
  sharedGameSet: null,
  ...t,
});

/** Games several tasks share (catalogue slugs of the seeded in-house games). */
const SHARED_GAME_SETS = { featured: ['melons-quest', 'nile-frenzy'] };

/** The season quest: four weeks, three tasks a week. */
const SEASON_WEEKS: QuestDayDefinition[] = [1, 2, 3, 4].map((week) => ({
  tasks: [
    task({ kind: 'spins', goal: 50 * week, prize: coins(2_000 * week) }),
    task({ kind: 'bets', currency: 'COIN', goal: 25_000 * week, prize: entries(0.5 * week) }),
    task({
      kind: 'wins',
      currency: 'COIN',
      goal: 10_000 * week,
      sharedGameSet: 'featured',
      prize: freeSpins(5 * week),
    }),
  ],
}));

/** The advent calendar: 24 days, a spin task every day, a bet task every fourth, a grand last day. */
const ADVENT_DAYS: QuestDayDefinition[] = Array.from({ length: 24 }, (_, i) => ({
  tasks: [
    task({ kind: 'spins', goal: 5 + i, prize: i === 23 ? entries(5) : coins(500 + 100 * i) }),
    ...(i % 4 === 3 ? [task({ kind: 'bets', currency: 'COIN', goal: 10_000, prize: entries(0.25) })] : []),
  ],
}));

/** The free-play challenge: one week, a path of four tasks (each opens once the one before is done). */
const FP_CHALLENGE: QuestDayDefinition[] = [
  {
    tasks: [
      task({ kind: 'spins', goal: 3, prize: coins(1_000) }),
      task({ kind: 'bets', currency: 'COIN', goal: 5_000, prize: coins(2_500) }),
      task({ kind: 'wins', currency: 'COIN', goal: 5_000, prize: entries(0.5) }),
      task({ kind: 'spins', goal: 100, sharedGameSet: 'featured', prize: { ...freeSpins(10), entries: 1 } }),
    ],
  },
];

/**
 * Every brand's quests dated from the day the seed runs (the spec's dates are past): a season quest of four
 * weeks, an advent calendar of 24 days and a free-play challenge of a week from today's 00:00 UTC, and the
 * next challenge right after it (announced as `futureQuest`). The step runs once per database.
 */
export async function seedQuests(db: Db) {
  const today = sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`;
  const inDays = (n: number) =>
    sql`(date_trunc('day', now() at time zone 'UTC') + ${`${n} days`}::interval) at time zone 'UTC'`;
  await db.insert(quests).values(
    BRAND_KEYS.flatMap((brand) => [
      {
        brand,
        type: 'season' as const,
        title: { en: 'Season quest', es: 'Misión de temporada' },
        startsAt: today,
        dayHours: 168,
        days: SEASON_WEEKS,
        sharedGameSets: SHARED_GAME_SETS,
      },
      {
        brand,
        type: 'advent' as const,
        title: { en: 'Advent calendar', es: 'Calendario de adviento' },
        startsAt: today,
        dayHours: 24,
        days: ADVENT_DAYS,
        sharedGameSets: {},
      },
      {
        brand,
        type: 'fp_challenge' as const,
        title: { en: 'Free-play challenge', es: 'Desafío de juego gratis' },
        startsAt: today,
        dayHours: 168,
        days: FP_CHALLENGE,
        sharedGameSets: SHARED_GAME_SETS,
      },
      {
        brand,
        type: 'fp_challenge' as const,
        title: { en: 'Free-play challenge', es: 'Desafío de juego gratis' },
        startsAt: inDays(7),
        dayHours: 168,
        days: FP_CHALLENGE,
        sharedGameSets: SHARED_GAME_SETS,
      },
    ]),
  );
}

/**
 * Per brand three recurring quests (docs/live-operations.md) in UTC like the launch quests, each taking over
 * where its launch quest ends, so a fresh install always has a quest running with no operator action: a
 * free-play challenge every week (from 14 days after the seed's day), a season quest of four weeks from the 1st
 * of each month, and the advent calendar from 1 December, 24 days.
 */
export async function seedQuestTemplates(db: Db) {
  const [row] = rowsOf<{ today: string }>(
    await db.execute(sql`SELECT to_char(now() at time zone 'UTC', 'YYYY-MM-DD') AS today`),
  );
  const today = new Date(`${row!.today}T00:00:00Z`);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const plusDays = (n: number) => new Date(today.getTime() + n * 24 * 3600_000);
  const afterSeason = plusDays(28);
  const firstOfMonth = new Date(Date.UTC(afterSeason.getUTCFullYear(), afterSeason.getUTCMonth() + 1, 1));
  const afterAdvent = plusDays(24);
  const advent = new Date(Date.UTC(afterAdvent.getUTCFullYear(), 11, 1));
  if (advent < afterAdvent) advent.setUTCFullYear(advent.getUTCFullYear() + 1);
  const schedule = (start: Date, rrule: string, hours: number) => ({
    start: `${day(start)}T00:00`,
    timeZone: 'UTC',
    rrule,
    duration: `PT${hours}H`,
    until: null,
  });
  await db.insert(questTemplates).values(
    BRAND_KEYS.flatMap((brand) => [
      {
        brand,
        slug: 'weekly-free-play',
        title: { en: 'Free-play challenge', es: 'Desafío de juego gratis' },
        type: 'fp_challenge' as const,
        dayHours: 168,
        days: FP_CHALLENGE,
        sharedGameSets: SHARED_GAME_SETS,
        schedule: schedule(plusDays(14), 'FREQ=WEEKLY', 168),
      },
      {
        brand,
        slug: 'monthly-season',
        title: { en: 'Season quest', es: 'Misión de temporada' },
        type: 'season' as const,
        dayHours: 168,
        days: SEASON_WEEKS,
        sharedGameSets: SHARED_GAME_SETS,
        schedule: schedule(firstOfMonth, 'FREQ=MONTHLY;BYMONTHDAY=1', 4 * 168),
      },
      {
        brand,
        slug: 'advent',
        title: { en: 'Advent calendar', es: 'Calendario de adviento' },
        type: 'advent' as const,
        dayHours: 24,
        days: ADVENT_DAYS,
        sharedGameSets: {},
        schedule: schedule(advent, 'FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=1', 24 * 24),
      },
    ]),
  );
}
