import type { FastifyPluginAsync } from 'fastify';
import {
  FairnessResponseSchema,
  PROVABLY_FAIR_PATHS,
  RotateSeedPairResponseSchema,
  SetClientSeedSchema,
} from '@casino/contracts';
import { getFairness, rotateSeedPair, setClientSeed } from '@casino/core';
import { signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * The signed-in player's seed pair for provably fair in-house rounds (docs/provably-fair.md): the commitment
 * and next nonce, the client seed they choose, and the rotation that reveals the server seed.
 */
export const provablyFairRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock'>> = async (
  app,
  { db, clock },
) => {
  defineRoute(app, 'GET', PROVABLY_FAIR_PATHS.fairness, {
    guard: 'player',
    schema: { response: { 200: FairnessResponseSchema } },
    handler: async (request) => ({
      fairness: await getFairness(db, { playerId: signedInPlayerId(request) }),
    }),
  });

  defineRoute(app, 'PUT', PROVABLY_FAIR_PATHS.clientSeed, {
    guard: 'player',
    config: { rateLimit: RATE_LIMITS.fairnessWrite },
    schema: { body: SetClientSeedSchema, response: { 200: FairnessResponseSchema } },
    handler: async (request) => ({
      fairness: await setClientSeed(db, {
        playerId: signedInPlayerId(request),
        clientSeed: request.body.clientSeed,
      }),
    }),
  });

  defineRoute(app, 'POST', PROVABLY_FAIR_PATHS.rotate, {
    guard: 'player',
    config: { rateLimit: RATE_LIMITS.fairnessWrite },
    schema: { response: { 200: RotateSeedPairResponseSchema } },
    handler: async (request) => rotateSeedPair({ db, clock }, { playerId: signedInPlayerId(request) }),
  });
};
