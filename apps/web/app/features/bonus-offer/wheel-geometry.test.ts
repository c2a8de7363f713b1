import { describe, expect, it } from 'vitest';
import { easeOutQuart, landingRotation, sectorAtPointer, sectorPath } from './wheel-geometry.ts';

describe('wheel geometry', () => {
  it('puts sector 0 under the pointer at rest and walks backwards as the wheel turns clockwise', () => {
    expect(sectorAtPointer(0, 8)).toBe(0);
    expect(sectorAtPointer(1, 8)).toBe(7); // the last sector comes up from the left
    expect(sectorAtPointer(-1, 8)).toBe(0);
    expect(sectorAtPointer(46, 8)).toBe(6);
    expect(sectorAtPointer(720, 8)).toBe(0);
  });

  it('lands on every sector from any start, after at least the asked turns', () => {
    for (const count of [4, 8, 10, 12, 24])
      for (const from of [0, 17.5, 359.9, 1234.5])
        for (let index = 0; index < count; index++)
          for (const offset of [0, 0.5, 1]) {
            const to = landingRotation(from, index, count, { turns: 4, offset });
            expect(sectorAtPointer(to, count)).toBe(index);
            expect(to - from).toBeGreaterThanOrEqual(4 * 360);
            expect(to - from).toBeLessThan(5 * 360);
          }
  });

  it('stops in the middle of the sector by default', () => {
    // 8 sectors of 45°: sector 2's middle is at 112.5°, so the wheel turns to -112.5 ≡ 247.5.
    expect(landingRotation(0, 2, 8, { turns: 0 })).toBe(247.5);
  });

  it('eases out and ends exactly at 1', () => {
    expect(easeOutQuart(0)).toBe(0);
    expect(easeOutQuart(1)).toBe(1);
    expect(easeOutQuart(2)).toBe(1);
    expect(easeOutQuart(0.5)).toBeCloseTo(0.9375);
  });

  it('draws sector 0 from the top clockwise', () => {
    expect(sectorPath(0, 4, 100)).toBe('M0 0 L0.000 -100.000 A100 100 0 0 1 100.000 -0.000 Z');
  });
});
