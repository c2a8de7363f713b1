import { and, eq, sql } from 'drizzle-orm';
import { SUPPORT_CHAT_RULES, VALIDATION } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { supportChatMessages, supportConversations } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { publishToOwnerAndAgents, type ChatOwner } from './chat-owner.ts';
import { conversationView, messageViews, openConversationOf } from './chat-views.ts';
import { supportAvailability } from './support-hours.ts';

/** Control characters other than line breaks and tabs are dropped: they only hide text from agents. */
export function cleanChatText(text: string): string {
  return text.replace(/[\p{Cc}]/gu, (c) => (c === '\n' || c === '\t' ? c : '')).trim();
}

export function checkedChatText(text: string): string {
  const body = cleanChatText(text);
  if (!body)
    throw new DomainError({ status: 400, code: 'chat_empty', message: VALIDATION.supportChat.empty });
  if (body.length > SUPPORT_CHAT_RULES.maxMessageLength)
    throw new DomainError({ status: 400, code: 'chat_too_long', message: VALIDATION.supportChat.tooLong });
  return body;
}

/**
 * A new open conversation of the owner; when a racing first message of the same owner created one, theirs
 * (`created` false).
 */
export async function createConversation(
  tx: Db,
  owner: ChatOwner & { email: string | null },
  at: { now: Date; waiting?: boolean },
) {
  const [row] = await tx
    .insert(supportConversations)
    .values({
      brand: owner.brand,
      playerId: owner.kind === 'player' ? owner.playerId : null,
      visitorId: owner.kind === 'guest' ? owner.visitorId : null,
      email: owner.email,
      waiting: at.waiting,
      createdAt: at.now,
    })
    .onConflictDoNothing()
    .returning();
  const conversation = row ?? (await openConversationOf(tx, owner));
  if (!conversation)
    throw new DomainError({ status: 409, code: 'chat_race', message: VALIDATION.supportChat.closed });
  return { conversation, created: !!row };
}

/** Stores a message once per author and `clientId`: a retried send gets the first message back. */
export async function insertChatMessage(
  tx: Db,
  values: typeof supportChatMessages.$inferInsert & { clientId: string },
) {
  const [inserted] = await tx.insert(supportChatMessages).values(values).onConflictDoNothing().returning();
  if (inserted) return { message: inserted, replayed: false };
  const [first] = await tx
    .select()
    .from(supportChatMessages)
    .where(
      and(
        eq(supportChatMessages.conversationId, values.conversationId),
        eq(supportChatMessages.author, values.author),
        eq(supportChatMessages.clientId, values.clientId),
      ),
    );
  return { message: first!, replayed: true };
}

/**
 * The player's message: into their open conversation, or a new one (outside hours it is marked waiting and
 * the widget says when someone answers). The same `clientId` answers the first message (a retried send).
 * Pushed to the owner's pages and the agents after commit.
 */
export async function sendChatMessage(
  deps: { db: Db; publisher: Publisher },
  owner: ChatOwner & { email: string | null },
  input: { body: string; clientId: string; attachmentId?: string | null; now: Date },
) {
  const body = input.attachmentId ? cleanChatText(input.body) : checkedChatText(input.body);
  const { db } = deps;
  const result = await db.transaction(async (tx) => {
    const open = await openConversationOf(tx, owner);
    const { conversation, created } = open
      ? { conversation: open, created: false }
      : await createConversation(tx, owner, {
          now: input.now,
          waiting: !supportAvailability(owner.brand, input.now).open,
        });
    const { message: inserted, replayed } = await insertChatMessage(tx, {
      conversationId: conversation.id,
      author: 'player',
      body,
      attachmentId: input.attachmentId ?? null,
      clientId: input.clientId,
      createdAt: input.now,
    });
    if (replayed) return { message: inserted, conversation, replayed, created };
    const [updated] = await tx
      .update(supportConversations)
      .set({
        lastMessageAt: input.now,
        playerReadId: sql`GREATEST(${supportConversations.playerReadId}, ${inserted.id})`,
      })
      .where(eq(supportConversations.id, conversation.id))
      .returning();
    return { message: inserted, conversation: updated!, replayed: false, created };
  });
  const [message] = await messageViews(db, [result.message]);
  if (!result.replayed) {
    if (result.created)
      publishToOwnerAndAgents(deps.publisher, owner, {
        type: 'supportChat',
        action: 'conversation',
        data: conversationView(result.conversation),
      });
    publishToOwnerAndAgents(deps.publisher, owner, {
      type: 'supportChat',
      action: 'message',
      data: message!,
    });
  }
  return message!;
}
