// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withI18n } from '../../components/ui/test-i18n.tsx';
import { SearchBox } from './search-box.tsx';
import { catalogueGame } from './testing/catalogue-game.ts';
import { json } from '../../lib/http/testing/fetch-mock.ts';

function renderBox() {
  const router = createMemoryRouter([{ path: '*', element: <SearchBox /> }], {
    initialEntries: ['/lobby/'],
  });
  render(withI18n(<RouterProvider router={router} />));
  const input = screen.getByRole('searchbox');
  fireEvent.focus(input);
  return (value: string) => fireEvent.change(input, { target: { value } });
}

describe('<SearchBox/>', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks the server once typing pauses and lists the games found, opening them on the page', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      json(200, { query: 'gold', games: [catalogueGame(7, { title: 'Gold Vault' })], total: 1 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const type = renderBox();
    type('g');
    expect(screen.queryByText('Searching…')).toBeNull();
    type('go');
    type('gold');
    expect(await screen.findByText('Searching…')).toBeTruthy();
    const link = await screen.findByRole('link', { name: /Gold Vault/ });
    expect(link.getAttribute('href')).toBe('/lobby/?game=game-7');
    expect(screen.getByText('1 game found')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('query=gold');
  });

  it('says when nothing matches, and why a search failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('query=zz')
          ? json(200, { query: 'zz', games: [], total: 0 })
          : json(400, { success: false, message: 'That search is too long.' }),
      ),
    );
    const type = renderBox();
    type('zz');
    expect(await screen.findByText('No games match “zz”.')).toBeTruthy();
    type('yy');
    expect(await screen.findByText('That search is too long.')).toBeTruthy();
  });
});
