import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { toMinorUnits, type BoFreeEntryQuery, type BoFreeEntryRow } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { containsPattern, pageWindow } from '../db/like-pattern.ts';
import { freeEntryRequests, players } from '../db/schema/index.ts';
import { conflict, notFound } from '../errors.ts';
import { findPlayer } from '../identity/find-player.ts';
import { judgeSweepstakes } from '../state-rules/judge-sweepstakes.ts';
import { transferInTransaction } from '../wallet/transfer.ts';
import { getFreeEntryTerms } from './free-entry-terms.ts';
import { creditedSince, yearStart } from './request-free-entry-code.ts';

export const FREE_ENTRY_TEXTS = {
  unknownCode: 'No mail-in request has this code. Check the code on the envelope.',
  playerClosed:
    'Sweepstakes play is closed for this player (their state or age), so no Entries can be credited. Keep the request pending or answer the player.',
} as const;

type RequestRow = typeof freeEntryRequests.$inferSelect;

const rowOf = (r: RequestRow, who: { email: string | null; login: string }): BoFreeEntryRow => ({
  id: r.id,
  code: r.code,
  status: r.status,
  brand: r.brand,
  playerId: r.playerId,
  login: who.login,
  email: who.email,
  entries: r.entries,
  createdAt: r.createdAt.toISOString(),
  creditedAt: r.creditedAt?.toISOString() ?? null,
  creditedBy: r.creditedBy,
});

export interface EnteredFreeEntry {
  row: BoFreeEntryRow;
  /** False when the code was entered before: nothing moved this time. */
  credited: boolean;
  before: { status: string; entries: number };
}

/**
 * A received mail-in request, entered by an operator (inside the caller's transaction, which also writes
 * the audit row). The request row is locked, so racing entries of one code queue: the first credits, the
 * rest find it no longer pending and credit nothing. Entries move from house:rewards keyed by the
 * request id (the ledger's own guarantee as well), up to what the brand's yearly cap leaves: a request
 * past the cap is marked `capped` with 0 Entries.
 */
export async function enterFreeEntryCodeInTransaction(
  tx: Db,
  input: { code: string; operatorEmail: string; at: Date },
): Promise<EnteredFreeEntry> {
  const [request] = await tx
    .select()
    .from(freeEntryRequests)
    .where(eq(freeEntryRequests.code, input.code))
    .for('update');
  if (!request) throw notFound(FREE_ENTRY_TEXTS.unknownCode);
  const player = await findPlayer(tx, request.playerId);
  const who = { email: player?.email ?? null, login: player?.login ?? '' };
  const before = { status: request.status, entries: request.entries };
  if (request.status !== 'pending') return { row: rowOf(request, who), credited: false, before };

  const verdict = await judgeSweepstakes(tx, { player, at: input.at });
  if (verdict.sweepstakes === 'closed') throw conflict(FREE_ENTRY_TEXTS.playerClosed);

  const terms = await getFreeEntryTerms(tx, request.brand);
  const remaining = Math.max(
    0,
    terms.yearlyCap - (await creditedSince(tx, request.playerId, yearStart(input.at))),
  );
  const entries = Math.min(terms.entriesPerRequest, remaining);
  if (entries > 0)
    await transferInTransaction(tx, {
      key: `free-entry:${request.id}`,
      kind: 'free-entry',
      currency: 'ENTRY',
      // The terms count whole Entries; the ledger keeps hundredths (MINOR_UNITS), as purchases do.
      amount: toMinorUnits('ENTRY', entries),
      from: { house: 'rewards' },
      to: { playerId: request.playerId },
      metadata: { code: request.code },
    });
  const [updated] = await tx
    .update(freeEntryRequests)
    .set({
      status: entries > 0 ? 'credited' : 'capped',
      entries,
      creditedAt: input.at,
      creditedBy: input.operatorEmail,
    })
    .where(eq(freeEntryRequests.id, request.id))
    .returning();
  return { row: rowOf(updated!, who), credited: entries > 0, before };
}

const SORTS = {
  createdAt: freeEntryRequests.createdAt,
  creditedAt: freeEntryRequests.creditedAt,
  status: freeEntryRequests.status,
  code: freeEntryRequests.code,
} as const;

/** The back-office list: pending first, oldest first; searched by code, email or login. */
export async function listFreeEntryPage(
  db: Db,
  query: Pick<BoFreeEntryQuery, 'page' | 'pageSize' | 'sort' | 'order' | 'q' | 'status'>,
): Promise<{ rows: BoFreeEntryRow[]; total: number; page: number; pageSize: number }> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(freeEntryRequests.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q.trim());
    filters.push(
      or(
        ilike(freeEntryRequests.code, pattern),
        ilike(players.email, pattern),
        ilike(players.login, pattern),
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const orderBy = query.sort
    ? [direction(SORTS[query.sort]), asc(freeEntryRequests.id)]
    : [
        asc(sql`case when ${freeEntryRequests.status} = 'pending' then 0 else 1 end`),
        desc(freeEntryRequests.createdAt),
        asc(freeEntryRequests.id),
      ];
  const { limit, offset } = pageWindow(query);
  const [rows, [count]] = await Promise.all([
    db
      .select({ request: freeEntryRequests, email: players.email, login: players.login })
      .from(freeEntryRequests)
      .innerJoin(players, eq(players.id, freeEntryRequests.playerId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(freeEntryRequests)
      .innerJoin(players, eq(players.id, freeEntryRequests.playerId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => rowOf(r.request, r)),
    total: count?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
