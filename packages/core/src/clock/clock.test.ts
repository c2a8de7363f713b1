import { describe, expect, it } from 'vitest';
import { createManualClock, systemClock } from './clock.ts';

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
});
