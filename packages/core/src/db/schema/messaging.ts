import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { players } from './identity.ts';
import { serialId, timestamptz, createdAt } from './columns.ts';

/** Emails and SMS that left (or, without SMTP, would have left): the development outbox lists them. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serialId(),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    bodyText: text('body_text').notNull(),
    link: text('link'),
    locale: text('locale').notNull().default('en'),
    status: text('status', { enum: ['outbox', 'sent', 'failed'] })
      .notNull()
      .default('outbox'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);
