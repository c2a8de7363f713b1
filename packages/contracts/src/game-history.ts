import { z } from 'zod';
import { ok } from './api.ts';
import { RoundFairnessSchema } from './provably-fair.ts';

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
  /** An in-house round's seeds and nonce (docs/provably-fair.md); null for a provider's round. */
  fairness: RoundFairnessSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GameRound = z.infer<typeof GameRoundSchema>;

export const GameHistoryResponseSchema = ok({
  data: z.object({
    rounds: z.array(GameRoundSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
  }),
});
export type GameHistoryResponse = z.infer<typeof GameHistoryResponseSchema>;

/** `GET /rest/player/game-history/{roundId}/`: one of the player's own rounds, with its outcome, for a replay. */
export const GameRoundParamsSchema = z.object({ roundId: z.uuid('Not a round id.') });
export type GameRoundParams = z.infer<typeof GameRoundParamsSchema>;

export const GameRoundReplaySchema = ok({
  round: GameRoundSchema,
  /** The art theme the round's game is drawn in (`@casino/art`); null for a game the catalogue does not list. */
  theme: z.string().nullable(),
});
export type GameRoundReplay = z.infer<typeof GameRoundReplaySchema>;
