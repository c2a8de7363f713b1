import { describe, expect, it } from 'vitest';
import { GOLDEN_LINK, JUNGLE_QUEST, TRIPLE_SEVENS } from '@casino/game-math';
import { maxWinTimes, paysAtBet, scatterPaysAtBet } from './paytable.ts';

describe('paysAtBet', () => {
  it('scales line pays (in line bets) to the total bet, highest count first', () => {
    // Triple Sevens: 5 lines; a bet of 100 is a line bet of 20; three sevens pay 100 line bets.
    const rows = paysAtBet(TRIPLE_SEVENS, 100);
    expect(rows.find((r) => r.symbol === 'seven')!.pays).toEqual([{ count: 3, amount: 2_000 }]);
    expect(rows.find((r) => r.symbol === 'cherry')!.pays).toEqual([
      { count: 3, amount: 100 },
      { count: 2, amount: 40 },
    ]);
    // Jungle Quest: 20 lines; a bet of 200 is a line bet of 10.
    expect(paysAtBet(JUNGLE_QUEST, 200).find((r) => r.symbol === 'wild')!.pays).toEqual([
      { count: 5, amount: 10_000 },
      { count: 4, amount: 2_500 },
      { count: 3, amount: 500 },
    ]);
  });

  it('lists only paying symbols, in the paytable order', () => {
    expect(paysAtBet(GOLDEN_LINK, 20).map((r) => r.symbol)).toEqual(
      GOLDEN_LINK.symbols.filter((s) => s !== 'coin' && s !== 'blank'),
    );
  });
});

describe('scatterPaysAtBet', () => {
  it('pays in total bets with the free spins each count awards', () => {
    expect(scatterPaysAtBet(JUNGLE_QUEST, 100)).toEqual([
      { count: 5, amount: 5_000, spins: 20 },
      { count: 4, amount: 1_000, spins: 12 },
      { count: 3, amount: 200, spins: 8 },
    ]);
    expect(scatterPaysAtBet(TRIPLE_SEVENS, 100)).toEqual([]);
  });
});

describe('maxWinTimes', () => {
  it('is the bound docs/game-math.md states for each engine', () => {
    expect(maxWinTimes(TRIPLE_SEVENS)).toBe(250);
    expect(maxWinTimes(JUNGLE_QUEST)).toBe(106_050);
    expect(maxWinTimes(GOLDEN_LINK)).toBe(2_800);
  });
});
