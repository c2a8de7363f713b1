import type { PushMessage, PublicRoom } from '@casino/contracts';
import type { Clock } from '../clock/clock.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { rowsOf } from '../wallet/check-ledger.ts';
import { publishBalance } from '../wallet/publish-balance.ts';
import type { Activity, ActivityHandler, ActivityKick, ActivityKind, ActivityPushes } from './activity.ts';

/** After this many failed runs an activity is set aside with its error (an operator looks at `last_error`). */
export const ACTIVITY_MAX_ATTEMPTS = 5;
const BATCH_SIZE = 50;

export interface ActivityDispatcher extends ActivityKick {
  /** Processes every pending activity now and resolves when none is left (tests, the sweep). */
  drain(): Promise<void>;
  /** Waits for a running drain; later kicks are ignored. */
  stop(): Promise<void>;
}

interface Row {
  id: number | string;
  kind: ActivityKind;
  player_id: string;
  data: unknown;
  occurred_at: string | Date;
  attempts: number;
  brand: string;
  failed_handlers: string[] | null;
}

/** Pushes held until commit: a rolled-back handler's pushes are never sent. */
function bufferedPushes() {
  const sends: Array<(publisher: Publisher) => void> = [];
  const balances = new Set<string>();
  const push: ActivityPushes = {
    toPlayer: (playerId: string, message: PushMessage) => sends.push((p) => p.toPlayer(playerId, message)),
    toRoom: (room: PublicRoom, message: PushMessage) => sends.push((p) => p.toRoom(room, message)),
    toBrand: (brand: string, message: PushMessage) => sends.push((p) => p.toBrand(brand, message)),
    balanceOf: (playerId: string) => balances.add(playerId),
  };
  return { push, sends, balances };
}

/**
 * Runs every feature's handlers over recorded activity, once (docs/engagement.md, "Player activity"). A batch
 * of pending rows is taken with `FOR UPDATE SKIP LOCKED`, so server processes share the work and never take
 * the same row; each activity runs its handlers in a savepoint and is marked processed in the same
 * transaction, so what a handler writes and the mark commit together. Each handler runs in its own
 * savepoint: one that fails rolls back its own work only (the others' commits), is retried alone by the
 * next drain (`failed_handlers`) and is set aside after ACTIVITY_MAX_ATTEMPTS.
 */
export function createActivityDispatcher(deps: {
  db: Db;
  publisher: Publisher;
  clock: Clock;
  handlers: readonly ActivityHandler[];
  logger?: { error(obj: object, msg?: string): void };
  /** Activities taken per transaction (50). Tests pass 1 to run many dispatchers over one player at once. */
  batchSize?: number;
}): ActivityDispatcher {
  const { db, publisher, clock, handlers, logger } = deps;
  const batchSize = deps.batchSize ?? BATCH_SIZE;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /** One batch; answers how many activities were processed (not failed). */
  async function runBatch(): Promise<number> {
    const now = clock.now();
    const committed = bufferedPushes();
    const processed = await db.transaction(async (tx) => {
      const rows = rowsOf<Row>(
        await tx.execute(sql`
          SELECT a.id, a.kind, a.player_id, a.data, a.occurred_at, a.attempts, a.failed_handlers, p.brand
          FROM activity_events a JOIN players p ON p.id = a.player_id
          WHERE a.processed_at IS NULL
          ORDER BY a.id
          LIMIT ${batchSize}
          FOR UPDATE OF a SKIP LOCKED`),
      );
      let done = 0;
      for (const row of rows) {
        const activity: Activity = {
          id: Number(row.id),
          kind: row.kind,
          playerId: row.player_id,
          brand: row.brand,
          data: row.data as Activity['data'],
          occurredAt: new Date(row.occurred_at),
        };
        // A handler that failed before runs again alone; the others' work committed with their savepoints.
        const due = handlers.filter(
          (handler) =>
            handler[activity.kind] && (!row.failed_handlers || row.failed_handlers.includes(handler.name)),
        );
        const failed: Array<{ name: string; error: unknown }> = [];
        for (const handler of due) {
          const handle = handler[activity.kind] as (ctx: {
            tx: Db;
            activity: Activity;
            now: Date;
            push: ActivityPushes;
          }) => Promise<void>;
          const pending = bufferedPushes();
          try {
            await tx.transaction((savepoint) => handle({ tx: savepoint, activity, now, push: pending.push }));
            committed.sends.push(...pending.sends);
            for (const playerId of pending.balances) committed.balances.add(playerId);
          } catch (error) {
            failed.push({ name: handler.name, error });
          }
        }
        if (failed.length === 0) {
          await tx.execute(sql`UPDATE activity_events SET processed_at = ${now.toISOString()}::timestamptz,
            attempts = attempts + 1, failed_handlers = NULL WHERE id = ${activity.id}`);
          done++;
          continue;
        }
        const attempts = row.attempts + 1;
        const message = failed
          .map(({ name, error }) => `${name}: ${error instanceof Error ? error.message : String(error)}`)
          .join('\n')
          .slice(0, 2000);
        for (const { name, error } of failed)
          logger?.error(
            { err: error, activityId: activity.id, handler: name, attempts },
            'activity handler failed',
          );
        await tx.execute(sql`UPDATE activity_events SET attempts = ${attempts}, last_error = ${message},
          failed_handlers = ${JSON.stringify(failed.map((f) => f.name))}::jsonb,
          processed_at = ${attempts >= ACTIVITY_MAX_ATTEMPTS ? now.toISOString() : null}::timestamptz
          WHERE id = ${activity.id}`);
      }
      return done;
    });
    for (const send of committed.sends) send(publisher);
    for (const playerId of committed.balances) await publishBalance(db, publisher, playerId);
    return processed;
  }

  async function loop() {
    do {
      again = false;
      // A batch that processed nothing (empty, or only failures) ends the pass: failures wait for the sweep.
      while (!stopped && (await runBatch()) > 0);
    } while (again && !stopped);
  }

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = loop()
      .catch((error: unknown) => logger?.error({ err: error }, 'activity dispatch failed'))
      .finally(() => {
        running = null;
      });
  }

  return {
    kick,
    async drain() {
      kick();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      while (running) await running;
    },
  };
}
