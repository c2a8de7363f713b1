import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { listFreeSpins, systemClock, tables } from '@casino/core';
import { createPlayer } from '@casino/core/testing';
import { setupOpsDataDir } from '../testing/ops-cli.ts';
import { main } from './ops.ts';

describe('npm run ops -- free-spins:grant', () => {
  const { env, open, openSeeded } = setupOpsDataDir('free-spins');

  it('grants free spins to a player in the embedded database, and explains bad input', async () => {
    let database = await openSeeded();
    const { player, email } = await createPlayer(database.db);
    const [game] = await database.db
      .select()
      .from(tables.games)
      .where(eq(tables.games.engineId, 'jungle-quest'))
      .limit(1);
    await database.close();

    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main(['free-spins:grant', email, game!.slug, '10', '20', '3600'], env)).toBe(0);
    expect(log.mock.calls.flat().join('\n')).toContain('freeSpinId');
    database = open();
    expect(await listFreeSpins(database.db, { playerId: player.id, now: systemClock.now() })).toEqual([
      expect.objectContaining({ gameId: game!.slug, freeSpinCount: 10, freeSpinsBetLevel: 20 }),
    ]);
    await database.close();

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['free-spins:grant', email, game!.slug, 'ten'], env)).toBe(2);
    expect(await main(['free-spins:grant', email, game!.slug, '10', '7', '3600'], env)).toBe(1);
    expect(error.mock.calls.flat().join('\n')).toContain('need one of its bets');
  }, 90_000);
});
