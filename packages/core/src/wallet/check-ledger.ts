import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Currency, HouseAccount } from './wallet-types.ts';

export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

/** A house account's total: derived from its entries (house rows carry no running balance). */
export async function getHouseBalance(db: Db, house: HouseAccount, currency: Currency): Promise<number> {
  const result = await db.execute(
    sql`SELECT coalesce(sum(amount), 0)::text AS total FROM wallet_entries
        WHERE owner = ${`house:${house}`} AND currency = ${currency}`,
  );
  return Number(rowsOf<{ total: string }>(result)[0]?.total ?? 0);
}

export interface LedgerCheck {
  /** Σ of entries per currency; every value must be 0. */
  totals: Record<string, number>;
  /** Player accounts whose balance column differs from the sum of their entries. */
  mismatches: Array<{ owner: string; currency: string; balance: number; entries: number }>;
  /** Transfers that do not have exactly one −amount and one +amount entry. */
  unbalancedTransfers: number;
}

/** The ledger's invariants, read straight from the tables (used by tests, benches and ops checks). */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const totals = rowsOf<{ currency: string; total: string }>(
    await db.execute(sql`SELECT currency, sum(amount)::text AS total FROM wallet_entries GROUP BY currency`),
  );
  const mismatches = rowsOf<{ owner: string; currency: string; balance: string; entries: string }>(
    await db.execute(sql`
      SELECT a.owner, a.currency, a.balance::text AS balance, coalesce(e.total, 0)::text AS entries
      FROM wallet_accounts a
      LEFT JOIN (SELECT owner, currency, sum(amount) AS total FROM wallet_entries GROUP BY owner, currency) e
        ON e.owner = a.owner AND e.currency = a.currency
      WHERE a.player_id IS NOT NULL AND a.balance <> coalesce(e.total, 0)`),
  );
  const unbalanced = rowsOf<{ n: string }>(
    await db.execute(sql`
      SELECT count(*)::text AS n FROM (
        SELECT t.id FROM wallet_transfers t LEFT JOIN wallet_entries e ON e.transfer_id = t.id
        GROUP BY t.id, t.amount
        HAVING count(e.id) <> 2 OR coalesce(sum(e.amount), 1) <> 0 OR max(e.amount) <> t.amount
      ) x`),
  );
  return {
    totals: Object.fromEntries(totals.map((r) => [r.currency, Number(r.total)])),
    mismatches: mismatches.map((m) => ({
      owner: m.owner,
      currency: m.currency,
      balance: Number(m.balance),
      entries: Number(m.entries),
    })),
    unbalancedTransfers: Number(unbalanced[0]?.n ?? 0),
  };
}
