import { randomInt } from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { FREE_ENTRY_CODE_ALPHABET, type FreeEntryInfo, type FreeEntryRequestView } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { freeEntryRequests } from '../db/schema/index.ts';
import { requirePlayer } from '../identity/find-player.ts';
import { assertStateRulesAllowSweepstakes } from '../state-rules/judge-sweepstakes.ts';
import { getFreeEntryTerms } from './free-entry-terms.ts';

type RequestRow = typeof freeEntryRequests.$inferSelect;

export const freeEntryView = (row: RequestRow): FreeEntryRequestView => ({
  code: row.code,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  creditedAt: row.creditedAt?.toISOString() ?? null,
  entries: row.entries,
});

/** A code of 10 look-alike-free characters, crypto-random: XXXXX-XXXXX (31^10 ≈ 8·10^14). */
export function newFreeEntryCode(): string {
  const pick = () => FREE_ENTRY_CODE_ALPHABET[randomInt(FREE_ENTRY_CODE_ALPHABET.length)]!;
  const half = () => Array.from({ length: 5 }, pick).join('');
  return `${half()}-${half()}`;
}

/** January 1st (UTC) of the year of `at`: the cap counts calendar years. */
export const yearStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), 0, 1));

/** Entries credited by mail to a player since the start of the year of `at`. */
export async function creditedSince(db: Db, playerId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${freeEntryRequests.entries}), 0)::int` })
    .from(freeEntryRequests)
    .where(and(eq(freeEntryRequests.playerId, playerId), gte(freeEntryRequests.creditedAt, since)));
  return row?.total ?? 0;
}

async function pendingOf(db: Db, playerId: string) {
  const [row] = await db
    .select()
    .from(freeEntryRequests)
    .where(and(eq(freeEntryRequests.playerId, playerId), eq(freeEntryRequests.status, 'pending')));
  return row ?? null;
}

/**
 * POST /rest/free-entry/request/: the player's pending code, or a new one. One pending at a time (a
 * partial unique index; a racing second insert does nothing and the first one's code is answered).
 * Only where sweepstakes play is open for the player: the same state and age rules as a bet.
 */
export async function requestFreeEntryCode(
  db: Db,
  input: { playerId: string | null; ip: string | null; at: Date },
): Promise<FreeEntryRequestView> {
  const player = await requirePlayer(db, input.playerId);
  await assertStateRulesAllowSweepstakes(db, { playerId: player.id, player, ip: input.ip, at: input.at });
  const existing = await pendingOf(db, player.id);
  if (existing) return freeEntryView(existing);
  for (let attempt = 0; attempt < 5; attempt++) {
    await db
      .insert(freeEntryRequests)
      .values({ code: newFreeEntryCode(), playerId: player.id, brand: player.brand, createdAt: input.at })
      .onConflictDoNothing();
    const pending = await pendingOf(db, player.id);
    if (pending) return freeEntryView(pending);
  }
  throw new Error('no free request code after 5 tries');
}

/** GET /rest/free-entry/: the brand's terms, the pending code and this year's count. */
export async function getFreeEntry(
  db: Db,
  input: { playerId: string | null; at: Date },
): Promise<FreeEntryInfo['data']> {
  const player = await requirePlayer(db, input.playerId);
  const terms = await getFreeEntryTerms(db, player.brand);
  const [pending, credited, recent] = await Promise.all([
    pendingOf(db, player.id),
    creditedSince(db, player.id, yearStart(input.at)),
    db
      .select()
      .from(freeEntryRequests)
      .where(eq(freeEntryRequests.playerId, player.id))
      .orderBy(desc(freeEntryRequests.createdAt))
      .limit(10),
  ]);
  return {
    terms,
    pending: pending ? freeEntryView(pending) : null,
    creditedThisYear: credited,
    remainingThisYear: Math.max(0, terms.yearlyCap - credited),
    recent: recent.filter((r) => r.status !== 'pending').map(freeEntryView),
  };
}
