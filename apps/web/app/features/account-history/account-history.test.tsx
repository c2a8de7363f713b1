// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { notifyManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BRANDS, guestAppInit, type AccountHistoryRow } from '@casino/contracts';
import { withI18n } from '../../components/ui/test-i18n.tsx';
import { clearQueryCache } from '../../lib/query/api-query.ts';
import { AccountHistory } from './account-history.tsx';

const row = (id: string): AccountHistoryRow => ({
  id,
  createdAt: '2026-11-01T10:00:00.000Z',
  type: 'reward',
  kind: 'feature:dailyLogin',
  currency: 'COIN',
  amount: 1000,
  gameId: null,
  gameTitle: null,
  priceCents: null,
  redeemStatus: null,
  memo: null,
});
const page = (ids: string[], nextCursor: string | null) =>
  new Response(JSON.stringify({ success: true, data: { rows: ids.map(row), nextCursor } }), {
    headers: { 'content-type': 'application/json' },
  });

function renderHistory() {
  const root = { appInit: { ...guestAppInit('Tao'), isGuest: false, login: 'ann' }, brand: BRANDS.tao };
  const router = createMemoryRouter(
    [{ id: 'root', path: '/*', loader: () => root, Component: AccountHistory }],
    { hydrationData: { loaderData: { root } }, initialEntries: ['/account/history'] },
  );
  return render(withI18n(<RouterProvider router={router} />));
}

const cursorOf = (call: unknown[]) => new URL(String(call[0]), 'http://x').searchParams.get('cursor');

beforeAll(() => notifyManager.setScheduler((callback) => callback()));
afterAll(() => notifyManager.setScheduler((callback) => setTimeout(callback, 0)));
afterEach(() => {
  cleanup();
  clearQueryCache();
  vi.unstubAllGlobals();
});

describe('AccountHistory', () => {
  it('follows the cursor on "Load more", keeps the rows when a page fails, and says when it is all', async () => {
    const fetch = vi
      .fn<(url: string) => Promise<Response>>()
      .mockResolvedValueOnce(page(['a', 'b'], 'b'))
      .mockResolvedValueOnce(new Response('{}', { status: 400 }))
      .mockResolvedValueOnce(page(['c'], null));
    vi.stubGlobal('fetch', fetch);
    renderHistory();
    await screen.findByText('2 rows shown');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Your history could not be loaded.');
    expect(screen.getByText('2 rows shown')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('3 rows shown');
    expect(screen.getByText("That's everything.")).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetch.mock.calls.map(cursorOf)).toEqual([null, 'b', 'b']);
  });
});
