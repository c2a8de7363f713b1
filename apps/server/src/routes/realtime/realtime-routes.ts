import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WsConnectionDataSchema } from '@casino/contracts';
import type { Services } from '../../services.ts';
import { noStore } from '../../plugins/caching.ts';
import { supportChatRooms } from '../support-chat/chat-identity.ts';

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
        // A guest who chats also gets their chat's room (docs/support-and-push.md).
        return hub.connectionData(
          request.playerId,
          request.brand.key,
          supportChatRooms(request),
          request.sessionId ? { sessionId: request.sessionId } : undefined,
        );
      },
    );
};
