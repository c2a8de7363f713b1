import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import type { GameMode, PlayerBalance } from '@casino/contracts';
import { EMPTY_PLAYER_BALANCE } from '@casino/contracts/values';

/**
 * The signed-in player's live balance and game mode in this tab. App init seeds it; `balance/setBalance`
 * and `profile/profileUpdated` pushes and the mode switch keep it current. Anything may read it (the
 * header shows it, the cashier gets each new balance through `subscribe`). Written only in the browser:
 * during SSR readers fall back to the page's app init.
 */
export interface PlayerWalletState {
  /** Whose values these are (the player's login); a different player's page ignores them. */
  owner: string | null;
  balance: PlayerBalance;
  gameMode: GameMode;
  /**
   * While a game presents a round, the balance the page shows: the one from before the round. The
   * server's push settles `balance` at once; what the page shows follows when the game says the round
   * was presented (`release`), so the header never shows a win before the reels stop.
   */
  held: PlayerBalance | null;
}

const store = createStore<PlayerWalletState>()(() => ({
  owner: null,
  balance: EMPTY_PLAYER_BALANCE,
  gameMode: 'TournamentPoints',
  held: null,
}));

export const playerWallet = {
  get: (): PlayerWalletState => store.getState(),
  /** Fresh page data (app init) for a player: replaces whatever this tab knew. */
  seed(owner: string, balance: PlayerBalance, gameMode: GameMode) {
    const current = store.getState();
    if (current.owner === owner && current.gameMode === gameMode && sameBalance(current.balance, balance))
      return;
    store.setState({ owner, balance: { ...balance }, gameMode, held: null });
  },
  setBalance(balance: PlayerBalance) {
    if (!sameBalance(store.getState().balance, balance)) store.setState({ balance: { ...balance } });
  },
  setGameMode(gameMode: GameMode) {
    if (store.getState().gameMode !== gameMode) store.setState({ gameMode });
  },
  /** A game started a round: what the page shows stays where it is until `release` (one hold at a time). */
  hold() {
    const current = store.getState();
    if (!current.held) store.setState({ held: current.balance });
  },
  /** The round was presented (or the game closed): the page shows the settled balance again. */
  release() {
    if (store.getState().held) store.setState({ held: null });
  },
  /** The player signed out: nothing of theirs stays readable. */
  clear() {
    store.setState({
      owner: null,
      balance: EMPTY_PLAYER_BALANCE,
      gameMode: 'TournamentPoints',
      held: null,
    });
  },
  /** Called after every change with the new and the previous state; returns the unsubscribe. */
  subscribe: (listener: (state: PlayerWalletState, previous: PlayerWalletState) => void) =>
    store.subscribe(listener),
};

const sameBalance = (a: PlayerBalance, b: PlayerBalance) =>
  a.tourPoints === b.tourPoints && a.entries === b.entries && a.winnings === b.winnings;

const subscribe = (onChange: () => void) => store.subscribe(onChange);
const getServerSnapshot = () => null;

/**
 * The player's balance and mode as this tab shows them (the held balance while a game presents a round).
 * `fallback` is the page's own app init: used during SSR and hydration, and until the store holds values
 * for this very player.
 */
export function usePlayerWallet(fallback: {
  owner: string;
  balance: PlayerBalance;
  gameMode: GameMode;
}): Pick<PlayerWalletState, 'balance' | 'gameMode'> {
  const state = useSyncExternalStore(subscribe, store.getState, getServerSnapshot);
  if (!state || state.owner !== fallback.owner) return fallback;
  return { balance: state.held ?? state.balance, gameMode: state.gameMode };
}
