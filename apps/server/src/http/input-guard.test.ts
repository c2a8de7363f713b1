import { describe, expect, it } from 'vitest';
import { findNul, jsonNestingExceeds, MAX_JSON_DEPTH } from './input-guard.ts';

describe('findNul', () => {
  it('finds a NUL in nested values and keys, as a field path', () => {
    expect(findNul({ a: { b: ['ok', 'x\u0000'] } })).toEqual(['a', 'b', '1']);
    expect(findNul({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(findNul('\u0000')).toEqual([]);
    expect(findNul([{ a: 'fine' }, { b: ['x', { c: '\u0000' }] }])).toEqual(['1', 'b', '1', 'c']);
  });

  it('passes values without one', () => {
    expect(findNul({ a: 'fine', b: [1, null, { c: 'ü😀' }] })).toBeNull();
    expect(findNul(undefined)).toBeNull();
  });

  it('walks a value 100,000 levels deep without overflowing the stack (the old recursive walk threw)', () => {
    let deep: unknown = '\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findNul(deep)).toHaveLength(100_000);
    let clean: unknown = 'fine';
    for (let level = 0; level < 100_000; level++) clean = { a: clean };
    expect(findNul(clean)).toBeNull();
  });
});

describe('jsonNestingExceeds', () => {
  it(`refuses text nested deeper than ${MAX_JSON_DEPTH} levels, in one pass over it`, () => {
    const nest = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect(jsonNestingExceeds(nest(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestingExceeds(nest(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestingExceeds('{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000))).toBe(true);
    expect(jsonNestingExceeds('['.repeat(1024 * 1024))).toBe(true);
  });

  it('counts no bracket inside a string, escaped quotes included', () => {
    expect(jsonNestingExceeds(JSON.stringify({ a: '['.repeat(1000) }))).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ a: '\\"[[[['.repeat(500), b: ['"{'] }))).toBe(false);
    expect(jsonNestingExceeds(`["\\\\"${'['.repeat(MAX_JSON_DEPTH)}`)).toBe(true);
  });

  it('passes wide but shallow text', () => {
    expect(jsonNestingExceeds(`[${'[1],'.repeat(100_000)}[]]`)).toBe(false);
    expect(jsonNestingExceeds('')).toBe(false);
  });
});
