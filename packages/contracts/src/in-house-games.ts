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
    kind: z.enum(['classic', 'video', 'hold-and-link', 'fishing']),
    betLevels: z.array(z.number().int().positive()),
    /** The slot's grid; 0 for a fishing game. */
    reels: z.number().int().nonnegative(),
    rows: z.number().int().nonnegative(),
    /** A slot that sells its feature: the price of a bought round, in bets (`{ bet, buyFeature: true }`). */
    featureBuyPrice: z.number().int().positive().optional(),
    /** A fishing game's fish, smallest prize first: a catch pays one of `multipliers` × the bet. */
    fish: z.array(z.object({ id: z.string(), multipliers: z.array(z.number().int().positive()) })).optional(),
    /** The art theme the symbols are drawn in (`@casino/art`: fruits, egypt, jungle, …). */
    theme: z.string(),
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

/**
 * A paid round at a bet level: a spin; on a slot that sells its feature, `buyFeature` buys the free spins
 * at the game's price × the bet; on a fishing game, one shot at the fish kind `target`.
 */
const PaidSpinSchema = z.strictObject({
  bet: z
    .number({ error: 'Choose a bet.' })
    .int('Choose one of the bets this game offers.')
    .positive('Choose one of the bets this game offers.')
    .max(INT4_MAX, 'Choose one of the bets this game offers.'),
  buyFeature: z.boolean({ error: 'Say whether to buy the feature.' }).optional(),
  target: z
    .string({ error: 'Choose a fish to shoot at.' })
    .trim()
    .min(1, 'Choose a fish to shoot at.')
    .max(32, 'Choose a fish to shoot at.')
    .optional(),
});
const FreeSpinSchema = z.strictObject({ freeSpinId: z.uuid(FREE_SPIN_TEXTS.notFound) });
const UNION_TEXT = 'Choose a bet, or play one of your free spins.';

/**
 * A spin is paid (`{ bet }`, with `buyFeature` or `target` where the game has them) or free
 * (`{ freeSpinId }`: no bet, the grant's bet level). A refusal says
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
  /**
   * The whole round as the server decided it (game-math's RoundOutcome, or ShotOutcome for a fishing
   * game); the frame only animates it. `price` is set on a bought round: what it cost.
   */
  outcome: z.object({
    gameId: z.string(),
    bet: z.number(),
    price: z.number().optional(),
    totalWin: z.number(),
    steps: z.array(z.unknown()),
  }),
  balance: z.number().int().nonnegative(),
  /** After a free spin: the live free spins left on this game (null once none are left). */
  freeSpins: InHouseFreeSpinsSchema.nullable().optional(),
});
export type InHouseSpin = z.infer<typeof InHouseSpinSchema>;
