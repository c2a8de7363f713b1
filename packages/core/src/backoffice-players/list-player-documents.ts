import { count, eq } from 'drizzle-orm';
import type { BackofficePlayerDocumentRow } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { identityDocuments } from '../db/schema/index.ts';
import { iso, offsetOf, orderOf, type ListPage, type Paged } from './paging.ts';

/** The player's identity documents and their reviews (the file itself is the document queue's). */
export async function listPlayerDocuments(
  db: Db,
  playerId: string,
  query: ListPage,
): Promise<Paged<BackofficePlayerDocumentRow>> {
  const where = eq(identityDocuments.playerId, playerId);
  const order = orderOf(
    query,
    { createdAt: identityDocuments.createdAt, status: identityDocuments.status },
    'createdAt',
    identityDocuments.id,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(identityDocuments)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(identityDocuments).where(where),
  ]);
  return {
    rows: rows.map((d) => ({
      id: d.id,
      createdAt: d.createdAt.toISOString(),
      kind: d.kind,
      originalName: d.originalName,
      mime: d.mime,
      size: d.size,
      status: d.status,
      reviewNote: d.reviewNote,
      reviewedAt: iso(d.reviewedAt),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
