import { describe, expect, it } from 'vitest';
import { COUNT_UP_FRAME_MS, figureAt } from './count-up.ts';

describe('figureAt', () => {
  const steps = [10, 40, 70, 90, 100];

  it('shows one figure per 30 fps frame, from the first', () => {
    expect(figureAt(steps, 0)).toBe(10);
    expect(figureAt(steps, COUNT_UP_FRAME_MS - 1)).toBe(10);
    expect(figureAt(steps, COUNT_UP_FRAME_MS)).toBe(40);
    expect(figureAt(steps, 3 * COUNT_UP_FRAME_MS + 1)).toBe(90);
  });

  it('skips the figures a late timer missed and ends on the last', () => {
    expect(figureAt(steps, 2.5 * COUNT_UP_FRAME_MS)).toBe(70);
    expect(figureAt(steps, 10_000)).toBe(100);
    expect(figureAt([250], 0)).toBe(250);
  });
});
