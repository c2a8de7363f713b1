import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, type PaymentStatus } from '@casino/contracts';
import { PROVIDER_EVENT_TYPES, type ProviderEventType } from './payment-provider.ts';
import { nextPaymentState, TERMINAL_STATUSES } from './payment-state.ts';

/** Runs a sequence of events from a start state; returns the final state and how often it credited. */
function run(start: PaymentStatus, events: ProviderEventType[]) {
  let status = start;
  let credits = 0;
  for (const event of events) {
    const next = nextPaymentState(status, event);
    if (!next) continue;
    status = next.status;
    if (next.credit) credits++;
  }
  return { status, credits };
}

describe('payment state machine', () => {
  it('never leaves a terminal state, whatever arrives', () => {
    for (const status of TERMINAL_STATUSES)
      for (const event of PROVIDER_EVENT_TYPES) expect(nextPaymentState(status, event)).toBeNull();
  });

  it('completes and credits once from pending or challenge', () => {
    expect(nextPaymentState('pending', 'payment.succeeded')).toEqual({
      status: 'completed',
      credit: true,
      notify: ['complete'],
    });
    expect(nextPaymentState('challenge', 'payment.succeeded')?.status).toBe('completed');
  });

  it('resumes processing after a passed challenge and fails after a failed one', () => {
    expect(nextPaymentState('challenge', 'challenge.passed')).toEqual({
      status: 'pending',
      credit: false,
      notify: ['3dsPassed', 'refresh'],
    });
    expect(nextPaymentState('challenge', 'challenge.failed')).toEqual({
      status: 'failed',
      credit: false,
      notify: ['3dsFailed', 'failedComplete'],
    });
    expect(nextPaymentState('pending', 'challenge.passed')).toBeNull();
    expect(nextPaymentState('pending', 'challenge.failed')).toBeNull();
  });

  it('only ever sends failedComplete for a failure, never a credit', () => {
    expect(nextPaymentState('pending', 'payment.failed')).toEqual({
      status: 'failed',
      credit: false,
      notify: ['failedComplete'],
    });
  });

  it('credits at most once for any order and repetition of events', () => {
    const sequences: ProviderEventType[][] = [
      ['challenge.passed', 'payment.succeeded'],
      ['payment.succeeded', 'challenge.passed'],
      ['payment.succeeded', 'payment.succeeded', 'payment.succeeded'],
      ['payment.succeeded', 'payment.failed', 'payment.succeeded'],
      ['challenge.failed', 'payment.failed', 'payment.succeeded'],
      ['payment.failed', 'payment.succeeded'],
    ];
    const starts: PaymentStatus[] = PAYMENT_STATUSES.filter((s) => s === 'pending' || s === 'challenge');
    for (const start of starts)
      for (const events of sequences) expect(run(start, events).credits).toBeLessThanOrEqual(1);
    expect(run('challenge', ['payment.succeeded', 'challenge.passed'])).toEqual({
      status: 'completed',
      credits: 1,
    });
    expect(run('challenge', ['challenge.failed', 'payment.succeeded'])).toEqual({
      status: 'failed',
      credits: 0,
    });
    expect(run('pending', ['payment.succeeded', 'payment.failed'])).toEqual({
      status: 'completed',
      credits: 1,
    });
  });
});
