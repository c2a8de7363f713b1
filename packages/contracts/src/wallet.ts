import { z } from 'zod';
import { ok } from './api.ts';
import { INT4_MAX, opsIdempotencyKey } from './primitives.ts';
import { PlayerBalanceSchema } from './game-mode.ts';

/** POST /rest/ops/wallet/adjust/ — an operator's balance correction (positive credits, negative debits). */
export const WalletAdjustRequestSchema = z.object({
  playerEmail: z.string().trim().min(3).max(320),
  currency: z.enum(['COIN', 'ENTRY', 'WINNING']),
  amount: z
    .number()
    .min(-INT4_MAX, 'One adjustment moves at most 2,147,483,647.')
    .max(INT4_MAX, 'One adjustment moves at most 2,147,483,647.')
    .refine((n) => n !== 0, 'The amount must not be 0.'),
  reason: z
    .string()
    .trim()
    .min(3, 'Give a reason of 3 to 500 characters.')
    .max(500, 'Give a reason of 3 to 500 characters.'),
  /** Required: a retried adjustment moves the balance once. */
  idempotencyKey: opsIdempotencyKey(),
});
export type WalletAdjustRequest = z.infer<typeof WalletAdjustRequestSchema>;

/** The adjustment's answer; a repeated key answers the first transfer with replayed: true. */
export const WalletAdjustResponseSchema = ok({
  data: z.object({
    playerId: z.string(),
    transferId: z.string(),
    replayed: z.boolean(),
    balance: PlayerBalanceSchema,
  }),
});
