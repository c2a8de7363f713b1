import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  SUPPORT_CHAT_AGENTS_ROOM,
  type BackofficeChatDetail,
  type BackofficeChatListQuery,
  type BackofficeChatRow,
} from '@casino/contracts';
import { appendAudit } from '../backoffice/audit-log.ts';
import type { OperatorActor } from '../backoffice-players/actor.ts';
import type { Db } from '../db/client.ts';
import { containsPattern } from '../db/like-pattern.ts';
import { supportChatMessages, supportConversations } from '../db/schema/index.ts';
import { conflict, notFound } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { ownerOfRow, publishToOwner, publishToOwnerAndAgents } from './chat-owner.ts';
import {
  agentName,
  conversationView,
  messagesAfter,
  messageViews,
  type ConversationRow,
} from './chat-views.ts';
import { checkedChatText, insertChatMessage } from './send-chat-message.ts';

export const CONVERSATION_NOT_FOUND_TEXT = 'There is no conversation with this id. Reload the queue.';
export const CONVERSATION_CLOSED_TEXT = 'This conversation is closed.';

// Qualified by hand: drizzle leaves columns unqualified in one-table selects, and `m.id` would shadow them.
const lastMessage = sql<
  string | null
>`(SELECT m.body FROM support_chat_messages m WHERE m.conversation_id = support_conversations.id ORDER BY m.id DESC LIMIT 1)`;
const unread = sql<number>`(SELECT count(*)::int FROM support_chat_messages m WHERE m.conversation_id = support_conversations.id AND m.author = 'player' AND m.id > support_conversations.agent_read_id)`;

function rowView(row: ConversationRow & { lastMessage: string | null; unread: number }): BackofficeChatRow {
  return {
    id: row.id,
    brand: row.brand,
    status: row.status,
    kind: row.playerId ? 'player' : 'guest',
    playerId: row.playerId,
    email: row.email,
    assignedTo: row.assignedOperatorId,
    assignedEmail: row.assignedEmail,
    lastMessage: row.lastMessage,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    unread: Number(row.unread),
    waiting: row.waiting,
    rating: row.rating,
    closeReason: row.closeReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The queue: open conversations first by their last message (oldest waiting first), with filters. */
export async function listConversations(
  db: Db,
  query: BackofficeChatListQuery & { pageSize: number; page: number },
  operatorId: string | null,
) {
  const filters: SQL[] = [];
  if (query.status !== 'all') filters.push(eq(supportConversations.status, query.status));
  if (query.assigned === 'me' && operatorId)
    filters.push(eq(supportConversations.assignedOperatorId, operatorId));
  if (query.assigned === 'unassigned') filters.push(isNull(supportConversations.assignedOperatorId));
  if (query.q) filters.push(or(ilike(supportConversations.email, containsPattern(query.q)))!);
  const where = filters.length ? and(...filters) : undefined;
  const sortable = {
    lastMessageAt: supportConversations.lastMessageAt,
    createdAt: supportConversations.createdAt,
  };
  const column = sortable[query.sort as keyof typeof sortable] ?? supportConversations.lastMessageAt;
  const order = query.sort ? (query.order === 'asc' ? asc(column) : desc(column)) : asc(column);
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: supportConversations, lastMessage, unread })
      .from(supportConversations)
      .where(where)
      .orderBy(order, asc(supportConversations.createdAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(supportConversations).where(where),
  ]);
  return {
    rows: rows.map((r) => rowView({ ...r.c, lastMessage: r.lastMessage, unread: r.unread })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function findConversation(db: Db, id: string, lock = false) {
  const q = db.select().from(supportConversations).where(eq(supportConversations.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(CONVERSATION_NOT_FOUND_TEXT);
  return row;
}

export async function getConversationForAgent(db: Db, id: string): Promise<BackofficeChatDetail> {
  const row = await findConversation(db, id);
  const [extra] = await db
    .select({ lastMessage, unread })
    .from(supportConversations)
    .where(eq(supportConversations.id, id));
  return {
    conversation: rowView({ ...row, lastMessage: extra?.lastMessage ?? null, unread: extra?.unread ?? 0 }),
    messages: await messagesAfter(db, id, 0),
    playerReadId: row.playerReadId,
    agentReadId: row.agentReadId,
  };
}

/** An agent's answer: stored, pushed to the player's pages and the other agents. Assigns an unassigned chat. */
export async function replyToConversation(
  deps: { db: Db; publisher: Publisher },
  actor: OperatorActor,
  input: { conversationId: string; body: string; clientId: string },
) {
  const body = checkedChatText(input.body);
  const { message, conversation, replayed } = await deps.db.transaction(async (tx) => {
    const row = await findConversation(tx, input.conversationId, true);
    if (row.status !== 'open') throw conflict(CONVERSATION_CLOSED_TEXT);
    const { message: inserted, replayed } = await insertChatMessage(tx, {
      conversationId: row.id,
      author: 'agent',
      operatorId: actor.operatorId?.startsWith('apikey:') ? null : actor.operatorId,
      agentName: agentName(actor.operatorEmail ?? 'support'),
      body,
      clientId: input.clientId,
      createdAt: actor.at,
    });
    if (replayed) return { message: inserted, conversation: row, replayed };
    const [updated] = await tx
      .update(supportConversations)
      .set({
        lastMessageAt: actor.at,
        agentReadId: inserted.id,
        ...(row.assignedOperatorId ? {} : assignment(actor)),
      })
      .where(eq(supportConversations.id, row.id))
      .returning();
    if (!row.assignedOperatorId) await auditAssign(tx, actor, row, updated!);
    return { message: inserted, conversation: updated!, replayed: false };
  });
  const [view] = await messageViews(deps.db, [message]);
  if (!replayed) {
    const owner = ownerOfRow(conversation);
    publishToOwnerAndAgents(deps.publisher, owner, { type: 'supportChat', action: 'message', data: view! });
    publishToOwnerAndAgents(deps.publisher, owner, {
      type: 'supportChat',
      action: 'conversation',
      data: conversationView(conversation),
    });
  }
  return view!;
}

const operatorUuid = (actor: OperatorActor) =>
  actor.operatorId && /^[0-9a-f-]{36}$/.test(actor.operatorId) ? actor.operatorId : null;

const assignment = (actor: OperatorActor) => ({
  assignedOperatorId: operatorUuid(actor),
  assignedEmail: actor.operatorEmail,
  assignedAt: actor.at,
});

/** Audits an agent's change to a conversation as `supportChat.<verb>`. */
const auditConversation = (
  tx: Db,
  actor: OperatorActor,
  verb: 'assign' | 'close',
  id: string,
  change: { before: unknown; after: unknown },
) =>
  appendAudit(tx, {
    ...actor,
    action: `supportChat.${verb}`,
    targetType: 'supportConversation',
    targetId: id,
    ...change,
  });

const auditAssign = (tx: Db, actor: OperatorActor, before: ConversationRow, after: ConversationRow) =>
  auditConversation(tx, actor, 'assign', before.id, {
    before: { assignedEmail: before.assignedEmail },
    after: { assignedEmail: after.assignedEmail },
  });

/** The agent takes the conversation (also from another agent). Audited as `supportChat.assign`. */
export async function assignConversation(
  deps: { db: Db; publisher: Publisher },
  actor: OperatorActor,
  id: string,
) {
  const conversation = await deps.db.transaction(async (tx) => {
    const row = await findConversation(tx, id, true);
    if (row.status !== 'open') throw conflict(CONVERSATION_CLOSED_TEXT);
    if (row.assignedEmail === actor.operatorEmail) return row;
    const [updated] = await tx
      .update(supportConversations)
      .set(assignment(actor))
      .where(eq(supportConversations.id, id))
      .returning();
    await auditAssign(tx, actor, row, updated!);
    return updated!;
  });
  publishToOwnerAndAgents(deps.publisher, ownerOfRow(conversation), {
    type: 'supportChat',
    action: 'conversation',
    data: conversationView(conversation),
  });
  return conversation;
}

/** Closes with a reason; the player may then rate it. Audited as `supportChat.close`. */
export async function closeConversation(
  deps: { db: Db; publisher: Publisher },
  actor: OperatorActor,
  input: { id: string; reason: string; note?: string },
) {
  const conversation = await deps.db.transaction(async (tx) => {
    const row = await findConversation(tx, input.id, true);
    if (row.status !== 'open') throw conflict(CONVERSATION_CLOSED_TEXT);
    const [updated] = await tx
      .update(supportConversations)
      .set({ status: 'closed', closedAt: actor.at, closeReason: input.reason, closeNote: input.note ?? null })
      .where(eq(supportConversations.id, input.id))
      .returning();
    await auditConversation(tx, actor, 'close', row.id, {
      before: { status: row.status },
      after: { status: 'closed', reason: input.reason, ...(input.note ? { note: input.note } : {}) },
    });
    return updated!;
  });
  publishToOwnerAndAgents(deps.publisher, ownerOfRow(conversation), {
    type: 'supportChat',
    action: 'conversation',
    data: conversationView(conversation),
  });
}

/** The agents read up to `lastReadId`: the player sees it. */
export async function markChatReadByAgent(
  deps: { db: Db; publisher: Publisher },
  id: string,
  lastReadId: number,
) {
  const row = await findConversation(deps.db, id);
  const [top] = await deps.db
    .select({ id: sql<number>`max(${supportChatMessages.id})` })
    .from(supportChatMessages)
    .where(and(eq(supportChatMessages.conversationId, id), sql`${supportChatMessages.id} <= ${lastReadId}`));
  const readId = Number(top?.id ?? 0);
  if (readId <= row.agentReadId) return;
  await deps.db
    .update(supportConversations)
    .set({ agentReadId: sql`GREATEST(${supportConversations.agentReadId}, ${readId})` })
    .where(eq(supportConversations.id, id));
  publishToOwnerAndAgents(deps.publisher, ownerOfRow(row), {
    type: 'supportChat',
    action: 'read',
    data: { conversationId: id, by: 'agent', lastReadId: readId },
  });
}

export async function signalAgentTyping(deps: { db: Db; publisher: Publisher }, id: string) {
  const row = await findConversation(deps.db, id);
  if (row.status !== 'open') return;
  const message = {
    type: 'supportChat',
    action: 'typing',
    data: { conversationId: id, author: 'agent' },
  } as const;
  publishToOwner(deps.publisher, ownerOfRow(row), message);
  deps.publisher.toPrivateRoom(SUPPORT_CHAT_AGENTS_ROOM, message);
}
