import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storedFiles } from '../db/schema/index.ts';

/**
 * Where uploaded files live. Keys are made by the server (never from a file name), so a key is safe
 * to join under a directory or to use as an object-store name.
 */
export interface DocumentStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

/** A new storage key: the player's folder and a random name with the detected extension. */
export const newDocumentKey = (playerId: string, ext: string) => `${playerId}/${randomUUID()}.${ext}`;

const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/** Files on local disk, readable only by the server's user. */
export function createLocalDocumentStorage(root: string): DocumentStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    // Defence in depth: only server-made keys, and never outside the root.
    if (!KEY.test(key) || !path.startsWith(base + sep)) throw new Error(`Invalid document key: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await writeFile(path, data, { flag: 'wx', mode: 0o600 });
    },
    get: (key) => readFile(pathOf(key)),
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/**
 * Files in the database (`stored_files`): the storage of a server whose database is shared (DATABASE_URL), so
 * a file stored by one process is served by every other. A missing key fails like a missing file (ENOENT).
 */
export function createDatabaseDocumentStorage(db: Db): DocumentStorage {
  const checked = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Invalid document key: ${key}`);
    return key;
  };
  return {
    async put(key, data) {
      await db.insert(storedFiles).values({ key: checked(key), data: Buffer.from(data) });
    },
    async get(key) {
      const [row] = await db
        .select({ data: storedFiles.data })
        .from(storedFiles)
        .where(eq(storedFiles.key, checked(key)));
      if (!row) throw Object.assign(new Error(`No stored file ${key}`), { code: 'ENOENT' });
      return row.data;
    },
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, checked(key)));
    },
  };
}

/** The default place for identity documents under the data directory. */
export const documentsDir = (dataDir: string) => join(dataDir, 'uploads', 'documents');
