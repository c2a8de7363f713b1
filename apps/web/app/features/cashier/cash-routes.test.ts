import { describe, expect, it } from 'vitest';
import { cashPaths, isCashPath, parseCashFlags, parseCashPath, withFlags } from './cash-routes.ts';

describe('parseCashPath', () => {
  it('reads every cashier route of the spec, with and without the es prefix', () => {
    for (const prefix of ['', '/es']) {
      expect(parseCashPath(`${prefix}/cash/deposit-by-money/`)).toEqual({ name: 'deposit' });
      expect(parseCashPath(`${prefix}/cash/deposit-by-money/12/preset/`)).toEqual({
        name: 'preset',
        presetId: 12,
      });
      expect(parseCashPath(`${prefix}/cash/deposit-by-money/7/promoOffer/`)).toEqual({
        name: 'promoOffer',
        presetId: 7,
      });
      expect(parseCashPath(`${prefix}/cash/success/`)).toEqual({ name: 'success' });
      expect(parseCashPath(`${prefix}/cash/failed/`)).toEqual({ name: 'failed', attempt: null });
      expect(parseCashPath(`${prefix}/cash/failed/3/package/card`)).toEqual({
        name: 'failed',
        attempt: { presetId: 3, offerType: 'package', methodId: 'card' },
      });
      expect(parseCashPath(`${prefix}/cash/account/`)).toEqual({ name: 'account' });
      expect(parseCashPath(`${prefix}/cash/cashIframe/abc-1/`)).toEqual({
        name: 'challenge',
        paymentId: 'abc-1',
      });
    }
  });

  it('takes paths without the trailing slash too', () => {
    expect(parseCashPath('/cash/deposit-by-money')).toEqual({ name: 'deposit' });
    expect(parseCashPath('/cash/failed/3/promoOffer/apple_pay/')).toEqual({
      name: 'failed',
      attempt: { presetId: 3, offerType: 'promoOffer', methodId: 'apple_pay' },
    });
  });

  it('refuses what is no cashier route: bad ids, unknown offer types, extra segments, other areas', () => {
    expect(parseCashPath('/cash/deposit-by-money/0/preset/')).toBeNull();
    expect(parseCashPath('/cash/deposit-by-money/abc/preset/')).toBeNull();
    expect(parseCashPath('/cash/deposit-by-money/5/other/')).toBeNull();
    expect(parseCashPath('/cash/deposit-by-money/5/preset/extra/')).toBeNull();
    expect(parseCashPath('/cash/failed/3/bundle/card')).toBeNull();
    expect(parseCashPath('/cash/failed/3/package/')).toBeNull();
    expect(parseCashPath('/cash/')).toBeNull();
    expect(parseCashPath('/lobby/')).toBeNull();
    expect(parseCashPath('/es/lobby/')).toBeNull();
  });
});

describe('isCashPath', () => {
  it('is true for /cash/… in any language and nothing else', () => {
    expect(isCashPath('/cash/success/')).toBe(true);
    expect(isCashPath('/es/cash/success/')).toBe(true);
    expect(isCashPath('/cashier/')).toBe(false);
    expect(isCashPath('/es/')).toBe(false);
    expect(isCashPath('/lobby/cash/')).toBe(false);
  });
});

describe('parseCashFlags', () => {
  it('reads the spec flags; only the literal true turns one on', () => {
    expect(
      parseCashFlags(
        '?location=homepage_exitpopup&quick-cash=true&inviteQualification=true&outside-promo-offer=true',
        ['inviteQualification'],
      ),
    ).toEqual({
      location: 'homepage_exitpopup',
      quickCash: true,
      featureFlags: ['inviteQualification'],
      outsidePromoOffer: true,
      isOutsideCash: false,
    });
    expect(parseCashFlags('?quick-cash=1&isOutsideCash=true&location=', ['inviteQualification'])).toEqual({
      location: null,
      quickCash: false,
      featureFlags: [],
      outsidePromoOffer: false,
      isOutsideCash: true,
    });
  });

  it('caps the location at the length the deposit request accepts', () => {
    expect(parseCashFlags(`?location=${'x'.repeat(100)}`).location).toHaveLength(64);
  });
});

describe('cashPaths and withFlags', () => {
  it('builds paths that parse back to their screens', () => {
    expect(parseCashPath(cashPaths.offer(4, 'package'))).toEqual({ name: 'preset', presetId: 4 });
    expect(parseCashPath(cashPaths.offer(4, 'promoOffer'))).toEqual({ name: 'promoOffer', presetId: 4 });
    const attempt = { presetId: 2, offerType: 'package' as const, methodId: 'card' };
    expect(parseCashPath(cashPaths.failed(attempt))).toEqual({ name: 'failed', attempt });
    expect(cashPaths.account()).toBe('/cash/account/?isOutsideCash=true');
    expect(cashPaths.challenge('p1')).toContain('cashIframe');
  });

  it('appends only the flags that are set, after an existing query', () => {
    expect(withFlags('/cash/deposit-by-money/', {})).toBe('/cash/deposit-by-money/');
    expect(withFlags('/cash/deposit-by-money/', { quickCash: true, location: 'exitsidebar' })).toBe(
      '/cash/deposit-by-money/?location=exitsidebar&quick-cash=true',
    );
    expect(withFlags('/cash/account/?isOutsideCash=true', { featureFlags: ['inviteQualification'] })).toBe(
      '/cash/account/?isOutsideCash=true&inviteQualification=true',
    );
  });
});
