import type { FastifyPluginAsync } from 'fastify';
import {
  BACKOFFICE_SUPPORT_CHAT_BASE,
  BackofficeChatCloseRequestSchema,
  BackofficeChatDetailResponseSchema,
  BackofficeChatListQuerySchema,
  BackofficeChatParamsSchema,
  BackofficeChatReadRequestSchema,
  BackofficeChatReplyRequestSchema,
  SUPPORT_CHAT_AGENTS_ROOM,
  SupportChatAttachmentParamsSchema,
  SupportChatMessageResponseSchema,
  SupportChatOkResponseSchema,
  WsConnectionDataSchema,
  type BackofficeChatRow,
} from '@casino/contracts';
import {
  assignConversation,
  closeConversation,
  getConversationForAgent,
  listConversations,
  markChatReadByAgent,
  readChatAttachment,
  replyToConversation,
  signalAgentTyping,
} from '@casino/core';
import type { Services } from '../../../services.ts';
import { sendImage } from '../../support-chat/support-chat-routes.ts';
import { auditOf } from '../audit.ts';
import { csvColumns, listHandler } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

const COLUMNS = csvColumns<BackofficeChatRow>({
  createdAt: 'Started',
  brand: 'Brand',
  status: 'Status',
  kind: 'Kind',
  email: 'Email',
  assignedEmail: 'Agent',
  lastMessageAt: 'Last message',
  unread: 'Unread',
  waiting: 'Came outside hours',
  closeReason: 'Close reason',
  rating: 'Rating',
  id: 'Conversation',
});

/**
 * The agents' side of the support chat (`chat.answer`): the queue, a conversation, replies, assignment and
 * closing (both audited), read marks and typing, and the realtime token of the agents' room, so the console
 * hears new messages live. The player's context comes from the players area's own endpoints.
 */
export const backofficeSupportChatRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher' | 'hub' | 'documents'>
> = async (app, { db, clock, publisher, hub, documents: storage }) => {
  const base = BACKOFFICE_SUPPORT_CHAT_BASE;
  const params = BackofficeChatParamsSchema;
  const deps = { db, publisher };

  defineRoute(app, 'GET', `${base}/`, {
    guard: { backoffice: 'chat.answer' },
    schema: { querystring: BackofficeChatListQuerySchema },
    handler: listHandler(
      (query, request) => listConversations(db, query, request.operator?.id ?? null),
      COLUMNS,
    ),
  });

  defineRoute(app, 'GET', `${base}/realtime/`, {
    guard: { backoffice: 'chat.answer' },
    schema: { response: { 200: WsConnectionDataSchema } },
    handler: async (request) => {
      // The console's connection closes when this session ends (signed out, disabled, role changed).
      const session = request.operatorSession;
      return hub.connectionData(
        null,
        null,
        [SUPPORT_CHAT_AGENTS_ROOM],
        session ? { sessionId: session.sessionId, operatorId: session.operator.id } : undefined,
      );
    },
  });

  defineRoute(app, 'GET', `${base}/:id/`, {
    guard: { backoffice: 'chat.answer' },
    schema: { params, response: { 200: BackofficeChatDetailResponseSchema } },
    handler: async (request) => ({ data: await getConversationForAgent(db, request.params.id) }),
  });

  defineRoute(app, 'POST', `${base}/:id/reply/`, {
    guard: { backoffice: 'chat.answer' },
    schema: {
      params,
      body: BackofficeChatReplyRequestSchema,
      response: { 200: SupportChatMessageResponseSchema },
    },
    handler: async (request) => ({
      data: await replyToConversation(deps, auditOf(request, clock), {
        conversationId: request.params.id,
        ...request.body,
      }),
    }),
  });

  defineRoute(app, 'POST', `${base}/:id/assign/`, {
    guard: { backoffice: 'chat.answer' },
    schema: { params, response: { 200: SupportChatOkResponseSchema } },
    handler: async (request) => {
      await assignConversation(deps, auditOf(request, clock), request.params.id);
      return {};
    },
  });

  defineRoute(app, 'POST', `${base}/:id/close/`, {
    guard: { backoffice: 'chat.answer' },
    schema: {
      params,
      body: BackofficeChatCloseRequestSchema,
      response: { 200: SupportChatOkResponseSchema },
    },
    handler: async (request) => {
      await closeConversation(deps, auditOf(request, clock), { id: request.params.id, ...request.body });
      return {};
    },
  });

  defineRoute(app, 'POST', `${base}/:id/read/`, {
    guard: { backoffice: 'chat.answer' },
    schema: {
      params,
      body: BackofficeChatReadRequestSchema,
      response: { 200: SupportChatOkResponseSchema },
    },
    handler: async (request) => {
      await markChatReadByAgent(deps, request.params.id, request.body.lastReadId);
      return {};
    },
  });

  defineRoute(app, 'POST', `${base}/:id/typing/`, {
    guard: { backoffice: 'chat.answer' },
    schema: { params, response: { 200: SupportChatOkResponseSchema } },
    handler: async (request) => {
      await signalAgentTyping(deps, request.params.id);
      return {};
    },
  });

  defineRoute(app, 'GET', `${base}/attachments/:id/`, {
    guard: { backoffice: 'chat.answer' },
    schema: { params: SupportChatAttachmentParamsSchema },
    handler: async (request, reply) =>
      sendImage(reply, await readChatAttachment({ db, storage }, { agent: true }, request.params.id)),
  });
};
