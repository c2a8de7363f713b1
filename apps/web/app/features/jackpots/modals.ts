import { lazy } from 'react';
import { defineModal } from '../../lib/modals/registry.ts';
import { JACKPOTS_MODALS } from './modal-names.ts';

export const jackpotsModals = [
  defineModal(JACKPOTS_MODALS.jackpotsGames, { component: lazy(() => import('./jackpots-games-modal.tsx')) }),
];
