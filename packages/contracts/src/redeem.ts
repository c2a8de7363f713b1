import { z } from 'zod';
import { INT4_MAX } from './primitives.ts';

/** Redeem: a SweepStakes player turns winnings into a payout request that an operator decides. */

export const REDEEM_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const RedeemStatusSchema = z.enum(REDEEM_STATUSES);
export type RedeemStatus = z.infer<typeof RedeemStatusSchema>;

export const RedeemRequestViewSchema = z.object({
  id: z.string().uuid(),
  /** Winnings, player-facing (with cents). */
  amount: z.number(),
  status: RedeemStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The operator's reason for a rejection. */
  note: z.string().nullable(),
});
export type RedeemRequestView = z.infer<typeof RedeemRequestViewSchema>;

export const REDEEM_BLOCK_REASONS = [
  'not_sweepstakes_mode',
  'identity_not_verified',
  'profile_incomplete',
  'below_minimum',
] as const;

/** GET /rest/redeem/ */
export const RedeemInfoResponseSchema = z.object({
  /** The spec's "redeem is active only when the status allows it and the player is in SweepStakes mode". */
  isActive: z.boolean(),
  reasons: z.array(z.enum(REDEEM_BLOCK_REASONS)),
  minimum: z.number(),
  winnings: z.number(),
  requests: z.array(RedeemRequestViewSchema),
});
export type RedeemInfoResponse = z.infer<typeof RedeemInfoResponseSchema>;

/** POST /rest/redeem/ — how much of the redeemable winnings to redeem. */
export const RedeemCreateRequestSchema = z.object({
  amount: z
    .number({ error: 'Enter the amount to redeem.' })
    .positive('Enter an amount above zero.')
    .max(INT4_MAX, 'Enter an amount up to your redeemable winnings.')
    .multipleOf(0.01, 'Use at most two decimals.'),
  idempotencyKey: z.string().uuid(),
});
export type RedeemCreateRequest = z.infer<typeof RedeemCreateRequestSchema>;

/** The answers of the redeem routes: GET /rest/redeem/ (info) and create / cancel (one request). */
export const RedeemInfoReplySchema = z.object({ success: z.literal(true), data: RedeemInfoResponseSchema });
export const RedeemRequestReplySchema = z.object({ success: z.literal(true), data: RedeemRequestViewSchema });

/** POST /rest/ops/redeems/{id}/reject/ — the player reads the note. */
export const RedeemRejectRequestSchema = z.object({
  note: z
    .string({ error: 'Write a note for the player saying why the request is rejected.' })
    .trim()
    .min(1, 'Write a note for the player saying why the request is rejected.')
    .max(500, 'Keep the note under 500 characters.'),
});

/** /rest/redeem/{id}/cancel/ and the operator's /rest/ops/redeems/{id}/… */
export const RedeemIdParamsSchema = z.object({ id: z.string().max(64) });

/** GET /rest/ops/redeems/ */
export const RedeemOpsListQuerySchema = z.object({
  status: RedeemStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
export const RedeemOpsListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(
    RedeemRequestViewSchema.extend({ playerId: z.string(), email: z.string().nullable(), login: z.string() }),
  ),
});
