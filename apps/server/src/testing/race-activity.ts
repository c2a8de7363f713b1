import { ACTIVITY_HANDLERS, createActivityDispatcher } from '@casino/core';
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
