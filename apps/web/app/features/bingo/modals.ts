import { lazy } from 'react';
import { isFeatureActive } from '../../lib/engagement/feature-rule.ts';
import { defineModal } from '../../lib/modals/registry.ts';
import { BINGO_MODALS } from './modal-names.ts';

export const bingoModals = [
  defineModal(BINGO_MODALS.bingo, {
    component: lazy(() => import('./bingo-modal.tsx')),
    requiresPlayer: true,
    isEnabled: (ctx) => isFeatureActive(ctx, 'bingo'),
  }),
];
