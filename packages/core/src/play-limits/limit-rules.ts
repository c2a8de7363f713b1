import { PLAY_LIMIT_RAISE_DELAY_HOURS } from '@casino/contracts';

/** A stored limit: the amount in force until a pending change's time, then the pending one. */
export interface LimitState {
  amount: number;
  pendingAmount: number | null;
  pendingRemove: boolean;
  pendingFrom: Date | null;
}

/** The limit in force at `now` (null: none, a pending removal has taken effect). */
export function effectiveLimit(row: LimitState | undefined, now: Date): number | null {
  if (!row) return null;
  if (row.pendingFrom && row.pendingFrom.getTime() <= now.getTime())
    return row.pendingRemove ? null : row.pendingAmount;
  return row.amount;
}

/** The change still waiting at `now`, if any. */
export function pendingChange(row: LimitState, now: Date) {
  if (!row.pendingFrom || row.pendingFrom.getTime() <= now.getTime()) return null;
  return { amount: row.pendingRemove ? null : row.pendingAmount, from: row.pendingFrom };
}

/**
 * What a request to set (`requested`) or remove (null) a limit leaves stored. Lowering, or setting where
 * there was none, applies at once and drops any waiting change; raising or removing waits
 * PLAY_LIMIT_RAISE_DELAY_HOURS (asking again for the same waiting change keeps its time). null: no row.
 */
export function changeLimit(
  row: LimitState | undefined,
  requested: number | null,
  now: Date,
): LimitState | null {
  const current = effectiveLimit(row, now);
  const waiting = row ? pendingChange(row, now) : null;
  if (current === null)
    return requested === null
      ? null
      : { amount: requested, pendingAmount: null, pendingRemove: false, pendingFrom: null };
  if (requested !== null && requested <= current)
    return { amount: requested, pendingAmount: null, pendingRemove: false, pendingFrom: null };
  const from =
    waiting && waiting.amount === requested
      ? waiting.from
      : new Date(now.getTime() + PLAY_LIMIT_RAISE_DELAY_HOURS * 3_600_000);
  return { amount: current, pendingAmount: requested, pendingRemove: requested === null, pendingFrom: from };
}
