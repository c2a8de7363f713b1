import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BoDocumentRow, BoDocumentsQuery } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { anyContains, pageWindow } from '../db/like-pattern.ts';
import { identityDocuments, players } from '../db/schema/index.ts';
import { documentView } from './document-view.ts';

const SORTS = {
  createdAt: identityDocuments.createdAt,
  status: identityDocuments.status,
  email: players.email,
  size: identityDocuments.size,
  reviewedAt: identityDocuments.reviewedAt,
} as const;

/**
 * The back-office's document queue, one page: by status (or every status), searched by the player's email
 * or login. Without a sort, the documents waiting come first, oldest first, so the queue is worked in order.
 */
export async function listDocumentsPage(
  db: Db,
  query: Pick<BoDocumentsQuery, 'page' | 'pageSize' | 'sort' | 'order' | 'q' | 'status'>,
): Promise<{ rows: BoDocumentRow[]; total: number; page: number; pageSize: number }> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(identityDocuments.status, query.status));
  if (query.q) filters.push(anyContains([players.email, players.login], query.q));
  const where = filters.length ? and(...filters) : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const orderBy = query.sort
    ? [direction(SORTS[query.sort]), asc(identityDocuments.id)]
    : [
        asc(sql`case when ${identityDocuments.status} = 'pending' then 0 else 1 end`),
        asc(identityDocuments.createdAt),
        asc(identityDocuments.id),
      ];
  const { limit, offset } = pageWindow(query);
  const [rows, [count]] = await Promise.all([
    db
      .select({ document: identityDocuments, login: players.login, email: players.email })
      .from(identityDocuments)
      .innerJoin(players, eq(players.id, identityDocuments.playerId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(identityDocuments)
      .innerJoin(players, eq(players.id, identityDocuments.playerId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ document, login, email }) => ({
      ...documentView(document),
      playerId: document.playerId,
      login,
      email,
    })),
    total: count?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One document as the queue lists it (after a review), or null. */
export async function findDocumentRow(db: Db, documentId: string): Promise<BoDocumentRow | null> {
  const [row] = await db
    .select({ document: identityDocuments, login: players.login, email: players.email })
    .from(identityDocuments)
    .innerJoin(players, eq(players.id, identityDocuments.playerId))
    .where(eq(identityDocuments.id, documentId));
  return row
    ? { ...documentView(row.document), playerId: row.document.playerId, login: row.login, email: row.email }
    : null;
}
