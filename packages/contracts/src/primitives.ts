import { z } from 'zod';

/** The largest value a PostgreSQL `integer` (int4) column holds; anything above must be refused, not stored. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/**
 * A whole number an `integer` (int4) column holds. Every number a route takes is bounded (the fuzz suite's
 * "bounds every number" test checks the registered routes), so one past the column is a 4xx before any
 * query; answers and pushes that carry such numbers say so too.
 */
export const int4 = () => z.number().int().min(INT4_MIN).max(INT4_MAX);

/** A serial id in a JSON body: a whole number from 1 to INT4_MAX. */
export const rowId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);

/** A serial id in a path or query string (text there, so coerced): a whole number from 1 to INT4_MAX. */
export const rowIdParam = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);

/** The first and last instants a date or time a route takes may name (filters, schedules). */
export const EARLIEST_TIME = '1900-01-01T00:00:00.000Z';
export const LATEST_TIME = '9999-12-31T23:59:59.999Z';

/**
 * True when `value` (a `YYYY-MM-DD` day, an ISO time with its offset, or a Date) lies from EARLIEST_TIME to
 * LATEST_TIME. zod's ISO checks allow the year 0000 and JavaScript dates reach ±275760, but PostgreSQL has no
 * year 0 and no 6-digit years: such a time must be a 400 before any query, not a database error (a 500).
 */
export function inTimeRange(value: string | Date): boolean {
  const ms =
    value instanceof Date
      ? value.getTime()
      : Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return ms >= Date.parse(EARLIEST_TIME) && ms <= Date.parse(LATEST_TIME);
}

const OPS_KEY_MESSAGE =
  'Send an idempotencyKey (8-100 letters, digits, "-" or "_"): a new one for each change, the same one when you retry it.';

/**
 * The idempotency key of an operator call that moves money (the same body field as the back-office form and
 * the cashier): the first call with a key moves the money, a retry with it answers the first call.
 */
export const opsIdempotencyKey = () =>
  z.string({ error: OPS_KEY_MESSAGE }).regex(/^[A-Za-z0-9_-]{8,100}$/, OPS_KEY_MESSAGE);
