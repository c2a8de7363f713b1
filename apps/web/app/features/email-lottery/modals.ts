import { lazy } from 'react';
import { isFeatureActive } from '../../lib/engagement/feature-rule.ts';
import { defineModal } from '../../lib/modals/registry.ts';
import { EMAIL_LOTTERY_MODAL } from './modal-names.ts';

// Spec: feature modals are for signed-in players and open only while their feature is active.
export const emailLotteryModals = [
  defineModal(EMAIL_LOTTERY_MODAL, {
    component: lazy(() => import('./email-lottery-modal.tsx')),
    requiresPlayer: true,
    isEnabled: (ctx) => isFeatureActive(ctx, 'emailLottery'),
  }),
];
