import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WsConnectionDataSchema } from '@casino/contracts';
import type { Services } from '../../services.ts';
import { noStore } from '../../plugins/caching.ts';

/**
 * A short-lived realtime token for this visitor: public rooms for guests, plus their own room and the site's
 * brand room for players.
 */
export const realtimeRoutes: FastifyPluginAsync<Pick<Services, 'hub'>> = async (app, { hub }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/rest/realtime/connection-data/',
      { schema: { response: { 200: WsConnectionDataSchema } } },
      async (request, reply) => {
        noStore(reply);
        return hub.connectionData(request.playerId, request.brand.key);
      },
    );
};
