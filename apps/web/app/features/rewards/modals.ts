import { lazy } from 'react';
import { defineModal } from '../../lib/modals/registry.ts';
import { REWARDS_MODALS } from './modal-names.ts';

export const rewardsModals = [
  defineModal(REWARDS_MODALS.hub, {
    component: lazy(() => import('./rewards-hub-modal.tsx')),
    requiresPlayer: true,
  }),
  // Spec: onboarding rewards are always allowed (no feature switch), for signed-in players.
  defineModal(REWARDS_MODALS.onboarding, {
    component: lazy(() => import('./onboarding-rewards-modal.tsx')),
    requiresPlayer: true,
  }),
];
