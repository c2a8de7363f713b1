import { lazy } from 'react';
import { defineModal } from '../../lib/modals/registry.ts';
import { REWARDS_MODALS } from './modal-names.ts';

const load = () => import('./rewards-modals.ts');

export const rewardsModals = [
  defineModal(REWARDS_MODALS.hub, {
    component: lazy(async () => ({ default: (await load()).RewardsHubModal })),
    requiresPlayer: true,
  }),
  // Spec: onboarding rewards are always allowed (no feature switch), for signed-in players.
  defineModal(REWARDS_MODALS.onboarding, {
    component: lazy(async () => ({ default: (await load()).OnboardingRewardsModal })),
    requiresPlayer: true,
  }),
  defineModal(REWARDS_MODALS.freeCoins, {
    component: lazy(async () => ({ default: (await load()).FreeCoinsModal })),
    requiresPlayer: true,
  }),
];
