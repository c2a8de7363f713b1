import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { TFunction } from '../../i18n/translator.ts';
import { formatAmount, formatMoney, formatShortNumber } from './format.ts';

export interface AmountTexts {
  /** "1 Coin", "10,000 Coins" / "1 Moneda", "10.000 Monedas"; `short`: the locale's short scale ("7,5 mil"). */
  coins(value: number, options?: { short?: boolean }): string;
  /** "1 Entry", "97.5 Entries" / "1 Entrada", "97,5 Entradas". */
  entries(value: number, options?: { short?: boolean }): string;
  /** A price: "$9.99" / "9,99 US$". */
  money(value: number): string;
}

/**
 * The page language's one way to write an amount in words: the number in the locale's digits (grouping,
 * decimal sign, short scale) and the unit in the plural form Intl.PluralRules picks for it (the translator's
 * `count`), so Spanish never reads "1 Entradas" or "97.5 Entradas".
 */
export function amountTexts(t: TFunction, locale: string): AmountTexts {
  const text = (unit: 'coins' | 'entries', value: number, short = false) =>
    t(`common.prize.${unit}`, {
      count: value,
      amount: short ? formatShortNumber(value, locale) : formatAmount(value, locale),
    });
  return {
    coins: (value, options) => text('coins', value, options?.short),
    entries: (value, options) => text('entries', value, options?.short),
    money: (value) => formatMoney(value, locale),
  };
}

/** amountTexts in the page's language. */
export function useAmountTexts(): AmountTexts {
  const { t, i18n } = useTranslation();
  return useMemo(() => amountTexts(t, i18n.language), [t, i18n.language]);
}
