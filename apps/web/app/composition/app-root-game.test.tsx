// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareAppRootTests, renderAppRootAt, shownUrl } from './testing/render-app-root.tsx';
import { useModalStore } from '../lib/modals/modal-store.ts';
import { json } from '../lib/http/testing/fetch-mock.ts';

const renderAt = (url: string, options: Parameters<typeof renderAppRootAt>[1] = {}) =>
  renderAppRootAt(url, { isGuest: false, ...options });

const names = () => useModalStore.getState().stack.map((entry) => entry.name);

describe('?game={slug} and the game modal', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  prepareAppRootTests();
  beforeEach(() => {
    fetchMock = vi.fn(async () => json(404, { message: 'nothing here' }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('plays a same-origin frame and turns its messages into the funds and max-bet modals', async () => {
    fetchMock.mockImplementation(async (input: RequestInfo | URL) =>
      String(input).includes('/rest/game/gold-vault/play/')
        ? json(200, {
            success: true,
            url: '/game-frame/golden-link/?session=t1',
            gameMode: 'TournamentPoints',
          })
        : json(404, {}),
    );
    renderAt('/lobby/?game=gold-vault');
    const frame = (await screen.findByTitle('Game: Gold Vault')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/game-frame/golden-link/?session=t1');

    // Another origin is ignored; the frame's own message opens the modal.
    const data = { source: 'casino-game', type: 'insufficientFunds' };
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: 'https://evil.test', source: frame.contentWindow }),
      );
    });
    expect(names()).toEqual(['game']);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: window.location.origin, source: frame.contentWindow }),
      );
    });
    await waitFor(() => expect(names()).toEqual(['game', 'insufficient-funds']));
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'casino-game', type: 'maxBet', maxBet: 500 },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    await waitFor(() => expect(names()).toContain('game-max-bet'));
  });

  it('says clearly when the game is restricted, and the close button removes ?game', async () => {
    fetchMock.mockImplementation(async () =>
      json(403, { message: 'This game is not available in your region.' }),
    );
    renderAt('/games/popularGames?game=gold-vault&x=1');
    expect(await screen.findByText('This game is not available to you')).toBeTruthy();
    expect(screen.getByText('This game is not available in your region.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close game' }));
    await waitFor(() => expect(shownUrl()).toBe('/games/popularGames?x=1'));
    expect(names()).toEqual([]);
  });

  it('sends a guest to the sign-up page on brands with one, coming back to the game', async () => {
    renderAt('/lobby/?game=gold-vault', { isGuest: true, brand: 'funrize' });
    await waitFor(() =>
      expect(shownUrl()).toBe(`/signup/?redirectTo=${encodeURIComponent('/lobby/?game=gold-vault')}`),
    );
    expect(names()).toEqual([]);
  });

  it('opens the sign-up modal for a guest on brands without an auth page', async () => {
    renderAt('/lobby/?game=gold-vault', { isGuest: true, brand: 'tao' });
    await waitFor(() => expect(names()).toEqual(['signup']));
    await waitFor(() => expect(shownUrl()).toBe('/lobby/'));
    expect(useModalStore.getState().stack[0]?.props).toMatchObject({ location: 'game' });
  });
});
