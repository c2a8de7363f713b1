import type { SupportChatState } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { supportChatVisitors } from '../db/schema/index.ts';
import type { ChatOwner } from './chat-owner.ts';
import { conversationView, currentConversation, messagesAfter } from './chat-views.ts';
import { supportAvailability } from './support-hours.ts';

/**
 * What the widget shows: the owner's current conversation and its messages after `after` (0: from the start;
 * after a reconnect the last id the page has, so nothing arrives twice), and whether someone answers now.
 */
export async function getChatState(
  db: Db,
  owner: ChatOwner,
  input: { after?: number; now: Date },
): Promise<SupportChatState> {
  const row = await currentConversation(db, owner);
  return {
    conversation: row ? conversationView(row) : null,
    messages: row ? await messagesAfter(db, row.id, input.after ?? 0) : [],
    availability: supportAvailability(owner.brand, input.now),
  };
}

/** A guest gives an email: a new visitor (random id) whose conversation only its signed cookie opens. */
export async function createChatVisitor(db: Db, input: { brand: string; email: string; now: Date }) {
  const [row] = await db
    .insert(supportChatVisitors)
    .values({ brand: input.brand, email: input.email, createdAt: input.now })
    .returning();
  return row!;
}
