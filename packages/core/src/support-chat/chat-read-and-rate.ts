import { and, eq, lte, max, sql } from 'drizzle-orm';
import { SUPPORT_CHAT_AGENTS_ROOM, VALIDATION } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { supportChatMessages, supportConversations } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { publishToOwnerAndAgents, type ChatOwner } from './chat-owner.ts';
import { conversationView, currentConversation, ownConversation } from './chat-views.ts';

const noConversation = () =>
  new DomainError({ status: 404, code: 'not_found', message: VALIDATION.supportChat.unknownConversation });

/** The highest message id of the conversation not above `lastReadId` (read marks never run ahead). */
async function cappedReadId(db: Db, conversationId: string, lastReadId: number) {
  const [row] = await db
    .select({ id: max(supportChatMessages.id) })
    .from(supportChatMessages)
    .where(
      and(eq(supportChatMessages.conversationId, conversationId), lte(supportChatMessages.id, lastReadId)),
    );
  return Number(row?.id ?? 0);
}

/** The player has read up to `lastReadId`: the agents see it (a read mark only moves forward). */
export async function markChatReadByPlayer(
  deps: { db: Db; publisher: Publisher },
  owner: ChatOwner,
  lastReadId: number,
) {
  const row = await currentConversation(deps.db, owner);
  if (!row) throw noConversation();
  const id = await cappedReadId(deps.db, row.id, lastReadId);
  if (id <= row.playerReadId) return;
  await deps.db
    .update(supportConversations)
    .set({ playerReadId: sql`GREATEST(${supportConversations.playerReadId}, ${id})` })
    .where(eq(supportConversations.id, row.id));
  publishToOwnerAndAgents(deps.publisher, owner, {
    type: 'supportChat',
    action: 'read',
    data: { conversationId: row.id, by: 'player', lastReadId: id },
  });
}

/** The player or the agent is typing: a signal only, nothing is stored. */
export async function signalPlayerTyping(deps: { db: Db; publisher: Publisher }, owner: ChatOwner) {
  const row = await currentConversation(deps.db, owner);
  if (!row || row.status !== 'open') return;
  deps.publisher.toPrivateRoom(SUPPORT_CHAT_AGENTS_ROOM, {
    type: 'supportChat',
    action: 'typing',
    data: { conversationId: row.id, author: 'player' },
  });
}

/** A closed conversation is rated once, 1 to 5, by its owner only. */
export async function rateConversation(
  deps: { db: Db; publisher: Publisher },
  owner: ChatOwner,
  input: { conversationId: string; rating: number },
) {
  const row = await ownConversation(deps.db, owner, input.conversationId);
  if (!row) throw noConversation();
  if (row.status !== 'closed')
    throw new DomainError({
      status: 409,
      code: 'chat_not_closed',
      message: VALIDATION.supportChat.notClosed,
    });
  const [updated] = await deps.db
    .update(supportConversations)
    .set({ rating: input.rating })
    .where(eq(supportConversations.id, row.id))
    .returning();
  publishToOwnerAndAgents(deps.publisher, owner, {
    type: 'supportChat',
    action: 'conversation',
    data: conversationView(updated!),
  });
}
