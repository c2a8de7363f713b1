import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import type { Database } from './client.ts';

describe.each(databaseKinds())('Database.executeSql on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it('runs a statement with positional parameters, and a text of several statements', async () => {
    expect((await database.executeSql('SELECT $1::int + 1 AS n', [41])).rows).toEqual([{ n: 42 }]);
    const last = await database.executeSql('CREATE TEMP TABLE IF NOT EXISTS t (a int); SELECT 7 AS n');
    expect(last.rows).toEqual([{ n: 7 }]);
  });

  it('rolls back a failed BEGIN … COMMIT text, and the connections stay usable', async () => {
    const failing = `
      BEGIN;
      CREATE TABLE half_done (a int);
      SELECT 1 / 0;
      COMMIT;`;
    // More times than a test pool has connections: none may be left in an aborted transaction.
    for (let i = 0; i < 6; i++)
      await expect(database.executeSql(failing)).rejects.toThrow('division by zero');
    const checks = await Promise.all(
      Array.from({ length: 6 }, () => database.executeSql(`SELECT to_regclass('half_done') AS t`)),
    );
    expect(checks.map((c) => c.rows)).toEqual(Array.from({ length: 6 }, () => [{ t: null }]));

    await database.executeSql('BEGIN; CREATE TABLE done (a int); COMMIT;');
    expect((await database.executeSql(`SELECT to_regclass('done')::text AS t`)).rows).toEqual([
      { t: 'done' },
    ]);
  });
});
