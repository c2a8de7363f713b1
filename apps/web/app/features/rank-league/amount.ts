import type { TFunction } from '../../i18n/translator.ts';
import { formatAmount } from '../../lib/format/format.ts';

/** "5,000 Coins + 0.5 Entries" (the parts that are not zero), or null when both are. */
export function amountText(
  t: TFunction,
  locale: string,
  amount: { coins: number; entries: number },
): string | null {
  const parts = [
    amount.coins > 0 ? t('rankLeague.amount.coins', { amount: formatAmount(amount.coins, locale) }) : null,
    amount.entries > 0
      ? t('rankLeague.amount.entries', { amount: formatAmount(amount.entries, locale) })
      : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(' + ') : null;
}
