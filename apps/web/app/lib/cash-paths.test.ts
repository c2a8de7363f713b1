import { describe, expect, it } from 'vitest';
import { cashPromoOfferPath, cashPresetPath, isGameOrCashPage } from './cash-paths.ts';

describe('cash paths', () => {
  it('builds the cashier routes in both languages', () => {
    expect(cashPromoOfferPath(7, 'en', 'homepage_exitpopup')).toBe(
      '/cash/deposit-by-money/7/promoOffer/?location=homepage_exitpopup',
    );
    expect(cashPromoOfferPath(7, 'es')).toBe('/es/cash/deposit-by-money/7/promoOffer/');
    expect(cashPresetPath(3, 'en')).toBe('/cash/deposit-by-money/3/preset/');
  });

  it('knows game and cash pages', () => {
    expect(isGameOrCashPage('/lobby/', '?game=slot-1')).toBe(true);
    expect(isGameOrCashPage('/es/cash/deposit-by-money/', '')).toBe(true);
    expect(isGameOrCashPage('/game-frame/12', '')).toBe(true);
    expect(isGameOrCashPage('/foo/cashIframe', '')).toBe(true);
    expect(isGameOrCashPage('/lobby/', '?category=new')).toBe(false);
    expect(isGameOrCashPage('/promotions/', '')).toBe(false);
    expect(isGameOrCashPage('/cashback/', '')).toBe(false);
  });
});
