import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  BACKOFFICE_CATALOGUE_PATHS as PATHS,
  BackofficeGamesPageSchema,
  BackofficeRestrictionGroupsPageSchema,
  CatalogueSchema,
} from '@casino/contracts';
import { addCatalogueGame, tables } from '@casino/core';
import { createPlayer, databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../../testing/test-app.ts';
import { signInOperator } from '../../../testing/operators.ts';

describe.each(databaseKinds())('back-office games on %s', (kind) => {
  const t = setupTestApp(kind);
  const db = () => t.database.db;
  const audits = (action: string, targetId: string) =>
    db()
      .select()
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.action, action), eq(tables.auditLog.targetId, targetId)));
  let seq = 0;
  const newGame = () =>
    addCatalogueGame(db(), {
      slug: `bo-game-${kind}-${++seq}`,
      title: `Bo Game ${kind} ${seq}`,
      providerSlug: 'copper-fox',
      engineId: 'golden-link',
      issues: ['jackpot'],
    });
  const guestCatalogueIds = async () =>
    CatalogueSchema.parse((await t.app.inject({ method: 'GET', url: '/api/rest/games' })).json()).games.map(
      (g) => g.id,
    );

  it('lists the games with the observed and theoretical RTP to a role with games.read, and exports CSV', async () => {
    const { headers } = await signInOperator(t.app, { role: 'viewer' });
    const response = await t.app.inject({
      method: 'GET',
      url: `${PATHS.games}?pageSize=20&sort=title&order=asc&category=jackpot`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const page = BackofficeGamesPageSchema.parse(response.json()).data;
    expect(page.total).toBeGreaterThanOrEqual(16);
    expect(page.rows.length).toBe(Math.min(20, page.total));
    expect(page.rows.every((g) => g.categories.includes('jackpot'))).toBe(true);
    expect(page.rows.map((g) => g.title)).toEqual([...page.rows.map((g) => g.title)].sort());
    expect(page.rows[0]!.theoreticalRtp).toBeGreaterThan(0.8);

    const csv = await t.app.inject({
      method: 'GET',
      url: `${PATHS.games}?format=csv&category=jackpot`,
      headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('observedRtpPct,ci95LowPct,ci95HighPct,theoreticalRtpPct');
    expect(lines).toHaveLength(page.total + 1);
  });

  it('refuses without an operator session (401) and without games.read (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: PATHS.games })).statusCode).toBe(401);
    const { headers } = await signInOperator(t.app, { role: 'support' });
    const refused = await t.app.inject({ method: 'GET', url: PATHS.games, headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toEqual(expect.any(String));
    expect((await t.app.inject({ method: 'GET', url: PATHS.restrictionGroups, headers })).statusCode).toBe(
      403,
    );
  });

  it('lets an admin disable, reorder and recategorise a game: audited, and the lobby follows at once', async () => {
    const game = await newGame();
    t.app.services.catalogueCache.invalidate();
    expect(await guestCatalogueIds()).toContain(game.id);
    const versionBefore = t.app.services.pageVersions.current();
    const { headers, operator } = await signInOperator(t.app, { role: 'admin' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: PATHS.game(game.id),
      headers,
      payload: { isActive: false, sort: 3, categories: ['newGames'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { id: game.id, isActive: false, sort: 3, categories: ['allGames', 'newGames'] },
    });
    expect(await guestCatalogueIds()).not.toContain(game.id);
    expect(t.app.services.pageVersions.current()).not.toBe(versionBefore);
    const [audit] = await audits('game.update', String(game.id));
    expect(audit).toMatchObject({
      operatorEmail: operator.email,
      targetType: 'game',
      before: { isActive: true, sort: 10_000, categories: ['allGames', 'jackpot'] },
      after: { isActive: false, sort: 3, categories: ['allGames', 'newGames'] },
    });
  });

  it('refuses games.manage to marketing (403) and changes nothing', async () => {
    const game = await newGame();
    const { headers } = await signInOperator(t.app, { role: 'marketing' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: PATHS.game(game.id),
      headers,
      payload: { isActive: false },
    });
    expect(response.statusCode).toBe(403);
    const [stored] = await db().select().from(tables.games).where(eq(tables.games.id, game.id));
    expect(stored!.isActive).toBe(true);
    expect(await audits('game.update', String(game.id))).toEqual([]);
  });

  it('answers bad input with a 4xx and a message, and changes nothing', async () => {
    const game = await newGame();
    const { headers } = await signInOperator(t.app, { role: 'admin' });
    const patch = (payload: unknown, id = game.id) =>
      t.app.inject({ method: 'PATCH', url: PATHS.game(id), headers, payload: payload as object });
    for (const [payload, field] of [
      [{ sort: -1 }, 'sort'],
      [{ sort: 1.5 }, 'sort'],
      [{ isActive: 'yes' }, 'isActive'],
      [{ categories: ['nope'] }, 'categories.0'],
      [{ slug: 'renamed' }, 'slug'],
      [{}, 'request'],
    ] as const) {
      const response = await patch(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(/\w/);
      expect(Object.keys(response.json().errors ?? {})).toContain(field);
    }
    const unknown = await patch({ isActive: false }, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No game with the id 999999.');
    const badId = await t.app.inject({
      method: 'PATCH',
      url: '/rest/backoffice/games/abc/',
      headers,
      payload: {},
    });
    expect(badId.statusCode).toBe(400);
    const badQuery = await t.app.inject({ method: 'GET', url: `${PATHS.games}?sort=bogus`, headers });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().message).toContain('Sort by one of');
    const badCurrency = await t.app.inject({ method: 'GET', url: `${PATHS.games}?currency=USD`, headers });
    expect(badCurrency.statusCode).toBe(400);
    expect(badCurrency.json().message).toBe('Choose COIN or ENTRY.');

    const [stored] = await db().select().from(tables.games).where(eq(tables.games.id, game.id));
    expect(stored).toMatchObject({ isActive: true, sort: 10_000 });
    expect(await audits('game.update', String(game.id))).toEqual([]);
  });

  it('lists the restriction groups in use', async () => {
    const game = await newGame();
    const { headers } = await signInOperator(t.app, { role: 'viewer' });
    const { player } = await createPlayer(db());
    await db().insert(tables.playerGameRestrictions).values({ playerId: player.id, gameId: game.id });
    const response = await t.app.inject({
      method: 'GET',
      url: `${PATHS.restrictionGroups}?q=${game.slug}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const page = BackofficeRestrictionGroupsPageSchema.parse(response.json()).data;
    expect(page.rows).toEqual([
      {
        groupKey: expect.stringMatching(/^[0-9a-f]{16}$/),
        players: 1,
        games: [{ id: game.id, slug: game.slug, title: game.title }],
      },
    ]);
  });
});
