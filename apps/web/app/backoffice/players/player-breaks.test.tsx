// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PlayerBreak } from '@casino/contracts';
import { json, mockFetch } from '../../lib/http/testing/fetch-mock.ts';
import { PlayerBreakList, PlayerBreakNotice } from './player-breaks.tsx';

const PLAYER_ID = '7cd4b482-e761-49dc-b600-c35d24ffab5a';
const HOUR = 60 * 60 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const row = (overrides: Partial<PlayerBreak>): PlayerBreak => ({
  id: 1,
  kind: 'coolingOff',
  period: '24h',
  startedAt: at(-HOUR),
  endsAt: at(23 * HOUR),
  liftsAt: at(23 * HOUR),
  endRequestedAt: null,
  liftedAt: null,
  liftReason: null,
  canRequestEnd: false,
  ...overrides,
});
const IN_FORCE = row({ id: 2 });
const OVER = row({ id: 1, startedAt: at(-50 * HOUR), endsAt: at(-26 * HOUR), liftsAt: at(-26 * HOUR) });
const page = (rows: PlayerBreak[]) =>
  json(200, { success: true, data: { rows, total: rows.length, page: 1, pageSize: 25 } });

describe("the player's breaks", () => {
  const fetchMock = mockFetch();
  const asked = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x'));

  /** On the player's page, as the back-office shows it. */
  const renderOnPage = (element: ReactElement) =>
    render(
      <RouterProvider
        router={createMemoryRouter([{ path: '/backoffice/players/:id', element }], {
          initialEntries: [`/backoffice/players/${PLAYER_ID}?tab=breaks&breaks.state=inForce`],
        })}
      />,
    );
  const renderList = (canLift: boolean) =>
    renderOnPage(
      <PlayerBreakList playerId={PLAYER_ID} canLift={canLift} onLifted={() => {}} reloadKey={0} />,
    );

  it('lists them as a server-paged table with its filters and CSV, and an admin ends the one in force', async () => {
    fetchMock.mockResolvedValue(page([IN_FORCE, OVER]));
    renderList(true);
    await screen.findByRole('cell', { name: 'In force' });
    const url = asked()[0]!;
    expect(url.pathname).toBe(`/rest/backoffice/players/${PLAYER_ID}/breaks/`);
    expect(url.searchParams.get('state')).toBe('inForce');
    expect(url.searchParams.get('pageSize')).toBe('25');
    expect(screen.getByRole('cell', { name: 'Over' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'End early…' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toContain('format=csv');
  });

  it('offers no early end to roles without players.lift-break', async () => {
    fetchMock.mockResolvedValue(page([IN_FORCE]));
    renderList(false);
    await screen.findByRole('cell', { name: 'In force' });
    expect(screen.queryByRole('button', { name: 'End early…' })).toBeNull();
  });

  it('shows the break in force above the tabs, asking only for breaks in force', async () => {
    fetchMock.mockResolvedValue(page([IN_FORCE]));
    renderOnPage(<PlayerBreakNotice playerId={PLAYER_ID} canLift={false} onLifted={() => {}} />);
    await screen.findByText('Cooling-off in force.');
    expect(asked()[0]!.searchParams.get('state')).toBe('inForce');
    expect(asked()[0]!.searchParams.get('pageSize')).toBe('1');
  });

  it('shows nothing when no break is in force', async () => {
    fetchMock.mockResolvedValue(page([]));
    const { container } = renderOnPage(
      <PlayerBreakNotice playerId={PLAYER_ID} canLift={false} onLifted={() => {}} />,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
