import { lazy } from 'react';
import { defineModal } from '../../lib/modals/registry.ts';
import { exitOfferState } from './exit-offer-state.ts';
import { PROMO_MODALS } from './modal-names.ts';

// The promo-offer modals (the flip and preset-package names are spec openModal values); all of them are
// for signed-in players.
export const promotionsModals = [
  defineModal(PROMO_MODALS.flipTheCoin, {
    component: lazy(() => import('./flip-the-coin-modal.tsx')),
    requiresPlayer: true,
  }),
  defineModal(PROMO_MODALS.flipCoinUsed, {
    component: lazy(() => import('./flip-coin-used-modal.tsx')),
    requiresPlayer: true,
  }),
  defineModal(PROMO_MODALS.presetPackage, {
    component: lazy(() => import('./preset-package-modal.tsx')),
    requiresPlayer: true,
    isEnabled: (ctx) => ctx.appInit?.popupPresetPackage != null,
  }),
  defineModal(PROMO_MODALS.exitOffer, {
    component: lazy(() => import('./exit-offer-modal.tsx')),
    requiresPlayer: true,
    // Refused: the countdown stops, and the offer does not come back this session.
    onDismiss: () => exitOfferState.clearCountdown(window.sessionStorage),
  }),
  defineModal(PROMO_MODALS.welcome, {
    component: lazy(() => import('./welcome-modal.tsx')),
    requiresPlayer: true,
  }),
];
