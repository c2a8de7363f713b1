import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { getPlayerBalances, openPglite, setAuditKey, tables } from '@casino/core';
import { createPlayer, expectLedgerBalanced, TEST_AUDIT_HMAC_KEY } from '@casino/core/testing';
import { moveMoneyAsOperator, setupOpsDataDir } from '../testing/ops-cli.ts';
import { main } from './ops.ts';

describe('npm run ops -- backup / restore (the embedded database)', () => {
  const { dataDir, env, open, openSeeded } = setupOpsDataDir('backup');
  const file = join(dataDir, 'casino.backup.tar.gz');
  const quiet = () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    return { error: () => error.mock.calls.flat().join('\n'), log: () => log.mock.calls.flat().join('\n') };
  };

  it('backs up, and a restore brings back exactly that state with the ledger balanced', async () => {
    setAuditKey(TEST_AUDIT_HMAC_KEY);
    let database = await openSeeded();
    const { player, email } = await createPlayer(database.db);
    await moveMoneyAsOperator(database.db, email, 'backup before', [500, -120, 75]);
    const before = await getPlayerBalances(database.db, player.id);
    const transfers = await database.db.$count(tables.walletTransfers);
    await database.close();

    const out = quiet();
    expect(await main(['backup', file], env)).toBe(0);
    expect(out.log()).toContain(`to ${file}`);
    expect(existsSync(file)).toBe(true);

    // Money moves after the backup: the restore takes them back.
    database = open();
    await moveMoneyAsOperator(database.db, email, 'backup after', [1000, 2000]);
    expect(await getPlayerBalances(database.db, player.id)).not.toEqual(before);
    await database.close();

    expect(await main(['restore', file], env)).toBe(0);
    expect(out.log()).toMatch(/The database it replaced is kept in .*pglite\.before-restore-/);
    database = open();
    try {
      expect(await getPlayerBalances(database.db, player.id)).toEqual(before);
      expect(await database.db.$count(tables.walletTransfers)).toBe(transfers);
      await expectLedgerBalanced(database.db);
    } finally {
      await database.close();
    }
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite.before-restore-'))).toHaveLength(1);
  }, 300_000);

  it('refuses to restore (or back up) while a server holds the database, and changes nothing', async () => {
    const held = openPglite({ dataDir: join(dataDir, 'pglite'), serverUrl: 'http://127.0.0.1:4321' });
    try {
      const players = await held.db.$count(tables.players);
      for (const command of ['restore', 'backup']) {
        const out = quiet();
        expect(await main([command, file], env)).toBe(1);
        expect(out.error()).toContain(
          `is in use by a running server at http://127.0.0.1:4321 (pid ${process.pid}): stop it first, then run ${command} again.`,
        );
        vi.restoreAllMocks();
      }
      expect(await held.db.$count(tables.players)).toBe(players);
    } finally {
      await held.close();
    }
  }, 120_000);

  it('refuses a file that is not a backup, and points PostgreSQL users at pg_dump / pg_restore', async () => {
    const out = quiet();
    expect(await main(['restore', join(dataDir, 'secrets.json')], env)).toBe(1);
    expect(out.error()).toContain('is not a backup of the embedded database');
    expect(await main(['backup', file], { ...env, DATABASE_URL: 'postgres://x@127.0.0.1:1/x' })).toBe(2);
    expect(out.error()).toContain('pg_dump -Fc');
  }, 120_000);
});
