import { forPlayers, lazyExport, type FeatureModule } from '../../lib/feature-module.ts';
import { loadSeasonModal, SEASON_MODAL, seasonModals } from './modals.ts';

export const seasonModule: FeatureModule = {
  slug: 'season',
  modals: seasonModals,
  // The tower's pushes and prize toasts.
  roots: [forPlayers(lazyExport(loadSeasonModal, 'SeasonRoot'))],
  // The spec's `?openModal=season` opens the tower.
  openModalValues: [SEASON_MODAL],
  rewardsHub: { season: { icon: 'star', modals: [SEASON_MODAL], byPlay: true } },
};
