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

/**
 * Told when a statement starts; the function it answers is called when it ends (with the error, if it
 * failed). Metrics and traces time statements with it (apps/server/src/plugins/metrics.ts, tracing.ts).
 */
export type StatementObserver = (text: string) => (error?: unknown) => void;

/** The connection pool's state (PostgreSQL; the embedded database has one connection and no pool). */
export interface PoolStats {
  total: number;
  idle: number;
  /** Callers waiting for a connection: above zero for long, the pool is too small for the load. */
  waiting: number;
  max: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Calls `listener` with each statement's SQL until the returned function is called. */
  onQuery(listener: QueryListener): () => void;
  /** Times every statement sent to the driver (drizzle's and raw ones) until the returned function is called. */
  observe(observer: StatementObserver): () => void;
  /** The pool's state, or null without a pool. */
  poolStats(): PoolStats | null;
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

/**
 * Wraps a driver object's promise-returning `query` (and `exec`) so observers see each statement start and
 * end; with no observer it costs one size check. Callback-style calls are left alone: pg's pool runs its
 * own `query` through the client's callback form, which would count that statement twice.
 */
function timeStatements(target: object, observers: ReadonlySet<StatementObserver>, methods = ['query']) {
  for (const method of methods) {
    const holder = target as Record<string, (...args: unknown[]) => unknown>;
    const original = holder[method]!.bind(target);
    holder[method] = (...args: unknown[]) => {
      if (observers.size === 0 || typeof args.at(-1) === 'function') return original(...args);
      const first = args[0];
      const text = typeof first === 'string' ? first : String((first as { text?: unknown })?.text ?? '');
      const finishes = [...observers].map((observer) => observer(text));
      const finish = (error?: unknown) => finishes.forEach((done) => done(error));
      let result: unknown;
      try {
        result = original(...args);
      } catch (error) {
        finish(error);
        throw error;
      }
      if (result instanceof Promise)
        result.then(
          () => finish(),
          (error: unknown) => finish(error),
        );
      else finish();
      return result;
    };
  }
}

function observersOf() {
  const observers = new Set<StatementObserver>();
  return {
    observers,
    observe(observer: StatementObserver) {
      observers.add(observer);
      return () => void observers.delete(observer);
    },
  };
}

/** Any number fits: the lock only keeps two processes from migrating one database at once. */
const MIGRATION_LOCK_ID = 72_616_001;

export function openPostgres(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection the server ends (restart, failover, a test dropping its database) is removed
  // from the pool and the next query opens a new one; without a listener Node would crash the process.
  pool.on('error', () => {});
  const { observers, observe } = observersOf();
  timeStatements(pool, observers);
  // Transactions run on a client taken from the pool.
  pool.on('connect', (client) => timeStatements(client, observers));
  return {
    ...tapped((logger) => drizzlePg(pool, { schema, logger })),
    kind: 'postgres',
    observe,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
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
  const { observers, observe } = observersOf();
  timeStatements(client, observers, ['query', 'exec']);
  const transaction = client.transaction.bind(client);
  // Drizzle's transactions send their statements through PGlite's transaction object.
  client.transaction = ((callback: (tx: object) => unknown) =>
    transaction((tx) => {
      timeStatements(tx, observers, ['query', 'exec']);
      return callback(tx) as never;
    })) as typeof client.transaction;
  return {
    db,
    kind: 'pglite',
    onQuery,
    observe,
    poolStats: () => null,
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
