import { z } from 'zod';
import { ok } from './api.ts';
import { INT4_MAX } from './primitives.ts';
import { VALIDATION } from './validation.ts';

/**
 * Player protection limits (docs/play-limits.md): purchase limits in the site's currency (cents), play
 * limits per currency on what is wagered or lost (the currency's minor unit), a session time limit
 * (minutes) and the reality check interval. A lower limit applies at once; a higher one, or removing one,
 * only after PLAY_LIMIT_RAISE_DELAY_HOURS.
 */
export const PLAY_LIMIT_KINDS = [
  'purchase',
  'wager-COIN',
  'loss-COIN',
  'wager-ENTRY',
  'loss-ENTRY',
  'session',
] as const;
export type PlayLimitKind = (typeof PLAY_LIMIT_KINDS)[number];
export const PLAY_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type PlayLimitPeriod = (typeof PLAY_LIMIT_PERIODS)[number] | 'session';

/** Raising or removing a limit waits this long (a cooling-off of the change itself). */
export const PLAY_LIMIT_RAISE_DELAY_HOURS = 24;
/** Calendar periods are counted in this time zone (weeks start on Monday). */
export const PLAY_LIMIT_TIME_ZONE = 'UTC';
/** The site's currency: purchase limits are in its cents. */
export const PLAY_LIMIT_PURCHASE_CURRENCY = 'USD';
/** A play session ends after this long without the player on the site (no page, no heartbeat). */
export const PLAY_SESSION_IDLE_MINUTES = 30;
/** How often a reality check may be asked for; the default is 60. */
export const REALITY_CHECK_CHOICES = [15, 30, 45, 60, 90, 120] as const;
export const REALITY_CHECK_DEFAULT_MINUTES = 60;
/** The largest limit accepted (minor units, cents or minutes): far above any real use, an integer column's bound. */
export const PLAY_LIMIT_MAX = INT4_MAX;
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60;

/** Refusals people read (codes resolved in their language through the `validation` messages). */
export const PLAY_LIMIT_TEXTS = VALIDATION.playLimits;

export const PlayLimitPendingSchema = z.object({
  /** null: the limit is being removed. */
  amount: z.number().int().positive().nullable(),
  /** When the change takes effect (ISO). */
  from: z.string(),
});

export const PlayLimitViewSchema = z.object({
  kind: z.enum(PLAY_LIMIT_KINDS),
  period: z.enum([...PLAY_LIMIT_PERIODS, 'session']),
  /** The limit in force now. */
  amount: z.number().int().positive(),
  /** Used so far in the current period (session: minutes of the current play session). */
  used: z.number().int().nonnegative(),
  /** When the period starts again (ISO); null for the session limit. */
  resetsAt: z.string().nullable(),
  pending: PlayLimitPendingSchema.nullable(),
});
export type PlayLimitView = z.infer<typeof PlayLimitViewSchema>;

export const PlayLimitsReplySchema = z.object({
  limits: z.array(PlayLimitViewSchema),
  realityCheckMinutes: z.number().int().positive(),
  timeZone: z.string(),
  purchaseCurrency: z.string(),
  raiseDelayHours: z.number().int().positive(),
});
export type PlayLimitsReply = z.infer<typeof PlayLimitsReplySchema>;

/** Sets (amount) or removes (null) one limit. The session limit's period is 'session'; the others' a calendar period. */
export const SetPlayLimitRequestSchema = z
  .strictObject({
    kind: z.enum(PLAY_LIMIT_KINDS, { error: VALIDATION.playLimits.kindInvalid }),
    period: z.enum([...PLAY_LIMIT_PERIODS, 'session'], { error: VALIDATION.playLimits.periodInvalid }),
    amount: z
      .number({ error: VALIDATION.playLimits.amountInvalid })
      .int(VALIDATION.playLimits.amountInvalid)
      .positive(VALIDATION.playLimits.amountInvalid)
      .max(PLAY_LIMIT_MAX, VALIDATION.playLimits.amountTooLarge)
      .nullable(),
  })
  .superRefine((value, ctx) => {
    if ((value.kind === 'session') !== (value.period === 'session'))
      ctx.addIssue({ code: 'custom', path: ['period'], message: VALIDATION.playLimits.periodInvalid });
    if (value.kind === 'session' && value.amount !== null && value.amount > SESSION_LIMIT_MAX_MINUTES)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: VALIDATION.playLimits.amountTooLarge });
  });
export type SetPlayLimitRequest = z.infer<typeof SetPlayLimitRequestSchema>;

export const SetRealityCheckRequestSchema = z.strictObject({
  // A list of literals: bounded by construction (what the fuzz test checks of every number).
  minutes: z.union(
    REALITY_CHECK_CHOICES.map((m) => z.literal(m)),
    { error: VALIDATION.playLimits.realityCheckInvalid },
  ),
});

/** The play session as the server counts it: what the reality check shows and when it is due. */
export const PlaySessionSchema = z.object({
  startedAt: z.string(),
  now: z.string(),
  elapsedSeconds: z.number().int().nonnegative(),
  realityCheckMinutes: z.number().int().positive(),
  /** When the next reality check is due (ISO). */
  realityCheckAt: z.string(),
  realityCheckDue: z.boolean(),
  /** Net result of the session's rounds per currency, in minor units (wins minus bets). */
  net: z.object({ COIN: z.number().int(), ENTRY: z.number().int() }),
  /** The session time limit in force, if any. */
  sessionLimit: z
    .object({ minutes: z.number().int().positive(), endsAt: z.string(), reached: z.boolean() })
    .nullable(),
});
export type PlaySession = z.infer<typeof PlaySessionSchema>;

/** `GET /rest/backoffice/players/{id}/limits/` (players.read): the player's limits, read-only. */
export const BackofficePlayerLimitsResponseSchema = ok({
  data: PlayLimitsReplySchema,
});
export const backofficePlayerLimitsPath = (playerId: string) =>
  `/rest/backoffice/players/${encodeURIComponent(playerId)}/limits/`;
