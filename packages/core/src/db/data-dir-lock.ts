import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Who holds an embedded database folder: written into its lock file by the process that opened it. */
export interface DataDirHolder {
  pid: number;
  /** Where the holder answers operator requests, when it is a server. */
  serverUrl?: string;
}

/** The embedded database in `dataDir` is open in another live process; opening it too would corrupt it. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder,
    readonly lockFile: string,
  ) {
    super(
      `The database in ${dataDir} is in use by ${holder.serverUrl ? `a running server at ${holder.serverUrl}` : 'another process'} (pid ${holder.pid}). ` +
        `Stop it, or run this command against it with --server ${holder.serverUrl ?? 'http://<host>:<port>'} and OPS_TOKEN set to the server's. ` +
        `If no such process is running, delete ${lockFile}.`,
    );
  }
}

export const LOCK_FILE_NAME = 'casino.lock';

/** Folders this process holds: a second open here is refused too, though the pid in the file is ours. */
const heldHere = new Set<string>();

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readHolder = (file: string): DataDirHolder | null => {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<DataDirHolder>;
    return Number.isInteger(holder.pid) && holder.pid! > 0 ? (holder as DataDirHolder) : null;
  } catch {
    return null;
  }
};

/**
 * Takes the folder's lock file (linked into place whole, so no one reads it half written) or throws
 * DatabaseInUseError. A lock whose pid is not alive (a killed process), or is this process's own from an earlier
 * life (a container's pid 1 restarted), is stale and taken over. Returns the release, also run at process exit.
 */
export function lockDataDir(dataDir: string, holder: Omit<DataDirHolder, 'pid'> = {}): () => void {
  const file = join(dataDir, LOCK_FILE_NAME);
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify({ ...holder, pid: process.pid }));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        // A file nobody could have written whole (no pid) is as stale as a dead pid.
        const current = readHolder(file) ?? { pid: 0 };
        const live =
          current.pid === process.pid ? heldHere.has(file) : current.pid > 0 && isAlive(current.pid);
        // Two stale takeovers in a row mean another opener is racing for it: it is in use.
        if (live || attempt > 1) throw new DatabaseInUseError(dataDir, current, file);
        rmSync(file, { force: true });
      }
    }
  } finally {
    rmSync(draft, { force: true });
  }
  heldHere.add(file);
  const release = () => {
    if (!heldHere.delete(file)) return;
    process.off('exit', release);
    rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
