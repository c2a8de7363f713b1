import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type Logger } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { lockDataDir } from './data-dir-lock.ts';

export type Schema = typeof schema;
/** One type for both drivers: use cases never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Sees the SQL of every statement the `Db` sends (query budgets in tests). */
export type QueryListener = (query: string) => void;

/**
 * Drizzle's logger hook, used as a tap: with no listener it costs one empty loop per statement.
 * Statements a transaction sends go through it too; BEGIN and COMMIT do not.
 */
class QueryTap implements Logger {
  readonly listeners = new Set<QueryListener>();
  logQuery(query: string) {
    for (const listener of this.listeners) listener(query);
  }
  on(listener: QueryListener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}

/** Drizzle on either driver, through a tap of its own. */
function tapped(open: (logger: Logger) => unknown): Pick<Database, 'db' | 'onQuery'> {
  const tap = new QueryTap();
  return { db: open(tap) as Db, onQuery: (listener) => tap.on(listener) };
}

/** The rows of one raw statement (of the last one when a text holds several). */
export interface SqlResult {
  rows: Record<string, unknown>[];
}

/**
 * Raw SQL with positional parameters, for a library that brings its own SQL (the job engine). A text
 * without parameters may hold several statements, and an explicit BEGIN … COMMIT among them.
 */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<SqlResult>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Calls `listener` with each statement's SQL until the returned function is called. */
  onQuery(listener: QueryListener): () => void;
  executeSql: ExecuteSql;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * A failed statement inside an explicit BEGIN … COMMIT leaves the session in an aborted transaction, which
 * would poison the next user of that connection (on PGlite, of the only one): such texts roll back on error.
 */
const OPENS_TRANSACTION = /^\s*BEGIN\b/i;

/** Any number fits: the lock only keeps two processes from migrating one database at once. */
const MIGRATION_LOCK_ID = 72_616_001;

export function openPostgres(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection the server ends (restart, failover, a test dropping its database) is removed
  // from the pool and the next query opens a new one; without a listener Node would crash the process.
  pool.on('error', () => {});
  return {
    ...tapped((logger) => drizzlePg(pool, { schema, logger })),
    kind: 'postgres',
    async executeSql(text, values) {
      // node-postgres answers a text of several statements with one result each.
      const last = (result: SqlResult | SqlResult[]) => (Array.isArray(result) ? result.at(-1)! : result);
      if (!OPENS_TRANSACTION.test(text)) return last(await pool.query(text, values));
      const client = await pool.connect();
      try {
        return last(await client.query(text, values));
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
}

/**
 * Embedded PostgreSQL. `dataDir` undefined means in memory; `loadDataDir` starts from a dumped template. A folder
 * is opened by one process at a time (its lock file; DatabaseInUseError otherwise): `serverUrl` tells the others
 * where this process takes operator requests instead.
 */
export function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob; serverUrl?: string } = {},
): Database {
  let unlock = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir, options.serverUrl ? { serverUrl: options.serverUrl } : {});
  }
  let client: PGlite;
  try {
    client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  } catch (error) {
    unlock();
    throw error;
  }
  const { db, onQuery } = tapped((logger) => drizzlePglite(client, { schema, logger }));
  return {
    db,
    kind: 'pglite',
    onQuery,
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // Inside PGlite's own transaction, a failure rolls back before anyone else may use the session
      // (the text's BEGIN and COMMIT only warn there and commit).
      const results = OPENS_TRANSACTION.test(text)
        ? await client.transaction((tx) => tx.exec(text))
        : await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    async ping() {
      await db.execute(sql`SELECT 1`);
    },
    close: () => client.close().finally(unlock),
    // The raw client is reachable for template dumps in tests.
    ...{ pglite: client },
  };
}

export function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
  serverUrl?: string;
}): Database {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite({ dataDir: join(config.dataDir, 'pglite'), serverUrl: config.serverUrl });
}
