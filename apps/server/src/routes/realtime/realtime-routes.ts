import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WsConnectionDataSchema } from '@casino/contracts';
import type { RealtimeHub } from '../../realtime/hub.ts';

/** A short-lived realtime token for this visitor: public rooms for guests, plus their own room for players. */
export const realtimeRoutes: FastifyPluginAsync<{ hub: RealtimeHub }> = async (app, { hub }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/rest/realtime/connection-data/',
      { schema: { response: { 200: WsConnectionDataSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return hub.connectionData(request.playerId);
      },
    );
};
