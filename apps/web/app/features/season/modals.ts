import { lazy } from 'react';
import { isFeatureActive } from '../../lib/engagement/feature-rule.ts';
import { defineModal } from '../../lib/modals/registry.ts';

/** `season` (a spec openModal value): the season tower, for signed-in players while the season runs. */
export const SEASON_MODAL = 'season';

/** The season's chunk (the tower and the always-mounted root): one import site in the first load. */
export const loadSeasonModal = () => import('./season-modal.tsx');

export const seasonModals = [
  defineModal(SEASON_MODAL, {
    component: lazy(loadSeasonModal),
    requiresPlayer: true,
    isEnabled: (ctx) => isFeatureActive(ctx, 'season'),
  }),
];
