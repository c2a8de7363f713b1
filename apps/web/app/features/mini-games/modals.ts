import { lazy } from 'react';
import type { FeatureKey } from '@casino/contracts';
import { defineModal, type ModalContext } from '../../lib/modals/registry.ts';
import { MINI_GAMES_MODALS } from './modal-names.ts';

const isActive =
  (...keys: FeatureKey[]) =>
  (ctx: ModalContext) =>
    ctx.appInit?.features.some((feature) => keys.includes(feature.key) && feature.isActive) === true;

export const miniGamesModals = [
  defineModal(MINI_GAMES_MODALS.funMachine, {
    component: lazy(() => import('./funmachine-modal.tsx')),
    requiresPlayer: true,
    isEnabled: isActive('funMeter', 'miniGameSlot', 'adventureMap'),
  }),
  defineModal(MINI_GAMES_MODALS.funMeter, {
    component: lazy(() => import('./funmeter-modal.tsx')),
    requiresPlayer: true,
    isEnabled: isActive('funMeter'),
  }),
  defineModal(MINI_GAMES_MODALS.miniGameSlot, {
    component: lazy(() => import('./mini-game-slot-modal.tsx')),
    requiresPlayer: true,
    isEnabled: isActive('miniGameSlot'),
  }),
  defineModal(MINI_GAMES_MODALS.adventureMap, {
    component: lazy(() => import('./adventure-map-modal.tsx')),
    requiresPlayer: true,
    isEnabled: isActive('adventureMap'),
  }),
];
