/**
 * The benches that run on PostgreSQL make a database of their own on the server of DATABASE_URL and drop it
 * at the end; these two helpers are how they reach it. Shared by the chaos, http, spin and leaderboard benches.
 */
import pg from 'pg';

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
