// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BACKOFFICE_PLAYERS_PATHS,
  BackofficeSessionRowSchema,
  type BackofficePlayerList,
  type BackofficeSessionRow,
} from '@casino/contracts';
import { json, mockFetch } from '../../lib/http/testing/fetch-mock.ts';
import { clearQueryCache } from '../../lib/query/api-query.ts';
import { PlayerList } from './player-lists.tsx';

const session = BackofficeSessionRowSchema.parse({
  ref: 'ab12cd',
  createdAt: '2026-12-01T10:00:00.000Z',
  lastSeenAt: '2026-12-01T11:00:00.000Z',
  expiresAt: '2026-12-31T10:00:00.000Z',
  ip: null,
  userAgent: 'Firefox',
} satisfies BackofficeSessionRow);

const fetchMock = mockFetch(() =>
  Promise.resolve(json(200, { success: true, data: { rows: [session], total: 1, page: 1, pageSize: 25 } })),
);

function renderList(list: BackofficePlayerList, url = '/') {
  const router = createMemoryRouter(
    [{ path: '*', element: <PlayerList playerId="p-1" list={list} reloadKey={0} /> }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => clearQueryCache());

describe('PlayerList', () => {
  it("shows a tab's rows from the player's own list, under its URL prefix, a missing value as a dash", async () => {
    renderList('sessions', '/?sessions.page=2');
    await screen.findByText('ab12cd…');
    const asked = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://x');
    expect(asked.pathname).toBe(BACKOFFICE_PLAYERS_PATHS.sub('p-1', 'sessions'));
    expect(asked.searchParams.get('page')).toBe('2');
    const table = screen.getByRole('table', { name: 'Sessions' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toContain('—');
    expect(cells).toContain('Firefox');
    // The player's lists have no search box.
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it("gives each tab its own filters and empty text: the ledger's currency filter", async () => {
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(json(200, { success: true, data: { rows: [], total: 0, page: 1, pageSize: 25 } })),
    );
    renderList('ledger');
    await screen.findByText('No ledger entry matches.');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Ledger' })).toBeTruthy();
  });
});
