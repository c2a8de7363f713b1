import { useTranslation } from '../../i18n/react.tsx';
import { SEASON_PRIZE_TOAST_MS, type PushData } from '@casino/contracts';
import { toast } from '../../components/ui/toast.ts';
import { formatAmount } from '../../lib/format/format.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { refreshSeason } from './season-store.ts';

/**
 * Always mounted (a lazy root): the season pushes. `prizeAssigned` shows the level's prize in a toast for
 * 9,000 ms (spec); `progressUpdate` and `availableByDeposit` refresh the tower where it is shown.
 */
export function SeasonRoot() {
  const { t, i18n } = useTranslation();
  const refresh = refreshSeason;
  usePush('season', 'progressUpdate', refresh);
  usePush('season', 'availableByDeposit', () => {
    refresh();
    toast(t('season.toast.available'), { duration: SEASON_PRIZE_TOAST_MS });
  });
  usePush('season', 'prizeAssigned', (data: PushData<'season', 'prizeAssigned'>) => {
    refresh();
    const parts = [
      data.prize.coins > 0
        ? t('season.prize.coins', { amount: formatAmount(data.prize.coins, i18n.language) })
        : null,
      data.prize.entries > 0
        ? t('season.prize.entries', {
            count: data.prize.entries,
            amount: formatAmount(data.prize.entries, i18n.language),
          })
        : null,
      data.prize.freeSpins ? t('season.prize.freeSpins', { count: data.prize.freeSpins.count }) : null,
    ].filter(Boolean);
    toast.success(t('season.toast.level', { level: data.level, prize: parts.join(' + ') }), {
      duration: SEASON_PRIZE_TOAST_MS,
    });
  });
  return null;
}
