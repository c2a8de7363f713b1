import type { FastifyPluginAsync } from 'fastify';
import { WsConnectionDataSchema } from '@casino/contracts';
import type { Services } from '../../services.ts';
import { supportChatRooms } from '../support-chat/chat-identity.ts';
import { defineRoute } from '../../http/define-route.ts';

/**
 * A short-lived realtime token for this visitor: public rooms for guests, plus their own room and the site's
 * brand room for players.
 */
export const realtimeRoutes: FastifyPluginAsync<Pick<Services, 'hub'>> = async (app, { hub }) => {
  defineRoute(app, 'GET', '/rest/realtime/connection-data/', {
    guard: 'open',
    cache: 'noStore',
    schema: { response: { 200: WsConnectionDataSchema } },
    handler: async (request) => {
      // A guest who chats also gets their chat's room (docs/support-and-push.md).
      return hub.connectionData(
        request.playerId,
        request.brand.key,
        supportChatRooms(request),
        request.sessionId ? { sessionId: request.sessionId } : undefined,
      );
    },
  });
};
