import { describe, expect, it, vi } from 'vitest';
import { getRestrictedGameIds, tables } from '@casino/core';
import { createPlayer } from '@casino/core/testing';
import { setupOpsDataDir } from '../testing/ops-cli.ts';
import { main } from './ops.ts';

describe('npm run ops -- games:restrict / games:unrestrict', () => {
  const { env, open, openSeeded } = setupOpsDataDir('games');

  it('restricts and lifts a game for one player in the embedded database', async () => {
    let database = await openSeeded();
    const { player, email } = await createPlayer(database.db);
    const [game] = await database.db.select().from(tables.games).limit(1);
    await database.close();

    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main(['games:restrict', email, game!.slug], env)).toBe(0);
    expect(log.mock.calls.flat().join('\n')).toContain('playerRestrictionIdsHash');
    database = open();
    expect(await getRestrictedGameIds(database.db, player.id)).toEqual([game!.id]);
    await database.close();

    expect(await main(['games:unrestrict', email, game!.slug], env)).toBe(0);
    database = open();
    expect(await getRestrictedGameIds(database.db, player.id)).toEqual([]);
    await database.close();

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['games:restrict', email], env)).toBe(2);
    expect(await main(['games:restrict', 'nobody@example.test', game!.slug], env)).toBe(1);
    expect(error.mock.calls.flat().join('\n')).toContain('No player with the email');
  }, 90_000);
});
