import type { FastifyPluginAsync } from 'fastify';
import {
  SCRATCH_CARD_REVEAL_PATH,
  SCRATCH_CARDS_PATH,
  ScratchCardRevealBodySchema,
  ScratchCardRevealResponseSchema,
  ScratchCardsResponseSchema,
} from '@casino/contracts';
import { getScratchCards, revealScratchCard } from '@casino/core';
import { playerOf, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * Scratch cards for signed-in players (docs/engagement.md, "Scratch cards"): the player's cards with their
 * timers, and the reveal of a scratched card, which pays the prize the server drew when it was issued.
 */
export const scratchCardsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  defineRoute(app, 'GET', SCRATCH_CARDS_PATH, {
    guard: 'player',
    schema: { response: { 200: ScratchCardsResponseSchema } },
    handler: async (request) => getScratchCards(db, playerOf(request, clock)),
  });

  defineRoute(app, 'POST', SCRATCH_CARD_REVEAL_PATH, {
    guard: 'player',
    schema: { body: ScratchCardRevealBodySchema, response: { 200: ScratchCardRevealResponseSchema } },
    config: { rateLimit: RATE_LIMITS.featureClaim },
    handler: async (request) => {
      const revealed = await revealScratchCard(
        { db, publisher },
        {
          brand: request.brand.key,
          playerId: signedInPlayerId(request),
          id: request.body.id,
          now: clock.now(),
        },
      );
      return { id: revealed.id, prize: revealed.prize, data: revealed.data };
    },
  });
};
