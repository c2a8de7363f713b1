import { lazy } from 'react';
import { isFeatureActive } from '../../lib/engagement/feature-rule.ts';
import { defineModal } from '../../lib/modals/registry.ts';
import { PRIZE_DROPS_MODALS } from './modal-names.ts';

export const prizeDropsModals = [
  defineModal(PRIZE_DROPS_MODALS.prizeDrops, {
    component: lazy(() => import('./prize-drops-modal.tsx')),
    requiresPlayer: true,
    isEnabled: (ctx) => isFeatureActive(ctx, 'prizeDrops'),
  }),
];
