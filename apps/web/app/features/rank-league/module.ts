import { forPlayers, lazyExport, type FeatureModule } from '../../lib/feature-module.ts';
import { RANK_LEAGUE_MODALS } from './modal-names.ts';
import { rankLeagueModals } from './modals.ts';

const cards = () => import('./promotion-cards.tsx');

export const rankLeagueModule: FeatureModule = {
  slug: 'rank-league',
  modals: rankLeagueModals,
  // The VIP bundle banner's status, rank-up and cashback toasts.
  roots: [forPlayers(lazyExport(() => import('./rank-league-root.tsx'), 'RankLeagueRoot'))],
  promotionCards: {
    rankLeague: lazyExport(cards, 'RankLeagueCard'),
    rankLeagueReward: lazyExport(cards, 'RankLeagueRewardCard'),
    cashback: lazyExport(cards, 'CashbackCard'),
  },
  rewardsHub: { rankLeague: { icon: 'trophy', modals: [RANK_LEAGUE_MODALS.rankLeague] } },
};
