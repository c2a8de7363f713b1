import type { PaymentView } from '@casino/contracts';

export const PAYMENT_ID = '6f1c2b1e-3f7a-4d3b-9a52-0a1b2c3d4e5f';

/** A card purchase of package 3 as the server shows it, pending unless `patch` says otherwise. */
export const paymentView = (patch: Partial<PaymentView> = {}): PaymentView => ({
  id: PAYMENT_ID,
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
