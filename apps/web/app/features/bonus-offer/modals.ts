import { lazy } from 'react';
import type { FeatureKey } from '@casino/contracts';
import { defineModal, type ModalContext } from '../../lib/modals/registry.ts';

/** Modal names (`daily-wheel` is a spec openModal value); the rewards hub and the popup sequencer open them by name. */
export const BONUS_OFFER_MODALS = { dailyWheel: 'daily-wheel', dailyChests: 'daily-chests' } as const;

/** Spec: a feature modal opens only for a signed-in player while the feature is active. */
const isActive = (key: FeatureKey) => (ctx: ModalContext) =>
  ctx.appInit?.features.some((feature) => feature.key === key && feature.isActive) === true;

export const bonusOfferModals = [
  // Spec: the daily wheel is always allowed (no feature switch); while it is off the modal says so.
  defineModal(BONUS_OFFER_MODALS.dailyWheel, {
    component: lazy(() => import('./daily-wheel-modal.tsx')),
    requiresPlayer: true,
  }),
  defineModal(BONUS_OFFER_MODALS.dailyChests, {
    component: lazy(() => import('./daily-chests-modal.tsx')),
    requiresPlayer: true,
    isEnabled: isActive('dailyChests'),
  }),
];
