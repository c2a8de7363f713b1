// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BRANDS, guestAppInit, type AppInit, type BrandKey } from '@casino/contracts';
import { createTestI18n, withI18n } from '../../components/ui/test-i18n.tsx';
import { Hero, HOME_GAMES_ID } from './hero.tsx';

function renderHero(brand: BrandKey, lng: 'en' | 'es' = 'en') {
  const player: AppInit = { ...guestAppInit(BRANDS[brand].appName), isGuest: false, login: 'player1' };
  const root = { appInit: player, brand: BRANDS[brand] };
  const router = createMemoryRouter(
    [{ id: 'root', path: '*', loader: () => root, Component: () => <Hero player={player} /> }],
    { initialEntries: [lng === 'es' ? '/es/' : '/'], hydrationData: { loaderData: { root } } },
  );
  render(withI18n(<RouterProvider router={router} />, createTestI18n(lng)));
}

describe('<Hero/> for a signed-in player', () => {
  afterEach(cleanup);

  it('sends them to the lobby page where the brand has one', () => {
    expect(BRANDS.funrize.capabilities.lobbyPage).toBe(true);
    renderHero('funrize');
    expect(screen.getByRole('link', { name: 'Go to the lobby' }).getAttribute('href')).toBe('/lobby/');
  });

  it('scrolls to the games below where the home page is the lobby, never to itself (en and es)', () => {
    expect(BRANDS.nlc.capabilities.lobbyPage).toBe(false);
    renderHero('nlc');
    expect(screen.queryByRole('link', { name: 'Go to the lobby' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See the games' }).getAttribute('href')).toBe(
      `#${HOME_GAMES_ID}`,
    );
    cleanup();
    renderHero('nlc', 'es');
    expect(screen.getByRole('link', { name: 'Ver los juegos' }).getAttribute('href')).toBe(
      `#${HOME_GAMES_ID}`,
    );
  });
});
