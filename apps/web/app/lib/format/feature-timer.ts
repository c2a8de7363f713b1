import { FEATURE_TIMER_MAX_SECONDS, MAX_TIMER_MS } from '@casino/contracts';
import { toEpochMs, type EndTime } from './use-countdown.ts';

/**
 * Calls `onEnd` when a feature's finish time passes, so its active flag can be switched off locally.
 * A timer is set only when under 24 h (86400 s) remain: longer ones are left to the next data refresh.
 * An already finished feature only logs a warning. Returns a cancel function (a no-op when nothing was set).
 */
export function scheduleFeatureEnd(
  finishAt: EndTime,
  onEnd: () => void,
  options: { now?: number; name?: string } = {},
): () => void {
  const noop = () => {};
  const label = options.name ? `"${options.name}" ` : '';
  const end = toEpochMs(finishAt);
  if (end === null) {
    console.warn(`[feature-timer] feature ${label}has no readable finish time`, finishAt);
    return noop;
  }
  const remaining = end - (options.now ?? Date.now());
  if (remaining <= 0) {
    console.warn(`[feature-timer] feature ${label}already finished at ${new Date(end).toISOString()}`);
    return noop;
  }
  if (remaining >= FEATURE_TIMER_MAX_SECONDS * 1000) return noop;
  // Browsers fire longer delays at once; the cap cannot bind under 24 h but keeps the call safe.
  const timer = setTimeout(onEnd, Math.min(remaining, MAX_TIMER_MS));
  return () => clearTimeout(timer);
}
