import { describe, expect, it } from 'vitest';
import type { PaymentView } from '@casino/contracts';
import { screenForPayment } from './use-payment-follower.ts';

const payment = (patch: Partial<PaymentView>): PaymentView => ({
  id: '6f1c2b1e-3f7a-4d3b-9a52-0a1b2c3d4e5f',
  status: 'pending',
  presetId: 3,
  offerType: 'package',
  methodId: 'card',
  price: 9.99,
  coins: 10000,
  entries: 10,
  challengeUrl: null,
  failureReason: null,
  nextMethodId: null,
  createdAt: '2026-11-21T05:00:00.000Z',
  ...patch,
});

describe('screenForPayment', () => {
  it('sends each payment state to its cashier screen', () => {
    expect(screenForPayment(payment({ status: 'pending' }))).toBeNull();
    expect(screenForPayment(payment({ status: 'challenge' }))).toBe(
      '/cash/cashIframe/6f1c2b1e-3f7a-4d3b-9a52-0a1b2c3d4e5f/',
    );
    expect(screenForPayment(payment({ status: 'completed' }))).toBe('/cash/success/');
    expect(screenForPayment(payment({ status: 'declined' }))).toBe('/cash/failed/3/package/card');
    expect(screenForPayment(payment({ status: 'failed' }))).toBe('/cash/failed/');
  });
});
