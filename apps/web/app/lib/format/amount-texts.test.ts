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
  });

  it('writes English amounts the English way', () => {
    const en = texts('en');
    expect(en.entries(1)).toBe('1 Entry');
    expect(en.entries(97.5)).toBe('97.5 Entries');
    expect(en.coins(1)).toBe('1 Coin');
    expect(en.coins(7_500, { short: true })).toBe('7.5K Coins');
    expect(en.money(9.99)).toBe('$9.99');
  });
});
