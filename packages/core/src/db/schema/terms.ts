import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { playerRef } from './identity.ts';
import { serialId, timestamptz, createdAt } from './columns.ts';

export const termsDocuments = pgTable(
  'terms_documents',
  {
    id: serialId(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    effectiveAt: timestamptz('effective_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('terms_documents_key_version_idx').on(t.key, t.version)],
);

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    playerId: playerRef(),
    documentId: integer('document_id')
      .notNull()
      .references(() => termsDocuments.id),
    acceptedAt: timestamptz('accepted_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('terms_acceptances_pk').on(t.playerId, t.documentId)],
);

export const termsViews = pgTable('terms_views', {
  id: serialId(),
  playerId: playerRef(),
  documentIds: jsonb('document_ids').$type<number[]>().notNull(),
  viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
});
