import { useTranslation } from '../../i18n/react.tsx';
import type { Prize } from '@casino/contracts';
import { formatAmount, formatShortNumber } from '../../lib/format/format.ts';

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
