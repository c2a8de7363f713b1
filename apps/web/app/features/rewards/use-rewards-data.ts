import { useEffect, useState } from 'react';
import type { FreeSpinGrant } from '@casino/contracts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { fetchFreeSpins, fetchOnboardingRewards, type OnboardingRewards } from './rewards-api.ts';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

/** Loads `load` on mount and whenever `reload` is called; the latest call wins. */
function useLoaded<T>(load: () => Promise<T>): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        console.warn('[rewards] load failed', error);
        if (current) setState((previous) => (previous.status === 'ready' ? previous : { status: 'error' }));
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a module function
  }, [round]);
  return [state, () => setRound((n) => n + 1)];
}

/** The onboarding steps; read again when a balance push says a reward may have been paid. */
export function useOnboardingRewards(): [Loaded<OnboardingRewards>, () => void] {
  const [state, reload] = useLoaded(fetchOnboardingRewards);
  usePush('balance', 'setBalance', reload);
  return [state, reload];
}

/** The free-spin grants; read again on each `freeSpins updated` push. */
export function useFreeSpins(): Loaded<FreeSpinGrant[]> {
  const [state, reload] = useLoaded(fetchFreeSpins);
  usePush('freeSpins', 'updated', reload);
  return state;
}
