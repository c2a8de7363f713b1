import { z } from 'zod';
import { ok } from './api.ts';
import { INT4_MAX } from './primitives.ts';

/** Redeem: a SweepStakes player turns winnings into a payout request that an operator decides. */

export const REDEEM_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const RedeemStatusSchema = z.enum(REDEEM_STATUSES);
export type RedeemStatus = z.infer<typeof RedeemStatusSchema>;

/**
 * A redeem's timeline (docs/redeem.md): the way through, then the two ends that return the winnings.
 * `status` above is what the step means for the money: pending until approved, then paid out.
 */
export const REDEEM_FLOW = ['requested', 'identity_check', 'review', 'approved', 'sent', 'paid'] as const;
export const REDEEM_STEPS = [...REDEEM_FLOW, 'refused', 'cancelled'] as const;
export const RedeemStepSchema = z.enum(REDEEM_STEPS, { error: 'Choose a known redeem step.' });
export type RedeemStep = z.infer<typeof RedeemStepSchema>;
/** Who moved a redeem to a step. */
export const REDEEM_ACTORS = ['player', 'system', 'operator'] as const;
export type RedeemActor = (typeof REDEEM_ACTORS)[number];

export const RedeemTimelineEntrySchema = z.object({
  step: RedeemStepSchema,
  at: z.string(),
  by: z.enum(REDEEM_ACTORS),
  /** The operator's reason (a refusal), shown to the player. */
  note: z.string().nullable(),
});
export type RedeemTimelineEntry = z.infer<typeof RedeemTimelineEntrySchema>;

export const RedeemRequestViewSchema = z.object({
  id: z.string().uuid(),
  /** Winnings, player-facing (with cents). */
  amount: z.number(),
  status: RedeemStatusSchema,
  /** Where the request stands now: the timeline's last step. */
  step: RedeemStepSchema,
  /** Every step reached, oldest first, with its time and who moved it. */
  timeline: z.array(RedeemTimelineEntrySchema),
  /** The step that comes next and when it is expected (the brand's step times); null once it ended. */
  next: z.object({ step: RedeemStepSchema, expectedBy: z.string() }).nullable(),
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
export const RedeemInfoReplySchema = ok({ data: RedeemInfoResponseSchema });
export const RedeemRequestReplySchema = ok({ data: RedeemRequestViewSchema });

/** POST /rest/ops/redeems/{id}/reject/ — the player reads the note. */
export const RedeemRejectRequestSchema = z.object({
  note: z
    .string({ error: 'Write a note for the player saying why the request is rejected.' })
    .trim()
    .min(1, 'Write a note for the player saying why the request is rejected.')
    .max(500, 'Keep the note under 500 characters.'),
});

/** The steps an operator moves a request to (the system and the player make the others). */
export const REDEEM_OPERATOR_STEPS = ['approved', 'sent', 'paid', 'refused'] as const;
const REFUSAL_NOTE = 'Write a note for the player saying why the request is refused and what they can do.';
/** POST …/redeems/{id}/step/ — moves a request one step on; a refusal needs the note the player reads. */
export const RedeemMoveRequestSchema = z
  .strictObject({
    step: z.enum(REDEEM_OPERATOR_STEPS, { error: 'Choose approved, sent, paid or refused.' }),
    note: z.string().trim().max(500, 'Keep the note under 500 characters.').optional(),
  })
  .refine((body) => body.step !== 'refused' || !!body.note, { message: REFUSAL_NOTE, path: ['note'] });
export type RedeemMoveRequest = z.infer<typeof RedeemMoveRequestSchema>;

/** /rest/redeem/{id}/cancel/ and the operator's /rest/ops/redeems/{id}/… */
export const RedeemIdParamsSchema = z.object({ id: z.string().max(64) });

/** GET /rest/ops/redeems/ */
export const RedeemOpsListQuerySchema = z.object({
  status: RedeemStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
export const RedeemOpsListResponseSchema = ok({
  data: z.array(
    RedeemRequestViewSchema.extend({ playerId: z.string(), email: z.string().nullable(), login: z.string() }),
  ),
});
