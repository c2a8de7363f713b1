import {
  LAST_WINNERS_COUNT,
  WINNERS_PUSH_INTERVAL_MS,
  type LastWinner,
  type PushMessage,
} from '@casino/contracts';
import type { Publisher } from '@casino/core';

type WinnersPush = Extract<PushMessage, { type: 'winners' }>;

export interface WinnersPushOptions {
  /** Told the brand of every win (the feed cache drops the brand's list). */
  onWin(brand: string): void;
  intervalMs?: number;
  /** Timers (tests pass their own, to fire them without waiting). */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * The winners feed's pushes, throttled per brand (docs/winners-feed.md): the first win of a quiet brand
 * goes out at once, the wins of the next `intervalMs` wait and go together in one push (newest first, the
 * home's count at most). Every win is told to `onWin` at once, so this process's feed cache is fresh.
 */
export function withWinnersPushes(publisher: Publisher, options: WinnersPushOptions) {
  const intervalMs = options.intervalMs ?? WINNERS_PUSH_INTERVAL_MS;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms).unref());
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as NodeJS.Timeout));
  const brands = new Map<string, { timer: unknown; held: LastWinner[] }>();

  const send = (brand: string, winners: LastWinner[]) =>
    publisher.toRoom('public', { type: 'winners', action: 'won', data: { brand, winners } });

  function tick(brand: string) {
    const state = brands.get(brand);
    if (!state) return;
    if (state.held.length === 0) {
      brands.delete(brand);
      return;
    }
    send(brand, state.held);
    state.held = [];
    state.timer = setTimer(() => tick(brand), intervalMs);
  }

  function win(message: WinnersPush) {
    const { brand, winners } = message.data;
    options.onWin(brand);
    const state = brands.get(brand);
    if (!state) {
      send(brand, winners);
      brands.set(brand, { timer: setTimer(() => tick(brand), intervalMs), held: [] });
      return;
    }
    const ids = new Set(winners.map((w) => w.id));
    state.held = [...winners, ...state.held.filter((w) => !ids.has(w.id))]
      .sort((a, b) => b.id - a.id)
      .slice(0, LAST_WINNERS_COUNT);
  }

  const wrapped: Publisher = {
    toPlayer: (playerId, message) => publisher.toPlayer(playerId, message),
    toRoom(room, message) {
      if (message.type === 'winners') win(message);
      else publisher.toRoom(room, message);
    },
    toBrand: (brand, message) => publisher.toBrand(brand, message),
    toAll: (message) => publisher.toAll(message),
    toPrivateRoom: (room, message) => publisher.toPrivateRoom(room, message),
  };
  return {
    publisher: wrapped,
    /** Drops what is held (the server stops). */
    stop() {
      for (const { timer } of brands.values()) clearTimer(timer);
      brands.clear();
    },
  };
}
