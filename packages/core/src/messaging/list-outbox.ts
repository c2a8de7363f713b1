import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';

export type OutboxMessage = typeof outboxMessages.$inferSelect;

/** The latest messages, newest first, optionally to one recipient (the development outbox page). */
export const listOutboxMessages = (db: Db, limit = 50, recipient?: string): Promise<OutboxMessage[]> =>
  db
    .select()
    .from(outboxMessages)
    .where(recipient ? eq(outboxMessages.recipient, recipient) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
