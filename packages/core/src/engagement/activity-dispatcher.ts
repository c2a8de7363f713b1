import { BREAK_ERROR_CODES, type PushMessage, type PublicRoom } from '@casino/contracts';
import type { Clock } from '../clock/clock.ts';
import { notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { DomainError } from '../errors.ts';
import { activityEvents } from '../db/schema/index.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { rowsOf } from '../wallet/check-ledger.ts';
import { publishBalance } from '../wallet/publish-balance.ts';
import type { Activity, ActivityHandler, ActivityKick, ActivityKind, ActivityPushes } from './activity.ts';

const isBreakRefusal = (error: unknown) =>
  error instanceof DomainError && error.code === BREAK_ERROR_CODES.active;

/**
 * After this many failed runs an activity is set aside with its error (an operator looks at `last_error`).
 * A run that failed on a transient conflict (below) does not count.
 */
export const ACTIVITY_MAX_ATTEMPTS = 5;
const BATCH_SIZE = 50;
/** The advisory-lock class of the per-player locks (two-key space: the second key is the player's hash). */
const PLAYER_LOCK_CLASS = 72_616_028;
/** Players whose lock a transaction tries, oldest pending activity first, among this many pending rows. */
const CANDIDATE_PLAYERS = 16;
const CANDIDATE_ROWS = 500;

/**
 * A conflict PostgreSQL settles by aborting one side: a deadlock (40P01) or a serialization failure (40001).
 * Running the handler again succeeds, so it is no fault of the handler. Drizzle wraps the driver's error.
 */
export function isTransientConflict(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

export interface ActivityDispatcher extends ActivityKick {
  /**
   * Processes every pending activity now and resolves when none is left but what failed this pass or another
   * dispatcher is working on (tests, the sweep).
   */
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
 * Runs every feature's handlers over recorded activity, once (docs/engagement.md, "Player activity"). A
 * transaction works for one player: it takes the player's advisory lock with a try (never waiting, so two
 * dispatchers never wait on each other and cannot deadlock; a busy player is left to the dispatcher that has
 * it), then up to `batchSize` of that player's pending rows `FOR UPDATE SKIP LOCKED`. Each activity runs its
 * handlers in a savepoint and is marked processed in the same transaction, so what a handler writes and the
 * mark commit together. Each handler runs in its own savepoint: one that fails rolls back its own work only
 * (the others' commits), is retried alone by the next pass (`failed_handlers`) and is set aside after
 * ACTIVITY_MAX_ATTEMPTS real failures (a transient conflict is retried without counting).
 */
export function createActivityDispatcher(deps: {
  db: Db;
  publisher: Publisher;
  clock: Clock;
  handlers: readonly ActivityHandler[];
  logger?: { error(obj: object, msg?: string): void };
  /** Activities of one player taken per transaction (50). */
  batchSize?: number;
  /** Told after each commit (metrics): the activities it processed and the handlers that failed. */
  observer?: {
    processed(activity: Activity): void;
    failed(kind: ActivityKind, handler: string): void;
  };
}): ActivityDispatcher {
  const { db, publisher, clock, handlers, logger } = deps;
  const batchSize = deps.batchSize ?? BATCH_SIZE;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /**
   * One player's batch, skipping the players in `skip`: answers the player taken (null when every player
   * with pending activity is skipped or busy in another transaction) and whether to leave it for this pass
   * (an activity failed).
   */
  async function runBatch(skip: ReadonlySet<string>): Promise<{ playerId: string; leave: boolean } | null> {
    const now = clock.now();
    const committed = bufferedPushes();
    const processed: Activity[] = [];
    const failures: Array<{ kind: ActivityKind; handler: string }> = [];
    const taken = await db.transaction(async (tx) => {
      const candidates = rowsOf<{ player_id: string }>(
        await tx.execute(sql`
          SELECT player_id FROM (
            SELECT id, player_id FROM activity_events
            WHERE processed_at IS NULL AND ${notInArray(activityEvents.playerId, [...skip])}
            ORDER BY id LIMIT ${CANDIDATE_ROWS}) pending
          GROUP BY player_id ORDER BY min(id) LIMIT ${CANDIDATE_PLAYERS}`),
      );
      let playerId: string | null = null;
      for (const candidate of candidates) {
        const [lock] = rowsOf<{ locked: boolean }>(
          await tx.execute(
            sql`SELECT pg_try_advisory_xact_lock(${PLAYER_LOCK_CLASS}, hashtext(${candidate.player_id})) AS locked`,
          ),
        );
        if (lock?.locked) {
          playerId = candidate.player_id;
          break;
        }
      }
      if (!playerId) return null;
      const rows = rowsOf<Row>(
        await tx.execute(sql`
          SELECT a.id, a.kind, a.player_id, a.data, a.occurred_at, a.attempts, a.failed_handlers, p.brand
          FROM activity_events a JOIN players p ON p.id = a.player_id
          WHERE a.player_id = ${playerId} AND a.processed_at IS NULL
          ORDER BY a.id
          LIMIT ${batchSize}
          FOR UPDATE OF a SKIP LOCKED`),
      );
      let anyFailed = false;
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
            // A player on a break gets no prize (the claim rule refused it): the handler's work is rolled back
            // and the activity is done for it, not retried until it is set aside.
            if (isBreakRefusal(error)) continue;
            failed.push({ name: handler.name, error });
          }
        }
        if (failed.length === 0) {
          processed.push(activity);
          await tx.execute(sql`UPDATE activity_events SET processed_at = ${now.toISOString()}::timestamptz,
            attempts = attempts + 1, failed_handlers = NULL WHERE id = ${activity.id}`);
          continue;
        }
        anyFailed = true;
        // Only real failures count towards setting the activity aside.
        const attempts = row.attempts + (failed.every(({ error }) => isTransientConflict(error)) ? 0 : 1);
        const message = failed
          .map(({ name, error }) => `${name}: ${error instanceof Error ? error.message : String(error)}`)
          .join('\n')
          .slice(0, 2000);
        for (const { name } of failed) failures.push({ kind: activity.kind, handler: name });
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
      // Nothing left to take (another transaction just processed it) counts as done for this pass.
      return { playerId, leave: anyFailed || rows.length === 0 };
    });
    for (const activity of processed) deps.observer?.processed(activity);
    for (const { kind, handler } of failures) deps.observer?.failed(kind, handler);
    for (const send of committed.sends) send(publisher);
    for (const playerId of committed.balances) await publishBalance(db, publisher, playerId);
    return taken;
  }

  async function loop() {
    do {
      again = false;
      // A player whose batch failed is left for the next pass (a kick, the sweep); the pass ends when no
      // other player has pending activity this dispatcher can take.
      const skip = new Set<string>();
      while (!stopped) {
        const taken = await runBatch(skip);
        if (!taken) break;
        if (taken.leave) skip.add(taken.playerId);
      }
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
