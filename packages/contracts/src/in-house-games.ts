import { z } from 'zod';
import { FREE_SPIN_TEXTS } from './free-spins.ts';
import { INT4_MAX } from './primitives.ts';

/** The in-house game frame's calls: `GET /rest/in-house/session/{token}/` and `POST …/spin/`. */
export const InHouseSessionParamsSchema = z.object({ token: z.string().trim().min(1).max(128) });

/** Free spins as the game frame plays them: rounds left at one bet, until `endDate`. */
export const InHouseFreeSpinsSchema = z.object({
  freeSpinId: z.string(),
  remaining: z.number().int().positive(),
  betLevel: z.number().int().positive(),
  endDate: z.string(),
});
export type InHouseFreeSpins = z.infer<typeof InHouseFreeSpinsSchema>;

export const InHouseSessionSchema = z.object({
  game: z.object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(['classic', 'video', 'hold-and-link']),
    betLevels: z.array(z.number().int().positive()),
    reels: z.number().int().positive(),
    rows: z.number().int().positive(),
  }),
  currency: z.enum(['COIN', 'ENTRY']),
  /** Amounts (bets, wins, balance) are in the currency's minor unit: this many make one coin or entry. */
  minorUnits: z.number().int().positive(),
  gameMode: z.enum(['TournamentPoints', 'SweepStakes']),
  balance: z.number().int().nonnegative(),
  /** The player's live free spins on this game (the grant that ends first), played instead of a bet. */
  freeSpins: InHouseFreeSpinsSchema.nullable(),
});
export type InHouseSession = z.infer<typeof InHouseSessionSchema>;

const PaidSpinSchema = z.strictObject({
  bet: z
    .number({ error: 'Choose a bet.' })
    .int('Choose one of the bets this game offers.')
    .positive('Choose one of the bets this game offers.')
    .max(INT4_MAX, 'Choose one of the bets this game offers.'),
});
const FreeSpinSchema = z.strictObject({ freeSpinId: z.uuid(FREE_SPIN_TEXTS.notFound) });
const UNION_TEXT = 'Choose a bet, or play one of your free spins.';

/**
 * A spin is paid (`{ bet }`) or free (`{ freeSpinId }`: no bet, the grant's bet level). A refusal says
 * what is wrong with the kind of spin the body asks for, not "invalid input".
 */
export const InHouseSpinBodySchema = z.union([PaidSpinSchema, FreeSpinSchema], {
  error: (issue) => {
    if (issue.code !== 'invalid_union') return undefined;
    const input = issue.input;
    if (typeof input !== 'object' || input === null) return UNION_TEXT;
    const hasBet = 'bet' in input;
    if (hasBet === 'freeSpinId' in input) return UNION_TEXT;
    const own = issue.errors[hasBet ? 0 : 1]?.find((i) => i.code !== 'unrecognized_keys');
    return own?.message ?? UNION_TEXT;
  },
});
export type InHouseSpinBody = z.infer<typeof InHouseSpinBodySchema>;

export const InHouseSpinSchema = z.object({
  roundId: z.string(),
  /** The whole round as the server decided it (game-math's RoundOutcome); the frame only animates it. */
  outcome: z.object({
    gameId: z.string(),
    bet: z.number(),
    totalWin: z.number(),
    steps: z.array(z.unknown()),
  }),
  balance: z.number().int().nonnegative(),
  /** After a free spin: the live free spins left on this game (null once none are left). */
  freeSpins: InHouseFreeSpinsSchema.nullable().optional(),
});
export type InHouseSpin = z.infer<typeof InHouseSpinSchema>;
