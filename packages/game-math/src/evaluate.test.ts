import { describe, expect, it } from 'vitest';
import { evaluateLine, lineWins } from './evaluate.ts';
import { JUNGLE_QUEST } from './games/jungle-quest.ts';
import { TRIPLE_SEVENS } from './games/triple-sevens.ts';
import type { SymbolId } from './types.ts';

const { paytable, wild } = JUNGLE_QUEST;
/** A line of Jungle Quest, its symbols from the left. */
const line = (...symbols: SymbolId[]) => evaluateLine(symbols, paytable, wild);

describe('evaluateLine', () => {
  it('pays the first symbol with wilds substituting before and after it', () => {
    expect(line('wild', 'tiger', 'wild', 'tiger', 'ten')).toEqual({ symbol: 'tiger', count: 4, pay: 150 });
    expect(line('ten', 'wild', 'ten', 'king', 'ten')).toEqual({ symbol: 'ten', count: 3, pay: 5 });
  });

  it('pays nothing below three of a kind or when the run breaks', () => {
    expect(line('tiger', 'tiger', 'ten', 'tiger', 'tiger')).toBeNull();
    expect(line('ten', 'jack', 'ten', 'ten', 'ten')).toBeNull();
  });

  it('pays the higher of the wilds alone and the substituted symbol', () => {
    // Three wilds (50) beat four tens (15)…
    expect(line('wild', 'wild', 'wild', 'ten', 'queen')).toEqual({ symbol: 'wild', count: 3, pay: 50 });
    // …but five tigers (750) beat three wilds (50).
    expect(line('wild', 'wild', 'wild', 'tiger', 'tiger')).toEqual({ symbol: 'tiger', count: 5, pay: 750 });
    expect(line('wild', 'wild', 'wild', 'wild', 'wild')?.pay).toBe(1000);
  });

  it('does not substitute the scatter, which breaks the line', () => {
    expect(line('wild', 'wild', 'scatter', 'ten', 'ten')).toBeNull();
    expect(line('scatter', 'wild', 'wild', 'wild', 'wild')).toBeNull();
  });

  it('pays cherries from two on the classic game', () => {
    expect(evaluateLine(['cherry', 'wild', 'lemon'], TRIPLE_SEVENS.paytable, 'wild')).toEqual({
      symbol: 'cherry',
      count: 2,
      pay: 2,
    });
  });
});

describe('lineWins', () => {
  it('reports the line index, the positions from the left and the amount in line bets', () => {
    // Middle row sevens; the top-left to bottom-right diagonal reads seven, seven, wild.
    const grid = [
      ['seven', 'seven', 'bar'],
      ['plum', 'seven', 'lemon'],
      ['bell', 'seven', 'wild'],
    ];
    const wins = lineWins(TRIPLE_SEVENS, grid, 2, 1);
    expect(wins).toEqual([
      {
        kind: 'line',
        line: 0,
        symbol: 'seven',
        count: 3,
        positions: [
          [0, 1],
          [1, 1],
          [2, 1],
        ],
        amount: 200,
      },
      {
        kind: 'line',
        line: 3,
        symbol: 'seven',
        count: 3,
        positions: [
          [0, 0],
          [1, 1],
          [2, 2],
        ],
        amount: 200,
      },
    ]);
  });
});
