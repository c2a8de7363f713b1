import { useTranslation } from '../../i18n/react.tsx';
// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRANDS, guestAppInit } from '@casino/contracts';
import { Toaster } from '../../components/ui/toaster.tsx';
import { withI18n } from '../../components/ui/test-i18n.tsx';
import { GameCard } from './game-card.tsx';
import type { LobbyGame } from './lobby-types.ts';
import { json } from '../../lib/http/testing/fetch-mock.ts';

const game: LobbyGame = {
  id: 7,
  slug: 'gold-vault',
  name: 'Gold Vault',
  provider: 'Copper Fox',
  image: null,
  badges: ['hot'],
  isFavorite: false,
};

function renderCard({ isGuest = false, favoriteGames = [] as number[] } = {}) {
  const root = {
    appInit: { ...guestAppInit('Funrize'), isGuest, login: isGuest ? null : 'ann', favoriteGames },
    brand: BRANDS.funrize,
  };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        children: [
          {
            path: '*',
            Component: function Page() {
              const { t } = useTranslation();
              return (
                <>
                  <GameCard game={game} t={t} />
                  <Toaster />
                </>
              );
            },
          },
        ],
      },
    ],
    { initialEntries: ['/lobby/?tab=1'], hydrationData: { loaderData: { root } } },
  );
  render(withI18n(<RouterProvider router={router} />));
}

describe('<GameCard/>', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens the game through ?game=slug, keeping the other query parameters', () => {
    renderCard();
    const link = screen.getByRole('link', { name: /^Gold Vault/ });
    expect(link.getAttribute('href')).toBe('/lobby/?tab=1&game=gold-vault');
  });

  it('has no favourite heart for guests', () => {
    renderCard({ isGuest: true });
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
  });

  it('marks a favourite at once and keeps it when the server agrees', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Add Gold Vault to favourites' }));
    // Optimistic: pressed before the server answered.
    expect(
      screen.getByRole('button', { name: 'Remove Gold Vault from favourites' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await vi.waitFor(() => expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/rest/favorites/7/'));
    await act(async () => answer(json(200, { success: true, favoriteGames: [7] })));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Gold Vault from favourites' })).toBeTruthy(),
    );
  });

  it('rolls the heart back and says so in a toast when the server refuses', async () => {
    fetchMock.mockImplementation(async () => json(422, { message: 'Unknown game.' }));
    renderCard({ favoriteGames: [7] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Gold Vault from favourites' }));
    expect(screen.getByRole('button', { name: 'Add Gold Vault to favourites' })).toBeTruthy();
    expect(await screen.findByText(/Your favourites could not be saved: Unknown game\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Gold Vault from favourites' })).toBeTruthy();
  });
});
