import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { SEASON_PRIZE_TOAST_MS, type PushData } from '@casino/contracts';
import { toast } from '../../components/ui/toast.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { refreshSeason } from './season-store.ts';

/**
 * Always mounted (a lazy root): the season pushes. `prizeAssigned` shows the level's prize in a toast for
 * 9,000 ms (spec); `progressUpdate` and `availableByDeposit` refresh the tower where it is shown.
 */
export function SeasonRoot() {
  const { t } = useTranslation();
  const amounts = useAmountTexts();
  const refresh = refreshSeason;
  usePush('season', 'progressUpdate', refresh);
  usePush('season', 'availableByDeposit', () => {
    refresh();
    toast(t('season.toast.available'), { duration: SEASON_PRIZE_TOAST_MS });
  });
  usePush('season', 'prizeAssigned', (data: PushData<'season', 'prizeAssigned'>) => {
    refresh();
    toast.success(t('season.toast.level', { level: data.level, prize: amounts.prize(data.prize) }), {
      duration: SEASON_PRIZE_TOAST_MS,
    });
  });
  return null;
}
