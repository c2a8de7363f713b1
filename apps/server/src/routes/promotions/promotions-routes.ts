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
import { findExitOffer, flipTheCoin, getPromotionsPage, subscribePromoOffer } from '@casino/core';
import { noStore } from '../../plugins/caching.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

/**
 * The promotions page and the promo-offer calls. All of them are for signed-in players (401 for a
 * guest: the web route is guarded, and what a guest could see is the public part of the lobby).
 */
export const promotionsRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher'> & { applePayEnabled: boolean }
> = async (app, { db, clock, publisher, applePayEnabled }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PROMO_OFFER_PATHS.page,
    { schema: { response: { 200: PromotionsPageResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return {
        success: true as const,
        payload: await getPromotionsPage(db, {
          brand: request.brand.key,
          playerId: request.playerId,
          applePayEnabled,
          now: clock.now(),
        }),
      };
    },
  );

  r.get(
    PROMO_OFFER_PATHS.exit,
    { onRequest: requirePlayer, schema: { response: { 200: ExitOfferResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      const offer = await findExitOffer(db, { playerId: signedInPlayerId(request), now: clock.now() });
      return { success: true as const, exitPopupPromoOfferPreset: offer && { promoOfferPreset: offer } };
    },
  );

  r.post(
    PROMO_OFFER_PATHS.subscribe,
    {
      onRequest: requirePlayer,
      schema: {
        body: PromoOfferSubscribeRequestSchema,
        response: { 200: PromoOfferSubscribeResponseSchema },
      },
      config: { rateLimit: RATE_LIMITS.promoOffer },
    },
    async (request) => {
      const { presetId } = await subscribePromoOffer(
        { db, publisher },
        { playerId: signedInPlayerId(request), urlHash: request.body.urlHash, now: clock.now() },
      );
      return { success: true as const, presetId };
    },
  );

  r.post(
    PROMO_OFFER_PATHS.flipTheCoin,
    {
      onRequest: requirePlayer,
      schema: { querystring: FlipTheCoinQuerySchema, response: { 200: FlipTheCoinResponseSchema } },
      config: { rateLimit: RATE_LIMITS.promoOffer },
    },
    async (request): Promise<FlipTheCoinResponse> => {
      const result = await flipTheCoin(
        { db, publisher },
        {
          playerId: signedInPlayerId(request),
          promoOfferSet: request.query.promoOfferSet,
          now: clock.now(),
        },
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
