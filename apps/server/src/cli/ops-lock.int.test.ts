import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { tables } from '@casino/core';
import { setupOpsDataDir } from '../testing/ops-cli.ts';
import { main } from './ops.ts';

/**
 * Issue #28 defect 12: the operator CLI opened the embedded database a server on another port held, wrote into
 * it and printed a password that server refused. Whoever opens the folder takes its lock; others are refused.
 */
describe('npm run ops on an embedded database another process holds', () => {
  // `env` names a port nothing listens on: the CLI cannot find the holder at the configured address.
  const { dataDir, env, openSeeded } = setupOpsDataDir('lock');
  const pgliteDir = join(dataDir, 'pglite');
  const lockFile = join(pgliteDir, 'casino.lock');

  it('refuses to open it, names the server and says how to go through it, and writes nothing', async () => {
    const held = await openSeeded({ serverUrl: 'http://127.0.0.1:4321' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(await main(['operators:create', 'lock@example.test', 'admin'], env)).toBe(1);
      expect(error.mock.calls.flat().join('\n')).toContain(
        `The database in ${pgliteDir} is in use by a running server at http://127.0.0.1:4321 (pid ${process.pid}). Stop it, or run this command against it with --server http://127.0.0.1:4321`,
      );
      expect(await held.db.select().from(tables.operators)).toEqual([]);
    } finally {
      await held.close();
    }
    expect(existsSync(lockFile)).toBe(false);
  }, 120_000);

  it('honours a lock another live process holds, and takes it over once that process is gone', async () => {
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await once(other, 'spawn');
    mkdirSync(pgliteDir, { recursive: true });
    writeFileSync(lockFile, JSON.stringify({ pid: other.pid }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(await main(['documents:list'], env)).toBe(1);
      expect(error.mock.calls.flat().join('\n')).toContain(`in use by another process (pid ${other.pid})`);
    } finally {
      other.kill('SIGKILL');
      await once(other, 'exit');
    }
    // A killed holder left its lock behind: stale, so the next opener takes it and lets it go when done.
    expect(existsSync(lockFile)).toBe(true);
    expect(await main(['documents:list'], env)).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 60_000);
});
