// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushMessage } from '@casino/contracts';
import type { ConnectionState, RealtimeClient } from './realtime-client.ts';
import { RealtimeProvider } from './realtime-context.tsx';
import { usePush, useRealtimeReconnected, useRealtimeState, useRefreshOn } from './use-push.ts';

/** An in-memory stand-in exposing the listener registry the hooks use. */
function fakeClient() {
  const push = new Map<string, Set<(data: unknown, message: PushMessage) => void>>();
  const stateListeners = new Set<(s: ConnectionState) => void>();
  const reconnected = new Set<() => void>();
  let state: ConnectionState = 'disconnected';
  const client = {
    get state() {
      return state;
    },
    on: vi.fn((type: string, action: string, handler: (data: unknown, message: PushMessage) => void) => {
      const key = `${type}:${action}`;
      if (!push.has(key)) push.set(key, new Set());
      push.get(key)!.add(handler);
      return () => push.get(key)!.delete(handler);
    }),
    onStateChange: (l: (s: ConnectionState) => void) => (
      stateListeners.add(l),
      () => stateListeners.delete(l)
    ),
    onReconnected: (l: () => void) => (reconnected.add(l), () => reconnected.delete(l)),
  };
  return {
    client: client as unknown as RealtimeClient,
    on: client.on,
    emit(message: PushMessage) {
      for (const h of push.get(`${message.type}:${message.action}`) ?? []) h(message.data, message);
    },
    setState(next: ConnectionState) {
      state = next;
      for (const l of stateListeners) l(next);
    },
    reconnect: () => reconnected.forEach((l) => l()),
    listenerCount: () => [...push.values()].reduce((n, s) => n + s.size, 0),
  };
}

const setBalance = (tourPoints: number): PushMessage => ({
  type: 'balance',
  action: 'setBalance',
  data: { tourPoints, entries: 0, winnings: 0 },
});

function Balance({ onValue }: { onValue: (n: number) => void }) {
  usePush('balance', 'setBalance', (data) => onValue(data.tourPoints));
  return null;
}

afterEach(cleanup);

describe('usePush', () => {
  it('calls the latest handler for matching pushes only, without resubscribing on re-render', () => {
    const fake = fakeClient();
    const first = vi.fn();
    const second = vi.fn();
    const view = render(
      <RealtimeProvider client={fake.client}>
        <Balance onValue={first} />
      </RealtimeProvider>,
    );
    act(() => fake.emit(setBalance(1)));
    act(() => fake.emit({ type: 'app', action: 'reload' }));
    expect(first).toHaveBeenCalledExactlyOnceWith(1);

    view.rerender(
      <RealtimeProvider client={fake.client}>
        <Balance onValue={second} />
      </RealtimeProvider>,
    );
    act(() => fake.emit(setBalance(2)));
    expect(second).toHaveBeenCalledExactlyOnceWith(2);
    expect(first).toHaveBeenCalledTimes(1);
    expect(fake.on).toHaveBeenCalledTimes(1);
  });

  it('stops listening on unmount', () => {
    const fake = fakeClient();
    const view = render(
      <RealtimeProvider client={fake.client}>
        <Balance onValue={() => {}} />
      </RealtimeProvider>,
    );
    expect(fake.listenerCount()).toBe(1);
    view.unmount();
    expect(fake.listenerCount()).toBe(0);
  });

  it('is a no-op without a client (SSR, or before the root created it)', () => {
    expect(() => render(<Balance onValue={() => {}} />)).not.toThrow();
  });
});

describe('useRealtimeState and useRealtimeReconnected', () => {
  it('follow the client', () => {
    const fake = fakeClient();
    const reconnected = vi.fn();
    let seen: ConnectionState | undefined;
    function Probe() {
      seen = useRealtimeState();
      useRealtimeReconnected(reconnected);
      return null;
    }
    render(
      <RealtimeProvider client={fake.client}>
        <Probe />
      </RealtimeProvider>,
    );
    expect(seen).toBe('disconnected');
    act(() => fake.setState('connected'));
    expect(seen).toBe('connected');
    act(() => fake.reconnect());
    expect(reconnected).toHaveBeenCalledTimes(1);
  });
});

describe('useRefreshOn', () => {
  it('refreshes on each listed push and after a reconnect, keeps its subscriptions across renders, and ends them on unmount', () => {
    const fake = fakeClient();
    const refresh = vi.fn();
    function Probe({ n }: { n: number }) {
      useRefreshOn({ balance: ['setBalance'], feature: ['started', 'claimed'] }, () => refresh(n));
      return null;
    }
    const view = render(
      <RealtimeProvider client={fake.client}>
        <Probe n={1} />
      </RealtimeProvider>,
    );
    expect(fake.listenerCount()).toBe(3);
    view.rerender(
      <RealtimeProvider client={fake.client}>
        <Probe n={2} />
      </RealtimeProvider>,
    );
    expect(fake.on).toHaveBeenCalledTimes(3);
    act(() => fake.emit(setBalance(5)));
    act(() => fake.emit({ type: 'feature', action: 'claimed', data: { key: 'dailyWheel' } } as PushMessage));
    act(() => fake.emit({ type: 'feature', action: 'finished', data: { key: 'dailyWheel' } } as PushMessage));
    act(() => fake.reconnect());
    expect(refresh.mock.calls).toEqual([[2], [2], [2]]);
    view.unmount();
    expect(fake.listenerCount()).toBe(0);
  });
});
