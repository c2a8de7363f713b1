import type { DailyLoginApplyResponse } from '@casino/contracts';
import { refreshFeatureStatesSoon } from '../../lib/engagement/use-engagement.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { useRootData } from '../../lib/root-data.ts';
import { applyDailyLoginPrize, fetchDailyLoginInfo } from './daily-login-api.ts';

/**
 * The signed-in player's daily login, shared by its three modals through the query cache: fetched when a
 * modal that shows it mounts and again after the engine's pushes about it (a claim in another tab, a new
 * day, the feature starting or finishing).
 */
export function useDailyLogin() {
  const { appInit } = useRootData();
  const signedIn = !appInit.isGuest;
  const { state, reload, setData } = useApiQuery(['daily-login'], fetchDailyLoginInfo, { enabled: signedIn });
  const refresh = () => {
    if (signedIn) void reload();
  };
  const onPush = (data: { key: string }) => {
    if (data.key === 'dailyLogin') refresh();
  };
  usePush('feature', 'claimed', onPush);
  usePush('feature', 'periodStarted', onPush);
  usePush('feature', 'started', onPush);
  usePush('feature', 'finished', onPush);
  return {
    info: state.status === 'ready' ? state.data : null,
    status: state.status,
    refresh,
    /** Collects today's level; the info follows the answer. Throws the HttpError of a refusal. */
    claim: async (): Promise<DailyLoginApplyResponse> => {
      const answer = await applyDailyLoginPrize();
      setData(answer.data);
      // The sequencer and the rewards hub follow at once, whether or not the push arrives.
      refreshFeatureStatesSoon();
      return answer;
    },
  };
}
