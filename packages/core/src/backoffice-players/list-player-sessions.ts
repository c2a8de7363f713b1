import { and, count, eq, gt } from 'drizzle-orm';
import type { BackofficeSessionRow } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { offsetOf, orderOf, type ListPage, type Paged } from './paging.ts';

/** The player's live site sessions (not expired); a lock or a closure deletes them. */
export async function listPlayerSessions(
  db: Db,
  playerId: string,
  query: ListPage,
  now: Date,
): Promise<Paged<BackofficeSessionRow>> {
  const where = and(eq(sessions.playerId, playerId), gt(sessions.expiresAt, now));
  const order = orderOf(
    query,
    { createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt },
    'lastSeenAt',
    sessions.id,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sessions)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(sessions).where(where),
  ]);
  return {
    rows: rows.map((s) => ({
      // The id is the token's SHA-256: its first characters tell sessions apart and open nothing.
      ref: s.id.slice(0, 10),
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ip: s.ip,
      userAgent: s.userAgent,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
