/**
 * The server's time as this tab knows it. Countdowns and feature timers count toward times the server
 * sent, so they must not trust the device clock, which may be minutes off. Every answer of our own server
 * carries a `Date` header (whole seconds); the http client hands each one here with the moments the request
 * left and the answer arrived. The header was written at server time D + [0, 1000) ms, somewhere between
 * those two moments, so each answer bounds the offset (server − device) to an interval; the intersection of
 * the intervals narrows with every answer, and its middle is the estimate. Loaded with the player's
 * engagement code (a chunk of its own), so guests' first load does not carry it.
 */
import { setServerDateListener } from './http/http-client.ts';

interface Bounds {
  low: number;
  high: number;
}

let bounds: Bounds | null = null;

/** Records one answer's `Date` header; `sentAt` and `receivedAt` are device times (ms) around it. */
export function observeServerDate(dateHeader: string | null, sentAt: number, receivedAt: number): void {
  if (!dateHeader) return;
  const serverSecond = Date.parse(dateHeader);
  if (!Number.isFinite(serverSecond) || receivedAt < sentAt) return;
  const sample = { low: serverSecond - receivedAt, high: serverSecond + 1000 - sentAt };
  const low = bounds ? Math.max(bounds.low, sample.low) : sample.low;
  const high = bounds ? Math.min(bounds.high, sample.high) : sample.high;
  // No overlap: one of the clocks jumped (the device's was set, the tab slept). Start over from this answer.
  bounds = low <= high ? { low, high } : sample;
}

setServerDateListener(observeServerDate);

/** Whether any answer was seen yet (until then the device clock is all there is). */
export const isServerClockKnown = (): boolean => bounds !== null;

/** Milliseconds to add to the device clock to read the server's; 0 until an answer was seen. */
export const serverOffsetMs = (): number => (bounds ? Math.round((bounds.low + bounds.high) / 2) : 0);

/** The server's time now, as epoch ms. */
export const serverNow = (): number => Date.now() + serverOffsetMs();

/**
 * The earliest the server's time can be now (the low end of the offset's bounds). A timer that must not
 * fire before the server has passed a time (a feature's end, after which the tab asks the server again)
 * counts from this, so it never fires early by the estimate's error (up to half a second).
 */
export const serverNowAtLeast = (): number => Date.now() + (bounds ? bounds.low : 0);

/** Tests only. */
export function resetServerClock(): void {
  bounds = null;
}
