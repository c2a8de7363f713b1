import { useTranslation } from '../../i18n/react.tsx';
import type { Prize } from '@casino/contracts';
import { formatAmount, formatShortNumber } from '../../lib/format/format.ts';

/** A prize as players read it ("25,000 Coins + 5 Entries", "20 free spins"). */
export function usePrizeText(): (prize: Prize) => string {
  const { t, i18n } = useTranslation();
  return (prize) =>
    [
      prize.coins > 0
        ? t('depositStreak.prize.coins', { amount: formatAmount(prize.coins, i18n.language) })
        : null,
      prize.entries > 0
        ? t('depositStreak.prize.entries', { amount: formatAmount(prize.entries, i18n.language) })
        : null,
      prize.freeSpins ? t('depositStreak.prize.freeSpins', { count: prize.freeSpins.count }) : null,
    ]
      .filter(Boolean)
      .join(' + ');
}

/** A sector's short label on the wheel: its value and unit. */
export function useSectorLabel(): (prize: Prize) => { value: string; unit: string } {
  const { t, i18n } = useTranslation();
  return (prize) =>
    prize.freeSpins
      ? { value: String(prize.freeSpins.count), unit: t('depositStreak.unit.freeSpins') }
      : prize.coins > 0
        ? { value: formatShortNumber(prize.coins, i18n.language), unit: t('depositStreak.unit.coins') }
        : { value: formatAmount(prize.entries, i18n.language), unit: t('depositStreak.unit.entries') };
}
