import type { FreeSpinGrant } from '@casino/contracts';
import { useApiQuery, type Loaded } from '../../lib/query/api-query.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { fetchFreeSpins, fetchOnboardingRewards, type OnboardingRewards } from './rewards-api.ts';

/** The onboarding steps; read again when a balance push says a reward may have been paid. */
export function useOnboardingRewards(): [Loaded<OnboardingRewards>, () => void] {
  const { state, reload } = useApiQuery(['rewards', 'onboarding'], fetchOnboardingRewards);
  usePush('balance', 'setBalance', reload);
  return [state, reload];
}

/** The free-spin grants; read again on each `freeSpins updated` push. */
export function useFreeSpins(): Loaded<FreeSpinGrant[]> {
  const { state, reload } = useApiQuery(['rewards', 'free-spins'], fetchFreeSpins);
  usePush('freeSpins', 'updated', reload);
  return state;
}
