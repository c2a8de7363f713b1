import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import type { Database } from '../db/client.ts';
import { seedDatabase } from './seed.ts';
import { systemClock } from '../clock/clock.ts';
import { findRedirect } from '../redirects/find-redirect.ts';
import { openPglite } from '../db/client.ts';
import { dueFeatureTransitions, recordTransitions } from '../engagement/feature-transitions-due.ts';

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

describe('a fresh database', () => {
  it('records what its features began before it was seeded as told: the first players hear no stale starts', async () => {
    const database = await openPglite();
    try {
      await database.migrate();
      const now = new Date('2026-12-05T12:00:00Z');
      await seedDatabase(database.db, now);
      const due = await dueFeatureTransitions(database.db, now);
      expect(due.length).toBeGreaterThan(0);
      expect(await recordTransitions(database.db, due)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
