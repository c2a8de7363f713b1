import type { FastifyReply, FastifyRequest } from 'fastify';
import { SUPPORT_CHAT_RULES, supportChatGuestRoom } from '@casino/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A guest's chat identity: the visitor id in a cookie signed with the app's secret (HttpOnly, so page scripts
 * never read it). Knowing an email or a conversation id opens nothing; only this cookie does.
 */
export function guestVisitorId(request: FastifyRequest): string | null {
  const raw = request.cookies?.[SUPPORT_CHAT_RULES.guestCookie];
  if (!raw) return null;
  const result = request.unsignCookie(raw);
  return result.valid && result.value && UUID.test(result.value) ? result.value : null;
}

export function setGuestCookie(reply: FastifyReply, visitorId: string, secure: boolean) {
  reply.setCookie(SUPPORT_CHAT_RULES.guestCookie, visitorId, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SUPPORT_CHAT_RULES.guestCookieDays * 86_400,
  });
}

/** The private rooms a page's realtime token names: a guest's own chat room (a player's is their room). */
export function supportChatRooms(request: FastifyRequest): string[] {
  if (request.playerId) return [];
  const visitor = guestVisitorId(request);
  return visitor ? [supportChatGuestRoom(visitor)] : [];
}
