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
