import type { Season } from '@casino/contracts';
import { refreshQueries, useApiQuery } from '../../lib/query/api-query.ts';
import { useRootData } from '../../lib/root-data.ts';
import { fetchSeason } from './season-api.ts';

const SEASON_KEY = ['season'] as const;
const loadSeason = () => fetchSeason();

/** The season root's pushes (progress, a level reached) read the tower again where it is shown. */
export const refreshSeason = (): void => refreshQueries(SEASON_KEY);

/** The player's season tower, shared by the modal and the season root through the query cache. */
export function useSeason() {
  const { appInit } = useRootData();
  const { state, reload } = useApiQuery<Season>(SEASON_KEY, loadSeason, { enabled: !appInit.isGuest });
  return {
    season: state.status === 'ready' ? state.data : null,
    status: state.status,
    retry: () => void reload(),
  };
}
