import { lazy } from 'react';
import { isFeatureActive } from '../../lib/engagement/feature-rule.ts';
import { defineModal, type ModalContext } from '../../lib/modals/registry.ts';

const load = () => import('./piggy-bank-modals.ts');

export const piggyBankModals = [
  // Spec: feature modals are for signed-in players and open only while their feature is active.
  // Names as in modal-names.ts, written out: the first load carries no object for them.
  defineModal('money-box', {
    component: lazy(async () => ({ default: (await load()).MoneyBoxModal })),
    requiresPlayer: true,
    isEnabled: (ctx: ModalContext) => isFeatureActive(ctx, 'moneyBox'),
  }),
  // The prize of a break is shown even if the feature was switched off meanwhile.
  defineModal('piggy-bank-prize-win', {
    component: lazy(async () => ({ default: (await load()).PrizeWinModal })),
    requiresPlayer: true,
  }),
];
