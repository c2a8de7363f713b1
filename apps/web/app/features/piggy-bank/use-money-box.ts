import { useApiQuery } from '../../lib/query/api-query.ts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { useRootData } from '../../lib/root-data.ts';
import { fetchMoneyBox } from './piggy-bank-api.ts';

/**
 * The signed-in player's piggy bank, shared by the page and the modal through the query cache: fetched on
 * mount, then kept current by the `moneyBox` pushes (a saved bet moves the amount at once; every push and a
 * reconnect read the info again).
 */
export function useMoneyBox() {
  const { appInit } = useRootData();
  const signedIn = !appInit.isGuest;
  const { state, reload, setData } = useApiQuery(['piggy-bank'], fetchMoneyBox, { enabled: signedIn });
  const refresh = () => {
    if (signedIn) void reload();
  };
  const onSaved = (data: { moneyBoxAmount: number }) => {
    if (state.status === 'ready') setData({ ...state.data, moneyBoxAmount: data.moneyBoxAmount });
    refresh();
  };
  usePush('moneyBox', 'topUp', onSaved);
  usePush('moneyBox', 'collectUp', onSaved);
  usePush('moneyBox', 'break', refresh);
  useRealtimeReconnected(refresh);
  return {
    info: state.status === 'ready' ? state.data : null,
    status: state.status,
    refresh,
  };
}
