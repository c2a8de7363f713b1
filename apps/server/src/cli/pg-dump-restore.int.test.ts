import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLedger, getPlayerBalances, openPostgres, setAuditKey, tables } from '@casino/core';
import {
  createPlayer,
  createPostgresDatabase,
  expectLedgerBalanced,
  PG_TEMPLATE_ENV,
  TEST_AUDIT_HMAC_KEY,
} from '@casino/core/testing';
import { moveMoneyAsOperator } from '../testing/ops-cli.ts';

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The runbook's PostgreSQL backup (docs/operations.md): pg_dump -Fc, then pg_restore into an empty database. */
describe('a PostgreSQL backup with pg_dump -Fc and pg_restore', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'restores every balance and transfer, Σ = 0 per currency and every balance equal to its entries (needs DATABASE_URL)',
    { timeout: 180_000 },
    async () => {
      setAuditKey(TEST_AUDIT_HMAC_KEY);
      // A migrated and seeded database (a copy of the suite's template), as a live site's would be.
      const sourceDb = await createPostgresDatabase('casino_dump', process.env[PG_TEMPLATE_ENV]);
      cleanups.push(sourceDb.drop);
      const source = openPostgres(sourceDb.url, { max: 2 });
      cleanups.push(() => source.close());
      const players = [await createPlayer(source.db), await createPlayer(source.db)];
      await moveMoneyAsOperator(source.db, players[0]!.email, 'dump', [700, -250, 40]);
      await moveMoneyAsOperator(source.db, players[1]!.email, 'dump', [90, 15, -5]);
      await expectLedgerBalanced(source.db);
      const before = await Promise.all(players.map(({ player }) => getPlayerBalances(source.db, player.id)));
      const dir = mkdtempSync(join(tmpdir(), 'casino-pg-dump-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const file = join(dir, 'casino.dump');
      execFileSync('pg_dump', ['-Fc', '-f', file, sourceDb.url]);

      const target = await createPostgresDatabase('casino_restore');
      cleanups.push(target.drop);
      execFileSync('pg_restore', ['--no-owner', '--exit-on-error', '-d', target.url, file]);
      const restored = openPostgres(target.url, { max: 2 });
      cleanups.push(() => restored.close());
      expect(
        await Promise.all(players.map(({ player }) => getPlayerBalances(restored.db, player.id))),
      ).toEqual(before);
      expect(await restored.db.$count(tables.walletTransfers)).toBe(
        await source.db.$count(tables.walletTransfers),
      );
      const check = await checkLedger(restored.db);
      expect(Object.keys(check.totals)).toEqual(expect.arrayContaining(['COIN', 'ENTRY', 'WINNING']));
      await expectLedgerBalanced(restored.db);
      // The restored database is the application's: migrations find nothing to do.
      await restored.migrate();
    },
  );
});
