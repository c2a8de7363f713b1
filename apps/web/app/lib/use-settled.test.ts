// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_SETTLE_MS, useSettled } from './use-settled.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('useSettled', () => {
  it("is true at once for a player's tab", () => {
    const { result } = renderHook(() => useSettled(false));
    expect(result.current).toBe(true);
  });

  it("waits on a guest's landing until its first interaction, then the next idle moment", () => {
    const { result } = renderHook(() => useSettled(true));
    act(() => vi.advanceTimersByTime(GUEST_SETTLE_MS - 1_000));
    expect(result.current).toBe(false);
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });

  it("settles a guest's quiet tab after 5 s, and stays settled", () => {
    const { result, rerender } = renderHook(({ guest }) => useSettled(guest), {
      initialProps: { guest: true },
    });
    act(() => vi.advanceTimersByTime(GUEST_SETTLE_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ guest: true });
    expect(result.current).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is true at once for a guest who came with a query (a link a root answers)', () => {
    window.history.replaceState(null, '', '/?restoreToken=abc');
    const { result } = renderHook(() => useSettled(true));
    expect(result.current).toBe(true);
  });

  it('settles when the guest signs in', () => {
    const { result, rerender } = renderHook(({ guest }) => useSettled(guest), {
      initialProps: { guest: true },
    });
    expect(result.current).toBe(false);
    rerender({ guest: false });
    expect(result.current).toBe(true);
  });
});
