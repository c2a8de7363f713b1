import type { IdentityDocument } from '@casino/contracts';
import type { identityDocuments } from '../db/schema/index.ts';

export type DocumentRow = typeof identityDocuments.$inferSelect;

/** A document as its owner sees it: no storage key, no hash. */
export const documentView = (row: DocumentRow): IdentityDocument => ({
  id: row.id,
  status: row.status,
  originalName: row.originalName,
  mime: row.mime,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  reviewNote: row.reviewNote,
});
