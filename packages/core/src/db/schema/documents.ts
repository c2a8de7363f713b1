import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { playerRef } from './identity.ts';
import { randomId, timestamptz, createdAt } from './columns.ts';

export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: randomId(),
    playerId: playerRef(),
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
    reviewedAt: timestamptz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('identity_documents_player_idx').on(t.playerId, t.createdAt)],
);

/** Raw bytes; PGlite hands them back as a Uint8Array, node drivers as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded files (identity documents, chat pictures) when the database is shared (DATABASE_URL): every server
 * process reads what any of them stored. Keys are the server-made storage keys of the rows that name them.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});
