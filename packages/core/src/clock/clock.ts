/**
 * Where the domain reads "now". Services are built with a clock and use cases take `now` from it, so
 * schedules, periods, countdowns and limits are tested by moving a manual clock, never by sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that jumps when told to: a test's manual clock, or the test-only clock control (CLOCK_CONTROL).
 * Whoever keeps a timer on it listens with `onClockMove`, so a jump past a deadline fires it at once.
 */
export interface MovableClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
  /** Calls `listener` after every move, until the returned function is called. */
  onMove(listener: () => void): () => void;
}

/** A clock that stands still until a test moves it. */
export type ManualClock = MovableClock;

/** Listens to the clock's moves when it can move; a system clock never jumps, so nothing is armed. */
export function onClockMove(clock: Clock, listener: () => void): () => void {
  const movable = clock as Partial<MovableClock>;
  return typeof movable.onMove === 'function' ? movable.onMove(listener) : () => {};
}

/** A movable clock reading `base() + offset`: the offset is all that a move changes. */
function movableClock(base: () => number, offset: number): MovableClock {
  const listeners = new Set<() => void>();
  const moved = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    now: () => new Date(base() + offset),
    set: (at) => {
      offset = new Date(at).getTime() - base();
      moved();
    },
    advance: (ms) => {
      offset += ms;
      moved();
    },
    onMove: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export function createManualClock(start: Date | string = '2026-01-01T12:00:00.000Z'): ManualClock {
  return movableClock(() => 0, new Date(start).getTime());
}

/**
 * A clock that runs with `base` but can be moved (the browser suite's "tomorrow" without waiting). Never the
 * default: the server builds it only with CLOCK_CONTROL=1 (docs/security.md).
 */
export function createOffsetClock(base: Clock = systemClock): MovableClock {
  return movableClock(() => base.now().getTime(), 0);
}
