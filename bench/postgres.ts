/**
 * The benches that run on PostgreSQL make a database of their own on the server of DATABASE_URL and drop it
 * at the end; these helpers are how they reach it. Shared by the chaos, http, spin and leaderboard benches.
 */
import pg from 'pg';
import { openPostgres, seedDatabase, systemClock, type Database } from '@casino/core';

/** Runs one statement (CREATE or DROP DATABASE) on the server's own connection. */
export async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same server's URL, pointed at database `name`. */
export function withDatabase(serverUrl: string, name: string) {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Creates database `name` on the server, migrated and seeded as a server's first start leaves it. The caller
 * closes it and drops `name`; when migrating or seeding fails, it is closed and dropped here.
 */
export async function createSeededDatabase(serverUrl: string, name: string, max: number): Promise<Database> {
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const database = openPostgres(withDatabase(serverUrl, name), { max });
  try {
    await database.migrate();
    await seedDatabase(database.db, systemClock.now());
    return database;
  } catch (error) {
    await database.close();
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
}
