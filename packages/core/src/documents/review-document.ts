import { eq, sql } from 'drizzle-orm';
import { DOCUMENT_TEXTS, type DocumentReviewStatus } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { identityDocuments } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { documentView } from './document-view.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An operator's decision on a document (endpoint and CLI). The player's open pages hear it at once;
 * a later review of the same document replaces the earlier one.
 */
export async function reviewDocument(
  deps: { db: Db; publisher: Publisher },
  input: { documentId: string; status: DocumentReviewStatus; note?: string | null },
) {
  if (!UUID.test(input.documentId)) throw notFound(DOCUMENT_TEXTS.notFound);
  const [row] = await deps.db
    .update(identityDocuments)
    .set({ status: input.status, reviewNote: input.note?.trim() || null, reviewedAt: sql`now()` })
    .where(eq(identityDocuments.id, input.documentId))
    .returning();
  if (!row) throw notFound(DOCUMENT_TEXTS.notFound);
  deps.publisher.toPlayer(row.playerId, {
    type: 'playerIdentityVerification',
    action: input.status,
    data: { documentId: row.id },
  });
  return documentView(row);
}
