import { lazy } from 'react';
import { isFeatureActive } from '../../lib/engagement/feature-rule.ts';
import { defineModal, type ModalContext } from '../../lib/modals/registry.ts';
import { RANK_LEAGUE_MODALS } from './modal-names.ts';

// Feature modals are for signed-in players and open only while the rank league runs.
const active = (ctx: ModalContext) => isFeatureActive(ctx, 'rankLeague');
const load = () => import('./rank-league-modals.ts');

export const rankLeagueModals = [
  defineModal(RANK_LEAGUE_MODALS.rankLeague, {
    component: lazy(async () => ({ default: (await load()).RankLeagueModal })),
    requiresPlayer: true,
    isEnabled: active,
  }),
  defineModal(RANK_LEAGUE_MODALS.cashbackCongrats, {
    component: lazy(async () => ({ default: (await load()).CashbackCongratsModal })),
    requiresPlayer: true,
    isEnabled: active,
  }),
];
