import { useEffect, useRef } from 'react';
import type { PlayerBalance } from '@casino/contracts';
import { playerWallet } from './player-wallet-store.ts';

/**
 * One balance for the page and its game (issue #33): the page's wallet store is the one source, and the game
 * modal hands each new balance to the game frame (same origin) with this message; the frame shows it between
 * rounds. A round's own answer still settles the frame's balance while it plays.
 */
export interface FrameBalanceMessage {
  source: 'casino-page';
  type: 'balance';
  balance: PlayerBalance;
}

export const frameBalanceMessage = (balance: PlayerBalance): FrameBalanceMessage => ({
  source: 'casino-page',
  type: 'balance',
  balance,
});

/** A `message` from this site's own page holding the frame: the balance it carries, else null. */
export function readFrameBalance(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  origin: string,
): PlayerBalance | null {
  if (event.origin !== origin) return null;
  const data = event.data as Partial<FrameBalanceMessage> | null;
  if (typeof data !== 'object' || data === null || data.source !== 'casino-page' || data.type !== 'balance')
    return null;
  const b = data.balance;
  return b && [b.tourPoints, b.entries, b.winnings].every((n) => typeof n === 'number' && Number.isFinite(n))
    ? b
    : null;
}

/**
 * What a game session of `currency` can bet out of the player's balance, in its minor units (`minorUnits` make
 * one): coins, or in SweepStakes entries and redeemable winnings together (as the server's `playableBalance`).
 */
export const playableMinorUnits = (
  balance: PlayerBalance,
  session: { currency: 'COIN' | 'ENTRY'; minorUnits: number },
): number =>
  Math.round(
    (session.currency === 'COIN' ? balance.tourPoints : balance.entries + balance.winnings) *
      session.minorUnits,
  );

/**
 * In the game frame: shows each balance the page hands over (`setBalance`, in the session's minor units), except
 * while `busy` (a round is out: its answer settles the balance).
 */
export function usePageBalance(
  session: { currency: 'COIN' | 'ENTRY'; minorUnits: number },
  busy: boolean,
  setBalance: (minor: number) => void,
): void {
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const { currency, minorUnits } = session;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent) return;
      const balance = readFrameBalance(event, window.location.origin);
      if (balance && !busyRef.current) setBalance(playableMinorUnits(balance, { currency, minorUnits }));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [currency, minorUnits, setBalance]);
}

/** In the page holding a game frame: hands it every new balance of the wallet store. */
export function useFrameBalanceFeed(frame: { current: HTMLIFrameElement | null }): void {
  useEffect(
    () =>
      playerWallet.subscribe((state, previous) => {
        if (state.balance !== previous.balance)
          frame.current?.contentWindow?.postMessage(
            frameBalanceMessage(state.balance),
            window.location.origin,
          );
      }),
    [frame],
  );
}
