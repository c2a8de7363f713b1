import { lazy } from 'react';
import { isFeatureActive } from '../../lib/engagement/feature-rule.ts';
import { defineModal, type ModalContext } from '../../lib/modals/registry.ts';

/** The mystery box's modal (the spec names none; `app-` like the spec's feature modals). */
export const MAGIC_BOX_MODALS = { magicBox: 'app-magic-box' } as const;

// Spec: feature modals are for signed-in players and open only while their feature is active.
export const magicBoxModals = [
  defineModal(MAGIC_BOX_MODALS.magicBox, {
    component: lazy(() => import('./magic-box-modal.tsx')),
    requiresPlayer: true,
    isEnabled: (ctx: ModalContext) => isFeatureActive(ctx, 'magicBox'),
  }),
];
