import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ExitOfferResponseSchema,
  FlipTheCoinQuerySchema,
  FlipTheCoinResponseSchema,
  PROMO_OFFER_PATHS,
  PromoOfferSubscribeRequestSchema,
  PromoOfferSubscribeResponseSchema,
  PromotionsPageResponseSchema,
  type FlipTheCoinResponse,
} from '@casino/contracts';
import {
  findExitOffer,
  flipTheCoin,
  getPromotionsPage,
  subscribePromoOffer,
  unauthorized,
  type Database,
  type Publisher,
} from '@casino/core';

/** Per player: a person flips or follows a link a few times a minute at most. */
const PLAYER_LIMIT = {
  max: (request: { server: { rateLimitMultiplier?: number } }) =>
    30 * (request.server.rateLimitMultiplier ?? 1),
  timeWindow: '1 minute',
  keyGenerator: (request: { playerId: string | null; ip: string }) => request.playerId ?? request.ip,
};

/**
 * The promotions page and the promo-offer calls. All of them are for signed-in players (401 for a
 * guest: the web route is guarded, and what a guest could see is the public part of the lobby).
 */
export const promotionsRoutes: FastifyPluginAsync<{ database: Database; applePayEnabled: boolean }> = async (
  app,
  { database, applePayEnabled },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  // Decorated on the root app before any route plugin is registered.
  const publisher = (app as unknown as { publisher: Publisher }).publisher;

  r.get(
    PROMO_OFFER_PATHS.page,
    { schema: { response: { 200: PromotionsPageResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        payload: await getPromotionsPage(db, { playerId: request.playerId, applePayEnabled }),
      };
    },
  );

  r.get(
    PROMO_OFFER_PATHS.exit,
    { schema: { response: { 200: ExitOfferResponseSchema } } },
    async (request, reply) => {
      if (!request.playerId) throw unauthorized();
      reply.header('cache-control', 'private, no-store');
      const offer = await findExitOffer(db, { playerId: request.playerId });
      return { success: true as const, exitPopupPromoOfferPreset: offer && { promoOfferPreset: offer } };
    },
  );

  r.post(
    PROMO_OFFER_PATHS.subscribe,
    {
      schema: {
        body: PromoOfferSubscribeRequestSchema,
        response: { 200: PromoOfferSubscribeResponseSchema },
      },
      config: { rateLimit: PLAYER_LIMIT },
    },
    async (request) => {
      if (!request.playerId) throw unauthorized();
      const { presetId } = await subscribePromoOffer(
        { db, publisher },
        { playerId: request.playerId, urlHash: request.body.urlHash },
      );
      return { success: true as const, presetId };
    },
  );

  r.post(
    PROMO_OFFER_PATHS.flipTheCoin,
    {
      schema: { querystring: FlipTheCoinQuerySchema, response: { 200: FlipTheCoinResponseSchema } },
      config: { rateLimit: PLAYER_LIMIT },
    },
    async (request): Promise<FlipTheCoinResponse> => {
      if (!request.playerId) throw unauthorized();
      const result = await flipTheCoin(
        { db, publisher },
        { playerId: request.playerId, promoOfferSet: request.query.promoOfferSet },
      );
      if (result.success)
        return { success: true, side: result.side, data: { data: { promoOfferPreset: result.offer } } };
      return {
        success: false,
        reasonType: result.reasonType,
        nextFlipAt: result.nextFlipAt?.toISOString() ?? null,
        data: result.heldId === null ? null : { data: { promoOfferPreset: { id: result.heldId } } },
      };
    },
  );
};
