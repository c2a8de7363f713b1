import { describe, expect, it } from 'vitest';
import { DRAGON_VAULT } from './games/dragon-vault.ts';
import { ENGINE_DEFINITIONS } from './games/index.ts';
import { createSeededRandom } from './seeded-random.ts';
import { estimateRtp, simulateRounds } from './simulate.ts';
import { featureBuyBreakdown, theoreticalRtp } from './theoretical-rtp.ts';

const ROUNDS = 1_000_000;

describe('simulated RTP', () => {
  it.each(ENGINE_DEFINITIONS.map((game, i) => [game.id, game, i] as const))(
    '%s: a million rounds land inside the 99% confidence interval of the exact RTP',
    { timeout: 60_000 },
    (_id, game, i) => {
      const estimate = estimateRtp(simulateRounds(game, ROUNDS, createSeededRandom(20_261_121 + i)));
      expect(estimate.rounds).toBe(ROUNDS);
      expect(estimate.sd).toBeGreaterThan(0);
      expect(Math.abs(estimate.rtp - theoreticalRtp(game))).toBeLessThanOrEqual(estimate.halfWidth99);
    },
  );

  it(
    'dragon-vault bought rounds: 100,000 land inside the 99% interval of the exact buy RTP',
    { timeout: 180_000 },
    () => {
      const rng = createSeededRandom(20_261_202);
      const estimate = estimateRtp(simulateRounds(DRAGON_VAULT, 100_000, rng, { buyFeature: true }));
      expect(Math.abs(estimate.rtp - featureBuyBreakdown(DRAGON_VAULT).total)).toBeLessThanOrEqual(
        estimate.halfWidth99,
      );
    },
  );
});
