import { describe, expect, it } from 'vitest';
import { createManualClock, createOffsetClock, onClockMove, systemClock } from './clock.ts';

describe('clock', () => {
  it('a manual clock stands still until moved', () => {
    const clock = createManualClock('2026-03-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-03-01T00:00:00.000Z');
    clock.advance(90_000);
    expect(clock.now().toISOString()).toBe('2026-03-01T00:01:30.000Z');
    clock.set('2027-01-01T00:00:00Z');
    expect(clock.now().getUTCFullYear()).toBe(2027);
  });

  it('the system clock follows the real time', () => {
    expect(Math.abs(systemClock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('an offset clock runs with its base and keeps its offset when moved', () => {
    const base = createManualClock('2026-03-01T00:00:00Z');
    const clock = createOffsetClock(base);
    expect(clock.now().toISOString()).toBe('2026-03-01T00:00:00.000Z');
    clock.advance(86_400_000);
    base.advance(1000);
    expect(clock.now().toISOString()).toBe('2026-03-02T00:00:01.000Z');
    clock.set('2026-03-01T00:00:00Z');
    base.advance(1000);
    expect(clock.now().toISOString()).toBe('2026-03-01T00:00:01.000Z');
  });

  it('tells its listeners of every move until they stop listening; the system clock never moves', () => {
    const clock = createManualClock();
    const moves: string[] = [];
    const stop = onClockMove(clock, () => moves.push(clock.now().toISOString()));
    clock.advance(1000);
    clock.set('2027-01-01T00:00:00Z');
    stop();
    clock.advance(1000);
    expect(moves).toEqual(['2026-01-01T12:00:01.000Z', '2027-01-01T00:00:00.000Z']);
    expect(onClockMove(systemClock, () => {})).toBeTypeOf('function');
  });
});
