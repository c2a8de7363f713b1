import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf, drawDropPoint, verifyDropPoint } from './drop-point.ts';

describe('jackpot drop point', () => {
  it('commits with SHA-256 of "point:salt", which anyone can recompute', () => {
    const expected = createHash('sha256').update('12345:abc').digest('hex');
    expect(commitmentOf(12345, 'abc')).toBe(expected);
    expect(verifyDropPoint({ dropPoint: 12345, salt: 'abc', commitment: expected })).toBe(true);
    expect(verifyDropPoint({ dropPoint: 12346, salt: 'abc', commitment: expected })).toBe(false);
  });

  it('draws over (seed, ceiling] with a fresh 128-bit salt, and the commitment matches', () => {
    const tier = { seedAmount: 100, ceiling: 103 };
    const seen = new Set<number>();
    const salts = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const drawn = drawDropPoint(tier);
      expect(drawn.dropPoint).toBeGreaterThan(100);
      expect(drawn.dropPoint).toBeLessThanOrEqual(103);
      expect(drawn.salt).toMatch(/^[0-9a-f]{32}$/);
      expect(verifyDropPoint(drawn)).toBe(true);
      seen.add(drawn.dropPoint);
      salts.add(drawn.salt);
    }
    // Every point of the range is reachable, the ceiling included (400 draws of 3 values: misses ~3e-70).
    expect([...seen].sort()).toEqual([101, 102, 103]);
    expect(salts.size).toBe(400);
  });

  it('uses the random source it is given, so the bounds it asks for are exact', () => {
    const asked: Array<[number, number]> = [];
    const drawn = drawDropPoint(
      { seedAmount: 25_000, ceiling: 50_000 },
      { int: (min, max) => (asked.push([min, max]), max - 1), salt: () => 'ff' },
    );
    expect(asked).toEqual([[25_001, 50_001]]);
    expect(drawn).toEqual({ dropPoint: 50_000, salt: 'ff', commitment: commitmentOf(50_000, 'ff') });
  });

  it('refuses a ceiling at or below the seed', () => {
    expect(() => drawDropPoint({ seedAmount: 10, ceiling: 10 })).toThrow(RangeError);
    expect(() => drawDropPoint({ seedAmount: 10, ceiling: 10.5 })).toThrow(RangeError);
  });
});
