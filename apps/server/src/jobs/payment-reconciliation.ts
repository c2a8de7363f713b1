import { reconcilePayments, type PaymentDeps } from '@casino/core';
import type { RecurringJob } from './job-engine.ts';

/**
 * Asks the providers about payments left open past PAYMENT_RECONCILE_AFTER_MS and settles them through the
 * webhook's path, once per tick across processes; a repeated run (a retry, another process) finds them settled.
 * Every minute: a payment whose webhook never came is settled within about a minute of its interval.
 */
export const PAYMENT_RECONCILIATION_JOB: RecurringJob<PaymentDeps> = {
  name: 'payment-reconciliation',
  cron: '* * * * *',
  run: reconcilePayments,
};
