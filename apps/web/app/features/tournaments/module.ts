import { lazy } from 'react';
import { lazyExport, type FeatureModule } from '../../lib/feature-module.ts';
import { tournamentModals } from './modals.ts';

// Tournaments are awarded, not collected (their prizes are paid when they end): not in the rewards hub.
export const tournamentsModule: FeatureModule = {
  slug: 'tournaments',
  modals: tournamentModals,
  promotionCards: { tournament: lazyExport(() => import('./promotion-card.tsx'), 'TournamentCard') },
  gamePanel: lazy(() => import('./game-tournament-panel.tsx')),
  waysToWin: [
    { name: 'tournaments', feature: 'tournament', to: '/tournaments/', icon: 'trophy', position: 10 },
  ],
  mainNav: [{ to: '/tournaments/', label: 'tournaments', icon: 'trophy', position: 10 }],
  authoringPreviews: { tournament: lazy(() => import('./tournament-preview.tsx')) },
};
