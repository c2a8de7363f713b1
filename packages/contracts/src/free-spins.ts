import { z } from 'zod';

/**
 * Free spins: a grant of rounds on one in-house game at one bet, with an end date. The game frame plays
 * them without taking a bet; wins go through the ledger. An expired grant is gone.
 */
export const FreeSpinGrantSchema = z.object({
  freeSpinId: z.string(),
  /** The in-house game's id (its catalogue slug is in `link`). */
  gameId: z.string(),
  /** Rounds left to play. */
  freeSpinCount: z.number().int().nonnegative(),
  /** Rounds granted. */
  freeSpinTotal: z.number().int().positive(),
  freeSpinsBetLevel: z.number().int().positive(),
  /** Seconds the grant lasts from its creation. */
  freeSpinLifetime: z.number().int().positive(),
  endDate: z.string(),
  /** Where to play them: the lobby with the game open (`/lobby/?game={slug}`). */
  link: z.string(),
  /** What granted them (a feature key such as dailyLogin), for the player's information. */
  source: z.string(),
});
export type FreeSpinGrant = z.infer<typeof FreeSpinGrantSchema>;

/** GET /rest/free-spins/ (signed-in players): the live grants, soonest to expire first. */
export const FreeSpinsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(FreeSpinGrantSchema),
});
export type FreeSpinsResponse = z.infer<typeof FreeSpinsResponseSchema>;
