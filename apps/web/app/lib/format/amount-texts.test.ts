import { describe, expect, it } from 'vitest';
import { messages } from '../../i18n/messages.ts';
import { createTranslator } from '../../i18n/translator.ts';
import { amountTexts } from './amount-texts.ts';

const texts = (locale: 'en' | 'es') => amountTexts(createTranslator(locale, messages[locale]).t, locale);

describe('amountTexts', () => {
  it('writes Spanish amounts with the singular for one, the comma decimal and the short scale', () => {
    const es = texts('es');
    expect(es.entries(1)).toBe('1 Entrada');
    expect(es.entries(97.5)).toBe('97,5 Entradas');
    expect(es.coins(1)).toBe('1 Moneda');
    expect(es.coins(10_000)).toBe('10.000 Monedas');
    // Intl writes a no-break space between the number and "mil".
    expect(es.coins(7_500, { short: true })).toBe('7,5\u00a0mil Monedas');
    expect(es.money(9.99)).toBe('9,99\u00a0US$');
    expect(es.bonusEntries(1)).toBe('+1 Entrada gratis');
    expect(es.bonusEntries(2.5)).toBe('+2,5 Entradas gratis');
    expect(es.giftCoins(1)).toBe('1 Moneda gratis');
    expect(es.giftEntries(1)).toBe('1 Entrada de regalo');
    expect(es.giftEntries(20)).toBe('20 Entradas de regalo');
  });

  it('writes English amounts the English way', () => {
    const en = texts('en');
    expect(en.entries(1)).toBe('1 Entry');
    expect(en.entries(97.5)).toBe('97.5 Entries');
    expect(en.coins(1)).toBe('1 Coin');
    expect(en.coins(7_500, { short: true })).toBe('7.5K Coins');
    expect(en.money(9.99)).toBe('$9.99');
    expect(en.bonusEntries(4)).toBe('+4 free Entries');
    expect(en.giftCoins(10_000)).toBe('10,000 free Coins');
    expect(en.giftEntries(1)).toBe('1 bonus Entry');
  });

  it('writes a prize as its parts that are not zero, joined, in each language', () => {
    expect(texts('es').prize({ coins: 1_000, entries: 1, freeSpins: { count: 1 } })).toBe(
      '1.000 Monedas + 1 Entrada + 1 giro gratis',
    );
    expect(texts('en').prize({ coins: 0, entries: 0.5, freeSpins: 10 })).toBe('0.5 Entries + 10 free spins');
    expect(texts('es').prize({ coins: 7_500, entries: 0 }, { short: true })).toBe('7,5\u00a0mil Monedas');
    expect(texts('en').prize({ coins: 0, entries: 0, freeSpins: null })).toBe('');
  });
});
