import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXIT_OFFER } from '@casino/contracts';
import {
  createScrollUpTracker,
  exitOfferState,
  formatMinutesSeconds,
  throttle,
  type KeyValueStorage,
} from './exit-offer-state.ts';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('exitOfferState', () => {
  it('starts a 10-minute countdown, marks the offer shown, and gives the same end after a reload', () => {
    const storage = memoryStorage();
    expect(exitOfferState.wasShown(storage)).toBe(false);
    expect(exitOfferState.endsAt(storage, 1_000)).toBeNull();
    const endsAt = exitOfferState.start(storage, 1_000);
    expect(endsAt).toBe(1_000 + EXIT_OFFER.countdownMs);
    expect(exitOfferState.wasShown(storage)).toBe(true);
    // A reload four minutes later reads the stored end: six minutes remain, not ten.
    expect(exitOfferState.endsAt(storage, 1_000 + 240_000)).toBe(endsAt);
  });

  it('clears an end time that has passed', () => {
    const storage = memoryStorage();
    const endsAt = exitOfferState.start(storage, 0);
    expect(exitOfferState.endsAt(storage, endsAt)).toBeNull();
    expect(storage.map.has('exitOffer.endsAt')).toBe(false);
    expect(exitOfferState.wasShown(storage)).toBe(true);
  });

  it('ignores garbage, clears the countdown, and resets the shown flag for a new day', () => {
    const storage = memoryStorage();
    storage.setItem('exitOffer.endsAt', 'soon');
    expect(exitOfferState.endsAt(storage, 0)).toBeNull();
    exitOfferState.start(storage, 0);
    exitOfferState.clearCountdown(storage);
    expect(exitOfferState.endsAt(storage, 1)).toBeNull();
    expect(exitOfferState.wasShown(storage)).toBe(true);
    exitOfferState.resetShown(storage);
    expect(exitOfferState.wasShown(storage)).toBe(false);
  });
});

describe('formatMinutesSeconds', () => {
  it('shows mm:ss, rounding seconds up', () => {
    expect(formatMinutesSeconds(600_000)).toBe('10:00');
    expect(formatMinutesSeconds(599_001)).toBe('10:00');
    expect(formatMinutesSeconds(599_000)).toBe('09:59');
    expect(formatMinutesSeconds(61_000)).toBe('01:01');
    expect(formatMinutesSeconds(-5)).toBe('00:00');
  });
});

describe('createScrollUpTracker', () => {
  it('fires when scrolled up more than 1500 px from the lowest point, not at exactly 1500', () => {
    const scrolledUp = createScrollUpTracker();
    expect(scrolledUp(0)).toBe(false);
    expect(scrolledUp(3000)).toBe(false);
    expect(scrolledUp(2000)).toBe(false);
    expect(scrolledUp(1500)).toBe(false); // exactly 1500 up
    expect(scrolledUp(1499)).toBe(true);
    // Counted again from there: small moves do not fire.
    expect(scrolledUp(1000)).toBe(false);
  });

  it('starts again on a new page: landing at the top of the next page after a link low on this one is no scroll up', () => {
    const scrolledUp = createScrollUpTracker(1500);
    expect(scrolledUp(0, '/promotions/')).toBe(false);
    expect(scrolledUp(2600, '/promotions/')).toBe(false);
    expect(scrolledUp(0, '/cash/deposit-by-money/')).toBe(false);
    expect(scrolledUp(2600, '/cash/deposit-by-money/')).toBe(false);
    expect(scrolledUp(900, '/cash/deposit-by-money/')).toBe(true);
  });

  it('never fires for scrolling down or small wobbles', () => {
    const scrolledUp = createScrollUpTracker(1500);
    for (const y of [100, 400, 300, 900, 800, 2000, 1900, 2600]) expect(scrolledUp(y)).toBe(false);
  });
});

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at most once per 200 ms and delivers the latest call at the end of the wait', () => {
    const calls: number[] = [];
    const throttled = throttle((y: number) => calls.push(y), EXIT_OFFER.scrollThrottleMs);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(199);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    throttled.cancel();
  });
});
