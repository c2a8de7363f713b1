import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SCRATCH_CARD_REVEAL_PATH,
  SCRATCH_CARDS_PATH,
  ScratchCardRevealBodySchema,
  ScratchCardRevealResponseSchema,
  ScratchCardsResponseSchema,
} from '@casino/contracts';
import { getScratchCards, revealScratchCard } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

/**
 * Scratch cards for signed-in players (docs/engagement.md, "Scratch cards"): the player's cards with their
 * timers, and the reveal of a scratched card, which pays the prize the server drew when it was issued.
 */
export const scratchCardsRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    SCRATCH_CARDS_PATH,
    { onRequest: requirePlayer, schema: { response: { 200: ScratchCardsResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      const cards = await getScratchCards(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        now: clock.now(),
      });
      return { success: true as const, ...cards };
    },
  );

  r.post(
    SCRATCH_CARD_REVEAL_PATH,
    {
      onRequest: requirePlayer,
      schema: { body: ScratchCardRevealBodySchema, response: { 200: ScratchCardRevealResponseSchema } },
      config: { rateLimit: RATE_LIMITS.featureClaim },
    },
    async (request, reply) => {
      noStore(reply);
      const revealed = await revealScratchCard(
        { db, publisher },
        {
          brand: request.brand.key,
          playerId: signedInPlayerId(request),
          id: request.body.id,
          now: clock.now(),
        },
      );
      return { success: true as const, id: revealed.id, prize: revealed.prize, data: revealed.data };
    },
  );
};
