import { describe, expect, it } from 'vitest';
import type { CashOffersResponse, PaymentMethod } from '@casino/contracts';
import { cashierHref, nextMethod, preselectedMethod, usableMethods } from './payment-methods.ts';

const method = (id: string, type: PaymentMethod['type'] = 'card'): PaymentMethod => ({
  id,
  type,
  title: id,
  provider: 'sandbox',
  isApplePay: type === 'apple_pay',
});
const card = method('card');
const card2 = method('card2');
const apple = method('apple', 'apple_pay');
const bank = method('bank', 'bank');

const offers = (patch: Partial<CashOffersResponse> = {}): CashOffersResponse => ({
  packages: [],
  promoOffers: [],
  methods: [card, card2, apple, bank],
  applePayEnabled: false,
  lastPayProvider: null,
  depositsCount: 0,
  profileCompleted: true,
  verificationCompleted: true,
  financialOperationsAvailable: true,
  ...patch,
});

describe('nextMethod', () => {
  const methods = [card, card2, bank];

  it("takes the server's suggestion when it is offered", () => {
    expect(nextMethod(methods, 'card', 'bank')).toBe(bank);
  });

  it('otherwise takes the next offered method after the failed one, wrapping round', () => {
    expect(nextMethod(methods, 'card', null)).toBe(card2);
    expect(nextMethod(methods, 'card', 'gone')).toBe(card2);
    expect(nextMethod(methods, 'bank', null)).toBe(card);
  });

  it('never suggests the method that just failed, and nothing when it was the only one', () => {
    expect(nextMethod(methods, 'card', 'card')).toBe(card2);
    expect(nextMethod([card], 'card', 'card')).toBeNull();
  });

  it('suggests the first offered method when the failed one is not offered any more', () => {
    expect(nextMethod(methods, 'old', null)).toBe(card);
  });
});

describe('preselectedMethod', () => {
  it('prefers a wanted method, then the last used provider, then (quick cash) Apple Pay, then the first', () => {
    const last = { method_id: 'bank', type: 'bank' };
    expect(preselectedMethod(offers({ lastPayProvider: last }), 'card2')).toBe(card2);
    expect(preselectedMethod(offers({ lastPayProvider: last }))).toBe(bank);
    expect(preselectedMethod(offers({ applePayEnabled: true }), null, true)).toBe(apple);
    expect(preselectedMethod(offers({ applePayEnabled: true }))).toBe(card);
    expect(preselectedMethod(offers())).toBe(card);
  });

  it('leaves Apple Pay out where the server has not enabled it', () => {
    const last = { method_id: 'apple', type: 'apple_pay' };
    expect(preselectedMethod(offers({ lastPayProvider: last }))).toBe(card);
    expect(usableMethods(offers()).map((m) => m.id)).toEqual(['card', 'card2', 'bank']);
    expect(usableMethods(offers({ applePayEnabled: true }))).toHaveLength(4);
  });
});

describe('cashierHref (quick cash wiring)', () => {
  const ready = { depositsCount: 2, lastPayProvider: { method_id: 'card', type: 'card' } };

  it('appends quick-cash=true when all four spec conditions hold', () => {
    expect(cashierHref(offers(ready))).toBe('/cash/deposit-by-money/?quick-cash=true');
    expect(cashierHref(offers({ depositsCount: 1, applePayEnabled: true }))).toBe(
      '/cash/deposit-by-money/?quick-cash=true',
    );
  });

  it('leaves it out when any condition fails, or before the offers are known', () => {
    expect(cashierHref(offers({ ...ready, depositsCount: 0 }))).toBe('/cash/deposit-by-money/');
    expect(cashierHref(offers({ ...ready, verificationCompleted: false }))).toBe('/cash/deposit-by-money/');
    expect(cashierHref(offers({ ...ready, financialOperationsAvailable: false }))).toBe(
      '/cash/deposit-by-money/',
    );
    expect(
      cashierHref(offers({ ...ready, lastPayProvider: { method_id: 'apple', type: 'apple_pay' } })),
    ).toBe('/cash/deposit-by-money/');
    expect(cashierHref(offers({ ...ready, lastPayProvider: null }))).toBe('/cash/deposit-by-money/');
    expect(cashierHref(null)).toBe('/cash/deposit-by-money/');
  });

  it('keeps the path and the other flags', () => {
    expect(cashierHref(offers(ready), '/cash/deposit-by-money/3/preset/', { location: 'header' })).toBe(
      '/cash/deposit-by-money/3/preset/?location=header&quick-cash=true',
    );
  });
});
