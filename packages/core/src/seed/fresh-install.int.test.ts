import { asc, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_KEYS, type PushMessage } from '@casino/contracts';
import { createManualClock } from '../clock/clock.ts';
import { isLive, loadFeatures } from '../engagement/load-features.ts';
import { openPostgres, type Database, type Db } from '../db/client.ts';
import * as tables from '../db/schema/index.ts';
import { parseQuestRow } from '../quests/load-quests.ts';
import { questEnd } from '../quests/quest-rules.ts';
import { makeQuestOccurrences } from '../quests/quest-occurrences.ts';
import { announceQuestTransitions } from '../quests/quest-transitions.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { createPostgresDatabase, createTestDatabase, PG_TEMPLATE_ENV } from '../testing/test-database.ts';
import { finishTournaments } from '../tournaments/finish-tournaments.ts';
import { makeTournamentOccurrences, startTournaments } from '../tournaments/tournament-occurrences.ts';
import { rowsOf } from '../wallet/check-ledger.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** One tick of the schedule's jobs, as the job engine runs them (called directly with the moved clock). */
async function runJobs(
  db: Db,
  publisher: ReturnType<typeof createRecordingPublisher>['publisher'],
  now: Date,
) {
  await makeTournamentOccurrences(db, now);
  await startTournaments({ db, publisher }, now);
  await finishTournaments({ db, publisher }, now);
  await makeQuestOccurrences(db, now);
  await announceQuestTransitions({ db, publisher }, now);
}

/** The seed's time: the dated launch race started an hour before it. */
async function seededAt(db: Db): Promise<Date> {
  const [first] = await db
    .select({ startsAt: tables.tournaments.startsAt })
    .from(tables.tournaments)
    .where(isNull(tables.tournaments.templateId))
    .orderBy(asc(tables.tournaments.startsAt))
    .limit(1);
  return new Date(first!.startsAt.getTime() + HOUR);
}

/**
 * The brands with a race running at `now` (the rule of the tournaments' list: started, not ended, not paid) and
 * with a quest running (`isRunningAt`: within its days), in two reads for all brands.
 */
async function liveBrands(db: Db, now: Date) {
  const at = now.toISOString();
  const races = rowsOf<{ brand: string }>(
    await db.execute(sql`SELECT DISTINCT brand FROM tournaments
      WHERE starts_at <= ${at}::timestamptz AND ends_at > ${at}::timestamptz AND finished_at IS NULL`),
  );
  const quests = rowsOf<{ brand: string }>(
    await db.execute(sql`SELECT DISTINCT brand FROM quests WHERE starts_at <= ${at}::timestamptz
      AND starts_at + jsonb_array_length(days) * day_hours * interval '1 hour' > ${at}::timestamptz`),
  );
  return { races: new Set(races.map((r) => r.brand)), quests: new Set(quests.map((r) => r.brand)) };
}

/** The daily features a player comes back for every day (issue #32: "and the daily features"). */
const DAILY_FEATURES = ['dailyLogin', 'dailyWheel', 'dailyChests'] as const;

const counts = (sent: Array<{ message: PushMessage }>, type: string, action: string) => {
  const byId = new Map<number, number>();
  for (const { message } of sent)
    if (message.type === type && message.action === action) {
      const id =
        (message.data as { id?: number; questId?: number }).id ??
        (message.data as { questId: number }).questId;
      byId.set(id, (byId.get(id) ?? 0) + 1);
    }
  return byId;
};

// The year's walk is the schedule's logic over one database, the embedded one a fresh install has; what PostgreSQL
// adds (two instances racing on one database) is the week of hourly ticks below.
describe.each(['pglite'] as const)('a fresh install on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it('has a running race, a running quest and the daily features for every brand every day for 400 days, each occurrence started and finished once', async () => {
    const { db } = database;
    const { publisher, sent } = createRecordingPublisher();
    const clock = createManualClock(await seededAt(db));
    const end = new Date(clock.now().getTime() + 400 * DAY);
    // The rows as seeded (nothing in the walk writes them); their schedules are judged at each day's time.
    const features = new Map(
      await Promise.all(BRAND_KEYS.map(async (b) => [b, await loadFeatures(db, b)] as const)),
    );
    const dry: string[] = [];
    for (; clock.now() < end; clock.advance(DAY)) {
      const now = clock.now();
      await runJobs(db, publisher, now);
      const { races, quests } = await liveBrands(db, now);
      for (const brand of BRAND_KEYS) {
        if (!races.has(brand)) dry.push(`${now.toISOString()} ${brand}: no race`);
        if (!quests.has(brand)) dry.push(`${now.toISOString()} ${brand}: no quest`);
        for (const key of DAILY_FEATURES) {
          const feature = features.get(brand)!.find((f) => f.key === key);
          if (!feature || !isLive(feature, now)) dry.push(`${now.toISOString()} ${brand}: no ${key}`);
        }
      }
    }
    expect(dry).toEqual([]);

    const now = clock.now();
    const ended = await db
      .select()
      .from(tables.tournaments)
      .where(lte(tables.tournaments.endsAt, new Date(now.getTime() - DAY)));
    // Two launch races and about 385 daily and 55 weekly ones per brand.
    expect(ended.length).toBeGreaterThan(BRAND_KEYS.length * 430);
    expect(ended.filter((t) => t.startedAt === null || t.finishedAt === null)).toEqual([]);
    const started = counts(sent, 'tournament', 'started');
    const finished = counts(sent, 'tournament', 'finished');
    for (const t of ended) {
      expect(finished.get(t.id), `tournament ${t.id} finished once`).toBe(1);
      // The first launch race had begun before the first run: marked started, not announced.
      if (t.templateId !== null) expect(started.get(t.id), `tournament ${t.id} started once`).toBe(1);
    }

    const quests = (await db.select().from(tables.quests).where(isNotNull(tables.quests.templateId)))
      .flatMap((row) => parseQuestRow(row) ?? [])
      .filter((q) => questEnd(q).getTime() <= now.getTime() - DAY);
    // The templates' quests that ended: weekly challenges, monthly seasons and one advent calendar.
    expect(new Set(quests.map((q) => q.type))).toEqual(new Set(['fp_challenge', 'season', 'advent']));
    const questStarts = counts(sent, 'quest', 'started');
    const questEnds = counts(sent, 'quest', 'finished');
    for (const q of quests) {
      expect(questStarts.get(q.id), `quest ${q.id} started once`).toBe(1);
      expect(questEnds.get(q.id), `quest ${q.id} finished once`).toBe(1);
    }
  }, 1_800_000);
});

/** Two app instances (two connection pools) on one PostgreSQL database, their jobs racing on every tick. */
describe.runIf(process.env.DATABASE_URL && process.env[PG_TEMPLATE_ENV])(
  'a fresh install on two app instances',
  () => {
    it('makes, starts, finishes and announces each occurrence once over a week of hourly ticks', async () => {
      const copy = await createPostgresDatabase('casino_schedule', process.env[PG_TEMPLATE_ENV]);
      const one = openPostgres(copy.url, { max: 4 });
      const two = openPostgres(copy.url, { max: 4 });
      try {
        const a = createRecordingPublisher();
        const b = createRecordingPublisher();
        // The week in which the recurring templates take over from the launch races and quests.
        const clock = createManualClock(new Date((await seededAt(one.db)).getTime() + 10 * DAY));
        const end = new Date(clock.now().getTime() + 7 * DAY);
        for (; clock.now() < end; clock.advance(HOUR)) {
          const now = clock.now();
          await Promise.all([runJobs(one.db, a.publisher, now), runJobs(two.db, b.publisher, now)]);
        }
        const sent = [...a.sent, ...b.sent];
        const ended = await one.db
          .select()
          .from(tables.tournaments)
          .where(lte(tables.tournaments.endsAt, end));
        const made = await one.db
          .select()
          .from(tables.tournaments)
          .where(isNotNull(tables.tournaments.templateId));
        // Both launch races and a few daily races of every brand ended in the week.
        expect(ended.length).toBeGreaterThanOrEqual(BRAND_KEYS.length * 4);
        const started = counts(sent, 'tournament', 'started');
        const finished = counts(sent, 'tournament', 'finished');
        for (const t of ended) expect(finished.get(t.id), `tournament ${t.id} finished once`).toBe(1);
        for (const t of made.filter((t) => t.startsAt < end))
          expect(started.get(t.id), `tournament ${t.id} started once`).toBe(1);
        const transitions = await one.db.select().from(tables.featureTransitions);
        const questTransitions = sent.filter(({ message }) => message.type === 'quest');
        // Each recorded quest transition was announced by one instance only.
        expect(questTransitions).toHaveLength(
          transitions.filter((t) => t.featureKey.startsWith('quest:')).length,
        );
        expect(questTransitions.length).toBeGreaterThan(0);
      } finally {
        await one.close();
        await two.close();
        await copy.drop();
      }
    }, 1_800_000);
  },
);
