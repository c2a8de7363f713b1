import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TIMER_MS, type PushMessage } from '@casino/contracts';
import { createManualClock, systemClock } from '@casino/core';
import { nextUtcMidnight, startDayRolloverJob } from './day-rollover.ts';

const DAY = 86_400_000;
const MIDNIGHT = Date.UTC(2025, 2, 10);

describe('nextUtcMidnight', () => {
  it('is the next midnight, and a full day later when called exactly at midnight', () => {
    expect(nextUtcMidnight(MIDNIGHT - 1)).toBe(MIDNIGHT);
    expect(nextUtcMidnight(MIDNIGHT)).toBe(MIDNIGHT + DAY);
    expect(nextUtcMidnight(MIDNIGHT + 12 * 3_600_000)).toBe(MIDNIGHT + DAY);
  });
});

describe('day rollover job', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('emits activity/day_24h at each UTC midnight and re-arms itself', () => {
    vi.setSystemTime(MIDNIGHT - 1000);
    const sent: PushMessage[] = [];
    const job = startDayRolloverJob({ clock: systemClock, emit: (m) => sent.push(m) });
    expect(job.nextRunAt().getTime()).toBe(MIDNIGHT);

    vi.advanceTimersByTime(999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([{ type: 'activity', action: 'day_24h' }]);
    expect(job.nextRunAt().getTime()).toBe(MIDNIGHT + DAY);

    vi.advanceTimersByTime(DAY - 1);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(5 * DAY);
    expect(sent).toHaveLength(7);
    job.stop();
  });

  it('stop() clears the timer', () => {
    vi.setSystemTime(MIDNIGHT - 1000);
    const emit = vi.fn();
    const job = startDayRolloverJob({ clock: systemClock, emit });
    job.stop();
    vi.advanceTimersByTime(3 * DAY);
    expect(emit).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never arms a timer longer than the cap, and capped wake-ups do not emit', () => {
    vi.setSystemTime(MIDNIGHT - 10_000);
    const emit = vi.fn();
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const job = startDayRolloverJob({ clock: systemClock, emit, maxTimerMs: 3000 });
    vi.advanceTimersByTime(9999);
    expect(emit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(emit).toHaveBeenCalledTimes(1);
    const delays = setTimeoutSpy.mock.calls.map((call) => call[1]);
    expect(Math.max(...(delays as number[]))).toBe(3000);
    job.stop();
    setTimeoutSpy.mockRestore();
  });

  it('caps at 2^31-1 ms even when asked for more', () => {
    // A clock stuck far in the past makes the target look further away than setTimeout allows (a clock that
    // is not movable: a moved one re-targets at the move).
    let nowMs = MIDNIGHT - 1000;
    const clock = { now: () => new Date(nowMs) };
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const job = startDayRolloverJob({ clock, emit: vi.fn(), maxTimerMs: Number.MAX_SAFE_INTEGER });
    nowMs = MIDNIGHT - 40 * DAY;
    vi.advanceTimersByTime(1000);
    expect(setTimeoutSpy.mock.calls.at(-1)?.[1]).toBe(MAX_TIMER_MS);
    job.stop();
    setTimeoutSpy.mockRestore();
  });

  it('does not emit when the timer fires early, and emits once when it fires late', () => {
    const clock = createManualClock(new Date(MIDNIGHT - 1000));
    const emit = vi.fn();
    const job = startDayRolloverJob({ clock, emit });
    clock.set(new Date(MIDNIGHT - 5)); // the timer fires slightly before the clock reaches midnight
    vi.advanceTimersByTime(1000);
    expect(emit).not.toHaveBeenCalled();
    clock.set(new Date(MIDNIGHT + 3 * DAY + 7)); // e.g. the host slept for days
    vi.advanceTimersByTime(5);
    expect(emit).toHaveBeenCalledTimes(1);
    expect(job.nextRunAt().getTime()).toBe(MIDNIGHT + 4 * DAY);
    job.stop();
  });

  it('keeps running when emit throws', () => {
    vi.setSystemTime(MIDNIGHT - 1);
    const logger = { error: vi.fn() };
    const emit = vi.fn(() => {
      throw new Error('boom');
    });
    const job = startDayRolloverJob({ clock: systemClock, emit, logger });
    vi.advanceTimersByTime(1 + DAY);
    expect(emit).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenCalledTimes(2);
    job.stop();
  });

  it('wakes when the clock is moved: past midnight it emits before the move returns, once', () => {
    const clock = createManualClock(new Date(MIDNIGHT - 3_600_000));
    const emit = vi.fn();
    const job = startDayRolloverJob({ clock, emit });
    clock.advance(3_600_000 - 1);
    expect(emit).not.toHaveBeenCalled();
    clock.advance(1);
    expect(emit).toHaveBeenCalledTimes(1);
    expect(job.nextRunAt().getTime()).toBe(MIDNIGHT + DAY);
    // Moved back a week: the next midnight is the one after the new now.
    clock.set(new Date(MIDNIGHT - 7 * DAY + 1));
    expect(job.nextRunAt().getTime()).toBe(MIDNIGHT - 6 * DAY);
    job.stop();
    clock.advance(30 * DAY);
    expect(emit).toHaveBeenCalledTimes(1);
  });
});
