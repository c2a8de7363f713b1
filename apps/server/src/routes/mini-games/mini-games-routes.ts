import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { noStore } from '../../plugins/caching.ts';
import { refuseCrossSite } from '../../plugins/cross-site.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

/**
 * The mini games fed by play (docs/engagement.md): the adventure map, the funmeter, the mini-game slot and
 * the fun machine that shows them, for the signed-in player (401 for a guest) on the site's brand.
 */
export const miniGamesRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'publisher'>> = async (
  app,
  { db, clock, publisher },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const who = (request: Parameters<typeof signedInPlayerId>[0]) => ({
    brand: request.brand.key,
    playerId: signedInPlayerId(request),
    now: clock.now(),
  });
  const claim = { onRequest: requirePlayer, config: { rateLimit: RATE_LIMITS.featureClaim } };

  r.get(
    ADVENTURE_MAP_PATHS.info,
    { onRequest: requirePlayer, schema: { response: { 200: AdventureMapInfoResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return { success: true as const, data: await getAdventureMapInfo(db, who(request)) };
    },
  );
  r.get(
    ADVENTURE_MAP_PATHS.current,
    { onRequest: requirePlayer, schema: { response: { 200: AdventureMapResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return { success: true as const, data: await getAdventureMap(db, who(request)) };
    },
  );
  r.get(
    ADVENTURE_MAP_PATHS.byId,
    {
      onRequest: requirePlayer,
      schema: { params: AdventureMapParamsSchema, response: { 200: AdventureMapResponseSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      return {
        success: true as const,
        data: await getAdventureMap(db, { ...who(request), id: request.params.id }),
      };
    },
  );
  r.post(
    ADVENTURE_MAP_PATHS.choose,
    {
      ...claim,
      schema: { params: AdventureMapChooseParamsSchema, response: { 200: AdventureMapChooseResponseSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const chosen = await chooseAdventureMapSection(
        { db, publisher },
        { ...who(request), ...request.params },
      );
      return { success: true as const, ...chosen };
    },
  );

  r.get(
    FUN_METER_PATHS.info,
    { onRequest: requirePlayer, schema: { response: { 200: FunMeterResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return { success: true as const, data: await getFunMeter(db, who(request)) };
    },
  );

  r.get(
    MINI_GAME_SLOT_PATHS.configs,
    { onRequest: requirePlayer, schema: { response: { 200: MiniGameSlotResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return { success: true as const, data: await getMiniGameSlot(db, who(request)) };
    },
  );
  // The spec's spin and reset are GETs: a request another site starts is refused.
  r.get(
    MINI_GAME_SLOT_PATHS.spin,
    { ...claim, schema: { response: { 200: MiniGameSlotSpinResponseSchema } } },
    async (request, reply) => {
      refuseCrossSite(request, VALIDATION.claim.crossSite);
      noStore(reply);
      return { success: true as const, ...(await spinMiniGameSlot({ db, publisher }, who(request))) };
    },
  );
  r.get(
    MINI_GAME_SLOT_PATHS.resetLevel,
    { ...claim, schema: { response: { 200: MiniGameSlotResetResponseSchema } } },
    async (request, reply) => {
      refuseCrossSite(request, VALIDATION.claim.crossSite);
      noStore(reply);
      return { success: true as const, ...(await resetMiniGameSlot({ db, publisher }, who(request))) };
    },
  );

  r.get(
    FUN_MACHINE_PATHS.machine,
    { onRequest: requirePlayer, schema: { response: { 200: FunMachineResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return { success: true as const, data: await getFunMachine(db, who(request)) };
    },
  );
};
