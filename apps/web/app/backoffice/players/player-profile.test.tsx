// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../lib/http/testing/fetch-mock.ts';
import { playerDetail } from './testing/player-detail.ts';
import { catalogueGame } from '../../features/catalogue/testing/catalogue-game.ts';
import { PlayerProfile } from './player-profile.tsx';

const PLAYER = playerDetail();

describe("the profile's game restriction field", () => {
  const fetchMock = mockFetch();
  const asked = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x'));
  const options = () =>
    Array.from(document.querySelectorAll('datalist option')).map((o) => o.getAttribute('value'));

  it("suggests the catalogue's games for two letters or more, asking once typing pauses", async () => {
    fetchMock.mockResolvedValue(
      json(200, { query: 'st', games: [catalogueGame(1, { slug: 'star-fruits' })], total: 1 }),
    );
    render(
      <RouterProvider
        router={createMemoryRouter(
          [
            {
              path: '*',
              element: <PlayerProfile player={PLAYER} canRestrict onRestrictionsChange={() => {}} />,
            },
          ],
          { initialEntries: ['/backoffice/players/x/'] },
        )}
      />,
    );
    const field = screen.getByRole('combobox', { name: 'Restrict a game' });
    fireEvent.change(field, { target: { value: 's' } });
    fireEvent.change(field, { target: { value: 'st' } });
    fireEvent.change(field, { target: { value: 'sta' } });
    await waitFor(() => expect(options()).toEqual(['star-fruits']));
    // One search, for what stood when typing paused; none for a single letter.
    expect(asked().map((url) => url.pathname + url.search)).toEqual([
      '/rest/games/search/?query=sta&limit=8',
    ]);

    fireEvent.change(field, { target: { value: 'x' } });
    expect(options()).toEqual([]);
  });
});
