// @vitest-environment jsdom
import * as Dialog from '@radix-ui/react-dialog';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRANDS, type Brand } from '@casino/contracts';
import { withI18n } from '../../components/ui/test-i18n.tsx';
import { playerWallet } from '../../lib/balance/player-wallet-store.ts';
import GameModal from './game-modal.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const before = { tourPoints: 1_000, entries: 5, winnings: 0 };
const settled = { tourPoints: 1_450, entries: 5, winnings: 0 };

describe('<GameModal/> and the header balance', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        json({ success: true, url: '/game-frame/classic-3x3/?session=t', gameMode: 'TournamentPoints' }),
      ),
    );
    playerWallet.seed('ann', before, 'TournamentPoints');
  });
  afterEach(() => {
    cleanup();
    playerWallet.clear();
    vi.unstubAllGlobals();
  });

  const open = async (brand: Brand = BRANDS.funrize) => {
    const close = vi.fn();
    const element = (
      <Dialog.Root open>
        <Dialog.Content aria-describedby={undefined}>
          <GameModal slug="juicy-lemons" modalId="game" close={close} />
        </Dialog.Content>
      </Dialog.Root>
    );
    // The page's root data gives the brand, as the site's root loader does.
    const router = createMemoryRouter([{ id: 'root', path: '*', element }], {
      initialEntries: ['/es/lobby/'],
      hydrationData: { loaderData: { root: { brand } } },
    });
    const view = render(withI18n(<RouterProvider router={router} />));
    const frame = await waitFor(() => {
      const found = document.querySelector('iframe');
      expect(found).not.toBeNull();
      return found!;
    });
    const post = (data: unknown, source: MessageEventSource | null = frame.contentWindow) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, source, data }));
      });
    return { view, post };
  };
  const shown = () => {
    const { held, balance } = playerWallet.get();
    return (held ?? balance).tourPoints;
  };

  it('holds the balance shown from the frame’s roundStarted until its roundPresented', async () => {
    const { post } = await open();
    post({ source: 'casino-game', type: 'roundStarted' });
    // The server's push settles the round while the reels still turn.
    playerWallet.setBalance(settled);
    expect(shown()).toBe(1_000);
    post({ source: 'casino-game', type: 'roundPresented' });
    expect(shown()).toBe(1_450);
  });

  it('ignores round messages from another window, and releases the hold when the game closes', async () => {
    const { view, post } = await open();
    post({ source: 'casino-game', type: 'roundStarted' }, window);
    playerWallet.setBalance(settled);
    expect(shown()).toBe(1_450);

    post({ source: 'casino-game', type: 'roundStarted' });
    playerWallet.setBalance(before);
    expect(shown()).toBe(1_450);
    view.unmount();
    expect(shown()).toBe(1_000);
  });

  it('links the game to its own page in a new tab on brands with `openLink`, not on others', async () => {
    const tao = await open(BRANDS.tao);
    expect(BRANDS.tao.capabilities.openLink).toBe(true);
    const link = document.querySelector('[data-game-open-link]');
    expect(link?.getAttribute('href')).toBe('/es/game/?game=juicy-lemons');
    expect(link?.getAttribute('target')).toBe('_blank');
    tao.view.unmount();

    expect(BRANDS.funrize.capabilities.openLink).toBe(false);
    await open(BRANDS.funrize);
    expect(document.querySelector('[data-game-open-link]')).toBeNull();
  });
});
