import { z } from 'zod';
import { ok } from './api.ts';
import {
  BACKOFFICE_BASE,
  BackofficeListQuerySchema,
  backofficePageSchema,
  BackofficePersonSchema,
} from './backoffice.ts';
import { inTimeRange } from './primitives.ts';

/**
 * The back-office's players area (issue #16, docs/backoffice.md): search, the player's page and its lists,
 * and the support and finance actions on an account. Every amount here is in the units players see (coins
 * whole, entries and winnings with cents), as the site shows them.
 */

export const BACKOFFICE_PLAYERS_BASE = `${BACKOFFICE_BASE}/players`;

/** `active`, `locked` by an operator (sign-in refused until unlocked), or `closed` for good (balances kept). */
export const PLAYER_ACCOUNT_STATUSES = ['active', 'locked', 'closed'] as const;
export const PlayerAccountStatusSchema = z.enum(PLAYER_ACCOUNT_STATUSES);
export type PlayerAccountStatus = z.infer<typeof PlayerAccountStatusSchema>;

/** The currencies an operator may adjust (tournament points are earned, never handed out). */
export const BACKOFFICE_ADJUST_CURRENCIES = ['COIN', 'ENTRY', 'WINNING'] as const;
/** The ledger's currencies, for the ledger filter. */
export const BACKOFFICE_LEDGER_CURRENCIES = ['COIN', 'ENTRY', 'WINNING', 'TOUR_POINT'] as const;
/** One adjustment moves at most this many units (coins, entries or winnings) either way. */
export const BACKOFFICE_ADJUST_MAX = 1_000_000;

const uuid = z.uuid('A player id is a UUID, like 6f1c…-…; open the player from the list.');

/** `:playerId` in every path of a player. */
export const BackofficePlayerParamsSchema = z.object({ playerId: uuid });
export type BackofficePlayerParams = z.infer<typeof BackofficePlayerParamsSchema>;

export const BackofficePlayerRestrictionParamsSchema = z.object({
  playerId: uuid,
  gameSlug: z.string().trim().min(1, 'Name the game.').max(96, 'A game slug has at most 96 characters.'),
});
export type BackofficePlayerRestrictionParams = z.infer<typeof BackofficePlayerRestrictionParamsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------------------

/** Columns the player list sorts by. */
export const PLAYER_LIST_SORTS = ['createdAt', 'lastLoginAt', 'email', 'login'] as const;

/**
 * GET /rest/backoffice/players/ — `q` finds by id (a whole UUID), email or login (any part), or phone
 * (its digits); `status` and `brand` narrow the list.
 */
export const BackofficePlayerListQuerySchema = BackofficeListQuerySchema.extend({
  status: PlayerAccountStatusSchema.optional(),
  brand: z.string().trim().min(1).max(40).optional(),
});
export type BackofficePlayerListQuery = z.infer<typeof BackofficePlayerListQuerySchema>;

export const BackofficePlayerRowSchema = z.object({
  id: z.string(),
  brand: z.string(),
  email: z.string().nullable(),
  login: z.string(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  status: PlayerAccountStatusSchema,
  gameMode: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type BackofficePlayerRow = z.infer<typeof BackofficePlayerRowSchema>;
export const BackofficePlayerPageSchema = backofficePageSchema(BackofficePlayerRowSchema);
export type BackofficePlayerPage = z.infer<typeof BackofficePlayerPageSchema>;

// ---------------------------------------------------------------------------------------------------------
// The player's page
// ---------------------------------------------------------------------------------------------------------

export const BackofficeBalanceSchema = z.object({
  currency: z.enum(BACKOFFICE_LEDGER_CURRENCIES),
  /** Units players see. */
  amount: z.number(),
});
export type BackofficeBalance = z.infer<typeof BackofficeBalanceSchema>;

export const BackofficeRestrictionSchema = z.object({
  gameSlug: z.string(),
  gameName: z.string(),
  createdAt: z.string(),
});
export type BackofficeRestriction = z.infer<typeof BackofficeRestrictionSchema>;

export const BackofficePlayerDetailSchema = z.object({
  id: z.string(),
  brand: z.string(),
  email: z.string().nullable(),
  emailConfirmed: z.boolean(),
  phone: z.string().nullable(),
  phoneConfirmed: z.boolean(),
  login: z.string(),
  ...BackofficePersonSchema.shape,
  locale: z.string(),
  gameMode: z.string(),
  status: PlayerAccountStatusSchema,
  lockedAt: z.string().nullable(),
  lockReason: z.string().nullable(),
  closedAt: z.string().nullable(),
  closeReason: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  registrationCompleted: z.boolean(),
  registrationSource: z.string().nullable(),
  trafficSource: z.string().nullable(),
  geoAccess: z.string(),
  geoRegion: z.string().nullable(),
  /** The identity check: null before the first document, else `pending`/`approved`/`rejected`/…. */
  kycStatus: z.string().nullable(),
  balances: z.array(BackofficeBalanceSchema),
  restrictions: z.array(BackofficeRestrictionSchema),
  activeSessions: z.number().int().nonnegative(),
});
export type BackofficePlayerDetail = z.infer<typeof BackofficePlayerDetailSchema>;
export const BackofficePlayerDetailResponseSchema = ok({
  data: BackofficePlayerDetailSchema,
});
export type BackofficePlayerDetailResponse = z.infer<typeof BackofficePlayerDetailResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// The player's lists
// ---------------------------------------------------------------------------------------------------------

const day = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Give the ${what} date as YYYY-MM-DD.`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), `The ${what} date is not a real day.`)
    .refine(inTimeRange, `Give a ${what} date from the year 1900 to 9999.`);

export const LEDGER_SORTS = ['createdAt', 'amount'] as const;
/** GET …/:playerId/ledger/ — `from`/`to` are UTC days, both included; `kind` matches `bet`, `reward:…`. */
export const BackofficeLedgerQuerySchema = BackofficeListQuerySchema.extend({
  currency: z
    .enum(BACKOFFICE_LEDGER_CURRENCIES, { error: 'Pick COIN, ENTRY, WINNING or TOUR_POINT.' })
    .optional(),
  kind: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9:_-]{1,60}$/, 'A kind is a word like bet, win, purchase or reward.')
    .optional(),
  from: day('from').optional(),
  to: day('to').optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, {
  message: 'The from date must not be after the to date.',
  path: ['from'],
});
export type BackofficeLedgerQuery = z.infer<typeof BackofficeLedgerQuerySchema>;

export const BackofficeLedgerRowSchema = z.object({
  /** The entry's id. */
  id: z.number().int(),
  transferId: z.string(),
  createdAt: z.string(),
  currency: z.enum(BACKOFFICE_LEDGER_CURRENCIES),
  /** Signed: + credited to the player, − taken. */
  amount: z.number(),
  kind: z.string(),
  /** The other side: `house:bets`, `house:adjustments`, … */
  counterparty: z.string(),
  /** The operator's reason of an adjustment, or another note the transfer carries. */
  reason: z.string().nullable(),
});
export type BackofficeLedgerRow = z.infer<typeof BackofficeLedgerRowSchema>;
export const BackofficeLedgerPageSchema = backofficePageSchema(BackofficeLedgerRowSchema);

export const ROUND_SORTS = ['createdAt', 'bet', 'win'] as const;
export const BackofficeRoundRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  gameSlug: z.string(),
  provider: z.string(),
  currency: z.string(),
  bet: z.number(),
  win: z.number(),
  balanceBefore: z.number(),
  balanceAfter: z.number(),
  status: z.string(),
  freeSpin: z.boolean(),
});
export type BackofficeRoundRow = z.infer<typeof BackofficeRoundRowSchema>;
export const BackofficeRoundPageSchema = backofficePageSchema(BackofficeRoundRowSchema);

export const PAYMENT_SORTS = ['createdAt', 'price', 'status'] as const;
export const BackofficePaymentRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  offerType: z.string(),
  provider: z.string(),
  methodType: z.string(),
  /** Dollars. */
  price: z.number(),
  coins: z.number(),
  entries: z.number(),
  status: z.string(),
  completedAt: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type BackofficePaymentRow = z.infer<typeof BackofficePaymentRowSchema>;
export const BackofficePaymentPageSchema = backofficePageSchema(BackofficePaymentRowSchema);

export const REDEEM_SORTS = ['createdAt', 'amount', 'status'] as const;
export const BackofficePlayerRedeemRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  amount: z.number(),
  status: z.string(),
  note: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type BackofficePlayerRedeemRow = z.infer<typeof BackofficePlayerRedeemRowSchema>;
export const BackofficePlayerRedeemPageSchema = backofficePageSchema(BackofficePlayerRedeemRowSchema);

export const DOCUMENT_SORTS = ['createdAt', 'status'] as const;
export const BackofficePlayerDocumentRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  kind: z.string(),
  originalName: z.string().nullable(),
  mime: z.string(),
  size: z.number().int(),
  status: z.string(),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type BackofficePlayerDocumentRow = z.infer<typeof BackofficePlayerDocumentRowSchema>;
export const BackofficePlayerDocumentPageSchema = backofficePageSchema(BackofficePlayerDocumentRowSchema);

export const SESSION_SORTS = ['createdAt', 'lastSeenAt'] as const;
export const BackofficeSessionRowSchema = z.object({
  /** The first characters of the session's hash: enough to tell sessions apart, useless to sign in. */
  ref: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type BackofficeSessionRow = z.infer<typeof BackofficeSessionRowSchema>;
export const BackofficeSessionPageSchema = backofficePageSchema(BackofficeSessionRowSchema);

export const FEATURE_STATE_SORTS = ['featureKey', 'claims', 'lastClaimAt'] as const;
/** One engagement feature as this player stands in it: claims made and what the feature keeps for them. */
export const BackofficeFeatureStateRowSchema = z.object({
  featureKey: z.string(),
  /** Whether the feature is on for the player's brand. */
  enabled: z.boolean(),
  claims: z.number().int().nonnegative(),
  lastClaimAt: z.string().nullable(),
  lastPeriod: z.string().nullable(),
  /** What the last claim left for the next period (a level, a sector…). */
  lastState: z.unknown().nullable(),
  /** The feature's own progress rows for the player (at most 5), as stored. */
  progress: z.array(z.unknown()),
});
export type BackofficeFeatureStateRow = z.infer<typeof BackofficeFeatureStateRowSchema>;
export const BackofficeFeatureStatePageSchema = backofficePageSchema(BackofficeFeatureStateRowSchema);

export const NOTE_SORTS = ['createdAt'] as const;
export const BackofficePlayerNoteSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  operatorId: z.string().nullable(),
  operatorEmail: z.string().nullable(),
  text: z.string(),
});
export type BackofficePlayerNote = z.infer<typeof BackofficePlayerNoteSchema>;
export const BackofficePlayerNotePageSchema = backofficePageSchema(BackofficePlayerNoteSchema);

// ---------------------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------------------

const reason = (what: string) =>
  z
    .string({ error: `Give the reason for the ${what}.` })
    .trim()
    .min(3, `Give the reason for the ${what} (at least 3 characters).`)
    .max(500, `Keep the reason under 500 characters.`);

/** POST …/:playerId/notes/ */
export const BackofficePlayerNoteRequestSchema = z.object({
  text: z
    .string({ error: 'Write the note.' })
    .trim()
    .min(1, 'Write the note.')
    .max(2000, 'A note has at most 2,000 characters.'),
});
export type BackofficePlayerNoteRequest = z.infer<typeof BackofficePlayerNoteRequestSchema>;
export const BackofficePlayerNoteResponseSchema = ok({
  data: BackofficePlayerNoteSchema,
});

/** POST …/:playerId/lock/ — the player's sessions end at once and sign-in is refused until unlocked. */
export const BackofficePlayerLockRequestSchema = z.object({ reason: reason('lock') });
export type BackofficePlayerLockRequest = z.infer<typeof BackofficePlayerLockRequestSchema>;
/** POST …/:playerId/unlock/ */
export const BackofficePlayerUnlockRequestSchema = z.object({ reason: reason('unlock') });
export type BackofficePlayerUnlockRequest = z.infer<typeof BackofficePlayerUnlockRequestSchema>;
/** POST …/:playerId/close/ — for good: sessions end, sign-in is refused, balances are kept. */
export const BackofficePlayerCloseRequestSchema = z.object({ reason: reason('closure') });
export type BackofficePlayerCloseRequest = z.infer<typeof BackofficePlayerCloseRequestSchema>;

/**
 * POST …/:playerId/adjust/ — a correction through the ledger (house `adjustments`): positive credits,
 * negative takes back. The same `idempotencyKey` answers the first adjustment (`replayed: true`), so a
 * retried or double-clicked form pays once; the key with another amount is refused.
 */
export const BackofficeAdjustRequestSchema = z.object({
  currency: z.enum(BACKOFFICE_ADJUST_CURRENCIES, { error: 'Pick COIN, ENTRY or WINNING.' }),
  amount: z
    .number({ error: 'Give the amount as a number.' })
    .min(
      -BACKOFFICE_ADJUST_MAX,
      `One adjustment takes at most ${BACKOFFICE_ADJUST_MAX.toLocaleString('en')}.`,
    )
    .max(BACKOFFICE_ADJUST_MAX, `One adjustment gives at most ${BACKOFFICE_ADJUST_MAX.toLocaleString('en')}.`)
    .refine((n) => n !== 0, 'The amount must not be 0.'),
  reason: reason('adjustment'),
  idempotencyKey: z
    .string({ error: 'The form lost its key; reload the page and try again.' })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'The form lost its key; reload the page and try again.'),
});
export type BackofficeAdjustRequest = z.infer<typeof BackofficeAdjustRequestSchema>;
export const BackofficeAdjustResponseSchema = ok({
  data: z.object({
    transferId: z.string(),
    /** True when this key had already been paid: nothing moved this time. */
    replayed: z.boolean(),
    balances: z.array(BackofficeBalanceSchema),
  }),
});
export type BackofficeAdjustResponse = z.infer<typeof BackofficeAdjustResponseSchema>;

/** POST …/:playerId/restrictions/ — hide one game from this player. */
export const BackofficeRestrictionRequestSchema = z.object({
  gameSlug: z
    .string({ error: 'Name the game to restrict.' })
    .trim()
    .min(1, 'Name the game to restrict.')
    .max(96, 'A game slug has at most 96 characters.'),
});
export type BackofficeRestrictionRequest = z.infer<typeof BackofficeRestrictionRequestSchema>;
export const BackofficeRestrictionsResponseSchema = ok({
  data: z.object({ restrictions: z.array(BackofficeRestrictionSchema), changed: z.boolean() }),
});
export type BackofficeRestrictionsResponse = z.infer<typeof BackofficeRestrictionsResponseSchema>;

/** The paths, for the server and the screens. */
export const BACKOFFICE_PLAYERS_PATHS = {
  list: `${BACKOFFICE_PLAYERS_BASE}/`,
  detail: (id: string) => `${BACKOFFICE_PLAYERS_BASE}/${id}/`,
  sub: (id: string, list: BackofficePlayerList) => `${BACKOFFICE_PLAYERS_BASE}/${id}/${list}/`,
  action: (id: string, action: 'lock' | 'unlock' | 'close' | 'adjust') =>
    `${BACKOFFICE_PLAYERS_BASE}/${id}/${action}/`,
  restrictions: (id: string) => `${BACKOFFICE_PLAYERS_BASE}/${id}/restrictions/`,
  restriction: (id: string, slug: string) =>
    `${BACKOFFICE_PLAYERS_BASE}/${id}/restrictions/${encodeURIComponent(slug)}/`,
} as const;

export const BACKOFFICE_PLAYER_LISTS = [
  'ledger',
  'rounds',
  'payments',
  'redeems',
  'documents',
  'sessions',
  'features',
  'notes',
] as const;
export type BackofficePlayerList = (typeof BACKOFFICE_PLAYER_LISTS)[number];
