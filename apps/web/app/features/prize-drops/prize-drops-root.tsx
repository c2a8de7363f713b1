import { useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { PRIZE_DROP_TOAST } from '@casino/contracts';
import { toast } from '../../components/ui/toast.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { useRootData } from '../../lib/root-data.ts';
import { PRIZE_DROPS_MODALS } from './modal-names.ts';

const LEVEL_NAMES = ['bronze', 'silver', 'gold'] as const;

/**
 * Always mounted for players: a prize drop won by this player opens the win modal (the push to the player
 * comes before the room's); anyone else's win on this brand is a toast, 5,000 ms, one at a time.
 */
export function PrizeDropsRoot() {
  const { t } = useTranslation();
  const amounts = useAmountTexts();
  const { appInit, brand } = useRootData();
  const mine = useRef(new Set<string>());
  usePush('prizeDrops', 'prizeAssigned', (data) => {
    if (appInit.isGuest || data.brand !== brand.key) return;
    if (data.isWinner) {
      mine.current.add(data.prizeId);
      openModal(PRIZE_DROPS_MODALS.prizeDrops, { win: data });
      return;
    }
    if (mine.current.has(data.prizeId)) return;
    const level = t(`prizeDrops.levels.${LEVEL_NAMES[data.level - 1]}`);
    // One id: a new drop replaces the toast on screen (limit 1).
    toast(t('prizeDrops.toast', { name: data.name, level, amount: amounts.coins(data.coins) }), {
      id: 'prize-drop',
      duration: PRIZE_DROP_TOAST.durationMs,
      className: 'prize-drop-toast',
    });
  });
  return null;
}
