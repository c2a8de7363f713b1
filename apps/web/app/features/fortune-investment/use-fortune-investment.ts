import { useEffect, useState } from 'react';
import type { ChosenPackage, FortunePackagesResponse } from '@casino/contracts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { fetchChosenPackage, fetchFortunePackages } from './fortune-investment-api.ts';

export interface FortuneData {
  packages: FortunePackagesResponse['data'];
  chosen: ChosenPackage | null;
}

export type FortuneState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: FortuneData };

/** The packages and the player's plan, read together; again after a claim of this feature in any tab. */
export function useFortuneInvestment() {
  const [state, setState] = useState<FortuneState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    Promise.all([fetchFortunePackages(), fetchChosenPackage()]).then(
      ([packages, chosen]) => current && setState({ status: 'ready', data: { packages, chosen } }),
      () => current && setState((previous) => (previous.status === 'ready' ? previous : { status: 'error' })),
    );
    return () => {
      current = false;
    };
  }, [round]);
  const reload = () => setRound((n) => n + 1);
  usePush('feature', 'claimed', (data) => {
    if (data.key === 'fortuneInvestment') reload();
  });
  return {
    state,
    reload,
    /** The answer of a purchase or a collect, shown at once. */
    setChosen: (chosen: ChosenPackage | null) =>
      setState((previous) =>
        previous.status === 'ready' ? { status: 'ready', data: { ...previous.data, chosen } } : previous,
      ),
  };
}
