import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { checkLedger } from '../wallet/check-ledger.ts';

/** Tests only: the ledger adds up — every currency nets to zero, balances match their entries, transfers balance. */
export async function expectLedgerBalanced(db: Db) {
  const check = await checkLedger(db);
  expect(Object.values(check.totals).every((total) => total === 0)).toBe(true);
  expect(check.mismatches).toEqual([]);
  expect(check.unbalancedTransfers).toBe(0);
}
