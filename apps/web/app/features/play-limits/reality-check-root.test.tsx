// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRANDS, guestAppInit, type PlaySession } from '@casino/contracts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { clearQueryCache } from '../../lib/query/api-query.ts';
import { fetchPlaySession } from './play-limits-api.ts';
import { RealityCheckRoot } from './reality-check-root.tsx';

vi.mock('./play-limits-api.ts', () => ({ fetchPlaySession: vi.fn() }));
vi.mock('../../lib/modals/open-modal.ts', () => ({ openModal: vi.fn(), isModalOpen: () => false }));
const read = vi.mocked(fetchPlaySession);

const NOW = '2026-12-05T10:00:00.000Z';
/** The session as the server answers it: the next reality check `checkInMs` after its now. */
const session = (checkInMs: number, due = false): PlaySession => ({
  startedAt: NOW,
  now: NOW,
  elapsedSeconds: 0,
  realityCheckMinutes: 60,
  realityCheckAt: new Date(Date.parse(NOW) + checkInMs).toISOString(),
  realityCheckDue: due,
  net: { COIN: 0, ENTRY: 0 },
  sessionLimit: null,
});

function mount(signedIn = true) {
  const appInit = signedIn ? { ...guestAppInit('Tao'), isGuest: false, login: 'ann' } : guestAppInit('Tao');
  const root = { appInit, brand: BRANDS.tao };
  const router = createMemoryRouter(
    [{ id: 'root', path: '/*', loader: () => root, Component: RealityCheckRoot }],
    {
      hydrationData: { loaderData: { root } },
    },
  );
  render(<RouterProvider router={router} />);
}

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

describe('the reality check root', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    read.mockReset();
    vi.mocked(openModal).mockReset();
  });
  afterEach(() => {
    cleanup();
    clearQueryCache();
    setVisibility('visible');
    vi.useRealTimers();
  });

  it('opens the dialog when the server says a check is due', async () => {
    const due = session(-1000, true);
    read.mockResolvedValue(due);
    mount();
    await pass(0);
    expect(openModal).toHaveBeenCalledWith('reality-check', { session: due });
  });

  it('beats every minute, or just after the next check when sooner; a failed beat waits the minute', async () => {
    read.mockResolvedValueOnce(session(10_000)).mockRejectedValueOnce(new Error('offline'));
    read.mockResolvedValue(session(30 * 60_000));
    mount();
    // [ms passing, beats by then]: the check 10 s away (+0.5 s), then the minute after the failed beat.
    const schedule: Array<[ms: number, beats: number]> = [
      [0, 1],
      [10_499, 1],
      [1, 2],
      [59_999, 2],
      [1, 3],
      [60_000, 4],
    ];
    for (const [ms, beats] of schedule) {
      await pass(ms);
      expect(read).toHaveBeenCalledTimes(beats);
    }
    expect(openModal).not.toHaveBeenCalled();
  });

  it('does nothing while the tab is hidden, and beats as soon as it is shown', async () => {
    read.mockResolvedValue(session(30 * 60_000));
    mount();
    await pass(0);
    setVisibility('hidden');
    await pass(5 * 60_000);
    expect(read).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await pass(0);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for a guest', async () => {
    mount(false);
    await pass(2 * 60_000);
    expect(read).not.toHaveBeenCalled();
  });
});
