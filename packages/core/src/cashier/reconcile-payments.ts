import { and, asc, inArray, lt } from 'drizzle-orm';
import { payments } from '../db/schema/index.ts';
import { handleProviderEvent } from './handle-provider-event.ts';
import type { PaymentDeps } from './payment-deps.ts';

/** A payment still open this long after it started is asked about at its provider (its webhook is late or lost). */
export const PAYMENT_RECONCILE_AFTER_MS = 5 * 60_000;
/** Payments asked about per run; the next run takes the rest. */
const BATCH = 200;

/**
 * Settles payments left open (pending or in a challenge) for PAYMENT_RECONCILE_AFTER_MS, e.g. after a crash
 * between the provider's charge and our completion: each provider is asked for the payment's status, and its
 * answer goes through `handleProviderEvent`, the webhook's path (row lock, event stored once, credit through
 * the ledger under the payment's keys), so a repeated or concurrent run credits nothing twice.
 */
export async function reconcilePayments(
  deps: PaymentDeps,
  now: Date,
): Promise<{ asked: number; completed: number; failed: number }> {
  const open = await deps.db
    .select({ id: payments.id, provider: payments.provider })
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['pending', 'challenge']),
        lt(payments.createdAt, new Date(now.getTime() - PAYMENT_RECONCILE_AFTER_MS)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);
  const counts = { asked: 0, completed: 0, failed: 0 };
  for (const payment of open) {
    const provider = deps.providers.get(payment.provider);
    if (!provider) continue;
    counts.asked++;
    const event = await provider.paymentStatus({ paymentId: payment.id });
    if (!event) continue;
    const outcome = await handleProviderEvent(deps, { provider: provider.name, event, now });
    if (outcome.kind === 'applied' && outcome.status === 'completed') counts.completed++;
    if (outcome.kind === 'applied' && outcome.status === 'failed') counts.failed++;
  }
  return counts;
}
