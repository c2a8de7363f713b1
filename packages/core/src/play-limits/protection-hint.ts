import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { playerBreaks } from '../db/schema/self-exclusion.ts';
import { playLimits } from '../db/schema/play-limits.ts';
import { breakInForce } from '../self-exclusion/break-rules.ts';
import { rowsOf } from '../wallet/check-ledger.ts';

/** How long "this player has no limit and no break" is trusted before it is read again. */
export const PROTECTION_HINT_MS = 60_000;

// Per process: player id → until when the player is known to have no play limit and no break in force.
const unprotectedUntil = new Map<string, number>();
// Bumped by every invalidation, so a read that raced a new limit cannot store a stale "none".
let generation = 0;

/** Whether the spin's fast path may skip the break and play-limit checks for this player. */
export function knownUnprotected(playerId: string, now: Date): boolean {
  const until = unprotectedUntil.get(playerId);
  return until !== undefined && until > now.getTime();
}

/**
 * Call when a player sets a play limit or takes a break (after commit): the next spin runs the full
 * checks. Another process's hint is caught by the fast path's own statement (protectionInForce).
 */
export function forgetProtectionHint(playerId: string): void {
  generation++;
  unprotectedUntil.delete(playerId);
}

/**
 * SQL: whether the player has a play limit or a break in force at `now`. The spin's fast path puts it in
 * its own statement's WHERE, so a limit set through another process (which cannot forget this one's
 * hint) still stops the very next spin.
 */
export const protectionInForce = (playerId: string, now: Date) => sql`(
  EXISTS (SELECT 1 FROM ${playLimits} WHERE ${playLimits.playerId} = ${playerId}::uuid)
  OR EXISTS (SELECT 1 FROM ${playerBreaks}
    WHERE ${playerBreaks.playerId} = ${playerId}::uuid AND ${breakInForce(now)}))`;

/** Whether the player has a play limit or a break in force at `now` (one read). */
export async function hasProtection(tx: Db, playerId: string, now: Date): Promise<boolean> {
  const [row] = rowsOf<{ protected: boolean }>(
    await tx.execute(sql`SELECT ${protectionInForce(playerId, now)} AS protected`),
  );
  return row?.protected === true;
}

/**
 * Reads (inside the spin's transaction, after its full checks) whether the player has any play limit
 * or break in force, and remembers a "none" for PROTECTION_HINT_MS.
 */
export async function rememberIfUnprotected(tx: Db, playerId: string, now: Date): Promise<void> {
  const seen = generation;
  if (!(await hasProtection(tx, playerId, now)) && seen === generation) {
    if (unprotectedUntil.size > 100_000) unprotectedUntil.clear();
    unprotectedUntil.set(playerId, now.getTime() + PROTECTION_HINT_MS);
  }
}
