import { desc, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ledgerReconciliations } from '../db/schema/wallet.ts';
import { checkLedger, rowsOf, type LedgerCheck } from './check-ledger.ts';

/** What one reconciliation found; every count is 0 and every total 0 on a sound ledger. */
export interface ReconciliationReport {
  /** Σ of entries per currency (each must be 0). */
  totals: LedgerCheck['totals'];
  /** Currencies whose entries do not sum to 0. */
  unbalancedCurrencies: string[];
  /** Player balances that differ from the sum of their entries (the first 20; `mismatchCount` counts all). */
  mismatches: LedgerCheck['mismatches'];
  mismatchCount: number;
  unbalancedTransfers: number;
  /**
   * Redeems vs payouts: house `redemptions` holds the winnings of every pending or approved request and
   * nothing else (a cancel or refusal returns them), in WINNING hundredths.
   */
  redeems: { held: number; requested: number };
}

export interface Reconciliation {
  day: string;
  ranAt: Date;
  problems: number;
  report: ReconciliationReport;
}

/**
 * Checks the whole ledger (docs/observability.md, "Ledger reconciliation") and stores the result as the
 * day's row: a repeat on the same day (a retry, a clock move, another process) replaces it with the later
 * reading, so the row always says what the ledger looked like at the last check.
 */
export async function reconcileLedger(db: Db, now: Date): Promise<Reconciliation> {
  const check = await checkLedger(db);
  const [redeems] = rowsOf<{ held: string; requested: string }>(
    await db.execute(sql`
      SELECT
        (SELECT coalesce(sum(amount), 0) FROM wallet_entries
          WHERE owner = 'house:redemptions' AND currency = 'WINNING')::text AS held,
        (SELECT coalesce(sum(amount), 0) FROM redeem_requests
          WHERE status IN ('pending', 'approved'))::text AS requested`),
  );
  const held = Number(redeems?.held ?? 0);
  const requested = Number(redeems?.requested ?? 0);
  const unbalancedCurrencies = Object.entries(check.totals)
    .filter(([, total]) => total !== 0)
    .map(([currency]) => currency);
  const report: ReconciliationReport = {
    totals: check.totals,
    unbalancedCurrencies,
    mismatches: check.mismatches.slice(0, 20),
    mismatchCount: check.mismatches.length,
    unbalancedTransfers: check.unbalancedTransfers,
    redeems: { held, requested },
  };
  const problems =
    unbalancedCurrencies.length +
    check.mismatches.length +
    check.unbalancedTransfers +
    (held === requested ? 0 : 1);
  const row = { day: now.toISOString().slice(0, 10), ranAt: now, problems, report };
  await db
    .insert(ledgerReconciliations)
    .values(row)
    .onConflictDoUpdate({
      target: ledgerReconciliations.day,
      set: { ranAt: row.ranAt, problems: row.problems, report: row.report },
    });
  return row;
}

/** The latest reconciliation, or null before the first. */
export async function lastReconciliation(db: Db): Promise<Reconciliation | null> {
  const [row] = await db
    .select()
    .from(ledgerReconciliations)
    .orderBy(desc(ledgerReconciliations.day))
    .limit(1);
  return row ? { ...row, report: row.report as ReconciliationReport } : null;
}

/** Redeem requests counted by status (the metrics' `casino_redeem_requests`). */
export async function countRedeemsByStatus(db: Db): Promise<Record<string, number>> {
  const rows = rowsOf<{ status: string; n: string }>(
    await db.execute(sql`SELECT status, count(*)::text AS n FROM redeem_requests GROUP BY status`),
  );
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}
