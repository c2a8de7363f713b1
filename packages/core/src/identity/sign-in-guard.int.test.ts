import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInGuardFailures } from '../db/schema/index.ts';
import { createTestDatabase, databaseKinds } from '../testing/index.ts';
import { CHALLENGE_TTL_MS, createSignInGuard, GUARD_WINDOW_MS, solveChallenge } from './sign-in-guard.ts';

const t0 = new Date('2026-01-01T00:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const SECRET = 'secret-secret-secret';

describe.each(databaseKinds())('sign-in guard on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());
  // Two guards stand for two server processes: all they share is the database.
  const guards = () =>
    [createSignInGuard(database.db, SECRET), createSignInGuard(database.db, SECRET)] as const;

  it('accepts a solution once, whichever process sees it, and not after the challenge expired', async () => {
    const [a, b] = guards();
    const solution = solveChallenge(a.issue(t0));
    expect(await b.verify(solution, later(1000))).toBe(true);
    expect(await a.verify(solution, later(2000))).toBe(false);
    expect(await b.verify(solution, later(2000))).toBe(false);
    const stale = solveChallenge(a.issue(t0));
    expect(await b.verify(stale, later(CHALLENGE_TTL_MS + 1000))).toBe(false);
  });

  it('spends a solution once when two requests race with it', async () => {
    const [a, b] = guards();
    const solution = solveChallenge(a.issue(t0));
    const results = await Promise.all([...Array(8)].map((_, i) => (i % 2 ? a : b).verify(solution, t0)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a challenge another secret signed', async () => {
    const other = solveChallenge(createSignInGuard(database.db, 'another-secret-value').issue(t0));
    expect(await createSignInGuard(database.db, SECRET).verify(other, t0)).toBe(false);
  });

  it('counts failures across processes and forgets them after the window', async () => {
    const [a, b] = guards();
    await a.recordFailure(['a', 'b'], t0);
    await b.recordFailure(['a'], later(60_000));
    expect(await b.failures(['a', 'b', 'c'], later(61_000))).toEqual([2, 1, 0]);
    expect(await a.failures(['a', 'b'], later(GUARD_WINDOW_MS + 1))).toEqual([1, 0]);
    await b.clear('a');
    expect(await a.failures(['a'], later(61_000))).toEqual([0]);
  });

  it('keeps no row past the window and no email in the table', async () => {
    const [a] = guards();
    await a.recordFailure(['sign-in:email:someone@example.test'], later(GUARD_WINDOW_MS * 2));
    await a.recordFailure(['x'], later(GUARD_WINDOW_MS * 4));
    const rows = await database.db.select().from(signInGuardFailures);
    expect(rows.map((row) => row.keyHash)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const [total] = await database.db.select({ n: count() }).from(signInGuardFailures);
    expect(total!.n).toBe(1);
  });
});
