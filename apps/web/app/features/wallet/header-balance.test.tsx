// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRouteLoaderData } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GEO_TEXTS, guestAppInit, type AppInit } from '@casino/contracts';
import { withI18n } from '../../components/ui/test-i18n.tsx';
import { toast } from '../../components/ui/toast.ts';
import { playerWallet } from '../../lib/balance/player-wallet-store.ts';
import { RealtimeProvider } from '../../lib/realtime/realtime-context.tsx';
import { fakeRealtime } from '../../lib/realtime/testing/fake-realtime.ts';
import { HeaderBalance } from './header-balance.tsx';
import { WalletSync } from './wallet-sync.tsx';
import { json } from '../../lib/http/testing/fetch-mock.ts';

function Header() {
  const root = useRouteLoaderData<{ appInit: AppInit }>('root');
  return root ? <HeaderBalance player={root.appInit} locale="en" /> : null;
}

describe('<HeaderBalance/> with <WalletSync/>', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let server: AppInit;

  beforeEach(() => {
    server = {
      ...guestAppInit('Funrize'),
      isGuest: false,
      login: 'ann',
      gameMode: 'TournamentPoints',
      playerInfo: { playerBalance: { tourPoints: 12_500, entries: 40, winnings: 3 } },
    };
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    playerWallet.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const mount = () => {
    const realtime = fakeRealtime();
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          path: '/',
          loader: () => ({ appInit: structuredClone(server) }),
          element: (
            <>
              <Header />
              <WalletSync />
            </>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      withI18n(
        <RealtimeProvider client={realtime.client}>
          <RouterProvider router={router} />
        </RealtimeProvider>,
      ),
    );
    return realtime;
  };
  /**
   * The header shows app init's balance (its fallback) as soon as the loader data renders, which can be
   * before <WalletSync/>'s effects have subscribed to pushes and seeded the store; a push emitted in that
   * gap is lost. Wait for the seeded store, which comes from the same effects flush as the subscriptions.
   */
  const mountSynced = async () => {
    const realtime = mount();
    await waitFor(() => expect(playerWallet.get().owner).toBe('ann'));
    expect(value()).toBe('Balance: 12,500 Coins');
    return realtime;
  };
  const value = () => screen.getByText(/^Balance:/).textContent;
  const modeSwitch = () => screen.getByRole('switch', { name: 'Play with Entries' });

  it('shows the coins of TournamentPoints and follows setBalance pushes live', async () => {
    const realtime = await mountSynced();
    expect(modeSwitch().getAttribute('aria-checked')).toBe('false');
    realtime.emit({
      type: 'balance',
      action: 'setBalance',
      data: { tourPoints: 13_000, entries: 41, winnings: 3 },
    });
    expect(value()).toBe('Balance: 13,000 Coins');
    expect(playerWallet.get().balance).toEqual({ tourPoints: 13_000, entries: 41, winnings: 3 });
  });

  it('keeps showing the balance from before a round while a game holds it, then the settled one', async () => {
    const realtime = await mountSynced();
    act(() => playerWallet.hold());
    realtime.emit({
      type: 'balance',
      action: 'setBalance',
      data: { tourPoints: 14_000, entries: 40, winnings: 3 },
    });
    // The server settled the round; the reels are still turning.
    expect(playerWallet.get().balance.tourPoints).toBe(14_000);
    expect(value()).toBe('Balance: 12,500 Coins');
    act(() => playerWallet.release());
    expect(value()).toBe('Balance: 14,000 Coins');
  });

  it('follows a switch made in another tab (profileUpdated with gameMode) and shows the entries', async () => {
    const realtime = await mountSynced();
    server = { ...server, gameMode: 'SweepStakes' };
    realtime.emit({ type: 'profile', action: 'profileUpdated', data: { gameMode: 'SweepStakes' } });
    // The push itself switches the header; the app init revalidation it starts only confirms it.
    expect(value()).toBe('Balance: 43.00 Entries');
    expect(modeSwitch().getAttribute('aria-checked')).toBe('true');
  });

  it('switches through the spec call and shows the new mode', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url) === '/rest/player/game-mode/switch-to-sweep-stakes/') {
        server = { ...server, gameMode: 'SweepStakes' };
        return json(200, { success: true, gameMode: 'SweepStakes' });
      }
      return json(404, { message: `unexpected ${String(url)}` });
    });
    await mountSynced();
    fireEvent.click(modeSwitch());
    await waitFor(() => expect(value()).toBe('Balance: 43.00 Entries'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(modeSwitch().getAttribute('aria-checked')).toBe('true');
  });

  it('keeps the mode and tells the player why when the server refuses Entries in their region', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(json(403, { message: GEO_TEXTS.sweepstakesBlocked, code: 'forbidden' }));
    await mountSynced();
    fireEvent.click(modeSwitch());
    await waitFor(() => expect(error).toHaveBeenCalledWith(GEO_TEXTS.sweepstakesBlocked));
    expect(value()).toBe('Balance: 12,500 Coins');
    expect(modeSwitch().getAttribute('aria-checked')).toBe('false');
    expect((modeSwitch() as HTMLButtonElement).disabled).toBe(false);
  });
});
