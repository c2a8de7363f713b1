import { lazy } from 'react';
import { defineModal } from '../../lib/modals/registry.ts';
import type { GameModalProps } from './game-modal.tsx';
import type { MaxBetModalProps } from './max-bet-modal.tsx';

// The game modals. 'game' and 'game-max-bet' are sticky (STICKY_MODALS); all three are for signed-in
// players only (guests are sent to sign-up by useGameFromQuery instead).
export const gameModals = [
  defineModal<GameModalProps>('game', {
    component: lazy(() => import('./game-modal.tsx')),
    sticky: true,
    requiresPlayer: true,
    // Escape: the same as the close button, ?game leaves the URL.
    onDismiss: ({ onClosed }) => onClosed?.(),
  }),
  defineModal('insufficient-funds', {
    component: lazy(() => import('./insufficient-funds-modal.tsx')),
    requiresPlayer: true,
  }),
  defineModal<MaxBetModalProps>('game-max-bet', {
    component: lazy(() => import('./max-bet-modal.tsx')),
    sticky: true,
    requiresPlayer: true,
  }),
];
