// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
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

describe('the health panel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
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
    render(<HealthPanel />);
    expect(await screen.findByText('1 problem')).toBeTruthy();
    expect(screen.getByText(/1 balance\(s\) differ from their entries/)).toBeTruthy();
    expect(screen.getByTestId('bo-health-outbox').textContent).toContain('Activity outbox, pending3');
    expect(screen.getByText(/Oldest waiting 1 min/)).toBeTruthy();
    expect(screen.getByText('ledger-reconciliation: 7 min late')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Server processes seen in the last minute' })).toBeTruthy();
    expect(screen.getByText('app-1')).toBeTruthy();
    expect(screen.getByText('3 h 17 min')).toBeTruthy();
  });
});
