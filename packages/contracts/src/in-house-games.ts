import { z } from 'zod';
import { INT4_MAX } from './primitives.ts';

/** The in-house game frame's calls: `GET /rest/in-house/session/{token}/` and `POST …/spin/`. */
export const InHouseSessionParamsSchema = z.object({ token: z.string().trim().min(1).max(128) });

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
});
export type InHouseSession = z.infer<typeof InHouseSessionSchema>;

export const InHouseSpinBodySchema = z.object({
  bet: z
    .number({ error: 'Choose a bet.' })
    .int('Choose one of the bets this game offers.')
    .positive('Choose one of the bets this game offers.')
    .max(INT4_MAX, 'Choose one of the bets this game offers.'),
});

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
});
export type InHouseSpin = z.infer<typeof InHouseSpinSchema>;
