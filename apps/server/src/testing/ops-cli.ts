import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, vi } from 'vitest';
import { adjustBalance, createRecordingPublisher, openPglite, type Db } from '@casino/core';
import { pgliteTemplateDump } from '@casino/core/testing';

export const OPS_SECRET = 'test-secret-test-secret-test-secret-0123';

/**
 * Tests only: one `npm run ops` suite's data folder (removed after the suite, console spies restored after
 * each test). `env` points the CLI at its embedded database on a port nothing listens on, so no server holds
 * it; `open` opens that database from the test (close it before the CLI runs: whoever opens it takes its lock),
 * `openSeeded` the first time, as a copy of the suite's migrated and seeded template (a migration and a seed
 * per file cost 20–40 s on the 2-core machine; docs/performance.md, "CI under 30 minutes"), `serverUrl` to
 * hold it as a running server would. The seed writes no operator, audit row, document or redeem, so what a
 * test counts of those is its own.
 */
export function setupOpsDataDir(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `casino-ops-${name}-`));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  afterEach(() => vi.restoreAllMocks());
  return {
    dataDir,
    env: { DATA_DIR: dataDir, SESSION_SECRET: OPS_SECRET, PORT: '9', LOG_LEVEL: 'silent' },
    open: () => openPglite({ dataDir: join(dataDir, 'pglite') }),
    openSeeded: async (options: { serverUrl?: string } = {}) =>
      openPglite({ dataDir: join(dataDir, 'pglite'), loadDataDir: await pgliteTemplateDump(), ...options }),
  };
}

/**
 * Tests only: each amount credited (or debited) in Coins, Entries and Winnings through the operator's use
 * case, as real transfers with their keys and audit rows, so a backup has ledger and audit rows to carry.
 * `tag` names the test (the reason, the operator) and keeps each call's keys apart (a round, say).
 */
export async function moveMoneyAsOperator(db: Db, email: string, tag: string, amounts: number[]) {
  const deps = { db, publisher: createRecordingPublisher().publisher };
  const actor = { operatorId: tag, operatorEmail: 'ops-test@example.test', ip: null, at: new Date() };
  for (const [i, amount] of amounts.entries())
    for (const currency of ['COIN', 'ENTRY', 'WINNING'] as const)
      await adjustBalance(
        deps,
        {
          playerEmail: email,
          currency,
          amount,
          reason: tag,
          idempotencyKey: `${email}:${tag}:${currency}:${i}`,
        },
        actor,
      );
}
