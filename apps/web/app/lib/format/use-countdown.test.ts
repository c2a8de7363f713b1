// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toEpochMs, useCountdown } from './use-countdown.ts';

const NOW = Date.parse('2025-01-01T00:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('ticks every second and finishes at the end time', () => {
    const onFinish = vi.fn();
    const { result } = renderHook(() => useCountdown(NOW + 3000, { onFinish }));
    expect(result.current).toEqual({ remainingMs: 3000, text: '00:00:03', finished: false });

    act(() => vi.advanceTimersByTime(999));
    expect(result.current.text).toBe('00:00:03');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ remainingMs: 2000, text: '00:00:02', finished: false });

    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toEqual({ remainingMs: 0, text: '00:00:00', finished: true });
    expect(onFinish).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(5000));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses the days format for long countdowns', () => {
    const { result } = renderHook(() => useCountdown(new Date(NOW + 2 * 86_400_000 + 5 * 3_600_000)));
    expect(result.current.text).toBe('2d 05h 00m');
  });

  it('is finished at once when the end time has passed', () => {
    const onFinish = vi.fn();
    const { result } = renderHook(() => useCountdown('2024-12-31T23:00:00Z', { onFinish }));
    expect(result.current.finished).toBe(true);
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is idle without an end time', () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current).toEqual({ remainingMs: 0, text: '00:00:00', finished: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts when the end time changes and clears its timer on unmount', () => {
    const { result, rerender, unmount } = renderHook(({ end }) => useCountdown(end), {
      initialProps: { end: NOW + 5000 },
    });
    act(() => vi.advanceTimersByTime(1000));
    rerender({ end: NOW + 60_000 });
    expect(result.current.text).toBe('00:00:59');
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('an idle countdown', () => {
  it('renders only when its text changes: once a minute from a day up', () => {
    let renders = 0;
    // 2 days, 5 h and 90.5 s: the text ('2d 05h 01m') changes after 31.5 s, then every minute.
    const { result } = renderHook(() => {
      renders++;
      return useCountdown(NOW + 2 * 86_400_000 + 5 * 3_600_000 + 90_500);
    });
    expect(result.current.text).toBe('2d 05h 01m');
    const settled = renders;
    act(() => vi.advanceTimersByTime(31_000));
    expect(renders).toBe(settled);
    expect(result.current.text).toBe('2d 05h 01m');
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.text).toBe('2d 05h 00m');
    expect(renders).toBe(settled + 1);
    act(() => vi.advanceTimersByTime(59_999));
    expect(renders).toBe(settled + 1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.text).toBe('2d 04h 59m');
    expect(renders).toBe(settled + 2);
  });

  it('sleeps while the tab is hidden and catches up when it is shown', () => {
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(false);
    try {
      const { result } = renderHook(() => useCountdown(NOW + 10_000));
      act(() => vi.advanceTimersByTime(1000));
      expect(result.current.text).toBe('00:00:09');
      hidden.mockReturnValue(true);
      act(() => vi.advanceTimersByTime(1000)); // the tick that finds the tab hidden sets no timer
      expect(vi.getTimerCount()).toBe(0);
      act(() => vi.advanceTimersByTime(5000));
      expect(result.current.text).toBe('00:00:08');
      hidden.mockReturnValue(false);
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      expect(result.current.text).toBe('00:00:03');
      expect(vi.getTimerCount()).toBe(1);
    } finally {
      hidden.mockRestore();
    }
  });
});

describe('toEpochMs', () => {
  it('reads numbers, ISO strings and Dates', () => {
    expect(toEpochMs(5)).toBe(5);
    expect(toEpochMs('2025-01-01T00:00:00Z')).toBe(NOW);
    expect(toEpochMs(new Date(NOW))).toBe(NOW);
    expect(toEpochMs('nope')).toBeNull();
    expect(toEpochMs(undefined)).toBeNull();
  });
});
