import { lazy } from 'react';
import { registerModal } from '../../lib/modals/registry.ts';
import type { GameModalProps } from './game-modal.tsx';
import type { MaxBetModalProps } from './max-bet-modal.tsx';

// Importing this module registers the game modals. 'game' and 'game-max-bet' are sticky (STICKY_MODALS);
// all three are for signed-in players only (guests are sent to sign-up by the root instead).
registerModal<GameModalProps>('game', {
  component: lazy(() => import('./game-modal.tsx')),
  sticky: true,
  requiresPlayer: true,
  // Escape: the same as the close button, ?game leaves the URL.
  onDismiss: ({ onClosed }) => onClosed?.(),
});
registerModal('insufficient-funds', {
  component: lazy(() => import('./insufficient-funds-modal.tsx')),
  requiresPlayer: true,
});
registerModal<MaxBetModalProps>('game-max-bet', {
  component: lazy(() => import('./max-bet-modal.tsx')),
  sticky: true,
  requiresPlayer: true,
});
