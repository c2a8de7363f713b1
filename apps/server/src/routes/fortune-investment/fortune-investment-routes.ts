import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChooseFortunePackageRequestSchema,
  ChosenPackageResponseSchema,
  CollectFortuneResponseSchema,
  FORTUNE_INVESTMENT_PATHS,
  FortunePackagesResponseSchema,
} from '@casino/contracts';
import {
  chooseFortunePackage,
  collectFortuneReturns,
  getChosenPackage,
  getFortunePackages,
} from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

/** Fortune investment of the signed-in player (401 for a guest), on the site's brand. */
export const fortuneInvestmentRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher'>
> = async (app, { db, clock, publisher }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    FORTUNE_INVESTMENT_PATHS.packages,
    { onRequest: requirePlayer, schema: { response: { 200: FortunePackagesResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      const data = await getFortunePackages(db, {
        brand: request.brand.key,
        playerId: signedInPlayerId(request),
        now: clock.now(),
      });
      return { success: true as const, data };
    },
  );

  r.get(
    FORTUNE_INVESTMENT_PATHS.chosenPackage,
    { onRequest: requirePlayer, schema: { response: { 200: ChosenPackageResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      const data = await getChosenPackage(db, { playerId: signedInPlayerId(request), now: clock.now() });
      return { success: true as const, data };
    },
  );

  r.post(
    FORTUNE_INVESTMENT_PATHS.choose,
    {
      onRequest: requirePlayer,
      schema: { body: ChooseFortunePackageRequestSchema, response: { 200: ChosenPackageResponseSchema } },
      config: { rateLimit: RATE_LIMITS.featureClaim },
    },
    async (request, reply) => {
      noStore(reply);
      const data = await chooseFortunePackage(
        { db, publisher },
        {
          brand: request.brand.key,
          playerId: signedInPlayerId(request),
          packageId: request.body.packageId,
          now: clock.now(),
        },
      );
      return { success: true as const, data };
    },
  );

  r.post(
    FORTUNE_INVESTMENT_PATHS.collect,
    {
      onRequest: requirePlayer,
      schema: { response: { 200: CollectFortuneResponseSchema } },
      config: { rateLimit: RATE_LIMITS.featureClaim },
    },
    async (request, reply) => {
      noStore(reply);
      const result = await collectFortuneReturns(
        { db, publisher },
        { brand: request.brand.key, playerId: signedInPlayerId(request), now: clock.now() },
      );
      return { success: true as const, ...result };
    },
  );
};
