import { z } from 'zod';
import { ok } from './api.ts';
import { FreeSpinsPrizeSchema } from './engagement.ts';
import { opsIdempotencyKey } from './primitives.ts';

// The operator's side of free spins, apart from free-spins.ts: the promotions page (in the first load of
// guest pages, for its counter) imports that file, and every schema built there ships with it.

/**
 * POST /rest/ops/free-spins/ (operator token; also `npm run ops -- free-spins:grant`): grants free spins
 * to a player. `idempotencyKey` (required) makes a retried grant happen once.
 */
export const FreeSpinsGrantRequestSchema = FreeSpinsPrizeSchema.extend({
  playerEmail: z.string().trim().min(3).max(320),
  idempotencyKey: opsIdempotencyKey(),
});
export type FreeSpinsGrantRequest = z.infer<typeof FreeSpinsGrantRequestSchema>;

export const FreeSpinsGrantResponseSchema = ok({
  data: z.object({ freeSpinId: z.string(), endDate: z.string(), granted: z.boolean() }),
});
