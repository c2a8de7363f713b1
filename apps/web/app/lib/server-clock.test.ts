import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http/http-client.ts';
import {
  isServerClockKnown,
  observeServerDate,
  resetServerClock,
  serverNow,
  serverNowAtLeast,
  serverOffsetMs,
} from './server-clock.ts';

const DEVICE = Date.parse('2025-03-01T12:00:00.000Z');
const httpDate = (ms: number) => new Date(ms).toUTCString();

beforeEach(() => {
  resetServerClock();
  vi.useFakeTimers();
  vi.setSystemTime(DEVICE);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the server clock', () => {
  it('is the device clock until an answer was seen', () => {
    expect(isServerClockKnown()).toBe(false);
    expect(serverOffsetMs()).toBe(0);
    expect(serverNow()).toBe(DEVICE);
  });

  it('takes the offset from a Date header, within the header’s one-second resolution', () => {
    // The server is 90 s ahead; the answer took 100 ms.
    observeServerDate(httpDate(DEVICE + 90_000), DEVICE - 100, DEVICE);
    expect(isServerClockKnown()).toBe(true);
    expect(Math.abs(serverOffsetMs() - 90_000)).toBeLessThanOrEqual(600);
    expect(Math.abs(serverNow() - (DEVICE + 90_000))).toBeLessThanOrEqual(600);
  });

  it('never reads later than the server can be: the low end of the bounds, for timers that must not fire early', () => {
    expect(serverNowAtLeast()).toBe(DEVICE);
    // The header says 12:01:30 and the answer took 100 ms: the server was at 12:01:30.000–12:01:30.999
    // when it wrote it, so now (the answer's arrival) it is at least 12:01:30.000.
    observeServerDate(httpDate(DEVICE + 90_000), DEVICE - 100, DEVICE);
    expect(serverNowAtLeast()).toBe(DEVICE + 90_000);
    expect(serverNow()).toBeGreaterThan(serverNowAtLeast());
  });

  it('narrows with every answer: the intersection of what each one allows', () => {
    // Server time = device time − 42,300 ms exactly. Answers at different sub-second phases pin it down.
    const offset = -42_300;
    for (let i = 0; i < 60; i++) {
      const sentAt = DEVICE + i * 37;
      const receivedAt = sentAt + 20;
      const serverWrote = sentAt + 10 + offset;
      observeServerDate(httpDate(Math.floor(serverWrote / 1000) * 1000), sentAt, receivedAt);
    }
    expect(Math.abs(serverOffsetMs() - offset)).toBeLessThanOrEqual(30);
  });

  it('starts over when the answers contradict each other (a clock jumped)', () => {
    observeServerDate(httpDate(DEVICE), DEVICE - 10, DEVICE);
    observeServerDate(httpDate(DEVICE + 3_600_000), DEVICE + 1000, DEVICE + 1010);
    expect(Math.abs(serverOffsetMs() - 3_599_000)).toBeLessThanOrEqual(600);
  });

  it('ignores missing and unreadable headers', () => {
    observeServerDate(null, DEVICE, DEVICE);
    observeServerDate('not a date', DEVICE, DEVICE);
    expect(isServerClockKnown()).toBe(false);
  });

  it('hears every answer of the app’s http client', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200, headers: { date: httpDate(DEVICE - 7_200_000) } })),
    );
    await createHttpClient().get('/rest/anything/');
    expect(Math.abs(serverOffsetMs() + 7_200_000)).toBeLessThanOrEqual(1000);
  });
});
