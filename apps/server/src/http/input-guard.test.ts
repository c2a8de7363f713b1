import { describe, expect, it } from 'vitest';
import { findNul } from './input-guard.ts';

describe('findNul', () => {
  it('finds a NUL in nested values and keys, as a field path', () => {
    expect(findNul({ a: { b: ['ok', 'x\u0000'] } })).toEqual(['a', 'b', '1']);
    expect(findNul({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(findNul('\u0000')).toEqual([]);
  });

  it('passes values without one', () => {
    expect(findNul({ a: 'fine', b: [1, null, { c: 'ü😀' }] })).toBeNull();
    expect(findNul(undefined)).toBeNull();
  });
});
