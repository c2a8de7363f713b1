import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@casino/contracts';
import { nextMethodAfter, toPaymentView, type PaymentRow } from './payment-view.ts';

const method = (id: string, type: PaymentMethod['type'] = 'card'): PaymentMethod => ({
  id,
  type,
  title: id,
  provider: 'sandbox',
  isApplePay: type === 'apple_pay',
});
const methods = [method('card'), method('apple', 'apple_pay'), method('bank', 'bank')];

const row = (overrides: Partial<PaymentRow>): PaymentRow => ({
  id: '6f1c6f53-5d7b-4a44-9a35-3b1f1f0c9b10',
  playerId: '0d7c1b9e-2f3a-4d5e-8f90-1a2b3c4d5e6f',
  idempotencyKey: 'k',
  presetId: 2,
  offerType: 'package',
  provider: 'sandbox',
  providerRef: 'sbx_1',
  methodId: 'card',
  methodType: 'card',
  priceCents: 999,
  coins: 100_000,
  entries: 10,
  magicBoxes: 0,
  status: 'pending',
  challengeUrl: null,
  failureReason: null,
  location: null,
  cardFingerprint: null,
  completedAt: null,
  createdAt: new Date('2026-11-21T05:00:00Z'),
  updatedAt: new Date('2026-11-21T05:00:00Z'),
  ...overrides,
});

describe('payment view', () => {
  it('suggests the next method after the one used, none after the last or an unknown one', () => {
    expect(nextMethodAfter(methods, 'card')).toBe('apple');
    expect(nextMethodAfter(methods, 'apple')).toBe('bank');
    expect(nextMethodAfter(methods, 'bank')).toBeNull();
    expect(nextMethodAfter(methods, 'gone')).toBeNull();
    expect(nextMethodAfter([methods[0]!, methods[2]!], 'card')).toBe('bank');
  });

  it('shows dollars, the challenge only while challenged, and a reason and next method only after a failure', () => {
    expect(toPaymentView(row({}), methods)).toMatchObject({
      price: 9.99,
      nextMethodId: null,
      failureReason: null,
    });
    expect(toPaymentView(row({ status: 'challenge', challengeUrl: '/c' }), methods).challengeUrl).toBe('/c');
    expect(toPaymentView(row({ status: 'completed', challengeUrl: '/c' }), methods).challengeUrl).toBeNull();
    expect(toPaymentView(row({ status: 'declined', failureReason: 'card_declined' }), methods)).toMatchObject(
      {
        failureReason: 'card_declined',
        nextMethodId: 'apple',
      },
    );
    expect(toPaymentView(row({ status: 'failed', methodId: 'bank' }), methods).nextMethodId).toBeNull();
  });
});
