import { describe, expect, it } from 'vitest';
import { GAME_DEFINITIONS, getEngineDefinition, getGameDefinition } from './games/index.ts';
import { OCEAN_HUNTER } from './games/ocean-hunter.ts';
import { GOLDEN_LINK } from './games/golden-link.ts';
import { JUNGLE_QUEST } from './games/jungle-quest.ts';
import { playRound } from './play-round.ts';
import { createSeededRandom } from './seeded-random.ts';
import type { GameDefinition, RandomSource } from './types.ts';

/** Answers each draw from the queue for its bound, so a test can script every kind of draw separately. */
function scripted(byBound: Record<number, number[]>): RandomSource {
  return {
    int(max) {
      const queue = byBound[max];
      if (!queue) throw new Error(`unexpected draw with bound ${max}`);
      const value = queue.length > 1 ? queue.shift()! : queue[0]!; // the last value repeats
      if (value >= max) throw new Error(`scripted ${value} out of range ${max}`);
      return value;
    },
  };
}

describe('playRound', () => {
  it('rejects a bet that is not a bet level', () => {
    for (const game of GAME_DEFINITIONS) {
      const rng = createSeededRandom(1);
      expect(() => playRound(game, game.betLevels[0]! + 1, rng)).toThrow(RangeError);
      expect(() => playRound(game, 0, rng)).toThrow(RangeError);
      expect(() => playRound(game, -game.betLevels[0]!, rng)).toThrow(RangeError);
    }
  });

  it('returns integer, JSON-serialisable outcomes whose totals add up', { timeout: 30_000 }, () => {
    for (const game of GAME_DEFINITIONS) {
      const rng = createSeededRandom(99);
      for (let i = 0; i < 1000; i++) {
        const bet = game.betLevels[i % game.betLevels.length]!;
        const outcome = playRound(game, bet, rng);
        expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
        expect(outcome.steps[0]!.kind).toBe('base');
        let total = 0;
        for (const step of outcome.steps) {
          expect(step.grid).toHaveLength(game.reels);
          for (const column of step.grid) expect(column).toHaveLength(game.rows);
          expect(step.win).toBe(step.wins.reduce((sum, win) => sum + win.amount, 0));
          for (const win of step.wins) expect(Number.isSafeInteger(win.amount)).toBe(true);
          total += step.win;
        }
        expect(outcome.totalWin).toBe(total);
      }
    }
  });

  it('finds games by id', () => {
    expect(GAME_DEFINITIONS.map((game) => game.id)).toEqual([
      'triple-sevens',
      'jungle-quest',
      'golden-link',
      'dragon-vault',
    ]);
    expect(getGameDefinition('jungle-quest')).toBe(JUNGLE_QUEST);
    expect(getGameDefinition('nope')).toBeUndefined();
    // A fishing game is an engine, not a slot.
    expect(getGameDefinition('ocean-hunter')).toBeUndefined();
    expect(getEngineDefinition('ocean-hunter')).toBe(OCEAN_HUNTER);
  });
});

describe('free spins', () => {
  // Every window shows exactly one scatter per reel: 5 scatters on every spin.
  const strip = ['scatter', 'ten', 'jack', 'queen', 'king', 'ace'];
  const game: GameDefinition = {
    ...JUNGLE_QUEST,
    reelStrips: [strip, strip, strip, strip, strip],
    freeSpins: { ...JUNGLE_QUEST.freeSpins!, reelStrips: [strip, strip, strip, strip, strip] },
  };

  it('counts scatters anywhere, pays them on the bet and awards free spins', () => {
    // Stops 0 and 4 show the scatter in the top and bottom rows; stop 1 shows none.
    const outcome = playRound(
      game,
      20,
      scripted({ 6: [0, 4, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] }),
    );
    const base = outcome.steps[0]!;
    const scatter = base.wins.find((win) => win.kind === 'scatter')!;
    expect(scatter).toMatchObject({ count: 3, amount: 2 * 20 });
    expect(scatter.positions).toEqual([
      [0, 0],
      [1, 2],
      [2, 0],
    ]);
    expect(base.feature).toEqual({ freeSpinsAwarded: 8, freeSpinsLeft: 8, freeSpinsTotal: 8, multiplier: 2 });
    expect(outcome.steps.slice(1).map((step) => step.kind)).toEqual(new Array(8).fill('free-spin'));
    expect(outcome.steps.slice(1).map((step) => step.feature!.freeSpinsLeft)).toEqual([
      7, 6, 5, 4, 3, 2, 1, 0,
    ]);
  });

  it('multiplies free-spin wins', () => {
    // Free spins at stop 1: the top row reads ten ×5 → 50 line bets, ×2.
    const outcome = playRound(game, 20, scripted({ 6: [0, 0, 0, 1, 1, 1, 1, 1, 1] }));
    const topLine = outcome.steps[1]!.wins.find((win) => win.line === 1)!;
    expect(topLine).toMatchObject({ symbol: 'ten', count: 5, amount: 50 * 1 * 2 });
  });

  it('retriggers and stops at the cap of free spins per round', () => {
    // Stop 0 everywhere: 5 scatters on every spin, each retriggering 20.
    const outcome = playRound(game, 20, scripted({ 6: [0] }));
    const free = outcome.steps.slice(1);
    expect(free).toHaveLength(50);
    expect(outcome.steps[0]!.feature!.freeSpinsAwarded).toBe(20);
    expect(free.map((step) => step.feature!.freeSpinsAwarded)).toEqual([20, 10, ...new Array(48).fill(0)]);
    expect(free.at(-1)!.feature).toMatchObject({ freeSpinsLeft: 0, freeSpinsTotal: 50 });
    // Scatter pays keep coming after the cap: 50 bets × 2 on every free spin.
    for (const step of free)
      expect(step.wins.find((win) => win.kind === 'scatter')!.amount).toBe(50 * 20 * 2);
  });
});

describe('hold and link', () => {
  // Stop 0 shows three coins, stop 3 three tens.
  const strip = ['coin', 'coin', 'coin', 'ten', 'ten', 'ten'];
  const game: GameDefinition = { ...GOLDEN_LINK, reelStrips: [strip, strip, strip, strip, strip] };
  const weights = GOLDEN_LINK.holdAndLink!.coinValues.reduce((sum, coin) => sum + coin.weight, 0);

  it('does not start below six coins and pays no coins then', () => {
    const outcome = playRound(game, 20, scripted({ 6: [0, 3, 3, 3, 3], [weights]: [0] }));
    expect(outcome.steps).toHaveLength(1);
    expect(outcome.steps[0]!.coins).toHaveLength(3);
    expect(outcome.steps[0]!.feature).toBeUndefined();
    expect(outcome.totalWin).toBe(0);
  });

  it('locks coins and resets the respins whenever a new coin lands', () => {
    const outcome = playRound(
      game,
      20,
      // Two reels of coins (1× each); the first respin lands one coin (5× the bet), then none.
      scripted({
        6: [0, 0, 3, 3, 3],
        [weights]: [0, 0, 0, 0, 0, 0, 800],
        20: [0, ...new Array(40).fill(19)],
      }),
    );
    const [base, ...respins] = outcome.steps;
    expect(base!.feature).toMatchObject({ respinsLeft: 3 });
    expect(base!.feature!.lockedCoins).toHaveLength(6);
    expect(respins.map((step) => step.kind)).toEqual(['respin', 'respin', 'respin', 'respin']);
    expect(respins.map((step) => step.feature!.respinsLeft)).toEqual([3, 2, 1, 0]);
    expect(respins[0]!.grid[2]).toEqual(['coin', 'blank', 'blank']);
    expect(respins[0]!.coins!.at(-1)).toEqual({ reel: 2, row: 0, value: 5 * 20 });
    const pay = respins.at(-1)!.wins;
    expect(pay).toEqual([expect.objectContaining({ kind: 'coins', count: 7, amount: 6 * 20 + 5 * 20 })]);
    expect(outcome.totalWin).toBe(220);
  });

  it('pays the grand prize on top of the coins when all 15 cells fill', () => {
    const outcome = playRound(game, 40, scripted({ 6: [0, 0, 3, 3, 3], [weights]: [0], 20: [0] }));
    expect(outcome.steps).toHaveLength(2);
    const last = outcome.steps[1]!;
    expect(last.grid.flat().every((symbol) => symbol === 'coin')).toBe(true);
    expect(last.wins.map((win) => [win.kind, win.amount])).toEqual([
      ['coins', 15 * 40],
      ['grand', 500 * 40],
    ]);
    expect(outcome.totalWin).toBe(15 * 40 + 500 * 40);
  });
});
