import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleFeatureEnd } from './feature-timer.ts';

const NOW = Date.parse('2025-01-01T00:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('scheduleFeatureEnd', () => {
  it('calls onEnd when the finish time passes', () => {
    const onEnd = vi.fn();
    scheduleFeatureEnd(NOW + 5000, onEnd);
    vi.advanceTimersByTime(4999);
    expect(onEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('accepts ISO strings and Dates', () => {
    const onEnd = vi.fn();
    scheduleFeatureEnd('2025-01-01T00:00:10Z', onEnd);
    scheduleFeatureEnd(new Date(NOW + 20_000), onEnd);
    vi.advanceTimersByTime(20_000);
    expect(onEnd).toHaveBeenCalledTimes(2);
  });

  it('sets a timer only when under 86400 s remain', () => {
    const onEnd = vi.fn();
    scheduleFeatureEnd(NOW + 86_400_000, onEnd);
    scheduleFeatureEnd(NOW + 3 * 86_400_000, onEnd);
    expect(vi.getTimerCount()).toBe(0);
    scheduleFeatureEnd(NOW + 86_400_000 - 1, onEnd);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(86_400_000 - 1);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('warns and sets nothing when already finished', () => {
    const onEnd = vi.fn();
    const cancel = scheduleFeatureEnd(NOW - 1, onEnd, { name: 'prizeDrops' });
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(vi.mocked(console.warn).mock.calls[0]![0]).toContain('"prizeDrops" already finished');
    expect(vi.getTimerCount()).toBe(0);
    expect(onEnd).not.toHaveBeenCalled();
    expect(cancel).not.toThrow();
  });

  it('warns on an unreadable finish time', () => {
    scheduleFeatureEnd('not a date', vi.fn());
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('returns a cancel function', () => {
    const onEnd = vi.fn();
    const cancel = scheduleFeatureEnd(NOW + 1000, onEnd);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('waits exactly the remaining time', () => {
    const spy = vi.spyOn(globalThis, 'setTimeout');
    scheduleFeatureEnd(NOW + 60_000, vi.fn(), { now: NOW });
    expect(spy.mock.calls[0]![1]).toBe(60_000);
    expect(spy.mock.calls[0]![1]).toBeLessThanOrEqual(2_147_483_647);
  });
});
