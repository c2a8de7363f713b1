import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './identity.ts';
import { createdAt } from './columns.ts';

export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('identity'),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name'),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'duplicateCredentials'] })
      .notNull()
      .default('pending'),
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('identity_documents_player_idx').on(t.playerId, t.createdAt)],
);
