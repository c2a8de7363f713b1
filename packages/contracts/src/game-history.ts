import { z } from 'zod';

/** `GET /rest/player/game-history/?page=N` (pages count from 1). */
export const GameHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Pages count from 1.').max(100_000).default(1),
});
export type GameHistoryQuery = z.infer<typeof GameHistoryQuerySchema>;

/** One game round: what was bet and won, in the session's currency, and the balance around it. */
export const GameRoundSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  /** The catalogue's title of the game, or null for a game the catalogue does not list. */
  gameTitle: z.string().nullable(),
  provider: z.string(),
  /** COIN in TournamentPoints mode; ENTRY in SweepStakes mode (wins there are paid as redeemable winnings). */
  currency: z.enum(['COIN', 'ENTRY']),
  bet: z.number().int(),
  win: z.number().int(),
  balanceBefore: z.number().int(),
  balanceAfter: z.number().int(),
  status: z.enum(['open', 'settled', 'rolled_back']),
  /** What the game supplied with its bet/win call (the spin result), for replays. */
  outcome: z.unknown(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GameRound = z.infer<typeof GameRoundSchema>;

export const GameHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    rounds: z.array(GameRoundSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
  }),
});
export type GameHistoryResponse = z.infer<typeof GameHistoryResponseSchema>;
