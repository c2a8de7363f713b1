// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BRANDS, guestAppInit, type LastWinner } from '@casino/contracts';
import { createTestI18n, withI18n } from '../../components/ui/test-i18n.tsx';
import { RealtimeProvider } from '../../lib/realtime/realtime-context.tsx';
import { fakeRealtime } from '../../lib/realtime/testing/fake-realtime.ts';
import { toLobbyWinner } from './lobby-data.ts';
import { LastWinners } from './lobby-sections.tsx';
import type { LobbyWinner } from './lobby-types.ts';

const winner = (id: number, over: Partial<LastWinner> = {}): LastWinner => ({
  id,
  name: 'Mar***',
  kind: 'bigWin',
  game: { id: 3, slug: 'gold-vault', title: 'Gold Vault', img: '' },
  amount: 12_500,
  currency: 'COIN',
  wonAt: '2026-03-10T12:00:00.000Z',
  ...over,
});

function renderWinners(winners: LobbyWinner[], lng: 'en' | 'es' = 'en') {
  const realtime = fakeRealtime();
  const root = { appInit: guestAppInit('Funrize'), brand: BRANDS.funrize };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        children: [
          { index: true, Component: () => <LastWinners winners={winners} /> },
          { path: '*', Component: () => <LastWinners winners={winners} /> },
        ],
      },
    ],
    { initialEntries: [lng === 'es' ? '/es/' : '/'], hydrationData: { loaderData: { root } } },
  );
  render(
    withI18n(
      <RealtimeProvider client={realtime.client}>
        <RouterProvider router={router} />
      </RealtimeProvider>,
      createTestI18n(lng),
    ),
  );
  return realtime;
}

const section = () => screen.findByRole('region', { name: /winners|ganadores/i });

describe('<LastWinners/>', () => {
  afterEach(cleanup);

  it('says so honestly when nobody has won yet, in en and es', async () => {
    renderWinners([]);
    expect(within(await section()).getByText(/No big wins yet/)).toBeTruthy();
    expect(within(await section()).queryAllByRole('listitem')).toHaveLength(0);
    cleanup();
    renderWinners([], 'es');
    expect(within(await section()).getByText(/Aún no hay grandes premios/)).toBeTruthy();
  });

  it('lists each win with the masked name, the game and the amount in the locale', async () => {
    renderWinners([
      toLobbyWinner(winner(2, { kind: 'prizeDrop', amount: 5_000 })),
      toLobbyWinner(winner(1, { currency: 'WINNING', amount: 123_456, name: 'Ann***' })),
    ]);
    const items = within(await section()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Mar***Gold Vaultwon a 5,000 coins prize drop',
      expect.stringMatching(/^Ann\*\*\*Gold Vaultwon 1,234\.56 /),
    ]);
  });

  it("adds the brand's pushed wins at the top, and ignores another brand's", async () => {
    const realtime = renderWinners([toLobbyWinner(winner(1))]);
    realtime.emit({
      type: 'winners',
      action: 'won',
      data: { brand: 'tao', winners: [winner(9, { name: 'Tao***' })] },
    });
    expect(within(await section()).getAllByRole('listitem')).toHaveLength(1);
    realtime.emit({
      type: 'winners',
      action: 'won',
      data: { brand: 'funrize', winners: [winner(5, { name: 'New***', kind: 'jackpot' })] },
    });
    const items = within(await section()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.slice(0, 6))).toEqual(['New***', 'Mar***']);
    expect(items[0]!.textContent).toContain('jackpot');
  });
});
