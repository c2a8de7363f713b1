import type { FastifyPluginAsync } from 'fastify';
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
import { playerOf, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/** Fortune investment of the signed-in player (401 for a guest), on the site's brand. */
export const fortuneInvestmentRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher'>
> = async (app, { db, clock, publisher }) => {
  defineRoute(app, 'GET', FORTUNE_INVESTMENT_PATHS.packages, {
    guard: 'player',
    schema: { response: { 200: FortunePackagesResponseSchema } },
    handler: async (request) => {
      const data = await getFortunePackages(db, playerOf(request, clock));
      return { data };
    },
  });

  defineRoute(app, 'GET', FORTUNE_INVESTMENT_PATHS.chosenPackage, {
    guard: 'player',
    schema: { response: { 200: ChosenPackageResponseSchema } },
    handler: async (request) => {
      const data = await getChosenPackage(db, { playerId: signedInPlayerId(request), now: clock.now() });
      return { data };
    },
  });

  defineRoute(app, 'POST', FORTUNE_INVESTMENT_PATHS.choose, {
    guard: 'player',
    schema: { body: ChooseFortunePackageRequestSchema, response: { 200: ChosenPackageResponseSchema } },
    config: { rateLimit: RATE_LIMITS.featureClaim },
    handler: async (request) => {
      const data = await chooseFortunePackage(
        { db, publisher },
        {
          brand: request.brand.key,
          playerId: signedInPlayerId(request),
          packageId: request.body.packageId,
          now: clock.now(),
        },
      );
      return { data };
    },
  });

  defineRoute(app, 'POST', FORTUNE_INVESTMENT_PATHS.collect, {
    guard: 'player',
    schema: { response: { 200: CollectFortuneResponseSchema } },
    config: { rateLimit: RATE_LIMITS.featureClaim },
    handler: async (request) => collectFortuneReturns({ db, publisher }, playerOf(request, clock)),
  });
};
