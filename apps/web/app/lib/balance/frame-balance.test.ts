// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  frameBalanceMessage,
  playableMinorUnits,
  readFrameBalance,
  useFrameBalanceFeed,
  usePageBalance,
} from './frame-balance.ts';
import { playerWallet } from './player-wallet-store.ts';

const BALANCE = { tourPoints: 14_990, entries: 12.5, winnings: 3.25 };
const fromPage = (data: unknown, origin = window.location.origin) =>
  new MessageEvent('message', { origin, data, source: window.parent });

afterEach(() => playerWallet.clear());

describe('one balance for the page and its game', () => {
  it('reads only the page’s own balance messages', () => {
    expect(readFrameBalance(fromPage(frameBalanceMessage(BALANCE)), window.location.origin)).toEqual(BALANCE);
    expect(
      readFrameBalance(fromPage(frameBalanceMessage(BALANCE), 'https://evil.test'), window.location.origin),
    ).toBeNull();
    expect(
      readFrameBalance(
        fromPage({ source: 'casino-game', type: 'balance', balance: BALANCE }),
        window.location.origin,
      ),
    ).toBeNull();
    expect(
      readFrameBalance(
        fromPage({ ...frameBalanceMessage(BALANCE), balance: { tourPoints: 'x' } }),
        window.location.origin,
      ),
    ).toBeNull();
  });

  it('gives a coin game the coins and a sweepstakes game the entries and winnings, in minor units', () => {
    expect(playableMinorUnits(BALANCE, { currency: 'COIN', minorUnits: 1 })).toBe(14_990);
    expect(playableMinorUnits(BALANCE, { currency: 'ENTRY', minorUnits: 100 })).toBe(1_575);
  });

  it('shows in the frame each balance the page hands over, except while a round is out', () => {
    const setBalance = vi.fn();
    const { rerender } = renderHook(
      ({ busy }) => usePageBalance({ currency: 'COIN', minorUnits: 1 }, busy, setBalance),
      {
        initialProps: { busy: false },
      },
    );
    act(() => void window.dispatchEvent(fromPage(frameBalanceMessage(BALANCE))));
    expect(setBalance).toHaveBeenLastCalledWith(14_990);
    rerender({ busy: true });
    act(() => void window.dispatchEvent(fromPage(frameBalanceMessage({ ...BALANCE, tourPoints: 1 }))));
    expect(setBalance).toHaveBeenCalledTimes(1);
  });

  it('hands the frame every new balance of the wallet store (a quest reward pushed to the header)', () => {
    const postMessage = vi.fn();
    const frame = { current: { contentWindow: { postMessage } } as unknown as HTMLIFrameElement };
    renderHook(() => useFrameBalanceFeed(frame));
    playerWallet.seed('ann', { tourPoints: 13_990, entries: 0, winnings: 0 }, 'TournamentPoints');
    postMessage.mockClear();
    playerWallet.setBalance({ tourPoints: 14_990, entries: 0, winnings: 0 });
    expect(postMessage).toHaveBeenCalledWith(
      frameBalanceMessage({ tourPoints: 14_990, entries: 0, winnings: 0 }),
      window.location.origin,
    );
  });
});
