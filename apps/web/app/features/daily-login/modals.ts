import { lazy } from 'react';
import { isFeatureActive } from '../../lib/engagement/feature-states.ts';
import { definePopup } from '../../lib/engagement/popups.ts';
import { defineModal, type ModalContext } from '../../lib/modals/registry.ts';
import { DAILY_LOGIN_MODALS } from './modal-names.ts';

// Spec: feature modals are for signed-in players and open only while their feature is active.
const active = (ctx: ModalContext) => isFeatureActive(ctx.appInit, 'dailyLogin');

export const dailyLoginModals = [
  defineModal(DAILY_LOGIN_MODALS.dailyLogin, {
    component: lazy(() => import('./daily-login-modal.tsx')),
    requiresPlayer: true,
    isEnabled: active,
  }),
  // Sticky through STICKY_MODALS (the spec's list).
  defineModal(DAILY_LOGIN_MODALS.map, {
    component: lazy(() => import('./daily-login-map-modal.tsx')),
    requiresPlayer: true,
    isEnabled: active,
  }),
  defineModal(DAILY_LOGIN_MODALS.playback, {
    component: lazy(() => import('./playback-modal.tsx')),
    requiresPlayer: true,
    isEnabled: active,
  }),
];

/** The popup sequencer offers the daily login while a level can be collected. */
export const dailyLoginPopups = [
  definePopup({ feature: 'dailyLogin', modal: DAILY_LOGIN_MODALS.dailyLogin }),
];
