import type { FastifyPluginAsync } from 'fastify';
import {
  ADVENTURE_MAP_PATHS,
  AdventureMapChooseParamsSchema,
  AdventureMapChooseResponseSchema,
  AdventureMapInfoResponseSchema,
  AdventureMapParamsSchema,
  AdventureMapResponseSchema,
  FUN_MACHINE_PATHS,
  FUN_METER_PATHS,
  FunMachineResponseSchema,
  FunMeterResponseSchema,
  MINI_GAME_SLOT_PATHS,
  MiniGameSlotResetResponseSchema,
  MiniGameSlotResponseSchema,
  MiniGameSlotSpinResponseSchema,
  VALIDATION,
} from '@casino/contracts';
import {
  chooseAdventureMapSection,
  getAdventureMap,
  getAdventureMapInfo,
  getFunMachine,
  getFunMeter,
  getMiniGameSlot,
  resetMiniGameSlot,
  spinMiniGameSlot,
} from '@casino/core';
import { refuseCrossSite } from '../../http/cross-site.ts';
import { playerOf } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * The mini games fed by play (docs/engagement.md): the adventure map, the funmeter, the mini-game slot and
 * the fun machine that shows them, for the signed-in player (401 for a guest) on the site's brand.
 */
export const miniGamesRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  defineRoute(app, 'GET', ADVENTURE_MAP_PATHS.info, {
    guard: 'player',
    schema: { response: { 200: AdventureMapInfoResponseSchema } },
    handler: async (request) => ({ data: await getAdventureMapInfo(db, playerOf(request, clock)) }),
  });
  defineRoute(app, 'GET', ADVENTURE_MAP_PATHS.current, {
    guard: 'player',
    schema: { response: { 200: AdventureMapResponseSchema } },
    handler: async (request) => ({ data: await getAdventureMap(db, playerOf(request, clock)) }),
  });
  defineRoute(app, 'GET', ADVENTURE_MAP_PATHS.byId, {
    guard: 'player',
    schema: { params: AdventureMapParamsSchema, response: { 200: AdventureMapResponseSchema } },
    handler: async (request) => ({
      data: await getAdventureMap(db, { ...playerOf(request, clock), id: request.params.id }),
    }),
  });
  defineRoute(app, 'POST', ADVENTURE_MAP_PATHS.choose, {
    guard: 'player',
    config: { rateLimit: RATE_LIMITS.featureClaim },
    schema: { params: AdventureMapChooseParamsSchema, response: { 200: AdventureMapChooseResponseSchema } },
    handler: async (request) =>
      chooseAdventureMapSection({ db, publisher }, { ...playerOf(request, clock), ...request.params }),
  });

  defineRoute(app, 'GET', FUN_METER_PATHS.info, {
    guard: 'player',
    schema: { response: { 200: FunMeterResponseSchema } },
    handler: async (request) => ({ data: await getFunMeter(db, playerOf(request, clock)) }),
  });

  defineRoute(app, 'GET', MINI_GAME_SLOT_PATHS.configs, {
    guard: 'player',
    schema: { response: { 200: MiniGameSlotResponseSchema } },
    handler: async (request) => ({ data: await getMiniGameSlot(db, playerOf(request, clock)) }),
  });
  // The spec's spin and reset are GETs: a request another site starts is refused.
  defineRoute(app, 'GET', MINI_GAME_SLOT_PATHS.spin, {
    guard: 'player',
    config: { rateLimit: RATE_LIMITS.featureClaim },
    schema: { response: { 200: MiniGameSlotSpinResponseSchema } },
    handler: async (request) => {
      refuseCrossSite(request, VALIDATION.claim.crossSite);
      return await spinMiniGameSlot({ db, publisher }, playerOf(request, clock));
    },
  });
  defineRoute(app, 'GET', MINI_GAME_SLOT_PATHS.resetLevel, {
    guard: 'player',
    config: { rateLimit: RATE_LIMITS.featureClaim },
    schema: { response: { 200: MiniGameSlotResetResponseSchema } },
    handler: async (request) => {
      refuseCrossSite(request, VALIDATION.claim.crossSite);
      return await resetMiniGameSlot({ db, publisher }, playerOf(request, clock));
    },
  });

  defineRoute(app, 'GET', FUN_MACHINE_PATHS.machine, {
    guard: 'player',
    schema: { response: { 200: FunMachineResponseSchema } },
    handler: async (request) => ({ data: await getFunMachine(db, playerOf(request, clock)) }),
  });
};
