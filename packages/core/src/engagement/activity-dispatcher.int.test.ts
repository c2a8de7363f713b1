import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createManualClock } from '../clock/clock.ts';
import type { Database, Db } from '../db/client.ts';
import { activityEvents } from '../db/schema/index.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { createPlayer, testRound } from '../testing/factories.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { refuseDuringBreak } from '../self-exclusion/break-rules.ts';
import { takeBreak } from '../self-exclusion/take-break.ts';
import { recordActivity, type ActivityHandler } from './activity.ts';
import { ACTIVITY_MAX_ATTEMPTS, createActivityDispatcher } from './activity-dispatcher.ts';

const AT = new Date('2026-03-10T12:00:00.000Z');

describe.each(databaseKinds())('the activity dispatcher on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());
  const db = () => database.db;

  /** A handler that counts each activity it sees in a table of its own making: its writes commit with the mark. */
  const counting = (seen: Map<number, number>): ActivityHandler => ({
    name: 'counter',
    async round({ activity, push }) {
      seen.set(activity.id, (seen.get(activity.id) ?? 0) + 1);
      push.toPlayer(activity.playerId, { type: 'feature', action: 'claimed', data: { key: 'dailyWheel' } });
    },
  });

  /** A dispatcher at AT over these handlers; its pushes go to `publisher` (a throwaway one unless given). */
  const dispatcherOf = (handlers: ActivityHandler[], publisher = createRecordingPublisher().publisher) =>
    createActivityDispatcher({ db: db(), publisher, clock: createManualClock(AT), handlers });

  const eventOf = async (ref: string) =>
    (await db().select().from(activityEvents).where(eq(activityEvents.ref, ref)))[0];

  const record = (tx: Db, playerId: string, ref: string, bet = 100) =>
    recordActivity(tx, { kind: 'round', ref, playerId, data: testRound(bet), at: AT });

  it('records a source once and hands each activity to its handlers once, with the brand', async () => {
    const { player } = await createPlayer(db(), { brand: 'tao' });
    const ref = `test:${player.id}:1`;
    await record(db(), player.id, ref);
    await record(db(), player.id, ref, 999); // a replayed round: ignored
    const seen: string[] = [];
    const { publisher, sent } = createRecordingPublisher();
    const dispatcher = dispatcherOf(
      [
        {
          name: 'spy',
          async round({ activity }) {
            if (activity.playerId === player.id) seen.push(`${activity.brand} ${activity.data.bet}`);
          },
        },
      ],
      publisher,
    );
    await dispatcher.drain();
    await dispatcher.drain();
    expect(seen).toEqual(['tao 100']);
    expect(sent).toEqual([]);
  });

  it('processes each of many activities once while two processes drain them at the same time', async () => {
    const { player } = await createPlayer(db());
    const refs = Array.from({ length: 120 }, (_, i) => `race:${player.id}:${i}`);
    for (const ref of refs) await record(db(), player.id, ref);
    const seen = new Map<number, number>();
    const dispatchers = [0, 1].map(() => dispatcherOf([counting(seen)]));
    await Promise.all(
      Array.from({ length: 32 }, (_, i) => {
        dispatchers[i % 2]!.kick();
        return dispatchers[i % 2]!.drain();
      }),
    );
    const rows = await db().select().from(activityEvents).where(inArray(activityEvents.ref, refs));
    expect(rows.every((row) => row.processedAt !== null)).toBe(true);
    const counts = rows.map((row) => seen.get(row.id));
    expect(counts).toEqual(rows.map(() => 1));
  });

  it('rolls back a failing handler with its pushes, retries it alone and sets it aside after the last attempt', async () => {
    const { player } = await createPlayer(db());
    const ref = `fail:${player.id}`;
    await record(db(), player.id, ref);
    const { publisher, sent } = createRecordingPublisher();
    let calls = 0;
    let fine = 0;
    const dispatcher = dispatcherOf(
      [
        {
          name: 'broken',
          async round({ activity, push }) {
            if (activity.playerId !== player.id) return;
            calls++;
            push.toPlayer(player.id, { type: 'feature', action: 'claimed', data: { key: 'dailyWheel' } });
            throw new Error('no luck');
          },
        },
        {
          // Another feature's handler is not held back by the broken one, and runs once.
          name: 'fine',
          async round({ activity }) {
            if (activity.playerId === player.id) fine++;
          },
        },
      ],
      publisher,
    );
    for (let i = 0; i < ACTIVITY_MAX_ATTEMPTS + 2; i++) await dispatcher.drain();
    expect(calls).toBe(ACTIVITY_MAX_ATTEMPTS);
    expect(fine).toBe(1);
    expect(sent.filter((s) => s.to === `player:${player.id}`)).toEqual([]);
    const row = await eventOf(ref);
    expect(row).toMatchObject({
      attempts: ACTIVITY_MAX_ATTEMPTS,
      lastError: 'broken: no luck',
      failedHandlers: ['broken'],
    });
    expect(row!.processedAt).not.toBeNull();
  });

  it('retries a handler that lost a deadlock or a serialization conflict without counting it towards setting it aside', async () => {
    const { player } = await createPlayer(db());
    const ref = `conflict:${player.id}`;
    await record(db(), player.id, ref);
    // What drizzle throws when PostgreSQL aborts one side: the driver's error (with its SQLSTATE) as the cause.
    const conflict = (code: string) =>
      new Error('Failed query', { cause: Object.assign(new Error('deadlock detected'), { code }) });
    const conflicts = ACTIVITY_MAX_ATTEMPTS + 1;
    let calls = 0;
    const dispatcher = dispatcherOf([
      {
        name: 'contended',
        async round({ activity }) {
          if (activity.playerId !== player.id) return;
          calls++;
          if (calls <= conflicts) throw conflict(calls % 2 ? '40P01' : '40001');
        },
      },
    ]);
    // Each pass tries the activity once (a player that failed waits for the next pass).
    for (let i = 0; i <= conflicts; i++) await dispatcher.drain();
    expect(calls).toBe(conflicts + 1);
    const row = await eventOf(ref);
    expect(row).toMatchObject({ attempts: 1, failedHandlers: null });
    expect(row!.processedAt).not.toBeNull();
  });

  it('marks done, without retrying or setting aside, an activity whose prize the claim rule refuses to a player on a break', async () => {
    const { player } = await createPlayer(db());
    await takeBreak(db(), {
      playerId: player.id,
      request: { kind: 'coolingOff', period: '24h', confirm: true },
      now: AT,
    });
    const ref = `break:${player.id}`;
    await record(db(), player.id, ref);
    let calls = 0;
    const dispatcher = dispatcherOf([
      {
        name: 'prize',
        async round({ tx, activity, now }) {
          if (activity.playerId !== player.id) return;
          calls++;
          await refuseDuringBreak(tx, activity.playerId, now);
        },
      },
    ]);
    await dispatcher.drain();
    await dispatcher.drain();
    expect(calls).toBe(1);
    const row = await eventOf(ref);
    expect(row).toMatchObject({ attempts: 1, failedHandlers: null, lastError: null });
    expect(row!.processedAt).not.toBeNull();
  });
});
