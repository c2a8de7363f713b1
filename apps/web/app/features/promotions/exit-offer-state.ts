import { EXIT_OFFER } from '@casino/contracts/values';

/** The Storage methods used here (sessionStorage in the browser, a Map-backed fake in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const SHOWN_KEY = 'exitOffer.shown';
const ENDS_AT_KEY = 'exitOffer.endsAt';

/**
 * The exit offer's memory, in session storage so it lasts as long as the tab (reloads included) and no
 * longer: whether it was shown this session, and the end of its 10-minute countdown while it runs.
 */
export const exitOfferState = {
  wasShown: (storage: KeyValueStorage): boolean => storage.getItem(SHOWN_KEY) === '1',

  /** The running countdown's end (epoch ms), or null when none runs; an end already past is cleared. */
  endsAt(storage: KeyValueStorage, now: number): number | null {
    const value = Number(storage.getItem(ENDS_AT_KEY));
    if (!Number.isFinite(value) || value <= 0) return null;
    if (value <= now) {
      storage.removeItem(ENDS_AT_KEY);
      return null;
    }
    return value;
  },

  /** Marks the offer shown and starts its countdown; returns the end time. */
  start(storage: KeyValueStorage, now: number): number {
    const endsAt = now + EXIT_OFFER.countdownMs;
    storage.setItem(SHOWN_KEY, '1');
    storage.setItem(ENDS_AT_KEY, String(endsAt));
    return endsAt;
  },

  /** The countdown ended, the offer was taken or refused, or the promotions changed. */
  clearCountdown: (storage: KeyValueStorage): void => storage.removeItem(ENDS_AT_KEY),

  /** activity day_24h: a new day, the offer may show once more. */
  resetShown: (storage: KeyValueStorage): void => storage.removeItem(SHOWN_KEY),
};

/** '09:59' — the exit offer's countdown is always under an hour. */
export function formatMinutesSeconds(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/**
 * The mobile trigger: fires once the page was scrolled up by more than `thresholdPx` from the lowest
 * point reached since the last fire, on the same page. Feed it the scroll position and the page's path
 * (the caller throttles): a new page starts from where it is, since following a link low on one page
 * lands at the top of the next, which is no scroll up by the player.
 */
export function createScrollUpTracker(thresholdPx: number = EXIT_OFFER.scrollUpTriggerPx) {
  let lowest = 0;
  let page: string | undefined;
  return (scrollY: number, path = ''): boolean => {
    if (path !== page) {
      page = path;
      lowest = scrollY;
      return false;
    }
    lowest = Math.max(lowest, scrollY);
    if (lowest - scrollY <= thresholdPx) return false;
    lowest = scrollY;
    return true;
  };
}

/** Calls `fn` at most once per `waitMs`, with the latest arguments at the end of the wait. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const throttled = (...args: A) => {
    const now = Date.now();
    if (now - last >= waitMs) {
      last = now;
      fn(...args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = null;
        last = Date.now();
        if (pending) fn(...pending);
        pending = null;
      },
      waitMs - (now - last),
    );
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
