import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bigSerialId, randomId, bigNumber, timestamptz, createdAt } from './columns.ts';
import { players } from './identity.ts';

/**
 * A guest who gave an email to chat (docs/support-and-push.md). The id is random and only ever sent back in
 * a signed HttpOnly cookie, so knowing someone's email never opens their conversation.
 */
export const supportChatVisitors = pgTable('support_chat_visitors', {
  id: randomId(),
  brand: text('brand').notNull(),
  email: text('email').notNull(),
  createdAt: createdAt(),
});

/**
 * One conversation of a player or a guest with the support team. At most one is open per owner (partial
 * unique indexes); a closed one stays for the record and may be rated once.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: randomId(),
    brand: text('brand').notNull(),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id').references(() => supportChatVisitors.id, { onDelete: 'cascade' }),
    email: text('email'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** The team was closed when the conversation started: the player was told when someone answers. */
    waiting: boolean('waiting').notNull().default(false),
    assignedOperatorId: uuid('assigned_operator_id'),
    assignedEmail: text('assigned_email'),
    assignedAt: timestamptz('assigned_at'),
    closedAt: timestamptz('closed_at'),
    closeReason: text('close_reason'),
    closeNote: text('close_note'),
    rating: integer('rating'),
    /** The last message id each side has read. */
    playerReadId: bigNumber('player_read_id').notNull().default(0),
    agentReadId: bigNumber('agent_read_id').notNull().default(0),
    lastMessageAt: timestamptz('last_message_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('support_conversations_one_owner', sql`(${t.playerId} IS NULL) <> (${t.visitorId} IS NULL)`),
    check('support_conversations_rating', sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
    uniqueIndex('support_conversations_open_player')
      .on(t.playerId)
      .where(sql`${t.status} = 'open' AND ${t.playerId} IS NOT NULL`),
    uniqueIndex('support_conversations_open_visitor')
      .on(t.visitorId)
      .where(sql`${t.status} = 'open' AND ${t.visitorId} IS NOT NULL`),
    index('support_conversations_status_last').on(t.status, t.lastMessageAt),
  ],
);

/** An image sent in a conversation: checked by its bytes, stored under a generated name. */
export const supportChatAttachments = pgTable('support_chat_attachments', {
  id: randomId(),
  conversationId: uuid('conversation_id')
    .notNull()
    .references(() => supportConversations.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/**
 * Messages in order (the id is the order and the reconnect cursor: a client asks for those after the last id it
 * has). `client_id` makes a retried send land once.
 */
export const supportChatMessages = pgTable(
  'support_chat_messages',
  {
    id: bigSerialId(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['player', 'agent', 'system'] }).notNull(),
    operatorId: uuid('operator_id'),
    agentName: text('agent_name'),
    body: text('body').notNull(),
    attachmentId: uuid('attachment_id').references(() => supportChatAttachments.id, { onDelete: 'set null' }),
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_chat_messages_conversation').on(t.conversationId, t.id),
    uniqueIndex('support_chat_messages_client').on(t.conversationId, t.author, t.clientId),
  ],
);
