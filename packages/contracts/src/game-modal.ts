import { z } from 'zod';

/** The game modal launches any game on any page (`?game={slug}`): GET /rest/game/{slug}/play/. */
export const GamePlayParamsSchema = z.object({ slug: z.string().trim().min(1).max(96) });
export const GamePlayResponseSchema = z.object({
  success: z.literal(true),
  /** '/game-frame/{engineId}/?session={token}' */
  url: z.string(),
  gameMode: z.enum(['TournamentPoints', 'SweepStakes']),
});
export type GamePlayResponse = z.infer<typeof GamePlayResponseSchema>;
