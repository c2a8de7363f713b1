// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRANDS, guestAppInit, type AppInit, type PushMessage } from '@casino/contracts';
import { getModalContext, resetModalContext, setModalContext } from '../modals/modal-context.ts';
import { useModalStore } from '../modals/modal-store.ts';
import { closeAllModals, openModal } from '../modals/open-modal.ts';
import { registerModal, unregisterModal } from '../modals/registry.ts';
import type { RealtimeClient } from '../realtime/realtime-client.ts';
import { RealtimeProvider } from '../realtime/realtime-context.tsx';
import { observeServerDate, resetServerClock, serverOffsetMs } from '../server-clock.ts';
import { EngagementRoot } from './engagement-root.tsx';
import { isFeatureActive } from './feature-rule.ts';
import { featureStates } from './feature-states.ts';
import { definePopup } from './popups.ts';
import { json } from '../http/testing/fetch-mock.ts';
import { feature } from './testing/feature-state.ts';

const NOW = Date.parse('2025-06-01T08:00:00Z');
const MODALS = ['daily-login', 'daily-wheel', 'daily-chests'];

const player = (over: Partial<AppInit> = {}): AppInit => ({
  ...guestAppInit('Funrize'),
  isGuest: false,
  login: 'ann',
  features: [feature('dailyLogin'), feature('dailyWheel')],
  featuresPriority: { onMainPage: ['dailyLogin', 'dailyWheel'] },
  ...over,
});

const POPUPS = [
  definePopup({ feature: 'dailyLogin', modal: 'daily-login' }),
  definePopup({ feature: 'dailyWheel', modal: 'daily-wheel' }),
];

/** The pushes the root listens to, delivered by hand. */
function fakeRealtime() {
  const handlers = new Map<string, Set<(data: unknown) => void>>();
  const client = {
    on: (type: string, action: string, handler: (data: unknown) => void) => {
      const key = `${type}:${action}`;
      handlers.set(key, (handlers.get(key) ?? new Set()).add(handler));
      return () => handlers.get(key)?.delete(handler);
    },
    onReconnected: () => () => {},
  } as unknown as RealtimeClient;
  const emit = (message: PushMessage) =>
    handlers.get(`${message.type}:${message.action}`)?.forEach((h) => h(message.data));
  return { client, emit };
}

function renderRoot(appInit: AppInit, url = '/lobby/') {
  const realtime = fakeRealtime();
  const root = { appInit, brand: BRANDS.funrize };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        Component: () => (
          <RealtimeProvider client={realtime.client}>
            <EngagementRoot popups={POPUPS} />
          </RealtimeProvider>
        ),
        children: [{ path: '*', Component: () => null }],
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { root } } },
  );
  render(<RouterProvider router={router} />);
  return { router, emit: realtime.emit };
}

const open = () => useModalStore.getState().stack.map((entry) => entry.name);
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  localStorage.clear();
  resetModalContext();
  resetServerClock();
  // The server clock is known (no first-page read of app init) unless a test says otherwise.
  observeServerDate(new Date(NOW).toUTCString(), NOW, NOW);
  closeAllModals();
  setModalContext({ isGuest: false });
  for (const name of MODALS)
    registerModal(name, {
      component: () => null,
      requiresPlayer: true,
      isEnabled: (ctx) => isFeatureActive(ctx, name === 'daily-login' ? 'dailyLogin' : 'dailyWheel'),
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, player())),
  );
});
afterEach(() => {
  cleanup();
  for (const name of MODALS) unregisterModal(name);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('<EngagementRoot/>: the popup sequencer’s timing', () => {
  it('runs 1 s after login, then every 60 s, one popup per run in priority order', async () => {
    renderRoot(player());
    await advance(999);
    expect(open()).toEqual([]);
    await advance(1);
    expect(open()).toEqual(['daily-login']);
    await advance(60_000);
    expect(open()).toEqual(['daily-login']); // skipped: a modal is open
    act(() => closeAllModals());
    await advance(60_000);
    expect(open()).toEqual(['daily-wheel']);
    act(() => closeAllModals());
    await advance(60_000);
    expect(open()).toEqual([]); // each once
  });

  it('runs again on returning to the lobby from another page, not on other navigations', async () => {
    const { router } = renderRoot(player(), '/promotions/');
    await advance(1000);
    act(() => closeAllModals());
    await act(() => router.navigate('/library'));
    expect(open()).toEqual([]);
    await act(() => router.navigate('/es/lobby/'));
    expect(open()).toEqual(['daily-wheel']);
  });

  it('offers nothing to a guest', async () => {
    renderRoot({ ...guestAppInit('Funrize'), features: [feature('dailyLogin')] });
    await advance(61_000);
    expect(open()).toEqual([]);
  });
});

describe('<EngagementRoot/>: live feature states', () => {
  it('switches a feature off when its finish time passes on the server’s clock', async () => {
    // The device clock is an hour behind the server's.
    observeServerDate(new Date(NOW + 3_600_000).toUTCString(), NOW - 10, NOW);
    const finishedAt = new Date(NOW + 3_600_000 + 5_000).toISOString();
    renderRoot(player({ features: [feature('dailyLogin', { isAvailable: false, finishedAt })] }));
    await advance(0);
    expect(getModalContext().features?.[0]?.isActive).toBe(true);
    await advance(4_000);
    expect(featureStates.get().features[0]?.isActive).toBe(true);
    await advance(1_600);
    expect(featureStates.get().features[0]?.isActive).toBe(false);
    // The modal rules hear it: the feature's modal no longer opens.
    act(() => openModal('daily-login'));
    expect(open()).toEqual([]);
  });

  it('sets no timer for a finish more than a day away', async () => {
    const finishedAt = new Date(NOW + 86_400_000 + 1_000).toISOString();
    renderRoot(player({ features: [feature('dailyLogin', { isAvailable: false, finishedAt })] }));
    await advance(86_400_000 + 2_000);
    expect(featureStates.get().features[0]?.isActive).toBe(true);
  });

  it('reads app init once on a tab’s first page, for the server clock', async () => {
    resetServerClock();
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify(player()), {
          headers: { date: new Date(Date.now() + 120_000).toUTCString() },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoot(player());
    await advance(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(serverOffsetMs()).toBeGreaterThanOrEqual(120_000);
    expect(serverOffsetMs()).toBeLessThan(121_000);
  });

  it('reads app init again after the engine’s pushes and offers what became available', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => json(200, player()));
    vi.stubGlobal('fetch', fetchMock);
    const { emit } = renderRoot(
      player({
        features: [feature('dailyLogin', { isAvailable: false })],
        featuresPriority: { onMainPage: ['dailyLogin'] },
      }),
    );
    await advance(1000);
    expect(open()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    // A new day: the engine says so, twice in a burst; one read follows.
    emit({ type: 'feature', action: 'periodStarted', data: { key: 'dailyLogin' } });
    emit({ type: 'balance', action: 'setBalance', data: { tourPoints: 1, entries: 0, winnings: 0 } });
    await advance(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/rest/app/init/');
    expect(featureStates.get().features[0]?.isAvailable).toBe(true);
    await advance(60_000);
    expect(open()).toEqual(['daily-login']);
  });
});
