import { inArray } from 'drizzle-orm';
import { ACTIVITY_HANDLERS, createActivityDispatcher, recordActivity, tables } from '@casino/core';
import type { App } from '../app.ts';

/**
 * Processes every pending activity with `count` dispatchers at once, each taking one activity per
 * transaction (`batchSize: 1`), the way several server processes share the outbox: they take turns on a
 * player (its advisory lock) and work on different players in parallel transactions (PGlite has one
 * connection, so there they queue). The app's own dispatcher then takes whatever a failed handler left.
 * Answers the handler failures the racing dispatchers logged: a test expects none (a deadlock or a unique
 * violation under the race is a bug, even if the retry hides it).
 */
export async function drainRacing(app: App, count = 32): Promise<string[]> {
  const { db, publisher, clock } = app.services;
  const failures: string[] = [];
  const logger = {
    error: (obj: object, msg?: string) => {
      const { err, handler } = obj as { err?: unknown; handler?: string };
      failures.push(`${handler ?? msg ?? 'dispatch'}: ${err instanceof Error ? err.message : String(err)}`);
    },
  };
  const dispatchers = Array.from({ length: count }, () =>
    createActivityDispatcher({ db, publisher, clock, handlers: ACTIVITY_HANDLERS, logger, batchSize: 1 }),
  );
  await Promise.all(dispatchers.map((dispatcher) => dispatcher.drain()));
  await app.services.activity.drain();
  return failures;
}

/**
 * Records a coin round of `bet` for the player under each of `refs`, each taken up at once by a dispatcher of
 * its own (as if each settlement's process did its work), then the app's dispatcher takes what is left; the
 * rounds' activity rows, for the test to check that none was lost or failed.
 */
export async function raceRounds(app: App, playerId: string, refs: string[], bet: number) {
  const { db, publisher, clock } = app.services;
  const dispatchers = refs.map(() =>
    createActivityDispatcher({ db, publisher, clock, handlers: ACTIVITY_HANDLERS }),
  );
  await Promise.all(
    refs.map(async (ref, i) => {
      const data = {
        provider: 'test',
        gameId: 'test-game',
        currency: 'COIN',
        bet,
        win: 0,
        freeRound: false,
      } as const;
      await recordActivity(db, { kind: 'round', ref, playerId, data, at: clock.now() });
      await dispatchers[i]!.drain();
    }),
  );
  await app.services.activity.drain();
  return db.select().from(tables.activityEvents).where(inArray(tables.activityEvents.ref, refs));
}
