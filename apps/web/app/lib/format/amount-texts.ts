import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { TFunction } from '../../i18n/translator.ts';
import { formatAmount, formatMoney, formatShortNumber } from './format.ts';

export interface AmountTexts {
  /** "1 Coin", "10,000 Coins" / "1 Moneda", "10.000 Monedas"; `short`: the locale's short scale ("7,5 mil"). */
  coins(value: number, options?: { short?: boolean }): string;
  /** "1 Entry", "97.5 Entries" / "1 Entrada", "97,5 Entradas". */
  entries(value: number, options?: { short?: boolean }): string;
  /** Entries given on top of a purchase or a gift: "+2 free Entries" / "+2 Entradas gratis". */
  bonusEntries(value: number): string;
  /** The sign-up gift's parts: "10,000 free Coins" / "10.000 Monedas gratis", "2 bonus Entries" / "2 Entradas de regalo". */
  giftCoins(value: number): string;
  giftEntries(value: number): string;
  /** A price: "$9.99" / "9,99 US$". */
  money(value: number): string;
  /**
   * A prize's parts that are not zero, joined: "1,000 Coins + 0.5 Entries + 10 free spins"; '' for none.
   * `short` writes coins and entries in the short scale.
   */
  prize(prize: PrizeAmounts, options?: { short?: boolean }): string;
}

/** What a prize holds, as the features' prizes carry it (free spins as a count or as `{ count }`). */
export interface PrizeAmounts {
  coins: number;
  entries: number;
  freeSpins?: number | { count: number } | null;
}

/**
 * The page language's one way to write an amount in words: the number in the locale's digits (grouping,
 * decimal sign, short scale) and the unit in the plural form Intl.PluralRules picks for it (the translator's
 * `count`), so Spanish never reads "1 Entradas" or "97.5 Entradas".
 */
export function amountTexts(t: TFunction, locale: string): AmountTexts {
  const text = (
    unit: 'coins' | 'entries' | 'bonusEntries' | 'giftCoins' | 'giftEntries',
    value: number,
    short = false,
  ) =>
    t(`common.prize.${unit}`, {
      count: value,
      amount: short ? formatShortNumber(value, locale) : formatAmount(value, locale),
    });
  const spins = (prize: PrizeAmounts) =>
    typeof prize.freeSpins === 'number' ? prize.freeSpins : (prize.freeSpins?.count ?? 0);
  return {
    coins: (value, options) => text('coins', value, options?.short),
    entries: (value, options) => text('entries', value, options?.short),
    bonusEntries: (value) => text('bonusEntries', value),
    giftCoins: (value) => text('giftCoins', value),
    giftEntries: (value) => text('giftEntries', value),
    money: (value) => formatMoney(value, locale),
    prize: (prize, options) =>
      [
        prize.coins > 0 ? text('coins', prize.coins, options?.short) : null,
        prize.entries > 0 ? text('entries', prize.entries, options?.short) : null,
        spins(prize) > 0 ? t('common.prize.freeSpins', { count: spins(prize) }) : null,
      ]
        .filter((part) => part !== null)
        .join(' + '),
  };
}

/** amountTexts in the page's language. */
export function useAmountTexts(): AmountTexts {
  const { t, i18n } = useTranslation();
  return useMemo(() => amountTexts(t, i18n.language), [t, i18n.language]);
}
