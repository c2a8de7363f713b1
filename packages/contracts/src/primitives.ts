import { z } from 'zod';

/** The largest value a PostgreSQL `integer` (int4) column holds; anything above must be refused, not stored. */
export const INT4_MAX = 2_147_483_647;

/** A serial id in a JSON body: a whole number from 1 to INT4_MAX. */
export const rowId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);

/** A serial id in a path or query string (text there, so coerced): a whole number from 1 to INT4_MAX. */
export const rowIdParam = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);
