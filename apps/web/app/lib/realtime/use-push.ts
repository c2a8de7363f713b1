import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { PushAction, PushType } from '@casino/contracts';
import type { ConnectionState, PushHandler } from './realtime-client.ts';
import { useRealtimeClient } from './realtime-context.tsx';

/** Calls `handler` for each `{type, action}` push; the latest handler is used without resubscribing. */
export function usePush<T extends PushType, A extends PushAction<T>>(
  type: T,
  action: A,
  handler: PushHandler<T, A>,
): void {
  const client = useRealtimeClient();
  const onPush = useEffectEvent(handler);
  useEffect(() => client?.on(type, action, (data, message) => onPush(data, message)), [client, type, action]);
}

/** Calls `handler` after each reconnect, when pushes may have been missed and state should be refetched. */
export function useRealtimeReconnected(handler: () => void): void {
  const client = useRealtimeClient();
  const onReconnected = useEffectEvent(handler);
  useEffect(() => client?.onReconnected(() => onReconnected()), [client]);
}

const noSubscription = () => () => {};

export function useRealtimeState(): ConnectionState {
  const client = useRealtimeClient();
  return useSyncExternalStore(
    client ? (onChange) => client.onStateChange(onChange) : noSubscription,
    () => client?.state ?? 'disconnected',
    () => 'disconnected',
  );
}
