import { lazy } from 'react';
import { isFeatureActive } from '../../lib/engagement/feature-rule.ts';
import { defineModal, type ModalContext } from '../../lib/modals/registry.ts';
import { DAILY_LOGIN_MODALS } from './modal-names.ts';

// Spec: feature modals are for signed-in players and open only while their feature is active.
const active = (ctx: ModalContext) => isFeatureActive(ctx, 'dailyLogin');
const load = () => import('./daily-login-modals.ts');

export const dailyLoginModals = [
  defineModal(DAILY_LOGIN_MODALS.dailyLogin, {
    component: lazy(async () => ({ default: (await load()).DailyLoginModal })),
    requiresPlayer: true,
    isEnabled: active,
  }),
  // Sticky through STICKY_MODALS (the spec's list).
  defineModal(DAILY_LOGIN_MODALS.map, {
    component: lazy(async () => ({ default: (await load()).DailyLoginMapModal })),
    requiresPlayer: true,
    isEnabled: active,
  }),
  defineModal(DAILY_LOGIN_MODALS.playback, {
    component: lazy(async () => ({ default: (await load()).PlaybackModal })),
    requiresPlayer: true,
    isEnabled: active,
  }),
];
