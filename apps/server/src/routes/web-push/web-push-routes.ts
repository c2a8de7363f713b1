import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { noStore } from '../../plugins/caching.ts';
import { requirePlayer, signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

/**
 * Web push for signed-in players (docs/web-push.md): the VAPID public key the browser subscribes with, the
 * device's subscription (the spec's updateToken) and the player's push choices.
 */
export const webPushRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'clock' | 'config'>> = async (
  app,
  { db, clock, config },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    WEB_PUSH_PATHS.key,
    { schema: { response: { 200: WebPushKeyResponseSchema } } },
    async (_request, reply) => {
      // The same for everyone and every page: cacheable for a while.
      reply.header('cache-control', 'public, max-age=3600');
      return { success: true as const, data: { publicKey: config.webPush.publicKey } };
    },
  );

  r.put(
    WEB_PUSH_PATHS.subscription,
    {
      onRequest: requirePlayer,
      config: { rateLimit: RATE_LIMITS.webPushWrite },
      schema: {
        body: WebPushSubscriptionRequestSchema,
        response: { 200: WebPushSubscriptionResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const row = await saveWebPushSubscription(db, {
        ...request.body,
        playerId: signedInPlayerId(request),
        brand: request.brand.key,
        userAgent: request.headers['user-agent'] ?? null,
        allowedHosts: config.webPush.endpointHosts,
        now: clock.now(),
      });
      return { success: true as const, data: { refreshedAt: row.refreshedAt.toISOString() } };
    },
  );

  r.delete(
    WEB_PUSH_PATHS.subscription,
    {
      onRequest: requirePlayer,
      config: { rateLimit: RATE_LIMITS.webPushWrite },
      schema: { body: WebPushUnsubscribeRequestSchema },
    },
    async (request, reply) => {
      noStore(reply);
      const { removed } = await removeWebPushSubscription(db, {
        playerId: signedInPlayerId(request),
        deviceId: request.body.deviceId,
      });
      return { success: true as const, data: { removed } };
    },
  );

  r.get(
    WEB_PUSH_PATHS.preferences,
    { onRequest: requirePlayer, schema: { response: { 200: WebPushPreferencesResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return { success: true as const, data: await getWebPushPreferences(db, signedInPlayerId(request)) };
    },
  );

  r.put(
    WEB_PUSH_PATHS.preferences,
    {
      onRequest: requirePlayer,
      config: { rateLimit: RATE_LIMITS.webPushWrite },
      schema: { body: WebPushPreferencesSchema, response: { 200: WebPushPreferencesResponseSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const data = await setWebPushPreferences(db, {
        playerId: signedInPlayerId(request),
        marketing: request.body.marketing,
        now: clock.now(),
      });
      return { success: true as const, data };
    },
  );
};
