import { describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { FEATURE_KEYS } from '@casino/contracts';
import {
  activeBreak,
  BREAK_TEXTS,
  claimFeature,
  createManualClock,
  FEATURE_MODULES,
  tables,
} from '@casino/core';
import { createPlayer, databaseKinds, TEST_PASSWORD } from '@casino/core/testing';
import { BREAK_ROUTES, breakRule, NOT_PLAYER_ROUTES } from '../plugins/break-guard.ts';
import { setupTestApp } from '../testing/test-app.ts';
import { activeGameSlug } from '../testing/games.ts';
import { createAgent, signedInAgent } from '../testing/agent.ts';

/**
 * A break stops play and prizes (docs/player-protection.md): every player route the server registers is
 * classified, every route classified `refused` answers a player on a break 403 `player_on_break` and moves
 * nothing, and every feature of the engine's registry refuses their claim.
 */
describe.each(databaseKinds())('a break stops play and prizes, on %s', (kind) => {
  const clock = createManualClock('2030-03-01T12:00:00.000Z');
  const t = setupTestApp(kind, {}, { clock });
  const db = () => t.database.db;

  /** Every registered player route as `METHOD path` (HEAD routes are Fastify's copies of GET). */
  const playerRoutes = () =>
    t.routes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .filter(() => !NOT_PLAYER_ROUTES.some((pattern) => pattern.test(route.url)))
        .map((method) => ({ method, url: route.url })),
    );

  it('classifies every player route the server registers, and only those', () => {
    const routes = playerRoutes();
    const unclassified = routes.filter(({ method, url }) => !breakRule(method, url));
    expect(unclassified, 'add each to BREAK_ROUTES in plugins/break-guard.ts').toEqual([]);
    const registered = new Set(routes.map(({ method, url }) => `${method} ${url}`));
    expect(Object.keys(BREAK_ROUTES).filter((key) => !registered.has(key))).toEqual([]);
  });

  /** What a player's refused request could have moved: their ledger, claims, grants and entries. */
  const footprint = async (playerId: string) => {
    const accounts = await db()
      .select({ owner: tables.walletAccounts.owner, balance: tables.walletAccounts.balance })
      .from(tables.walletAccounts)
      .where(eq(tables.walletAccounts.playerId, playerId));
    const owners = accounts.map((a) => a.owner);
    const [entries] = await db()
      .select({ n: count() })
      .from(tables.walletEntries)
      .where(inArray(tables.walletEntries.owner, owners.length ? owners : ['-']));
    const countOf = async (table: typeof tables.featureClaims | typeof tables.freeEntryRequests) =>
      (await db().select({ n: count() }).from(table).where(eq(table.playerId, playerId)))[0]!.n;
    const [sessions] = await db()
      .select({ n: count() })
      .from(tables.gameSessions)
      .where(eq(tables.gameSessions.playerId, playerId));
    return {
      accounts: accounts.sort((a, b) => a.owner.localeCompare(b.owner)),
      entries: entries!.n,
      claims: await countOf(tables.featureClaims),
      freeEntry: await countOf(tables.freeEntryRequests),
      gameSessions: sessions!.n,
    };
  };

  const slug = () => activeGameSlug(db());

  it.each([
    ['coolingOff', '24h'],
    ['selfExclusion', '6m'],
  ])('refuses every `refused` route and every feature claim during a %s', async (breakKind, period) => {
    const { email, player } = await createPlayer(db());
    const before = await signedInAgent(t.app, { email, password: TEST_PASSWORD });
    const taken = await before.post('/rest/self-exclusion/', { confirm: true, kind: breakKind, period });
    expect(taken.statusCode, taken.body).toBe(200);
    const redeemOnly = createAgent(t.app);
    const signIn = await redeemOnly.post('/rest/login/', {
      email,
      password: TEST_PASSWORD,
      redeemOnly: true,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const row = (await activeBreak(db(), player.id, clock.now()))!;
    const sentence = BREAK_TEXTS.play(row.liftsAt);

    const params: Record<string, string> = { slug: await slug(), token: 'x', id: '1', index: '0' };
    const refused = playerRoutes().filter(({ method, url }) => breakRule(method, url) === 'refused');
    expect(refused.length).toBeGreaterThan(20);
    const moved = await footprint(player.id);
    for (const { method, url } of refused) {
      const path = url.replace(/:(\w+)/g, (_, name: string) => params[name]!);
      const response = await redeemOnly.request({
        method: method as 'GET',
        url: path,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expect(response.json(), `${method} ${url}`).toMatchObject({
        code: 'player_on_break',
        message: sentence,
      });
    }
    // HEAD answers with the GET handler: refused the same.
    const head = await redeemOnly.request({ method: 'HEAD', url: '/rest/daily-login/apply-prize/' });
    expect(head.statusCode).toBe(403);
    expect(await footprint(player.id)).toEqual(moved);

    // The engine's claim rule refuses every feature of the registry, whoever calls it (a job, an activity).
    for (const { key } of FEATURE_MODULES) {
      const claim = claimFeature(
        { db: db(), publisher: t.app.services.publisher },
        {
          brand: player.brand,
          playerId: player.id,
          key,
          now: clock.now(),
          requireLive: false,
          decide: async () => ({ prizes: [{ coins: 10, entries: 1, freeSpins: null }], state: {} }),
        },
      );
      await expect(claim, key).rejects.toMatchObject({ status: 403, code: 'player_on_break' });
    }
    expect(FEATURE_MODULES.map(({ key }) => key).sort()).toEqual([...FEATURE_KEYS].sort());
    expect(await footprint(player.id)).toEqual(moved);

    // Account, history and redeem stay open.
    for (const path of ['/rest/player/account-history/', '/rest/redeem/', '/rest/daily-login/info/'])
      expect((await redeemOnly.get(path)).statusCode, path).toBe(200);
  });
});
