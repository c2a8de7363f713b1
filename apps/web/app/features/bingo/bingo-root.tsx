import { isAnyModalOpen, openModal } from '../../lib/modals/open-modal.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { useRootData } from '../../lib/root-data.ts';
import { BINGO_MODALS } from './modal-names.ts';

/**
 * Always mounted for players: `bingo show` (a ball was earned) opens the progress popup from 1 ball, unless
 * another modal (a game) is open: play is never interrupted; the popup waits for the next ball.
 */
export function BingoRoot() {
  const { appInit } = useRootData();
  usePush('bingo', 'show', (data) => {
    if (appInit.isGuest || data.availablePoint < 1 || isAnyModalOpen()) return;
    openModal(BINGO_MODALS.bingo);
  });
  return null;
}
