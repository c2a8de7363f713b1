import { describe, expect, it } from 'vitest';
import { offerAmountsText } from './offer-amounts-text.ts';

describe('what an offer gives, in words', () => {
  it('writes the VIP bundle line of the spec from the amounts, in English and Spanish', () => {
    expect(offerAmountsText({ entries: 350_000, coins: 5_000 })).toEqual({
      en: '350,000 entries and 5,000 coins',
      es: '350.000 entradas y 5.000 monedas',
    });
  });

  it('leaves out what is zero, says one in the singular and lists boxes last', () => {
    expect(offerAmountsText({ entries: 0, coins: 1 })).toEqual({ en: '1 coin', es: '1 moneda' });
    expect(offerAmountsText({ entries: 1, coins: 0 })).toEqual({ en: '1 entry', es: '1 entrada' });
    expect(offerAmountsText({ entries: 7, coins: 75_000, magicBoxes: 3 })).toEqual({
      en: '7 entries, 75,000 coins and 3 mystery boxes',
      es: '7 entradas, 75.000 monedas y 3 cajas misteriosas',
    });
    expect(offerAmountsText({ entries: 0, coins: 0, magicBoxes: 0 })).toBeNull();
  });
});
