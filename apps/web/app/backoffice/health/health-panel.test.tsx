// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatformHealth } from '@casino/contracts';
import HealthPanel, { formatDuration } from './health-panel.tsx';

const health: PlatformHealth = {
  processes: [
    {
      id: 'p1',
      host: 'app-1',
      pid: 4242,
      startedAt: '2031-06-01T00:00:00.000Z',
      lastSeenAt: '2031-06-01T03:16:50.000Z',
      uptimeSeconds: 11_820,
    },
  ],
  jobs: [
    { name: 'feature-transitions', queued: 1, oldestDueSeconds: 0 },
    { name: 'ledger-reconciliation', queued: 2, oldestDueSeconds: 420 },
  ],
  outbox: { pending: 3, setAside: 1, oldestPendingSeconds: 75 },
  reconciliation: {
    day: '2031-06-01',
    ranAt: '2031-06-01T03:17:04.000Z',
    problems: 1,
    mismatchCount: 1,
    unbalancedTransfers: 0,
    unbalancedCurrencies: [],
    redeems: { held: 6000, requested: 6000 },
  },
};

/** The panel on a page of its own (the data layer keys its reads by the page's root data). */
const renderPanel = () =>
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <HealthPanel /> }])} />);

describe('the health panel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('formats durations in the largest short unit', () => {
    expect([42, 420, 11_820, 187_200].map(formatDuration)).toEqual([
      '42 s',
      '7 min',
      '3 h 17 min',
      '2 d 4 h',
    ]);
  });

  it('shows the reconciliation, the outbox, late jobs and live processes from the API', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, data: health })),
    );
    renderPanel();
    expect(await screen.findByText('1 problem')).toBeTruthy();
    expect(screen.getByText(/1 balance\(s\) differ from their entries/)).toBeTruthy();
    expect(screen.getByTestId('bo-health-outbox').textContent).toContain('Activity outbox, pending3');
    expect(screen.getByText(/Oldest waiting 1 min/)).toBeTruthy();
    expect(screen.getByText('ledger-reconciliation: 7 min late')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Server processes seen in the last minute' })).toBeTruthy();
    expect(screen.getByText('app-1')).toBeTruthy();
    expect(screen.getByText('3 h 17 min')).toBeTruthy();
  });

  it('reads again every 30 s while its tab is shown, and not while it is hidden', async () => {
    // Only the poll's clock is moved; the test's own waits keep real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fetchMock = vi.fn(async () => Response.json({ success: true, data: health }));
    vi.stubGlobal('fetch', fetchMock);
    renderPanel();
    await screen.findByText('1 problem');
    vi.advanceTimersByTime(30_000);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));

    const shown = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(90_000);
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    shown.mockRestore();
  });
});
