import { describe, expect, it } from 'vitest';
import { autoplayStop, type AutoplaySettings } from './autoplay.ts';

const settings = (over: Partial<AutoplaySettings> = {}): AutoplaySettings => ({
  spins: 10,
  winAbove: null,
  onFeature: false,
  lossLimit: null,
  ...over,
});
const start = { played: 1, startBalance: 10_000 };
const quiet = { win: 0, feature: false, balance: 9_900 };

describe('autoplayStop', () => {
  it('runs until the number of spins is played', () => {
    expect(autoplayStop(settings(), start, quiet)).toBeNull();
    expect(autoplayStop(settings(), { ...start, played: 9 }, quiet)).toBeNull();
    expect(autoplayStop(settings(), { ...start, played: 10 }, quiet)).toBe('done');
  });

  it('stops on a feature only when asked', () => {
    const feature = { ...quiet, feature: true };
    expect(autoplayStop(settings(), start, feature)).toBeNull();
    expect(autoplayStop(settings({ onFeature: true }), start, feature)).toBe('feature');
    // The feature is the reason even on the last spin.
    expect(autoplayStop(settings({ onFeature: true }), { ...start, played: 10 }, feature)).toBe('feature');
  });

  it('stops on a win above the limit, not on one equal to it', () => {
    expect(autoplayStop(settings({ winAbove: 500 }), start, { ...quiet, win: 500 })).toBeNull();
    expect(autoplayStop(settings({ winAbove: 500 }), start, { ...quiet, win: 501 })).toBe('win');
  });

  it('stops once the balance is down by the loss limit since autoplay began', () => {
    expect(autoplayStop(settings({ lossLimit: 1_000 }), start, { ...quiet, balance: 9_001 })).toBeNull();
    expect(autoplayStop(settings({ lossLimit: 1_000 }), start, { ...quiet, balance: 9_000 })).toBe('loss');
    // Winning back above the start never counts as a loss.
    expect(autoplayStop(settings({ lossLimit: 1_000 }), start, { ...quiet, balance: 12_000 })).toBeNull();
  });
});
