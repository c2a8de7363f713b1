import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { players } from './identity.ts';
import { createdAt } from './columns.ts';

export const termsDocuments = pgTable(
  'terms_documents',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('terms_documents_key_version_idx').on(t.key, t.version)],
);

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => termsDocuments.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('terms_acceptances_pk').on(t.playerId, t.documentId)],
);

export const termsViews = pgTable('terms_views', {
  id: serial('id').primaryKey(),
  playerId: uuid('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  documentIds: jsonb('document_ids').$type<number[]>().notNull(),
  viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
});
