import { sql } from 'drizzle-orm';

/** SQLSTATE of `casino_abort(reason)` (migration 0026). */
const ABORT_SQLSTATE = 'CA001';
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** PostgreSQL's SQLSTATE and message of a failed statement, wherever a driver wraps it (drizzle: `cause`). */
export function sqlError(error: unknown): { code: string; message: string } | undefined {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  )
    if (typeof e.code === 'string' && SQLSTATE.test(e.code))
      return { code: e.code, message: String(e.message) };
  return undefined;
}

/**
 * SQL that aborts the statement it is evaluated in, undoing every row the statement wrote: a statement
 * sent without BEGIN stays all-or-nothing when a part of it is missing. Use it in a CASE branch.
 */
export const abortStatement = (reason: string) => sql`casino_abort(${reason})`;

/** The reason given to `abortStatement` when `error` is that abort, else undefined. */
export function abortReason(error: unknown): string | undefined {
  const failed = sqlError(error);
  return failed?.code === ABORT_SQLSTATE ? failed.message : undefined;
}
