import { act } from '@testing-library/react';
import type { PushMessage } from '@casino/contracts';
import type { RealtimeClient } from '../realtime-client.ts';

/** A connected realtime client for tests: its push listeners by `type:action`, and `emit` to deliver one. */
export function fakeRealtime() {
  const handlers = new Map<string, Set<(data: unknown, message: PushMessage) => void>>();
  const client = {
    state: 'connected',
    on: (type: string, action: string, handler: (data: unknown, message: PushMessage) => void) => {
      const key = `${type}:${action}`;
      if (!handlers.has(key)) handlers.set(key, new Set());
      handlers.get(key)!.add(handler);
      return () => handlers.get(key)!.delete(handler);
    },
    onStateChange: () => () => {},
    onReconnected: () => () => {},
  };
  return {
    client: client as unknown as RealtimeClient,
    emit: (message: PushMessage) =>
      act(() => {
        for (const handler of handlers.get(`${message.type}:${message.action}`) ?? [])
          handler(message.data, message);
      }),
  };
}
