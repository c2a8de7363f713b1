import { describe, expect, it } from 'vitest';
import { STRIP_MS, stripOffset, stripSlices } from './reel-strips.ts';

const STRIP_LENGTH = 6;

describe('stripOffset', () => {
  const size = 100;
  const turn = STRIP_LENGTH * size;

  it('rolls one turn of the strip every STRIP_MS, downwards, and starts again', () => {
    expect(stripOffset(0, 0, size, STRIP_LENGTH)).toBe(0);
    expect(stripOffset(STRIP_MS / 2, 0, size, STRIP_LENGTH)).toBeCloseTo(turn / 2);
    expect(stripOffset(STRIP_MS, 0, size, STRIP_LENGTH)).toBeCloseTo(0);
    expect(stripOffset(STRIP_MS * 1.25, 0, size, STRIP_LENGTH)).toBeCloseTo(turn / 4);
  });

  it('starts a reel `phase` symbols ahead of another, whole turns dropped', () => {
    expect(stripOffset(0, 2, size, STRIP_LENGTH)).toBe(2 * size);
    expect(stripOffset(0, 2 + STRIP_LENGTH * 3, size, STRIP_LENGTH)).toBe(2 * size);
  });
});

describe('stripSlices', () => {
  it('copies one slice when the window fits before the strip wraps', () => {
    expect(stripSlices(0, 300, 600)).toEqual([{ from: 0, to: 0, height: 300 }]);
    expect(stripSlices(400, 150, 600)).toEqual([{ from: 200, to: 0, height: 150 }]);
  });

  it('wraps to the strip top for the rest of the window, covering it exactly', () => {
    const slices = stripSlices(100, 300, 600);
    expect(slices).toEqual([
      { from: 500, to: 0, height: 100 },
      { from: 0, to: 100, height: 200 },
    ]);
    expect(slices.reduce((sum, slice) => sum + slice.height, 0)).toBe(300);
  });

  it('covers a window taller than the strip by repeating it', () => {
    const slices = stripSlices(0, 1000, 600);
    expect(slices.map((slice) => slice.height)).toEqual([600, 400]);
    expect(slices[1]).toEqual({ from: 0, to: 600, height: 400 });
  });
});
