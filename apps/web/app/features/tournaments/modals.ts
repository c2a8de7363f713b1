import { lazy } from 'react';
import { isFeatureActive } from '../../lib/engagement/feature-rule.ts';
import { defineModal, type ModalContext } from '../../lib/modals/registry.ts';

// Spec: feature modals are for signed-in players and open only while their feature is active.
const active = (ctx: ModalContext) => isFeatureActive(ctx, 'tournament');

export const TOURNAMENT_MODALS = { racesGames: 'races-games' } as const;

export const tournamentModals = [
  defineModal(TOURNAMENT_MODALS.racesGames, {
    component: lazy(() => import('./races-games-modal.tsx')),
    requiresPlayer: true,
    isEnabled: active,
  }),
];
