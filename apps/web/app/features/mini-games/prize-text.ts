import { useTranslation } from '../../i18n/react.tsx';
import type { Prize } from '@casino/contracts';
import { formatAmount } from '../../lib/format/format.ts';

/** A prize as one line players read ("1,000 Coins + 0.5 Entries"); empty for nothing. */
export function usePrizeText(): (prize: Prize) => string {
  const { t, i18n } = useTranslation();
  return (prize) =>
    [
      prize.coins > 0
        ? t('miniGames.prize.coins', { count: prize.coins, amount: formatAmount(prize.coins, i18n.language) })
        : null,
      prize.entries > 0
        ? t('miniGames.prize.entries', {
            count: prize.entries,
            amount: formatAmount(prize.entries, i18n.language),
          })
        : null,
      prize.freeSpins ? t('miniGames.prize.freeSpins', { count: prize.freeSpins.count }) : null,
    ]
      .filter(Boolean)
      .join(' + ');
}
