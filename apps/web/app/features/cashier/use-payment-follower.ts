import { useEffect, useRef, useState } from 'react';
import type { PaymentView, PurchaseEvent } from '@casino/contracts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { fetchPayment } from './cashier-api.ts';
import { cashPaths, type FailedAttempt } from './cash-routes.ts';

/** How often the payment is read while no push has settled it (the fallback when pushes are late or lost). */
export const PAYMENT_POLL_MS = 2500;

/** What the screens after a payment show. */
export interface PaymentOutcome {
  payment: PaymentView;
  /** From the deposit complete push, when it came. */
  purchase?: PurchaseEvent;
}

export interface PaymentFollowerEvents {
  /** Moves the cash app to a screen (path without language prefix). */
  go: (path: string) => void;
  onCompleted: (outcome: { payment: PaymentView; purchase: PurchaseEvent; isFirstDeposit: boolean }) => void;
  onSettled: (payment: PaymentView) => void;
}

const isOpen = (payment: PaymentView) => payment.status === 'pending' || payment.status === 'challenge';

const attemptOf = (payment: Pick<PaymentView, 'presetId' | 'offerType' | 'methodId'>): FailedAttempt => ({
  presetId: payment.presetId,
  offerType: payment.offerType,
  methodId: payment.methodId,
});

/** The screen a payment in this state belongs on; null while it is pending (the checkout shows it). */
export function screenForPayment(payment: PaymentView): string | null {
  switch (payment.status) {
    case 'challenge':
      return cashPaths.challenge(payment.id);
    case 'completed':
      return cashPaths.success();
    case 'declined':
      return cashPaths.failed(attemptOf(payment));
    case 'failed':
      return cashPaths.failed();
    default:
      return null;
  }
}

/**
 * Follows the payment this tab started: by pushes (payment refresh|decline|3dsVerification|3dsResult,
 * deposit complete|failedComplete), and by reading it every PAYMENT_POLL_MS while it is open, so a lost
 * push only delays the answer. Each state change moves the cash app to its screen once.
 */
export function usePaymentFollower(events: PaymentFollowerEvents) {
  const [payment, setPayment] = useState<PaymentView | null>(null);
  const [purchase, setPurchase] = useState<PurchaseEvent | undefined>(undefined);
  const routed = useRef<string | null>(null);
  const tracked = useRef<string | null>(null);
  const eventsRef = useRef(events);
  eventsRef.current = events;

  /** Takes a newer view of the followed payment and routes on a new status. */
  const update = (next: PaymentView) => {
    setPayment((current) => (current && current.id !== next.id ? current : next));
    const key = `${next.id}:${next.status}`;
    if (routed.current === key) return;
    routed.current = key;
    if (!isOpen(next)) eventsRef.current.onSettled(next);
    const path = screenForPayment(next);
    if (path) eventsRef.current.go(path);
  };

  const refetch = (paymentId: string) => {
    fetchPayment(paymentId)
      .then((fresh) => {
        if (fresh.id === paymentId) update(fresh);
      })
      .catch(() => undefined); // the next poll tries again
  };

  const current = payment?.id ?? null;
  const open = payment !== null && isOpen(payment);

  // Not a query (ADR 0018): each view of the payment this tab started routes the cash app once, at once
  // with its push; this poll is only the fallback for a lost push, and stops when the payment settles.
  useEffect(() => {
    if (!current || !open) return;
    const timer = setInterval(() => refetch(current), PAYMENT_POLL_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refetch only reads refs and setters
  }, [current, open]);

  const mine = (paymentId: string) => current !== null && paymentId === current;

  usePush('payment', 'refresh', (data) => {
    if (mine(data.paymentId)) refetch(data.paymentId);
  });
  usePush('payment', '3dsVerification', (data) => {
    if (mine(data.paymentId) && payment)
      update({ ...payment, status: 'challenge', challengeUrl: data.challengeUrl });
  });
  usePush('payment', '3dsResult', (data) => {
    if (mine(data.paymentId)) refetch(data.paymentId);
  });
  usePush('payment', 'decline', (data) => {
    if (mine(data.paymentId) && payment)
      update({
        ...payment,
        status: 'declined',
        nextMethodId: data.nextMethodId,
        failureReason: data.message,
      });
  });
  usePush('deposit', 'failedComplete', (data) => {
    if (mine(data.paymentId) && payment)
      update({ ...payment, status: 'failed', failureReason: data.message });
  });
  usePush('deposit', 'complete', (data) => {
    if (!mine(data.paymentId) || !payment) return;
    setPurchase(data.purchase);
    const done: PaymentView = { ...payment, status: 'completed' };
    if (tracked.current !== data.paymentId) {
      tracked.current = data.paymentId;
      eventsRef.current.onCompleted({
        payment: done,
        purchase: data.purchase,
        isFirstDeposit: data.isFirstDeposit,
      });
    }
    update(done);
  });
  useRealtimeReconnected(() => {
    if (current && open) refetch(current);
  });

  return {
    payment,
    purchase,
    /** Starts following a payment the deposit call answered. */
    follow(next: PaymentView) {
      routed.current = null;
      setPurchase(undefined);
      setPayment(next);
      update(next);
    },
    /** Reads the followed payment now (the 3DS page said it is done). */
    refresh() {
      if (current) refetch(current);
    },
    /** A direct load of a challenge URL: follow the payment it names. */
    load(paymentId: string) {
      if (current === paymentId) return;
      fetchPayment(paymentId)
        .then((fresh) => {
          // Still challenged: this is its screen already. Otherwise move on to where it belongs.
          routed.current = fresh.status === 'challenge' ? `${fresh.id}:challenge` : null;
          setPayment(fresh);
          if (fresh.status !== 'challenge') update(fresh);
        })
        .catch(() => eventsRef.current.go(cashPaths.failed()));
    },
  };
}

export type PaymentFollower = ReturnType<typeof usePaymentFollower>;
