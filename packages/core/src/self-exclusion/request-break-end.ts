import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { playerBreaks } from '../db/schema/index.ts';
import { conflict } from '../errors.ts';
import { activeBreak, BREAK_TEXTS, breakView, canRequestEnd, endAfterRequest } from './break-rules.ts';

/**
 * The player asks to end a self-exclusion whose period is over: it lifts 24 hours later (not at once).
 * Before the period ends, for a permanent one, or when already asked, the request is refused (409).
 */
export async function requestBreakEnd(db: Db, input: { playerId: string; now: Date }) {
  const { playerId, now } = input;
  const current = await activeBreak(db, playerId, now);
  if (!current || !canRequestEnd(current, now)) throw conflict(BREAK_TEXTS.noEndYet);
  const [row] = await db
    .update(playerBreaks)
    .set({ endRequestedAt: now, liftsAt: endAfterRequest(now) })
    .where(and(eq(playerBreaks.id, current.id), isNull(playerBreaks.endRequestedAt)))
    .returning();
  if (!row) throw conflict(BREAK_TEXTS.noEndYet);
  return breakView(row, now);
}
