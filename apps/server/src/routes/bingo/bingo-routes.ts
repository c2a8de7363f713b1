import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BINGO_PATHS,
  BingoAccrueRewardResponseSchema,
  BingoGameDataResponseSchema,
  BingoStatusResponseSchema,
} from '@casino/contracts';
import { getBingoGameData, getBingoStatus, playBingoCardFor } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

/** Bingo of the signed-in player (401 for a guest): balls earned by play, a card played with 10 of them. */
export const bingoRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const who = (request: Parameters<typeof signedInPlayerId>[0]) => ({
    brand: request.brand.key,
    playerId: signedInPlayerId(request),
    now: clock.now(),
  });

  r.get(
    BINGO_PATHS.status,
    { onRequest: requirePlayer, schema: { response: { 200: BingoStatusResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return { success: true as const, data: await getBingoStatus(db, who(request)) };
    },
  );

  r.get(
    BINGO_PATHS.gameData,
    { onRequest: requirePlayer, schema: { response: { 200: BingoGameDataResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return { success: true as const, data: await getBingoGameData(db, who(request)) };
    },
  );

  // No body: the card is the server's; 409 not_enough_balls below 10 balls changes nothing.
  r.post(
    BINGO_PATHS.accrueReward,
    {
      onRequest: requirePlayer,
      schema: { response: { 200: BingoAccrueRewardResponseSchema } },
      config: { rateLimit: RATE_LIMITS.featureClaim },
    },
    async (request, reply) => {
      noStore(reply);
      return playBingoCardFor({ db, publisher }, who(request));
    },
  );
};
