import { describe, expect, it } from 'vitest';
import { SCRATCH_CARDS_DEFAULT_CONFIG } from '../scratch-cards/scratch-cards-feature.ts';
import { MAGIC_BOX_DEFAULT_CONFIG, MAGIC_ROULETTE_PRIZES } from './magic-box-feature.ts';

/** Σ weight·prize / Σ weight, entries in hundredths to stay whole: the values docs/engagement.md states. */
const expected = (table: readonly { weight: number; prize: { coins: number; entries: number } }[]) => {
  const total = table.reduce((sum, { weight }) => sum + weight, 0);
  const coins = table.reduce((sum, { weight, prize }) => sum + weight * prize.coins, 0);
  const hundredths = table.reduce(
    (sum, { weight, prize }) => sum + weight * Math.round(prize.entries * 100),
    0,
  );
  return { total, coins: coins / total, entries: hundredths / total / 100 };
};

describe('scratch card and mystery box odds (docs/engagement.md)', () => {
  it('match the documented expected values', () => {
    expect(expected(SCRATCH_CARDS_DEFAULT_CONFIG.prizes)).toEqual({
      total: 1000,
      coins: 1825,
      entries: 0.35,
    });
    expect(expected(MAGIC_BOX_DEFAULT_CONFIG.prizes)).toEqual({ total: 1000, coins: 3250, entries: 1.065 });
    expect(expected(MAGIC_ROULETTE_PRIZES)).toEqual({ total: 1000, coins: 7625, entries: 4.125 });
  });

  it('never exceed the spec max prize (500 entries and 275,000 coins)', () => {
    for (const { prize } of [...MAGIC_BOX_DEFAULT_CONFIG.prizes, ...MAGIC_ROULETTE_PRIZES]) {
      expect(prize.coins).toBeLessThanOrEqual(275_000);
      expect(prize.entries).toBeLessThanOrEqual(500);
    }
    expect(MAGIC_BOX_DEFAULT_CONFIG.prizes.at(-1)!.prize).toEqual({ coins: 275_000, entries: 500 });
  });
});
