import type { ChosenPackage, FortunePackagesResponse } from '@casino/contracts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { fetchChosenPackage, fetchFortunePackages } from './fortune-investment-api.ts';

export interface FortuneData {
  packages: FortunePackagesResponse['data'];
  chosen: ChosenPackage | null;
}

const loadFortune = async (): Promise<FortuneData> => {
  const [packages, chosen] = await Promise.all([fetchFortunePackages(), fetchChosenPackage()]);
  return { packages, chosen };
};

/** The packages and the player's plan, read together; again after a claim of this feature in any tab. */
export function useFortuneInvestment() {
  const { state, reload, setData } = useApiQuery(['fortune-investment'], loadFortune);
  usePush('feature', 'claimed', (data) => {
    if (data.key === 'fortuneInvestment') reload();
  });
  return {
    state,
    reload,
    /** The answer of a purchase or a collect, shown at once. */
    setChosen: (chosen: ChosenPackage | null) => {
      if (state.status === 'ready') setData({ ...state.data, chosen });
    },
  };
}
