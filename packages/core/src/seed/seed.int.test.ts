import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import type { Database } from '../db/client.ts';
import { seedDatabase } from './seed.ts';
import { systemClock } from '../clock/clock.ts';
import { findRedirect } from '../redirects/find-redirect.ts';

describe.each(databaseKinds())('database on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('is migrated and seeded, and seeding again changes nothing', async () => {
    const again = await seedDatabase(database.db, systemClock.now());
    expect(again.from).toBe(again.to);
    expect(await findRedirect(database.db, '/casino/')).toEqual({
      redirect: { type: 'internal', to: '/lobby/', status: 301 },
    });
  });

  it('answers null for a path with no redirect', async () => {
    expect(await findRedirect(database.db, '/nothing-here')).toEqual({ redirect: null });
  });
});
