import type { BonusesResponse } from '@casino/contracts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { fetchBonuses } from './bonus-offer-api.ts';

/** The player's wheel and chests, fetched when a modal opens; `update` takes a newer part from a claim's answer. */
export function useBonuses() {
  const { state, reload, setData } = useApiQuery(['bonus-offer'], fetchBonuses);
  const update = (patch: Partial<Pick<BonusesResponse, 'dailyWheel' | 'dailyChests'>>) => {
    if (state.status === 'ready') setData({ ...state.data, ...patch });
  };
  return { state, reload, update };
}
