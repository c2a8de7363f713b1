import { z } from 'zod';

export const SEAMLESS_OPERATIONS = ['balance', 'bet', 'win', 'rollback'] as const;
export type SeamlessOperation = (typeof SEAMLESS_OPERATIONS)[number];

/** The provider id of games built in this repository; they use the same contract as anyone else. */
export const IN_HOUSE_PROVIDER = 'in-house';

/** Error codes of the contract and the HTTP status each answers with (documented in docs/seamless-wallet.openapi.yaml). */
export const SEAMLESS_ERRORS = {
  INVALID_REQUEST: { status: 400, message: 'The request is not valid JSON for this operation.' },
  INVALID_SIGNATURE: { status: 401, message: 'The signature does not match the body for this provider.' },
  INSUFFICIENT_FUNDS: { status: 402, message: 'Not enough balance for this bet.' },
  SESSION_NOT_FOUND: { status: 404, message: 'No game session with this token for this provider.' },
  ROUND_NOT_FOUND: { status: 404, message: 'No round with this id has a bet in this session.' },
  DUPLICATE_TRANSACTION_MISMATCH: {
    status: 409,
    message: 'This transaction id was already used with different content.',
  },
  BET_ALREADY_ROLLED_BACK: { status: 409, message: 'This bet was rolled back.' },
  BET_ALREADY_SETTLED: { status: 409, message: 'This bet has a win and can no longer be rolled back.' },
  ROUND_CLOSED: { status: 409, message: 'This round is settled or rolled back and takes no more bets.' },
  SESSION_EXPIRED: { status: 410, message: 'This game session has expired; launch the game again.' },
  PLAY_LIMIT_REACHED: { status: 403, message: "The bet would go over one of the player's play limits." },
  SESSION_LIMIT_REACHED: { status: 403, message: "The player's session time limit is reached." },
  PLAYER_ON_BREAK: {
    status: 403,
    message: 'The player is taking a break from play (cooling-off or self-exclusion); no bets until it ends.',
  },
  SWEEPSTAKES_CLOSED: {
    status: 403,
    message:
      'Sweepstakes play is closed for the player today: their state does not allow it, or they are under its minimum age. Coin play stays open.',
  },
} as const;
export type SeamlessErrorCode = keyof typeof SEAMLESS_ERRORS;

const id = z.string().trim().min(1).max(128);
const money = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

const base = z.object({ provider: id, sessionToken: id });
export const SeamlessRequestSchemas = {
  balance: base,
  bet: base.extend({
    transactionId: id,
    roundId: id,
    amount: money.positive(),
    /** What the provider wants kept with the round (e.g. the spin result). */
    outcome: z.unknown().optional(),
  }),
  win: base.extend({
    transactionId: id,
    roundId: id,
    /** 0 settles a lost round. */
    amount: money,
    outcome: z.unknown().optional(),
  }),
  rollback: base.extend({
    transactionId: id,
    /** The transactionId of the bet to cancel. */
    referenceTransactionId: id,
    roundId: id.optional(),
  }),
} satisfies Record<SeamlessOperation, z.ZodType>;
export type SeamlessRequest<Op extends SeamlessOperation> = z.infer<(typeof SeamlessRequestSchemas)[Op]>;

const SessionCurrencySchema = z.enum(['COIN', 'ENTRY']);
export type SessionCurrency = z.infer<typeof SessionCurrencySchema>;

/** The body of every answer; stored with a money operation's claim, so a retry gets it back as it was. */
export const SeamlessBodySchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('OK'),
    /** What the player can bet in this session (SweepStakes: entries + winnings). */
    balance: z.number(),
    currency: SessionCurrencySchema,
    transactionId: z.string().optional(),
    /** The casino's id of the round (for bet and win). */
    gameRoundId: z.string().optional(),
  }),
  z.object({
    status: z.literal('ERROR'),
    code: z.custom<SeamlessErrorCode>(
      (code) => typeof code === 'string' && Object.hasOwn(SEAMLESS_ERRORS, code),
    ),
    message: z.string(),
    /** Present whenever the caller's session is known. */
    balance: z.number().optional(),
    currency: SessionCurrencySchema.optional(),
  }),
]);
export type SeamlessBody = z.infer<typeof SeamlessBodySchema>;
export type SeamlessOk = Extract<SeamlessBody, { status: 'OK' }>;
export type SeamlessError = Extract<SeamlessBody, { status: 'ERROR' }>;

export interface SeamlessAnswer {
  httpStatus: number;
  body: SeamlessBody;
}
