/**
 * Where the domain reads "now". Services are built with a clock and use cases take `now` from it, so
 * schedules, periods, countdowns and limits are tested by moving a manual clock, never by sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test moves it. */
export interface ManualClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function createManualClock(start: Date | string = '2026-01-01T12:00:00.000Z'): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
