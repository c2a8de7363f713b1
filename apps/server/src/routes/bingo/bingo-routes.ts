import type { FastifyPluginAsync } from 'fastify';
import {
  BINGO_PATHS,
  BingoAccrueRewardResponseSchema,
  BingoGameDataResponseSchema,
  BingoStatusResponseSchema,
} from '@casino/contracts';
import { getBingoGameData, getBingoStatus, playBingoCardFor } from '@casino/core';
import { playerOf } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/** Bingo of the signed-in player (401 for a guest): balls earned by play, a card played with 10 of them. */
export const bingoRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  defineRoute(app, 'GET', BINGO_PATHS.status, {
    guard: 'player',
    schema: { response: { 200: BingoStatusResponseSchema } },
    handler: async (request) => ({ data: await getBingoStatus(db, playerOf(request, clock)) }),
  });

  defineRoute(app, 'GET', BINGO_PATHS.gameData, {
    guard: 'player',
    schema: { response: { 200: BingoGameDataResponseSchema } },
    handler: async (request) => ({ data: await getBingoGameData(db, playerOf(request, clock)) }),
  });

  // No body: the card is the server's; 409 not_enough_balls below 10 balls changes nothing.
  defineRoute(app, 'POST', BINGO_PATHS.accrueReward, {
    guard: 'player',
    schema: { response: { 200: BingoAccrueRewardResponseSchema } },
    config: { rateLimit: RATE_LIMITS.featureClaim },
    handler: async (request) => playBingoCardFor({ db, publisher }, playerOf(request, clock)),
  });
};
