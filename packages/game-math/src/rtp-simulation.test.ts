import { describe, expect, it } from 'vitest';
import { GAME_DEFINITIONS } from './games/index.ts';
import { createSeededRandom } from './seeded-random.ts';
import { estimateRtp, simulateRounds } from './simulate.ts';
import { theoreticalRtp } from './theoretical-rtp.ts';

const ROUNDS = 1_000_000;

describe('simulated RTP', () => {
  it.each(GAME_DEFINITIONS.map((game, i) => [game.id, game, i] as const))(
    '%s: a million rounds land inside the 99% confidence interval of the exact RTP',
    { timeout: 60_000 },
    (_id, game, i) => {
      const estimate = estimateRtp(simulateRounds(game, ROUNDS, createSeededRandom(20_261_121 + i)));
      expect(estimate.rounds).toBe(ROUNDS);
      expect(estimate.sd).toBeGreaterThan(0);
      expect(Math.abs(estimate.rtp - theoreticalRtp(game))).toBeLessThanOrEqual(estimate.halfWidth99);
    },
  );
});
