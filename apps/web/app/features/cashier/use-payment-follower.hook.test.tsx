// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeProvider } from '../../lib/realtime/realtime-context.tsx';
import { fakeRealtime } from '../../lib/realtime/testing/fake-realtime.ts';
import { fetchPayment } from './cashier-api.ts';
import { PAYMENT_ID as ID, paymentView as payment } from './testing/payment.ts';
import { PAYMENT_POLL_MS, usePaymentFollower } from './use-payment-follower.ts';

vi.mock('./cashier-api.ts', () => ({ fetchPayment: vi.fn() }));
const fetchPaymentMock = vi.mocked(fetchPayment);

const purchase = {
  type: 'coins',
  value: 9.99,
  discount: 0,
  coins: 100_000,
  bonus: 10,
  affiliation: 'Brand',
  playerId: 'p1',
  quantity: 1,
  offer: 3,
};

function setup() {
  const realtime = fakeRealtime();
  const events = { go: vi.fn(), onCompleted: vi.fn(), onSettled: vi.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RealtimeProvider client={realtime.client}>{children}</RealtimeProvider>
  );
  const hook = renderHook(() => usePaymentFollower(events), { wrapper });
  act(() => hook.result.current.follow(payment()));
  return { ...realtime, events, hook };
}

describe('usePaymentFollower', () => {
  beforeEach(() => fetchPaymentMock.mockReset());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('moves to the 3DS page, then to the failed screen of a decline with its next method', () => {
    const { emit, events, hook } = setup();
    expect(events.go).not.toHaveBeenCalled();
    emit({
      type: 'payment',
      action: '3dsVerification',
      data: { paymentId: ID, challengeUrl: '/sandbox/3ds/x' },
    });
    expect(events.go).toHaveBeenLastCalledWith(`/cash/cashIframe/${ID}/`);
    emit({
      type: 'payment',
      action: 'decline',
      data: {
        paymentId: ID,
        presetId: 3,
        offerType: 'package',
        methodId: 'card',
        nextMethodId: 'bank',
        message: 'x',
      },
    });
    expect(events.go).toHaveBeenLastCalledWith('/cash/failed/3/package/card');
    expect(hook.result.current.payment?.nextMethodId).toBe('bank');
    expect(events.onSettled).toHaveBeenCalledTimes(1);
  });

  it('records a completed deposit once, however often the push comes', () => {
    const { emit, events } = setup();
    const complete = {
      type: 'deposit' as const,
      action: 'complete' as const,
      data: { paymentId: ID, presetId: 3, depositsCount: 1, isFirstDeposit: true, purchase },
    };
    emit(complete);
    emit(complete);
    expect(events.onCompleted).toHaveBeenCalledTimes(1);
    expect(events.onCompleted).toHaveBeenCalledWith(
      expect.objectContaining({ purchase, isFirstDeposit: true }),
    );
    expect(events.go.mock.calls).toEqual([['/cash/success/']]);
  });

  it("ignores pushes about another payment (another tab's purchase)", () => {
    const { emit, events } = setup();
    emit({
      type: 'deposit',
      action: 'failedComplete',
      data: { paymentId: 'other', presetId: 3, offerType: 'package', methodId: 'c', message: 'x' },
    });
    expect(events.go).not.toHaveBeenCalled();
  });

  it('reads the payment while it is open, so a lost push only delays the answer', async () => {
    vi.useFakeTimers();
    fetchPaymentMock.mockResolvedValue(payment({ status: 'failed' }));
    const { events } = setup();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    });
    expect(fetchPaymentMock).toHaveBeenCalledWith(ID);
    expect(events.go).toHaveBeenLastCalledWith('/cash/failed/');
    // Settled: no more reads.
    const calls = fetchPaymentMock.mock.calls.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3);
    });
    expect(fetchPaymentMock.mock.calls.length).toBe(calls);
  });
});
