import { describe, expect, it } from 'vitest';
import { GOLDEN_LINK, JUNGLE_QUEST, createSeededRandom, playRound } from '@casino/game-math';
import type { RoundOutcome } from '@casino/game-math';
import {
  ALREADY_SPINNING,
  affordableBet,
  balanceAfterFrame,
  createSpinGuard,
  nextSpin,
  replayFrames,
  startsFeature,
  stepBet,
} from './frame-state.ts';

const LEVELS = [20, 40, 100, 200];

/** The first seeded round of a game that matches, so tests replay real server outcomes. */
function findRound(game: typeof JUNGLE_QUEST, match: (outcome: RoundOutcome) => boolean): RoundOutcome {
  const rng = createSeededRandom(5);
  for (let i = 0; i < 100_000; i++) {
    const outcome = playRound(game, game.betLevels[0]!, rng);
    if (match(outcome)) return outcome;
  }
  throw new Error('no such round');
}

describe('stepBet', () => {
  it('moves one level up or down and stops at the ends', () => {
    expect(stepBet(LEVELS, 40, 1)).toEqual({ bet: 100, atMax: false });
    expect(stepBet(LEVELS, 40, -1)).toEqual({ bet: 20, atMax: false });
    expect(stepBet(LEVELS, 20, -1)).toEqual({ bet: 20, atMax: false });
  });

  it('reports the top level when + is pressed there', () => {
    expect(stepBet(LEVELS, 100, 1)).toEqual({ bet: 200, atMax: false });
    expect(stepBet(LEVELS, 200, 1)).toEqual({ bet: 200, atMax: true });
  });

  it('treats an unknown bet as the lowest level', () => {
    expect(stepBet(LEVELS, 33, 1)).toEqual({ bet: 40, atMax: false });
  });
});

describe('affordableBet', () => {
  it('keeps the preferred bet when the balance covers it, else the highest that fits', () => {
    expect(affordableBet(LEVELS, 1000, 100)).toBe(100);
    expect(affordableBet(LEVELS, 150, 200)).toBe(100);
    expect(affordableBet(LEVELS, 5, 200)).toBe(20);
  });
});

describe('nextSpin', () => {
  it('plays a live grant at its bet level, staking nothing', () => {
    expect(nextSpin({ freeSpinId: 'g1', betLevel: 40 }, 200)).toEqual({
      body: { freeSpinId: 'g1' },
      bet: 40,
      stake: 0,
      free: true,
    });
  });

  it('is a paid spin at the chosen bet without one', () => {
    expect(nextSpin(null, 200)).toEqual({ body: { bet: 200 }, bet: 200, stake: 200, free: false });
  });
});

describe('replayFrames', () => {
  it('plays the paid spin, then every free spin in order, with running wins', () => {
    const outcome = findRound(JUNGLE_QUEST, (o) => o.steps.length > 1);
    const frames = replayFrames(outcome);
    expect(frames.map((f) => f.step)).toEqual(outcome.steps);
    expect(frames[0]!.announcement).toEqual({
      kind: 'free-spins',
      count: outcome.steps[0]!.feature!.freeSpinsAwarded,
    });
    let running = 0;
    for (const frame of frames) {
      running += frame.step.win;
      expect(frame.winSoFar).toBe(running);
      expect(frame.held.flat().every((held) => !held)).toBe(true);
    }
    expect(frames.at(-1)!.winSoFar).toBe(outcome.totalWin);
    expect(balanceAfterFrame(5000, outcome, frames.at(-1)!)).toBe(5000);
    expect(balanceAfterFrame(5000, outcome, frames[0]!)).toBe(5000 - outcome.totalWin + frames[0]!.winSoFar);
  });

  it('holds the coins locked before each respin and shows the coins of each step', () => {
    const outcome = findRound(GOLDEN_LINK, (o) => o.steps.length > 2);
    const frames = replayFrames(outcome);
    expect(frames[0]!.announcement).toEqual({ kind: 'hold-and-link', respins: 3 });
    for (let i = 1; i < frames.length; i++) {
      const lockedBefore = outcome.steps[i - 1]!.feature!.lockedCoins!;
      expect(frames[i]!.held.flat().filter(Boolean)).toHaveLength(lockedBefore.length);
      for (const coin of lockedBefore) expect(frames[i]!.held[coin.reel]![coin.row]).toBe(true);
      expect(frames[i]!.coins.size).toBe(outcome.steps[i]!.coins!.length);
    }
  });
});

describe('startsFeature', () => {
  it('is true for a round with free spins or respins, false for a lone paid spin', () => {
    expect(startsFeature(findRound(JUNGLE_QUEST, (o) => o.steps.length > 1))).toBe(true);
    expect(startsFeature(findRound(GOLDEN_LINK, (o) => o.steps.length > 1))).toBe(true);
    expect(startsFeature(findRound(JUNGLE_QUEST, (o) => o.steps.length === 1 && o.totalWin > 0))).toBe(false);
  });
});

describe('createSpinGuard', () => {
  it("rejects a second spin while one runs with 'Already spinning', then allows the next", async () => {
    const guard = createSpinGuard();
    let release!: () => void;
    const first = guard.run(() => new Promise<string>((resolve) => (release = () => resolve('done'))));
    expect(guard.busy).toBe(true);
    await expect(guard.run(async () => 'second')).rejects.toThrow(ALREADY_SPINNING);
    release();
    await expect(first).resolves.toBe('done');
    expect(guard.busy).toBe(false);
    await expect(guard.run(async () => 'third')).resolves.toBe('third');
  });

  it('frees itself when a spin fails', async () => {
    const guard = createSpinGuard();
    await expect(guard.run(() => Promise.reject(new Error('402')))).rejects.toThrow('402');
    expect(guard.busy).toBe(false);
  });
});
