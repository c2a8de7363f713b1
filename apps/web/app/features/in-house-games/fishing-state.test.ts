import { describe, expect, it } from 'vitest';
import { OCEAN_HUNTER, createSeededRandom, playShot } from '@casino/game-math';
import { balanceWhileShooting, pondLayout, prizeRange, shotView, type FishInfo } from './fishing-state.ts';

const FISH: FishInfo[] = OCEAN_HUNTER.fish.map((fish) => ({
  id: fish.id,
  multipliers: fish.multipliers.map((entry) => entry.multiplier),
}));

describe('pondLayout', () => {
  const pond = pondLayout(FISH);

  it('puts two of every kind and one boss in the water, each in a lane of its own', () => {
    expect(pond).toHaveLength(2 * (FISH.length - 1) + 1);
    expect(pond.filter((fish) => fish.kind === 'dragon')).toHaveLength(1);
    expect(new Set(pond.map((fish) => fish.key)).size).toBe(pond.length);
    expect(new Set(pond.map((fish) => fish.top)).size).toBe(pond.length);
    for (const fish of pond) {
      expect(fish.top).toBeGreaterThanOrEqual(0);
      expect(fish.top).toBeLessThanOrEqual(90);
      expect(fish.delayMs).toBeLessThanOrEqual(0);
      expect(-fish.delayMs).toBeLessThan(fish.durationMs);
    }
  });

  it('is the same on every render, and bigger prizes swim slower and larger', () => {
    expect(pondLayout(FISH)).toEqual(pond);
    const first = (kind: string) => pond.find((fish) => fish.kind === kind)!;
    expect(first('whale').durationMs).toBeGreaterThan(first('clownfish').durationMs);
    expect(first('dragon').scale).toBeGreaterThan(first('shark').scale);
  });
});

describe('prizeRange', () => {
  it('is one multiplier for an ordinary fish and a range for the boss', () => {
    expect(prizeRange(FISH[0]!)).toEqual({ min: 2, max: 2 });
    expect(prizeRange(FISH.at(-1)!)).toEqual({ min: 100, max: 1000 });
  });
});

describe('shotView', () => {
  it("shows the server's shot as it is: caught or missed, and what it paid", () => {
    const rng = createSeededRandom(3);
    let hits = 0;
    for (let i = 0; i < 200; i++) {
      const outcome = playShot(OCEAN_HUNTER, 10, 'clownfish', rng);
      const view = shotView(outcome);
      expect(view.target).toBe('clownfish');
      expect(view.win).toBe(outcome.totalWin);
      expect(view.win).toBe(view.hit ? 20 : 0);
      if (view.hit) hits++;
    }
    expect(hits).toBeGreaterThan(0);
    expect(hits).toBeLessThan(200);
  });

  it('takes the bet from the balance while the shot is in the water', () => {
    expect(balanceWhileShooting(1_000, 20)).toBe(980);
  });
});
