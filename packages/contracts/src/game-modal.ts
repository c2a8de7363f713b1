import { z } from 'zod';
import { ok } from './api.ts';

/** The game modal launches any game on any page (`?game={slug}`): GET /rest/game/{slug}/play/. */
export const GamePlayParamsSchema = z.object({ slug: z.string().trim().min(1).max(96) });
export const GamePlayResponseSchema = ok({
  /** '/game-frame/{engineId}/?session={token}' */
  url: z.string(),
  gameMode: z.enum(['TournamentPoints', 'SweepStakes']),
});
export type GamePlayResponse = z.infer<typeof GamePlayResponseSchema>;
