import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { SUPPORT_CHAT_RULES, type SupportChatConversation, type SupportChatMessage } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { supportChatAttachments, supportChatMessages, supportConversations } from '../db/schema/index.ts';
import type { ChatOwner } from './chat-owner.ts';

export type ConversationRow = typeof supportConversations.$inferSelect;
type MessageRow = typeof supportChatMessages.$inferSelect;

export const attachmentUrl = (id: string) => `/api/chat/attachments/${id}/`;

export function conversationView(row: ConversationRow): SupportChatConversation {
  return {
    id: row.id,
    status: row.status,
    assignedTo: row.assignedEmail ? agentName(row.assignedEmail) : null,
    closeReason: (row.closeReason as SupportChatConversation['closeReason']) ?? null,
    rating: row.rating,
    playerReadId: row.playerReadId,
    agentReadId: row.agentReadId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Agents are shown by their email's local part (never the whole address). */
export const agentName = (email: string) => email.split('@')[0] ?? email;

export async function messageViews(db: Db, rows: MessageRow[]): Promise<SupportChatMessage[]> {
  const ids = rows.map((r) => r.attachmentId).filter((id): id is string => !!id);
  const attachments = ids.length
    ? await db.select().from(supportChatAttachments).where(inArray(supportChatAttachments.id, ids))
    : [];
  return rows.map((r) => {
    const a = attachments.find((x) => x.id === r.attachmentId);
    return {
      id: r.id,
      conversationId: r.conversationId,
      author: r.author,
      agentName: r.agentName,
      body: r.body,
      attachment: a ? { id: a.id, mime: a.mime, size: a.size, url: attachmentUrl(a.id) } : null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export async function messagesAfter(db: Db, conversationId: string, after: number) {
  const rows = await db
    .select()
    .from(supportChatMessages)
    .where(and(eq(supportChatMessages.conversationId, conversationId), gt(supportChatMessages.id, after)))
    .orderBy(asc(supportChatMessages.id))
    .limit(SUPPORT_CHAT_RULES.pageSize);
  return messageViews(db, rows);
}

const ownerWhere = (owner: ChatOwner) =>
  owner.kind === 'player'
    ? eq(supportConversations.playerId, owner.playerId)
    : eq(supportConversations.visitorId, owner.visitorId);

/** The owner's open conversation, else their latest one (a closed one can still be read and rated). */
export async function currentConversation(db: Db, owner: ChatOwner): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(and(ownerWhere(owner), eq(supportConversations.brand, owner.brand)))
    .orderBy(desc(supportConversations.status), desc(supportConversations.createdAt))
    .limit(1);
  // 'open' > 'closed' alphabetically: an open conversation always comes first.
  return row ?? null;
}

export async function openConversationOf(db: Db, owner: ChatOwner): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(and(ownerWhere(owner), eq(supportConversations.status, 'open')))
    .limit(1);
  return row ?? null;
}

/** A conversation of this owner by id; another owner's is "not found", never "forbidden". */
export async function ownConversation(db: Db, owner: ChatOwner, id: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(and(ownerWhere(owner), eq(supportConversations.id, id)))
    .limit(1);
  return row ?? null;
}
