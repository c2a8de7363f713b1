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

/** Pushes by type: `{ quest: ['started', 'finished'], balance: ['setBalance'] }`. */
export type PushList = { [T in PushType]?: ReadonlyArray<PushAction<T>> };

/**
 * Calls `refresh` on each push of `pushes` (their data unused) and after each reconnect, when pushes may
 * have been missed: for state read from the server that any of them may change. The latest `refresh` is
 * used; the subscriptions follow the list's content, not its identity (an inline literal is fine).
 */
export function useRefreshOn(pushes: PushList, refresh: () => void): void {
  const client = useRealtimeClient();
  const onEvent = useEffectEvent(refresh);
  const key = JSON.stringify(pushes);
  useEffect(() => {
    if (!client) return;
    const list = JSON.parse(key) as Record<PushType, PushAction<PushType>[]>;
    const offs = Object.entries(list).flatMap(([type, actions]) =>
      actions.map((action) => client.on(type as PushType, action, () => onEvent())),
    );
    offs.push(client.onReconnected(() => onEvent()));
    return () => {
      for (const off of offs) off();
    };
  }, [client, key]);
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
