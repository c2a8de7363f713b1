import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { noStore } from '../../../plugins/caching.ts';
import { requireBackoffice } from '../../../plugins/operator-session.ts';
import type { Services } from '../../../services.ts';
import { sendImage } from '../../support-chat/support-chat-routes.ts';
import { auditOf } from '../audit.ts';
import { exportPage, sendList, type CsvColumn } from '../csv.ts';

const COLUMNS: CsvColumn<BackofficeChatRow>[] = [
  { key: 'createdAt', header: 'Started' },
  { key: 'brand', header: 'Brand' },
  { key: 'status', header: 'Status' },
  { key: 'kind', header: 'Kind' },
  { key: 'email', header: 'Email' },
  { key: 'assignedEmail', header: 'Agent' },
  { key: 'lastMessageAt', header: 'Last message' },
  { key: 'unread', header: 'Unread' },
  { key: 'waiting', header: 'Came outside hours' },
  { key: 'closeReason', header: 'Close reason' },
  { key: 'rating', header: 'Rating' },
  { key: 'id', header: 'Conversation' },
];

/**
 * The agents' side of the support chat (`chat.answer`): the queue, a conversation, replies, assignment and
 * closing (both audited), read marks and typing, and the realtime token of the agents' room, so the console
 * hears new messages live. The player's context comes from the players area's own endpoints.
 */
export const backofficeSupportChatRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher' | 'hub' | 'documents'>
> = async (app, { db, clock, publisher, hub, documents: storage }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = BACKOFFICE_SUPPORT_CHAT_BASE;
  const answer = requireBackoffice('chat.answer');
  const params = BackofficeChatParamsSchema;
  const deps = { db, publisher };

  r.get(
    `${base}/`,
    { onRequest: answer, schema: { querystring: BackofficeChatListQuerySchema } },
    async (request, reply) =>
      sendList(
        reply,
        request.query,
        await listConversations(db, exportPage(request.query), request.operator?.id ?? null),
        COLUMNS,
      ),
  );

  r.get(
    `${base}/realtime/`,
    { onRequest: answer, schema: { response: { 200: WsConnectionDataSchema } } },
    async (request, reply) => {
      noStore(reply);
      // The console's connection closes when this session ends (signed out, disabled, role changed).
      const session = request.operatorSession;
      return hub.connectionData(
        null,
        null,
        [SUPPORT_CHAT_AGENTS_ROOM],
        session ? { sessionId: session.sessionId, operatorId: session.operator.id } : undefined,
      );
    },
  );

  r.get(
    `${base}/:id/`,
    { onRequest: answer, schema: { params, response: { 200: BackofficeChatDetailResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return { success: true as const, data: await getConversationForAgent(db, request.params.id) };
    },
  );

  r.post(
    `${base}/:id/reply/`,
    {
      onRequest: answer,
      schema: {
        params,
        body: BackofficeChatReplyRequestSchema,
        response: { 200: SupportChatMessageResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await replyToConversation(deps, auditOf(request, clock), {
        conversationId: request.params.id,
        ...request.body,
      }),
    }),
  );

  r.post(
    `${base}/:id/assign/`,
    { onRequest: answer, schema: { params, response: { 200: SupportChatOkResponseSchema } } },
    async (request) => {
      await assignConversation(deps, auditOf(request, clock), request.params.id);
      return { success: true as const };
    },
  );

  r.post(
    `${base}/:id/close/`,
    {
      onRequest: answer,
      schema: {
        params,
        body: BackofficeChatCloseRequestSchema,
        response: { 200: SupportChatOkResponseSchema },
      },
    },
    async (request) => {
      await closeConversation(deps, auditOf(request, clock), { id: request.params.id, ...request.body });
      return { success: true as const };
    },
  );

  r.post(
    `${base}/:id/read/`,
    {
      onRequest: answer,
      schema: {
        params,
        body: BackofficeChatReadRequestSchema,
        response: { 200: SupportChatOkResponseSchema },
      },
    },
    async (request) => {
      await markChatReadByAgent(deps, request.params.id, request.body.lastReadId);
      return { success: true as const };
    },
  );

  r.post(
    `${base}/:id/typing/`,
    { onRequest: answer, schema: { params, response: { 200: SupportChatOkResponseSchema } } },
    async (request) => {
      await signalAgentTyping(deps, request.params.id);
      return { success: true as const };
    },
  );

  r.get(
    `${base}/attachments/:id/`,
    { onRequest: answer, schema: { params: SupportChatAttachmentParamsSchema } },
    async (request, reply) =>
      sendImage(reply, await readChatAttachment({ db, storage }, { agent: true }, request.params.id)),
  );
};
