import type { PaymentStatus } from '@casino/contracts';
import type { ProviderEventType } from './payment-provider.ts';

export const TERMINAL_STATUSES: readonly PaymentStatus[] = ['completed', 'declined', 'failed'];
export const isTerminal = (status: PaymentStatus) => TERMINAL_STATUSES.includes(status);

/** What a provider event does to a payment; `notify` lists the pushes to send after commit. */
export interface Transition {
  status: PaymentStatus;
  /** Credit the purchase (only on the move into completed). */
  credit: boolean;
  notify: Array<'3dsPassed' | '3dsFailed' | 'refresh' | 'complete' | 'failedComplete'>;
}

/**
 * The payment state machine: pending/challenge → completed | declined | failed. A terminal state is
 * final whatever arrives later, twice or out of order; an event that changes nothing returns null.
 *
 * - challenge.passed: challenge → pending (processing resumes; the cashier re-reads the payment).
 * - challenge.failed: challenge → failed (the provider's payment.failed that follows is then ignored).
 * - payment.succeeded: pending | challenge → completed (a success before the challenge result still
 *   completes: the money was taken).
 * - payment.failed: pending | challenge → failed.
 */
export function nextPaymentState(status: PaymentStatus, event: ProviderEventType): Transition | null {
  if (isTerminal(status)) return null;
  switch (event) {
    case 'challenge.passed':
      return status === 'challenge'
        ? { status: 'pending', credit: false, notify: ['3dsPassed', 'refresh'] }
        : null;
    case 'challenge.failed':
      return status === 'challenge'
        ? { status: 'failed', credit: false, notify: ['3dsFailed', 'failedComplete'] }
        : null;
    case 'payment.succeeded':
      return { status: 'completed', credit: true, notify: ['complete'] };
    case 'payment.failed':
      return { status: 'failed', credit: false, notify: ['failedComplete'] };
  }
}
