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
  if (!body) throw new DomainError(400, VALIDATION.supportChat.empty, undefined, 'chat_empty');
  if (body.length > SUPPORT_CHAT_RULES.maxMessageLength)
    throw new DomainError(400, VALIDATION.supportChat.tooLong, undefined, 'chat_too_long');
  return body;
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
    let conversation = await openConversationOf(tx, owner);
    let created = false;
    if (!conversation) {
      const [row] = await tx
        .insert(supportConversations)
        .values({
          brand: owner.brand,
          playerId: owner.kind === 'player' ? owner.playerId : null,
          visitorId: owner.kind === 'guest' ? owner.visitorId : null,
          email: owner.email,
          waiting: !supportAvailability(owner.brand, input.now).open,
          createdAt: input.now,
        })
        .onConflictDoNothing()
        .returning();
      // A racing first message of the same owner created it: use theirs.
      conversation = row ?? (await openConversationOf(tx, owner));
      created = !!row;
      if (!conversation) throw new DomainError(409, VALIDATION.supportChat.closed, undefined, 'chat_race');
    }
    const [inserted] = await tx
      .insert(supportChatMessages)
      .values({
        conversationId: conversation.id,
        author: 'player',
        body,
        attachmentId: input.attachmentId ?? null,
        clientId: input.clientId,
        createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [first] = await tx
        .select()
        .from(supportChatMessages)
        .where(
          and(
            eq(supportChatMessages.conversationId, conversation.id),
            eq(supportChatMessages.author, 'player'),
            eq(supportChatMessages.clientId, input.clientId),
          ),
        );
      return { message: first!, conversation, replayed: true, created };
    }
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
