/**
 * The tournament leaderboard at 10,000 participants (docs/performance.md, "Tournament leaderboard"): the
 * queries a player's view and each scored round make — a place (the rows ahead), the 3 rows either side, the
 * top 10, and the whole view — timed on PostgreSQL over `tournament_players_board_idx`. Prints the median and
 * p95 of each and exits non-zero when a place query's p95 is over the target.
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/tournament-leaderboard.bench.ts
 *   BENCH_PARTICIPANTS (default 10000), BENCH_SAMPLES (default 300), BENCH_TARGET_MS (default 10)
 */
import { sql } from 'drizzle-orm';
import {
  neighboursOf,
  participantOf,
  rowsOf,
  placeOf,
  tables,
  topOf,
  tournamentView,
  toTournamentRecord,
} from '@casino/core';
import { admin, createSeededDatabase } from './postgres.ts';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const TARGET_MS = Number(process.env.BENCH_TARGET_MS ?? 10);

const url = process.env.DATABASE_URL;
if (!url) {
  console.log('the leaderboard bench needs PostgreSQL: set DATABASE_URL. Skipped.');
  process.exit(0);
}

const name = `casino_bench_board_${process.pid}`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function timed(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  console.log(`${label.padEnd(34)} median ${median.toFixed(2)} ms   p95 ${p95.toFixed(2)} ms`);
  return { median, p95 };
}

const database = await createSeededDatabase(url, name, 4);
try {
  const db = database.db;
  const [tournament] = await db.select().from(tables.tournaments).limit(1);
  const t = toTournamentRecord(tournament!);
  // 10,000 players (bare rows, no password hashing) on the board with spread scores and ties.
  await db.execute(sql`
    INSERT INTO players (brand, password_hash, login, refcode)
    SELECT ${t.brand}, 'x', 'bench-' || g, 'bench' || g FROM generate_series(1, ${PARTICIPANTS}) AS g`);
  await db.execute(sql`
    INSERT INTO tournament_players (tournament_id, player_id, points, rounds_played, subscribed_at, reached_at)
    SELECT ${t.id}, id, (random() * 50000)::int / 10 * 10, (random() * 300)::int,
           now() - interval '1 hour', now() - (random() * interval '1 hour')
    FROM players WHERE login LIKE 'bench-%'`);
  // As autovacuum leaves a settled table: statistics and the visibility map (index-only counts).
  await db.execute(sql`VACUUM ANALYZE tournament_players`);
  const ids = rowsOf<{ player_id: string }>(
    await db.execute(
      sql`SELECT player_id FROM tournament_players WHERE tournament_id = ${t.id} ORDER BY random() LIMIT 200`,
    ),
  ).map((r) => r.player_id);
  let i = 0;
  const next = () => ids[i++ % ids.length]!;
  const me = async () => (await participantOf(db, t.id, next()))!;
  const keys = await Promise.all(ids.map((id) => participantOf(db, t.id, id)));
  let k = 0;
  const key = () => keys[k++ % keys.length]!;

  console.log(`tournament leaderboard, ${PARTICIPANTS} participants, ${SAMPLES} samples each (PostgreSQL)`);
  const place = await timed('place (count of rows ahead)', () => placeOf(db, t.id, key()));
  await timed('3 rows either side', () => neighboursOf(db, t.id, key(), 3));
  await timed('top 10', () => topOf(db, t.id, 10));
  await timed('participant row', me);
  await timed('whole view (GET /rest/tournament/)', () =>
    tournamentView(db, t, { playerId: next(), now: new Date(), top: 10, withAround: true }),
  );
  // The plan of a place's main count (the rows with more points): an index-only range scan.
  const plan = await db.execute(sql`
    EXPLAIN SELECT count(*) FROM tournament_players WHERE tournament_id = ${t.id} AND points > 25000`);
  console.log(
    rowsOf<{ 'QUERY PLAN': string }>(plan)
      .map((r) => r['QUERY PLAN'])
      .join('\n'),
  );
  if (place.p95 > TARGET_MS) {
    console.error(`place p95 ${place.p95.toFixed(2)} ms is over the ${TARGET_MS} ms target`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
  await admin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
