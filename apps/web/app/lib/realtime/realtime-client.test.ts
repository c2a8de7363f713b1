import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME } from '@casino/contracts';
import { backoffDelay, createRealtimeClient, randomUnit } from './realtime-client.ts';

// Behaviour against a real server is covered in apps/server/src/realtime/realtime-client.int.test.ts.
describe('backoffDelay', () => {
  it('stays within 500–20000 ms and grows with attempts', () => {
    const range = REALTIME.reconnectBackoff;
    for (let attempt = 0; attempt < 40; attempt++) {
      for (let i = 0; i < 50; i++) {
        const delay = backoffDelay(attempt, range);
        expect(delay).toBeGreaterThanOrEqual(500);
        expect(delay).toBeLessThanOrEqual(Math.min(20_000, 500 * 2 ** attempt));
      }
    }
    expect(backoffDelay(10, range, () => 0.999_999_9)).toBe(20_000);
    expect(backoffDelay(0, range, () => 0)).toBe(500);
    expect(backoffDelay(2, range, () => 0.999_999_9)).toBe(2000);
  });
});

describe('randomUnit', () => {
  it('is in [0, 1) and not constant', () => {
    const values = Array.from({ length: 200 }, randomUnit);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(190);
  });
});

describe('createRealtimeClient without a reachable server', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does nothing until connect()', async () => {
    const getConnectionData = vi.fn(async () => {
      throw new Error('unused');
    });
    const client = createRealtimeClient({ getConnectionData });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(getConnectionData).not.toHaveBeenCalled();
    expect(client.state).toBe('disconnected');
  });

  it('retries a failed connection-data fetch after 5–10 s, and stops when closed', async () => {
    const getConnectionData = vi.fn(async () => {
      throw new Error('503');
    });
    const client = createRealtimeClient({ getConnectionData, url: 'http://127.0.0.1:9' });
    const states: string[] = [];
    client.onStateChange((s) => states.push(s));
    client.connect();
    client.connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(getConnectionData).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REALTIME.tokenRefreshRetry.connection.minMs - 1);
    expect(getConnectionData).toHaveBeenCalledTimes(1);
    const { minMs, maxMs } = REALTIME.tokenRefreshRetry.connection;
    await vi.advanceTimersByTimeAsync(maxMs - minMs + 1);
    // Two retries could only fit if both drew exactly the minimum delay.
    const calls = getConnectionData.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(calls).toBeLessThanOrEqual(3);
    expect(client.state).toBe('connecting');
    client.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(getConnectionData).toHaveBeenCalledTimes(calls);
    expect(states).toEqual(['connecting', 'disconnected']);
  });

  it('rejects connection data that breaks the contract like a failed fetch', async () => {
    const getConnectionData = vi.fn(async () => ({ endpoint: '/socket.io' }) as never);
    const client = createRealtimeClient({ getConnectionData });
    client.connect();
    await vi.advanceTimersByTimeAsync(REALTIME.tokenRefreshRetry.connection.maxMs);
    expect(getConnectionData.mock.calls.length).toBeGreaterThanOrEqual(2);
    client.close();
  });

  it('settles pending subscriptions on close and unsubscribe', async () => {
    const client = createRealtimeClient({ getConnectionData: () => new Promise(() => {}) });
    const a = client.subscribe('public');
    const b = client.subscribe('tournaments');
    expect(client.subscriptionState('public')).toBe('subscribing');
    await client.unsubscribe('public');
    expect(await a).toEqual({ ok: false, code: 0, message: 'Unsubscribe called' });
    client.close();
    expect(await b).toEqual({ ok: false, code: 2, message: 'Client closed' });
    expect(client.subscriptionState('tournaments')).toBe('unsubscribed');
  });
});
