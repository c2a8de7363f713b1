import { reconcileLedger, type Db } from '@casino/core';
import type { JobLogger, RecurringJob } from './job-engine.ts';

/**
 * Checks the whole ledger once a day across processes (Σ = 0 per currency, balances = entries, every
 * transfer balanced, redeems held = redeems requested) and stores the day's result; a mismatch is logged
 * as an error, shown on the back-office's health panel and in `casino_ledger_reconciliation_problems`.
 */
export const LEDGER_RECONCILIATION_JOB: RecurringJob<{ db: Db; logger?: JobLogger }> = {
  name: 'ledger-reconciliation',
  // Daily at 03:17 UTC: a quiet hour, off the hour marks other schedules use.
  cron: '17 3 * * *',
  async run(deps, now) {
    const result = await reconcileLedger(deps.db, now);
    if (result.problems > 0)
      deps.logger?.error(
        { day: result.day, problems: result.problems, report: result.report },
        'ledger reconciliation found mismatches',
      );
  },
};
