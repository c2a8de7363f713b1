import type { LocalizedText } from '@casino/contracts';

const WORDS = {
  en: {
    entries: ['entry', 'entries'],
    coins: ['coin', 'coins'],
    boxes: ['mystery box', 'mystery boxes'],
    and: 'and',
  },
  es: {
    entries: ['entrada', 'entradas'],
    coins: ['moneda', 'monedas'],
    boxes: ['caja misteriosa', 'cajas misteriosas'],
    and: 'y',
  },
} as const;
const LOCALES = { en: 'en-US', es: 'es-ES' } as const;

/**
 * What an offer gives, in words, in both languages ("350,000 entries and 5,000 coins", "350.000 entradas y
 * 5.000 monedas"; grouped also below 10,000, as the site shows amounts): entries first, as the spec's VIP
 * club line. Null when it gives nothing.
 */
export function offerAmountsText(offer: {
  coins: number;
  entries: number;
  magicBoxes?: number;
}): LocalizedText | null {
  const line = (lang: 'en' | 'es') => {
    const words = WORDS[lang];
    const n = new Intl.NumberFormat(LOCALES[lang], { useGrouping: 'always', maximumFractionDigits: 2 });
    const part = (amount: number, [one, many]: readonly [string, string]) =>
      `${n.format(amount)} ${amount === 1 ? one : many}`;
    const parts = [
      offer.entries > 0 ? part(offer.entries, words.entries) : null,
      offer.coins > 0 ? part(offer.coins, words.coins) : null,
      (offer.magicBoxes ?? 0) > 0 ? part(offer.magicBoxes!, words.boxes) : null,
    ].filter((p): p is string => p !== null);
    if (parts.length === 0) return null;
    const last = parts.pop()!;
    return parts.length === 0 ? last : `${parts.join(', ')} ${words.and} ${last}`;
  };
  const en = line('en');
  return en === null ? null : { en, es: line('es')! };
}
