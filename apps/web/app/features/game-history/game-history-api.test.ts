import { describe, expect, it } from 'vitest';
import { formatRoundAmount, replayPath, verifierPath } from './game-history-api.ts';

describe('round amounts', () => {
  it('shows coins whole and entries from hundredths with cents, in the player language', () => {
    expect(formatRoundAmount({ currency: 'COIN' }, 12_500, 'en')).toBe('12,500');
    expect(formatRoundAmount({ currency: 'ENTRY' }, 250, 'en')).toBe('2.50');
    expect(formatRoundAmount({ currency: 'ENTRY' }, 123_405, 'es')).toBe('1.234,05');
  });
});

describe('replayPath', () => {
  it('opens the frame in replay mode for a round of our own games, in the page language', () => {
    const round = { id: 'r-1', outcome: { gameId: 'golden-link', steps: [] } };
    expect(replayPath(round, 'en')).toBe('/game-frame/golden-link/?replay=r-1');
    expect(replayPath(round, 'es')).toBe('/es/game-frame/golden-link/?replay=r-1');
  });

  it('offers nothing for a provider round without steps', () => {
    expect(replayPath({ id: 'r-2', outcome: { spin: 3 } }, 'en')).toBeNull();
    expect(replayPath({ id: 'r-3', outcome: null }, 'en')).toBeNull();
  });
});

describe('verifierPath', () => {
  const seeds = { serverSeedHash: 'a'.repeat(64), clientSeed: 'my seed', nonce: 7 };
  it('fills the verifier in with a revealed round: seeds, nonce, bet, bought feature or fish, and its win', () => {
    const bought = verifierPath({
      win: 40,
      outcome: { gameId: 'jungle-quest', bet: 20, price: 2000, steps: [{}] },
      fairness: { ...seeds, serverSeed: 'b'.repeat(64) },
    });
    expect(bought).toBe(
      `/provably-fair/?engine=jungle-quest&serverSeed=${'b'.repeat(64)}&clientSeed=my+seed&nonce=7&bet=20&win=40&buy=1`,
    );
    const shot = new URL(
      verifierPath({
        win: 0,
        outcome: { gameId: 'ocean-hunter', bet: 10, steps: [{ target: 'shark' }] },
        fairness: { ...seeds, serverSeed: 'b'.repeat(64) },
      })!,
      'http://x',
    ).searchParams;
    expect([shot.get('target'), shot.get('buy')]).toEqual(['shark', null]);
  });

  it('offers nothing before the seed is revealed, nor for a round without seeds', () => {
    const outcome = { gameId: 'triple-sevens', bet: 5, steps: [] };
    expect(verifierPath({ win: 0, outcome, fairness: { ...seeds, serverSeed: null } })).toBeNull();
    expect(verifierPath({ win: 0, outcome, fairness: null })).toBeNull();
  });
});
