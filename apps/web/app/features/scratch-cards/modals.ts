import { lazy } from 'react';
import { isFeatureActive } from '../../lib/engagement/feature-rule.ts';
import { defineModal, type ModalContext } from '../../lib/modals/registry.ts';

/** `app-scratch-cards` is a spec openModal value. */
export const SCRATCH_CARDS_MODALS = { scratchCards: 'app-scratch-cards' } as const;

// Spec: feature modals are for signed-in players and open only while their feature is active.
export const scratchCardsModals = [
  defineModal(SCRATCH_CARDS_MODALS.scratchCards, {
    component: lazy(() => import('./scratch-cards-modal.tsx')),
    requiresPlayer: true,
    isEnabled: (ctx: ModalContext) => isFeatureActive(ctx, 'scratchCardLottery'),
  }),
];
