import type { FastifyPluginAsync } from 'fastify';
import {
  ExitOfferResponseSchema,
  FlipTheCoinQuerySchema,
  FlipTheCoinResponseSchema,
  PROMO_OFFER_PATHS,
  PromoOfferSubscribeRequestSchema,
  PromoOfferSubscribeResponseSchema,
  PromotionsPageResponseSchema,
} from '@casino/contracts';
import { findExitOffer, flipTheCoin, getPromotionsPage, subscribePromoOffer } from '@casino/core';
import { signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * The promotions page and the promo-offer calls. All of them are for signed-in players (401 for a
 * guest: the web route is guarded, and what a guest could see is the public part of the lobby).
 */
export const promotionsRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher'> & { applePayEnabled: boolean }
> = async (app, { db, clock, publisher, applePayEnabled }) => {
  defineRoute(app, 'GET', PROMO_OFFER_PATHS.page, {
    guard: 'open',
    cache: 'noStore',
    schema: { response: { 200: PromotionsPageResponseSchema } },
    handler: async (request) => ({
      payload: await getPromotionsPage(db, {
        brand: request.brand.key,
        playerId: request.playerId,
        applePayEnabled,
        now: clock.now(),
      }),
    }),
  });

  defineRoute(app, 'GET', PROMO_OFFER_PATHS.exit, {
    guard: 'player',
    schema: { response: { 200: ExitOfferResponseSchema } },
    handler: async (request) => {
      const offer = await findExitOffer(db, { playerId: signedInPlayerId(request), now: clock.now() });
      return { exitPopupPromoOfferPreset: offer && { promoOfferPreset: offer } };
    },
  });

  defineRoute(app, 'POST', PROMO_OFFER_PATHS.subscribe, {
    guard: 'player',
    schema: {
      body: PromoOfferSubscribeRequestSchema,
      response: { 200: PromoOfferSubscribeResponseSchema },
    },
    config: { rateLimit: RATE_LIMITS.promoOffer },
    handler: async (request) => {
      const { presetId } = await subscribePromoOffer(
        { db, publisher },
        { playerId: signedInPlayerId(request), urlHash: request.body.urlHash, now: clock.now() },
      );
      return { presetId };
    },
  });

  defineRoute(app, 'POST', PROMO_OFFER_PATHS.flipTheCoin, {
    guard: 'player',
    schema: { querystring: FlipTheCoinQuerySchema, response: { 200: FlipTheCoinResponseSchema } },
    config: { rateLimit: RATE_LIMITS.promoOffer },
    handler: async (request) => {
      const result = await flipTheCoin(
        { db, publisher },
        {
          playerId: signedInPlayerId(request),
          promoOfferSet: request.query.promoOfferSet,
          now: clock.now(),
        },
      );
      if (result.success)
        return {
          success: true as const,
          side: result.side,
          data: { data: { promoOfferPreset: result.offer } },
        };
      return {
        success: false as const,
        reasonType: result.reasonType,
        nextFlipAt: result.nextFlipAt?.toISOString() ?? null,
        data: result.heldId === null ? null : { data: { promoOfferPreset: { id: result.heldId } } },
      };
    },
  });
};
