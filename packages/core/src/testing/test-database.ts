import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { setAuditKey } from '../backoffice/audit-log.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { seedDatabase } from '../seed/seed.ts';
import { systemClock } from '../clock/clock.ts';
import { registerFeatureModules } from '../engagement/feature-module.ts';
import { FEATURE_MODULES } from '../features.ts';

// Use cases run without the package's index around them: the engine needs its features as index.ts gives them.
registerFeatureModules(FEATURE_MODULES);

export type DatabaseKind = 'pglite' | 'postgres';

/** The kinds an integration suite runs against: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export const databaseKinds = (): DatabaseKind[] =>
  process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const PGLITE_TEMPLATE_ENV = 'CASINO_PGLITE_TEMPLATE';
export const PG_TEMPLATE_ENV = 'CASINO_PG_TEMPLATE';

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Builds the migrated, seeded templates once per test run (called from Vitest's global setup). */
export async function buildTemplates(): Promise<{ pglite: Uint8Array; postgres?: string }> {
  const embedded = openPglite();
  await embedded.migrate();
  await seedDatabase(embedded.db, systemClock.now());
  const dump = await (
    embedded as unknown as { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } }
  ).pglite.dumpDataDir('none');
  const pglite = new Uint8Array(await dump.arrayBuffer());
  await embedded.close();

  const url = process.env.DATABASE_URL;
  if (!url) return { pglite };
  const name = `casino_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const template = openPostgres(withDatabase(url, name), { max: 1 });
  await template.migrate();
  await seedDatabase(template.db, systemClock.now());
  await template.close();
  return { pglite, postgres: name };
}

export async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/**
 * A new PostgreSQL database on DATABASE_URL's server: empty, for a whole server process to migrate and seed
 * on its start (the browser suite's, the multi-process test's), or a copy of `template`. Its URL, and
 * `drop()` to remove it.
 */
export async function createPostgresDatabase(
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is needed for a PostgreSQL database');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  return { url: withDatabase(url, name), drop: () => dropDatabase(name) };
}

let pgliteTemplate: Promise<Blob> | undefined;

/** The migrated, seeded PGlite data directory the global setup dumped, read once per worker. */
export function pgliteTemplateDump(): Promise<Blob> {
  const path = process.env[PGLITE_TEMPLATE_ENV];
  if (!path)
    throw new Error(
      `${PGLITE_TEMPLATE_ENV} is not set: run tests through vitest (its global setup builds it)`,
    );
  pgliteTemplate ??= readFile(path).then((buf) => new Blob([buf]));
  return pgliteTemplate;
}

/**
 * A fresh, migrated and seeded database for one test file: PGlite from the dumped template, or a new
 * PostgreSQL database copied from the template database. `close()` also drops the copy.
 */
/** The audit chain's key in tests (the test app's AUDIT_HMAC_KEY is the same). */
export const TEST_AUDIT_HMAC_KEY = 'test-audit-key-test-audit-key-test-audit-key';

export async function createTestDatabase(kind: DatabaseKind = 'pglite'): Promise<Database> {
  // Use cases audit without an app around them: the process needs the key as services.ts would set it.
  setAuditKey(TEST_AUDIT_HMAC_KEY);
  if (kind === 'pglite') {
    return openPglite({ loadDataDir: await pgliteTemplateDump() });
  }
  const template = process.env[PG_TEMPLATE_ENV];
  if (!process.env.DATABASE_URL || !template)
    throw new Error('DATABASE_URL and the PostgreSQL template are needed for postgres tests');
  const copy = await createPostgresDatabase('casino_test', template);
  const database = openPostgres(copy.url, { max: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await copy.drop();
    },
  };
}
