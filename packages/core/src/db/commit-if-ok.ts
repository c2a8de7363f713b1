import { TransactionRollbackError } from 'drizzle-orm';
import type { Db } from './client.ts';

/** What a step inside a transaction came to: a refusal is a value, and undoes what the step wrote. */
export type Outcome<T, R> = ({ ok: true } & T) | { ok: false; refusal: R };

/**
 * Runs `step` in a transaction (a savepoint when `db` is one already) that commits an ok outcome and
 * rolls back a refusal, which it returns: money steps say no by value instead of throwing to roll back.
 * Errors still roll back and propagate.
 */
export async function commitIfOk<O extends { ok: boolean }>(
  db: Db,
  step: (tx: Db) => Promise<O>,
): Promise<O> {
  let refused: O | undefined;
  try {
    return await db.transaction(async (tx) => {
      const outcome = await step(tx);
      if (!outcome.ok) {
        refused = outcome;
        tx.rollback();
      }
      return outcome;
    });
  } catch (error) {
    if (refused && error instanceof TransactionRollbackError) return refused;
    throw error;
  }
}
