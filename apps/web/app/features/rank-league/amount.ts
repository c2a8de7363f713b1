import type { TFunction } from '../../i18n/translator.ts';
import { amountTexts } from '../../lib/format/amount-texts.ts';

/** "5,000 Coins + 0.5 Entries" (the parts that are not zero), or null when both are. */
export function amountText(
  t: TFunction,
  locale: string,
  amount: { coins: number; entries: number },
): string | null {
  return amountTexts(t, locale).prize(amount) || null;
}
