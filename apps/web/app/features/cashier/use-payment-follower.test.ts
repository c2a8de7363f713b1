import { describe, expect, it } from 'vitest';
import { paymentView as payment } from './testing/payment.ts';
import { screenForPayment } from './use-payment-follower.ts';

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
