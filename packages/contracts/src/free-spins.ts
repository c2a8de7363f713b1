import { z } from 'zod';
import { ok } from './api.ts';

/** Where a grant's free spins are played: the lobby with the game's modal open. */
export const freeSpinsLink = (slug: string) => `/lobby/?game=${encodeURIComponent(slug)}`;

/** The refusals of a free spin (the frame tells "ended" from the others by the answer's `code`). */
export const FREE_SPIN_TEXTS = {
  ended: 'These free spins have ended.',
  notFound: 'These free spins do not exist.',
  otherGame: 'These free spins are for another game.',
} as const;

/**
 * Free spins: a grant of rounds on one in-house game at one bet, with an end date. The game frame plays
 * them without taking a bet; wins go through the ledger. An expired grant is gone.
 */
export const FreeSpinGrantSchema = z.object({
  freeSpinId: z.string(),
  /** The in-house game's catalogue slug, as game sessions store it (`game_sessions.game_id`). */
  gameId: z.string(),
  /** The game's catalogue title and tile artwork (default variant), for the promotion card. */
  gameTitle: z.string(),
  img: z.string(),
  /** Rounds left to play. */
  freeSpinCount: z.number().int().nonnegative(),
  /** Rounds granted. */
  freeSpinTotal: z.number().int().positive(),
  /** The bet every round is played at, in the session currency's minor unit. */
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
export const FreeSpinsResponseSchema = ok({
  data: z.array(FreeSpinGrantSchema),
});
export type FreeSpinsResponse = z.infer<typeof FreeSpinsResponseSchema>;
