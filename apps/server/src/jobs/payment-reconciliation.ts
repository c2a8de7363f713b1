import { reconcilePayments, type PaymentDeps } from '@casino/core';
import type { JobEngine } from './job-engine.ts';

export const PAYMENT_RECONCILIATION_JOB = 'payment-reconciliation';
/** Every minute: a payment whose webhook never came is settled within about a minute of its interval. */
export const PAYMENT_RECONCILIATION_CRON = '* * * * *';

/**
 * Asks the providers about payments left open past PAYMENT_RECONCILE_AFTER_MS and settles them through the
 * webhook's path, once per tick across processes; a repeated run (a retry, another process) finds them settled.
 */
export function schedulePaymentReconciliation(jobs: JobEngine, deps: PaymentDeps) {
  jobs.schedule(PAYMENT_RECONCILIATION_JOB, PAYMENT_RECONCILIATION_CRON, async ({ now }) => {
    await reconcilePayments(deps, now);
  });
}
