import { sql } from 'drizzle-orm';
import { BRAND_KEYS, type Prize, type QuestDayDefinition, type QuestTaskDefinition } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { features, quests } from '../db/schema/index.ts';
import { FEATURE_DEFINITIONS } from '../engagement/feature-registry.ts';

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
 * Quests and the season tower for every brand: the feature rows (`quest`, `season`) with their defaults, and
 * the quests dated from the day the seed runs (the spec's dates are past): a season quest of four weeks, an
 * advent calendar of 24 days and a free-play challenge of a week from today's 00:00 UTC, and the next
 * challenge right after it (announced as `futureQuest`). ON CONFLICT DO NOTHING for the features; the step
 * runs once per database.
 */
export async function seedQuests(db: Db) {
  await db
    .insert(features)
    .values(
      BRAND_KEYS.flatMap((brand) =>
        (['quest', 'season'] as const).map((key) => {
          const { defaults } = FEATURE_DEFINITIONS[key];
          return { brand, key, enabled: true, ...defaults };
        }),
      ),
    )
    .onConflictDoNothing();
  const today = sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`;
  const inDays = (n: number) =>
    sql`(date_trunc('day', now() at time zone 'UTC') + ${`${n} days`}::interval) at time zone 'UTC'`;
  await db.insert(quests).values(
    BRAND_KEYS.flatMap((brand) => [
      {
        brand,
        type: 'season' as const,
        title: 'Season quest',
        startsAt: today,
        dayHours: 168,
        days: SEASON_WEEKS,
        sharedGameSets: SHARED_GAME_SETS,
      },
      {
        brand,
        type: 'advent' as const,
        title: 'Advent calendar',
        startsAt: today,
        dayHours: 24,
        days: ADVENT_DAYS,
        sharedGameSets: {},
      },
      {
        brand,
        type: 'fp_challenge' as const,
        title: 'Free-play challenge',
        startsAt: today,
        dayHours: 168,
        days: FP_CHALLENGE,
        sharedGameSets: SHARED_GAME_SETS,
      },
      {
        brand,
        type: 'fp_challenge' as const,
        title: 'Free-play challenge',
        startsAt: inDays(7),
        dayHours: 168,
        days: FP_CHALLENGE,
        sharedGameSets: SHARED_GAME_SETS,
      },
    ]),
  );
}
