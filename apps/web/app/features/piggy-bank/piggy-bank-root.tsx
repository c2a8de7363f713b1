import { openModal } from '../../lib/modals/open-modal.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { PIGGY_BANK_MODALS } from './modal-names.ts';

/** Always mounted (a lazy root): a broken bank opens its prize-win modal wherever the player is. */
export function PiggyBankRoot() {
  usePush('moneyBox', 'break', (data) => openModal(PIGGY_BANK_MODALS.prizeWin, { coins: data.coins }));
  return null;
}
