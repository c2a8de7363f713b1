import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  SUPPORT_CHAT_RULES,
  SUPPORT_CHAT_PATHS,
  SupportChatAttachmentParamsSchema,
  SupportChatAuthRequestSchema,
  SupportChatAuthResponseSchema,
  SupportChatMessageResponseSchema,
  SupportChatMessagesQuerySchema,
  SupportChatOkResponseSchema,
  SupportChatRateRequestSchema,
  SupportChatReadRequestSchema,
  SupportChatSendRequestSchema,
  SupportChatStateResponseSchema,
  VALIDATION,
} from '@casino/contracts';
import {
  DomainError,
  createChatVisitor,
  getChatState,
  markChatReadByPlayer,
  rateConversation,
  readChatAttachment,
  requirePlayer,
  sendChatAttachment,
  sendChatMessage,
  signalPlayerTyping,
  tables,
  type ChatOwner,
  type Db,
} from '@casino/core';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { guestVisitorId, setGuestCookie } from './chat-identity.ts';
import { fieldRefusal } from '../../http/input-guard.ts';
import { defineRoute } from '../../http/define-route.ts';

type ChatOwnerWithEmail = ChatOwner & { email: string | null };

const noChat = () =>
  new DomainError({ status: 401, code: 'chat_unauthorized', message: VALIDATION.supportChat.noChat });

/** The chat's owner of this request: the signed-in player, else the guest of the chat cookie on this brand. */
async function ownerOf(db: Db, request: FastifyRequest): Promise<ChatOwnerWithEmail> {
  const brand = request.brand.key;
  if (request.playerId) {
    const player = await requirePlayer(db, request.playerId);
    return { kind: 'player', playerId: player.id, brand, email: player.email ?? null };
  }
  const visitorId = guestVisitorId(request);
  if (!visitorId) throw noChat();
  const [visitor] = await db
    .select()
    .from(tables.supportChatVisitors)
    .where(eq(tables.supportChatVisitors.id, visitorId));
  if (!visitor || visitor.brand !== brand) throw noChat();
  return { kind: 'guest', visitorId: visitor.id, brand, email: visitor.email };
}

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

const ClientIdQuerySchema = z.object({ clientId: SupportChatSendRequestSchema.shape.clientId });

/**
 * The player's side of the support chat (docs/support-and-push.md): `POST /api/chat/auth/` (spec §7) for
 * players and guests with an email, the conversation with a reconnect cursor, messages, images, typing, read
 * marks and the rating. Every answer is private; every write is rate-limited per chat owner.
 */
export const supportChatRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher' | 'documents'> & { secureCookies: boolean }
> = async (app, { db, clock, publisher, documents: storage, secureCookies }) => {
  await app.register(multipart, {
    limits: {
      fileSize: SUPPORT_CHAT_RULES.maxAttachmentBytes,
      files: 1,
      fields: 2,
      parts: 3,
      fieldSize: 256,
    },
  });

  defineRoute(app, 'POST', SUPPORT_CHAT_PATHS.auth, {
    guard: 'open',
    cache: 'noStore',
    config: { rateLimit: RATE_LIMITS.chatAuth },
    schema: { body: SupportChatAuthRequestSchema, response: { 200: SupportChatAuthResponseSchema } },
    handler: async (request, reply) => {
      const brand = request.brand.key;
      let owner: ChatOwnerWithEmail;
      if (request.playerId) owner = await ownerOf(db, request);
      else {
        const existing = guestVisitorId(request) ? await ownerOf(db, request).catch(() => null) : null;
        if (existing && (!request.body.email || request.body.email === existing.email)) owner = existing;
        else {
          if (!request.body.email)
            throw fieldRefusal('email', 'chat_email_required', VALIDATION.supportChat.emailRequired);
          // A new email is a new guest: the old cookie's conversation is not handed to whoever types an email.
          const visitor = await createChatVisitor(db, { brand, email: request.body.email, now: clock.now() });
          setGuestCookie(reply, visitor.id, secureCookies);
          owner = { kind: 'guest', visitorId: visitor.id, brand, email: visitor.email };
        }
      }
      const token = app.signCookie(owner.kind === 'player' ? `p:${owner.playerId}` : `g:${owner.visitorId}`);
      return {
        data: {
          token,
          kind: owner.kind,
          email: owner.email,
          state: await getChatState(db, owner, { now: clock.now() }),
        },
      };
    },
  });

  defineRoute(app, 'GET', SUPPORT_CHAT_PATHS.conversation, {
    guard: 'open',
    cache: 'noStore',
    schema: {
      querystring: SupportChatMessagesQuerySchema,
      response: { 200: SupportChatStateResponseSchema },
    },
    handler: async (request) => {
      const owner = await ownerOf(db, request);
      return {
        data: await getChatState(db, owner, { after: request.query.after, now: clock.now() }),
      };
    },
  });

  defineRoute(app, 'POST', SUPPORT_CHAT_PATHS.messages, {
    guard: 'open',
    cache: 'noStore',
    config: { rateLimit: RATE_LIMITS.chatMessage },
    schema: { body: SupportChatSendRequestSchema, response: { 200: SupportChatMessageResponseSchema } },
    handler: async (request) => {
      const owner = await ownerOf(db, request);
      const data = await sendChatMessage({ db, publisher }, owner, { ...request.body, now: clock.now() });
      return { data };
    },
  });

  defineRoute(app, 'POST', SUPPORT_CHAT_PATHS.attachments, {
    guard: 'open',
    cache: 'noStore',
    config: { rateLimit: RATE_LIMITS.chatAttachment },
    schema: { querystring: ClientIdQuerySchema, response: { 200: SupportChatMessageResponseSchema } },
    handler: async (request) => {
      const owner = await ownerOf(db, request);
      const refused = (status: number) =>
        new DomainError({ status, code: 'chat_attachment', message: VALIDATION.supportChat.attachment });
      if (!request.isMultipart()) throw refused(415);
      let data: Buffer;
      try {
        const file = await request.file();
        if (!file) throw refused(400);
        data = await file.toBuffer();
      } catch (error) {
        if (error instanceof DomainError) throw error;
        if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw refused(413);
        throw new DomainError({
          status: 400,
          code: 'chat_attachment_broken',
          message: VALIDATION.request.brokenUpload,
        });
      }
      const message = await sendChatAttachment({ db, publisher, storage }, owner, {
        data,
        clientId: request.query.clientId,
        now: clock.now(),
      });
      return { data: message };
    },
  });

  defineRoute(app, 'GET', `${SUPPORT_CHAT_PATHS.attachments}:id/`, {
    guard: 'open',
    cache: 'noStore',
    schema: { params: SupportChatAttachmentParamsSchema },
    handler: async (request, reply) => {
      const owner = await ownerOf(db, request);
      const file = await readChatAttachment({ db, storage }, { owner }, request.params.id);
      return sendImage(reply, file);
    },
  });

  /** The chat's small signals (typing, read up to, a rating): rate-limited alike, answered with a bare "done". */
  const signal = <B extends z.ZodType>(
    url: string,
    body: B | undefined,
    act: (owner: ChatOwnerWithEmail, body: z.output<B>) => Promise<unknown>,
  ) =>
    defineRoute(app, 'POST', url, {
      guard: 'open',
      cache: 'noStore',
      config: { rateLimit: RATE_LIMITS.chatSignal },
      schema: { ...(body ? { body } : {}), response: { 200: SupportChatOkResponseSchema } },
      handler: async (request) => {
        await act(await ownerOf(db, request), request.body as z.output<B>);
        return {};
      },
    });
  signal(SUPPORT_CHAT_PATHS.typing, undefined, (owner) => signalPlayerTyping({ db, publisher }, owner));
  signal(SUPPORT_CHAT_PATHS.read, SupportChatReadRequestSchema, (owner, { lastReadId }) =>
    markChatReadByPlayer({ db, publisher }, owner, lastReadId),
  );
  signal(SUPPORT_CHAT_PATHS.rate, SupportChatRateRequestSchema, (owner, rating) =>
    rateConversation({ db, publisher }, owner, rating),
  );
};

/** An image as itself, never sniffed as anything else and never run as a page. */
export function sendImage(reply: FastifyReply, file: { mime: string; data: Buffer }) {
  return reply
    .type(file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.data);
}
