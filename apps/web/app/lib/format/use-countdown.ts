import { useEffect, useRef, useState } from 'react';
import { MAX_TIMER_MS } from '@casino/contracts';
import { countdownChangesIn, formatCountdown } from './format.ts';

export type EndTime = number | string | Date | null | undefined;

export interface Countdown {
  /** Milliseconds left, 0 once finished or without an end time. */
  remainingMs: number;
  /** formatCountdown(remainingMs). */
  text: string;
  finished: boolean;
}

/** Epoch ms of an end time (epoch ms, ISO string or Date); null when missing or unreadable. */
export function toEpochMs(endAt: EndTime): number | null {
  if (endAt === null || endAt === undefined || endAt === '') return null;
  const ms = endAt instanceof Date ? endAt.getTime() : typeof endAt === 'number' ? endAt : Date.parse(endAt);
  return Number.isFinite(ms) ? ms : null;
}

const remainingUntil = (end: number | null, now: () => number) =>
  end === null ? 0 : Math.max(0, end - now());

/**
 * Counts down toward `endAt`, rendering only when its text changes: every second under a day, every minute
 * from a day up (an idle page does no work between). It sleeps while the tab is hidden and catches up when
 * shown. `remainingMs` is as of that render. Server and client clocks differ, so put
 * `suppressHydrationWarning` on the element that shows `text` when it is server-rendered. `now` reads the
 * clock the end time is on (default the device's; server times use lib/server-clock's `serverNow`).
 */
export function useCountdown(
  endAt: EndTime,
  options: { onFinish?: () => void; now?: () => number } = {},
): Countdown {
  const end = toEpochMs(endAt);
  const now = options.now ?? Date.now;
  const [remainingMs, setRemainingMs] = useState(() => remainingUntil(end, now));
  const onFinishRef = useRef(options.onFinish);
  const nowRef = useRef(now);
  useEffect(() => {
    onFinishRef.current = options.onFinish;
    nowRef.current = now;
  });

  useEffect(() => {
    const now = () => nowRef.current();
    let shown: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      timer = undefined;
      const left = remainingUntil(end, now);
      const text = formatCountdown(left);
      if (text !== shown) {
        shown = text;
        setRemainingMs(left);
      }
      // Without an end time there is nothing to finish; an end already past finishes at once.
      if (end === null) return;
      if (left === 0) {
        onFinishRef.current?.();
        document.removeEventListener('visibilitychange', wake);
        return;
      }
      if (!document.hidden) timer = setTimeout(tick, Math.min(countdownChangesIn(left), MAX_TIMER_MS));
    };
    const wake = () => {
      if (!document.hidden && timer === undefined) tick();
    };
    if (end !== null) document.addEventListener('visibilitychange', wake);
    tick();
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', wake);
    };
  }, [end]);

  return { remainingMs, text: formatCountdown(remainingMs), finished: end !== null && remainingMs === 0 };
}
