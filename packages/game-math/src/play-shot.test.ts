import { describe, expect, it } from 'vitest';
import { OCEAN_HUNTER } from './games/ocean-hunter.ts';
import { playShot } from './play-shot.ts';
import type { RandomSource } from './types.ts';

/** Answers the draws in order. */
const draws = (...values: number[]): RandomSource => ({ int: () => values.shift()! });

describe('playShot', () => {
  it('pays the multiplier × the bet on a catch and nothing on a miss', () => {
    // Clownfish: caught when the draw out of 40 is below 19.
    expect(playShot(OCEAN_HUNTER, 50, 'clownfish', draws(18))).toEqual({
      gameId: 'ocean-hunter',
      bet: 50,
      totalWin: 100,
      steps: [{ kind: 'shot', target: 'clownfish', hit: true, multiplier: 2, win: 100 }],
    });
    expect(playShot(OCEAN_HUNTER, 50, 'clownfish', draws(19)).steps[0]).toEqual({
      kind: 'shot',
      target: 'clownfish',
      hit: false,
      multiplier: 0,
      win: 0,
    });
  });

  it("draws the boss's multiplier by weight on a catch", () => {
    // Weights 50/30/15/5 out of 100: a pick of 95 lands on the last, 1,000×.
    expect(playShot(OCEAN_HUNTER, 10, 'dragon', draws(0, 95)).totalWin).toBe(10_000);
    expect(playShot(OCEAN_HUNTER, 10, 'dragon', draws(0, 49)).totalWin).toBe(1_000);
  });

  it('refuses a bet that is not a level and a fish the game does not have', () => {
    expect(() => playShot(OCEAN_HUNTER, 11, 'clownfish', draws(0))).toThrow(RangeError);
    expect(() => playShot(OCEAN_HUNTER, 10, 'mermaid', draws(0))).toThrow(RangeError);
  });
});
