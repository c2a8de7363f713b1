import { z } from 'zod';
import { ok } from './api.ts';
import { BackofficeListQuerySchema, backofficePageSchema } from './backoffice.ts';
import { rowIdParam } from './primitives.ts';

/**
 * Cooling-off and self-exclusion (issue #18, docs/self-exclusion.md): a break from play the player takes
 * in the account area. A cooling-off lifts by itself at its end; a self-exclusion stays until the player
 * asks to end it after its period, then SELF_EXCLUSION_END_WAIT_MS more (permanent: never).
 */
export const COOLING_OFF_PERIODS = ['24h', '72h', '1w', '1m'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export const BREAK_KINDS = ['coolingOff', 'selfExclusion'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];
export type BreakPeriod = (typeof COOLING_OFF_PERIODS)[number] | (typeof SELF_EXCLUSION_PERIODS)[number];

/** The wait between a player's request to end a self-exclusion and its end. */
export const SELF_EXCLUSION_END_WAIT_MS = 24 * 60 * 60 * 1000;

export const TakeBreakRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('coolingOff'), period: z.enum(COOLING_OFF_PERIODS), confirm: z.literal(true) }),
  z.object({
    kind: z.literal('selfExclusion'),
    period: z.enum(SELF_EXCLUSION_PERIODS),
    confirm: z.literal(true),
  }),
]);
export type TakeBreakRequest = z.infer<typeof TakeBreakRequestSchema>;

export const PlayerBreakSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BREAK_KINDS),
  period: z.string(),
  startedAt: z.string(),
  /** The end of the chosen period; null for a permanent self-exclusion. */
  endsAt: z.string().nullable(),
  /** When the break actually lifts: a cooling-off's end, or 24 h after the end was asked; null: not yet known. */
  liftsAt: z.string().nullable(),
  endRequestedAt: z.string().nullable(),
  /** Lifted early by an operator (admin, with a reason). */
  liftedAt: z.string().nullable(),
  liftReason: z.string().nullable(),
  /** The player may ask to end it now (a self-exclusion past its period, not yet asked). */
  canRequestEnd: z.boolean(),
});
export type PlayerBreak = z.infer<typeof PlayerBreakSchema>;

/** GET /rest/self-exclusion/: the running break, if any, and the idle sign-out time of sessions. */
export const SelfExclusionStatusSchema = ok({
  data: z.object({
    active: PlayerBreakSchema.nullable(),
    idleMinutes: z.number().int(),
  }),
});
export type SelfExclusionStatus = z.infer<typeof SelfExclusionStatusSchema>['data'];

export const TakeBreakResponseSchema = ok({ data: PlayerBreakSchema });

/** Back-office: what a player's breaks sort by, and the states they filter on. */
export const BO_BREAK_SORTS = ['startedAt', 'endsAt', 'liftsAt'] as const;
export const BO_BREAK_STATES = ['inForce', 'over'] as const;
const emptyIsNone = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * GET /rest/backoffice/players/{id}/breaks/: the list rules of every back-office list (page, pageSize, sort,
 * order, `format=csv`; newest first by default) with `state` (in force or over) and `kind` filters.
 */
export const BackofficePlayerBreaksQuerySchema = BackofficeListQuerySchema.extend({
  sort: emptyIsNone(z.enum(BO_BREAK_SORTS, { error: `Sort by one of: ${BO_BREAK_SORTS.join(', ')}.` })),
  state: emptyIsNone(z.enum(BO_BREAK_STATES, { error: 'Choose inForce or over.' })),
  kind: emptyIsNone(z.enum(BREAK_KINDS, { error: 'Choose coolingOff or selfExclusion.' })),
});
export type BackofficePlayerBreaksQuery = z.infer<typeof BackofficePlayerBreaksQuerySchema>;
export const BackofficePlayerBreakPageSchema = backofficePageSchema(PlayerBreakSchema);
export const BackofficeLiftBreakRequestSchema = z.object({
  reason: z.string().trim().min(3, 'Give a reason of 3 to 500 characters.').max(500),
});
export const BackofficeLiftBreakParamsSchema = z.object({
  playerId: z.uuid('A player id is a UUID, like 6f1c…-…; open the player from the list.'),
  breakId: rowIdParam('A break id is a whole number; open the break from the player page.'),
});

/** Why a session ended, told to the player's open pages and shown after a sign-out. */
export const SESSION_END_REASONS = ['break', 'idle', 'signedOut'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
/** A short-lived readable cookie the server sets when it ended a session; the page says why, then clears it. */
export const SIGNED_OUT_COOKIE = 'signed_out';
