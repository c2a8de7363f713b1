import type { FastifyPluginAsync } from 'fastify';
import {
  WEB_PUSH_PATHS,
  WebPushKeyResponseSchema,
  WebPushPreferencesResponseSchema,
  WebPushPreferencesSchema,
  WebPushSubscriptionRequestSchema,
  WebPushSubscriptionResponseSchema,
  WebPushUnsubscribeRequestSchema,
} from '@casino/contracts';
import {
  getWebPushPreferences,
  removeWebPushSubscription,
  saveWebPushSubscription,
  setWebPushPreferences,
} from '@casino/core';
import { signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * Web push for signed-in players (docs/web-push.md): the VAPID public key the browser subscribes with, the
 * device's subscription (the spec's updateToken) and the player's push choices.
 */
export const webPushRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'config'>> = async (
  app,
  { db, clock, config },
) => {
  defineRoute(app, 'GET', WEB_PUSH_PATHS.key, {
    guard: 'open',
    schema: { response: { 200: WebPushKeyResponseSchema } },
    handler: async (_request, reply) => {
      // The same for everyone and every page: cacheable for a while.
      reply.header('cache-control', 'public, max-age=3600');
      return { data: { publicKey: config.webPush.publicKey } };
    },
  });

  defineRoute(app, 'PUT', WEB_PUSH_PATHS.subscription, {
    guard: 'player',
    config: { rateLimit: RATE_LIMITS.webPushWrite },
    schema: {
      body: WebPushSubscriptionRequestSchema,
      response: { 200: WebPushSubscriptionResponseSchema },
    },
    handler: async (request) => {
      const row = await saveWebPushSubscription(db, {
        ...request.body,
        playerId: signedInPlayerId(request),
        brand: request.brand.key,
        userAgent: request.headers['user-agent'] ?? null,
        allowedHosts: config.webPush.endpointHosts,
        now: clock.now(),
      });
      return { data: { refreshedAt: row.refreshedAt.toISOString() } };
    },
  });

  defineRoute(app, 'DELETE', WEB_PUSH_PATHS.subscription, {
    guard: 'player',
    config: { rateLimit: RATE_LIMITS.webPushWrite },
    schema: { body: WebPushUnsubscribeRequestSchema },
    handler: async (request) => {
      const { removed } = await removeWebPushSubscription(db, {
        playerId: signedInPlayerId(request),
        deviceId: request.body.deviceId,
      });
      return { data: { removed } };
    },
  });

  defineRoute(app, 'GET', WEB_PUSH_PATHS.preferences, {
    guard: 'player',
    schema: { response: { 200: WebPushPreferencesResponseSchema } },
    handler: async (request) => ({ data: await getWebPushPreferences(db, signedInPlayerId(request)) }),
  });

  defineRoute(app, 'PUT', WEB_PUSH_PATHS.preferences, {
    guard: 'player',
    config: { rateLimit: RATE_LIMITS.webPushWrite },
    schema: { body: WebPushPreferencesSchema, response: { 200: WebPushPreferencesResponseSchema } },
    handler: async (request) => {
      const data = await setWebPushPreferences(db, {
        playerId: signedInPlayerId(request),
        marketing: request.body.marketing,
        now: clock.now(),
      });
      return { data };
    },
  });
};
