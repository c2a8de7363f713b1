import { lazy } from 'react';
import { isFeatureActive } from '../../lib/engagement/feature-rule.ts';
import { defineModal, type ModalContext } from '../../lib/modals/registry.ts';
import { DEPOSIT_STREAK_MODALS } from './modal-names.ts';

// Spec: feature modals are for signed-in players and open only while their feature is active.
const active = (ctx: ModalContext) => isFeatureActive(ctx, 'depositStreak');

export const depositStreakModals = [
  defineModal(DEPOSIT_STREAK_MODALS.depositStreak, {
    component: lazy(() => import('./deposit-streak-modal.tsx')),
    requiresPlayer: true,
    isEnabled: active,
  }),
  defineModal(DEPOSIT_STREAK_MODALS.welcome, {
    component: lazy(() => import('./welcome-modal.tsx')),
    requiresPlayer: true,
    isEnabled: active,
  }),
];
