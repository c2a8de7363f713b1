import { existsSync, renameSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.ts';

/**
 * The embedded database's backup (docs/operations.md): PGlite's own dump of its folder (a gzipped tar),
 * taken with the folder's lock, so never while a server has it open (DatabaseInUseError).
 */
export async function backupPglite(pgliteDir: string, file: string): Promise<{ bytes: number }> {
  if (!existsSync(pgliteDir)) throw new Error(`There is no embedded database in ${pgliteDir} to back up.`);
  const unlock = lockDataDir(pgliteDir);
  try {
    const client = new PGlite({ dataDir: pgliteDir });
    try {
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      // Written beside its name and renamed: a backup file is whole or absent.
      await writeFile(`${file}.partial`, bytes, { mode: 0o600 });
      renameSync(`${file}.partial`, file);
      return { bytes: bytes.length };
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Replaces the embedded database with a backup: the backup is loaded into a new folder first (a bad file
 * changes nothing), then swapped in, the old folder kept beside it as `<folder>.before-restore-<time>`.
 * Refused while a server (or any process) has the database open.
 */
export async function restorePglite(
  pgliteDir: string,
  file: string,
  now: Date,
): Promise<{ previous: string | null }> {
  const blob = new Blob([await readFile(file)]);
  const staging = join(dirname(pgliteDir), `${basename(pgliteDir)}.restoring-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  const held = existsSync(pgliteDir);
  const unlock = held ? lockDataDir(pgliteDir) : () => {};
  try {
    try {
      const client = new PGlite({ dataDir: staging, loadDataDir: blob });
      try {
        await client.query('SELECT 1');
      } finally {
        await client.close();
      }
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new Error(`${file} is not a backup of the embedded database: ${String(error)}`, { cause: error });
    }
    let previous: string | null = null;
    if (held) {
      previous = `${pgliteDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      renameSync(pgliteDir, previous);
      // The lock moved with the old folder: it locks nothing there.
      rmSync(join(previous, LOCK_FILE_NAME), { force: true });
    }
    renameSync(staging, pgliteDir);
    return { previous };
  } finally {
    unlock();
  }
}
