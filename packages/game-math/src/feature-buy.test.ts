import { describe, expect, it } from 'vitest';
import { positionsOf } from './evaluate.ts';
import { DRAGON_VAULT } from './games/dragon-vault.ts';
import { JUNGLE_QUEST } from './games/jungle-quest.ts';
import { playRound } from './play-round.ts';
import { createSeededRandom } from './seeded-random.ts';

describe('buying the feature', () => {
  it('plays a round whose paid spin always starts the free spins, priced at bet × price', () => {
    const rng = createSeededRandom(7);
    const fs = DRAGON_VAULT.freeSpins!;
    for (let i = 0; i < 200; i++) {
      const bet = DRAGON_VAULT.betLevels[i % DRAGON_VAULT.betLevels.length]!;
      const outcome = playRound(DRAGON_VAULT, bet, rng, { buyFeature: true });
      const [base, ...free] = outcome.steps;
      expect(outcome.price).toBe(bet * DRAGON_VAULT.featureBuy!.price);
      expect(base!.kind).toBe('base');
      const scatters = positionsOf(base!.grid, fs.scatter).length;
      expect(base!.feature?.freeSpinsAwarded).toBe(fs.awards[scatters]);
      expect(free).toHaveLength(free.at(-1)!.feature!.freeSpinsTotal!);
      expect(free.every((step) => step.kind === 'free-spin')).toBe(true);
      expect(outcome.steps.reduce((sum, step) => sum + step.win, 0)).toBe(outcome.totalWin);
      expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
    }
  });

  it('leaves a paid spin unpriced and refuses to sell a feature the game does not have', () => {
    const rng = createSeededRandom(8);
    expect(playRound(DRAGON_VAULT, 20, rng).price).toBeUndefined();
    expect(() => playRound(JUNGLE_QUEST, 20, rng, { buyFeature: true })).toThrow(RangeError);
  });
});
