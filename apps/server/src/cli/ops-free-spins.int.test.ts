import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { listFreeSpins, openPglite, seedDatabase, systemClock, tables } from '@casino/core';
import { createPlayer } from '@casino/core/testing';
import { main } from './ops.ts';

describe('npm run ops -- free-spins:grant', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-ops-free-spins-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  afterEach(() => vi.restoreAllMocks());
  // A port nothing listens on: no server holds the embedded database.
  const env = {
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    PORT: '9',
    LOG_LEVEL: 'silent',
  };

  it('grants free spins to a player in the embedded database, and explains bad input', async () => {
    const open = () => openPglite({ dataDir: join(dataDir, 'pglite') });
    let database = open();
    await database.migrate();
    await seedDatabase(database.db);
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
