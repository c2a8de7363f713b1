import { forPlayers, lazyExport, type FeatureModule } from '../../lib/feature-module.ts';
import { BINGO_MODALS } from './modal-names.ts';
import { bingoModals } from './modals.ts';

export const bingoModule: FeatureModule = {
  slug: 'bingo',
  modals: bingoModals,
  // The progress popup, wherever the player is.
  roots: [forPlayers(lazyExport(() => import('./bingo-root.tsx'), 'BingoRoot'))],
  rewardsHub: { bingo: { icon: 'ticket', modals: [BINGO_MODALS.bingo] } },
};
