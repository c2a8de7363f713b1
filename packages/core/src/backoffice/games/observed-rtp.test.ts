import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '@casino/game-math';
import { observedRtp, Z_95, type RoundSums } from './observed-rtp.ts';

const sumsOf = (rounds: ReadonlyArray<{ bet: number; win: number }>): RoundSums => ({
  rounds: rounds.length,
  sumBet: rounds.reduce((s, r) => s + r.bet, 0),
  sumWin: rounds.reduce((s, r) => s + r.win, 0),
  sumBetSquared: rounds.reduce((s, r) => s + r.bet * r.bet, 0),
  sumWinSquared: rounds.reduce((s, r) => s + r.win * r.win, 0),
  sumBetWin: rounds.reduce((s, r) => s + r.bet * r.win, 0),
});

describe('observedRtp', () => {
  it('is Σwin/Σbet with no interval below two rounds, and nothing without a paid round', () => {
    expect(observedRtp(sumsOf([]))).toEqual({ rtp: null, ciLow: null, ciHigh: null });
    expect(observedRtp(sumsOf([{ bet: 0, win: 5 }]))).toEqual({ rtp: null, ciLow: null, ciHigh: null });
    expect(observedRtp(sumsOf([{ bet: 10, win: 25 }]))).toEqual({ rtp: 2.5, ciLow: null, ciHigh: null });
  });

  it('with equal bets is the textbook mean ± 1.96·s/√n of the per-round returns', () => {
    const wins = [0, 0, 20, 5, 0, 0, 0, 40, 10, 0, 15, 0];
    const rounds = wins.map((win) => ({ bet: 10, win }));
    const returns = wins.map((w) => w / 10);
    const n = returns.length;
    const mean = returns.reduce((a, b) => a + b, 0) / n;
    const s = Math.sqrt(returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (n - 1));
    const result = observedRtp(sumsOf(rounds));
    expect(result.rtp).toBeCloseTo(90 / 120, 12);
    expect(result.ciHigh).toBeCloseTo(mean + (1.96 * s) / Math.sqrt(n), 12);
    expect(result.ciLow).toBeCloseTo(Math.max(0, mean - (1.96 * s) / Math.sqrt(n)), 12);
    // By hand: returns 0,0,2,.5,0,0,0,4,1,0,1.5,0 → mean .75, s² = (Σr² − n·mean²)/(n−1) = (23.5 − 6.75)/11.
    expect(result.ciHigh! - 0.75).toBeCloseTo((Z_95 * Math.sqrt(16.75 / 11)) / Math.sqrt(12), 12);
  });

  it('with different bets is centred on Σwin/Σbet, its width from the residuals win − R·bet', () => {
    const rounds = Array.from({ length: 10 }, () => [
      { bet: 1, win: 0 },
      { bet: 5, win: 10 },
      { bet: 2, win: 1 },
      { bet: 10, win: 0 },
      { bet: 1, win: 3 },
      { bet: 5, win: 4 },
    ]).flat();
    const n = rounds.length;
    const sumBet = 240;
    const rtp = 180 / sumBet;
    const meanBet = sumBet / n;
    const d = rounds.map((r) => (r.win - rtp * r.bet) / meanBet);
    expect(d.reduce((a, b) => a + b, 0)).toBeCloseTo(0, 12);
    const s = Math.sqrt(d.reduce((a, x) => a + x * x, 0) / (n - 1));
    const result = observedRtp(sumsOf(rounds));
    expect(result.rtp).toBeCloseTo(rtp, 12);
    expect(result.ciHigh! - rtp).toBeCloseTo((1.96 * s) / Math.sqrt(n), 12);
    expect(rtp - result.ciLow!).toBeCloseTo((1.96 * s) / Math.sqrt(n), 12);
  });

  it('has zero width when every round returned the same, and never a negative lower bound', () => {
    const flat = observedRtp(sumsOf(Array.from({ length: 50 }, () => ({ bet: 3, win: 6 }))));
    expect(flat).toEqual({ rtp: 2, ciLow: 2, ciHigh: 2 });
    const rare = observedRtp(
      sumsOf([...Array.from({ length: 9 }, () => ({ bet: 1, win: 0 })), { bet: 1, win: 50 }]),
    );
    expect(rare.rtp).toBe(5);
    expect(rare.ciLow).toBe(0);
    expect(rare.ciHigh).toBeGreaterThan(5);
  });

  it('covers the true RTP about 95 % of the time (seeded simulation, mixed bets)', () => {
    // Return per unit bet: 0 (70 %), 2 (20 %), 5.5 (10 %) → true RTP 0.95, independent of the bet.
    const rng = createSeededRandom(20_261_120);
    const bets = [1, 2, 5, 10];
    const batches = 400;
    let covered = 0;
    for (let b = 0; b < batches; b++) {
      const rounds = Array.from({ length: 500 }, () => {
        const bet = bets[rng.int(bets.length)]!;
        const u = rng.int(10);
        return { bet, win: bet * (u < 7 ? 0 : u < 9 ? 2 : 5.5) };
      });
      const { ciLow, ciHigh } = observedRtp(sumsOf(rounds));
      if (ciLow! <= 0.95 && 0.95 <= ciHigh!) covered++;
    }
    expect(covered / batches).toBeGreaterThan(0.92);
    expect(covered / batches).toBeLessThan(0.98);
  });
});
