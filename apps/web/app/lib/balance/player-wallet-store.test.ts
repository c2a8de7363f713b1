import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerWallet } from './player-wallet-store.ts';

describe('player wallet store', () => {
  afterEach(() => playerWallet.clear());

  it('is seeded by app init and follows balance pushes and mode changes, telling subscribers once per change', () => {
    const listener = vi.fn();
    const off = playerWallet.subscribe(listener);
    playerWallet.seed('ann', { tourPoints: 10, entries: 2, winnings: 0 }, 'TournamentPoints');
    playerWallet.setBalance({ tourPoints: 15, entries: 2, winnings: 0 });
    playerWallet.setBalance({ tourPoints: 15, entries: 2, winnings: 0 });
    playerWallet.setGameMode('SweepStakes');
    playerWallet.setGameMode('SweepStakes');
    off();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(playerWallet.get()).toEqual({
      owner: 'ann',
      balance: { tourPoints: 15, entries: 2, winnings: 0 },
      gameMode: 'SweepStakes',
      // No round of a game is being presented, so the header shows the balance as it is.
      held: null,
    });
    // A new player's page data replaces everything.
    playerWallet.seed('bob', { tourPoints: 1, entries: 0, winnings: 0 }, 'TournamentPoints');
    expect(playerWallet.get()).toMatchObject({ owner: 'bob', gameMode: 'TournamentPoints' });
  });
});
