import { describe, expect, it } from 'vitest';
import { BRANDS } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { lockPlayer, sharedPageGroup, tables, type Database } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { messages } from '@casino/web/messages';
import { setupTestApp } from '../testing/test-app.ts';
import { signedInPlayer } from '../testing/signed-in-player.ts';
import { requestServicesFor } from './request-services.ts';

/**
 * Statements per signed-in request, as budgets: a change that adds a read to a hot path fails here
 * with the list of statements, so the cost is a decision, not an accident.
 */
async function statementsOf(database: Database, run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const stop = database.onQuery((query) => seen.push(query.replace(/\s+/g, ' ').slice(0, 160)));
  try {
    await run();
  } finally {
    stop();
  }
  return seen;
}

function expectWithin(statements: string[], budget: number) {
  expect(statements.length, `${statements.length} statements:\n${statements.join('\n')}`).toBeLessThanOrEqual(
    budget,
  );
}

describe.each(databaseKinds())('signed-in query budgets on %s', (kind) => {
  const t = setupTestApp(kind);
  /** What the server's page renders are given (app.ts), from this app's services. */
  const renderDeps = () => {
    const { db, clock, catalogueCache, winnersFeed, hub } = t.app.services;
    return {
      db,
      clock,
      catalogueCache,
      winnersFeed,
      buildId: 'test',
      sentryDsn: null,
      messages,
      connectionData: (playerId: string | null) => hub.connectionData(playerId),
    };
  };

  // Was 2: the session is read once per burst (the session cache), the player state on every request.
  it('app init: the player state (the session read lately, the offer presets re-read only when their digest moves)', async () => {
    const { agent } = await signedInPlayer(t);
    // Reads the session (kept for a few seconds) and the offer presets (shared until their digest moves).
    await agent.get('/rest/app/init/');
    const statements = await statementsOf(t.database, async () => {
      const response = await agent.get('/rest/app/init/');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ isGuest: false });
    });
    expectWithin(statements, 1);
  });

  it('a session read lately stops working at once when the account is locked', async () => {
    const { agent, player } = await signedInPlayer(t);
    expect((await agent.get('/rest/app/init/')).json()).toMatchObject({ isGuest: false });
    const actor = { operatorId: null, operatorEmail: null, ip: null, at: t.app.services.clock.now() };
    await lockPlayer(t.database.db, { playerId: player.id, reason: 'Chargeback under review' }, actor);
    expect((await agent.get('/rest/app/init/')).json()).toMatchObject({ isGuest: true });
  });

  it('a guest app init reads nothing', async () => {
    const statements = await statementsOf(t.database, async () => {
      expect((await t.app.inject({ url: '/rest/app/init/' })).statusCode).toBe(200);
    });
    expectWithin(statements, 0);
  });

  it("profile: app init once, plus the documents status, the tournament subscriptions, the season totals and the player's last games", async () => {
    const { agent } = await signedInPlayer(t);
    await agent.get('/rest/app/init/'); // the session, read lately
    const statements = await statementsOf(t.database, async () => {
      expect((await agent.get('/rest/player/profile/')).statusCode).toBe(200);
    });
    expectWithin(statements, 5);
  });

  it('home banners: the player state (the session read lately)', async () => {
    const { agent } = await signedInPlayer(t);
    await agent.get('/rest/banners/home/'); // fills the catalogue cache, shared by every player
    const statements = await statementsOf(t.database, async () => {
      expect((await agent.get('/rest/banners/home/')).statusCode).toBe(200);
    });
    expectWithin(statements, 1);
  });

  it('cash offers: the player state, the documents status, the last provider (the session read lately)', async () => {
    const { agent } = await signedInPlayer(t);
    await agent.get('/rest/cash/offers/'); // the offer presets are read once per version, shared by every player
    const statements = await statementsOf(t.database, async () => {
      expect((await agent.get('/rest/cash/offers/')).statusCode).toBe(200);
    });
    expectWithin(statements, 3);
  });

  it('a preset changed straight in the database is seen at the next request (its digest moved)', async () => {
    const { agent } = await signedInPlayer(t);
    const titles = async () =>
      ((await agent.get('/rest/cash/offers/')).json().packages as Array<{ title: { en: string } }>).map(
        (p) => p.title.en,
      );
    const before = await titles();
    const [first] = await t.database.db
      .select()
      .from(tables.offerPresets)
      .where(eq(tables.offerPresets.titleEn, before[0]!));
    await t.database.db
      .update(tables.offerPresets)
      .set({ titleEn: 'Renamed by an operator' })
      .where(eq(tables.offerPresets.id, first!.id));
    try {
      expect(await titles()).toContain('Renamed by an operator');
    } finally {
      await t.database.db
        .update(tables.offerPresets)
        .set({ titleEn: first!.titleEn })
        .where(eq(tables.offerPresets.id, first!.id));
    }
    expect(await titles()).toEqual(before);
  });

  it('a feature row changed straight in the database is seen at the next app init (its digest moved)', async () => {
    const { agent } = await signedInPlayer(t);
    const live = async () =>
      ((await agent.get('/rest/app/init/')).json().features as Array<{ key: string }>).map((f) => f.key);
    const before = await live();
    expect(before.length).toBeGreaterThan(0);
    const key = before[0]!;
    const row = and(eq(tables.features.brand, 'funrize'), eq(tables.features.key, key));
    await t.database.db.update(tables.features).set({ enabled: false }).where(row);
    try {
      expect(await live()).not.toContain(key);
    } finally {
      await t.database.db.update(tables.features).set({ enabled: true }).where(row);
    }
    expect(await live()).toEqual(before);
  });

  // Was 36 (the player read three times, the features and claims again, the presets each time).
  it('promotions page: the player state once, then the reads of each kind of card', async () => {
    const { agent } = await signedInPlayer(t);
    await agent.get('/rest/page/promotions/');
    const statements = await statementsOf(t.database, async () => {
      expect((await agent.get('/rest/page/promotions/')).statusCode).toBe(200);
    });
    // 33 + 3: available_soon's calendar (the feature row, the next race, the next quests; docs/live-operations.md).
    expectWithin(statements, 36);
  });

  it('a lobby render reads the player once however often its loaders ask', async () => {
    const { player } = await signedInPlayer(t);
    const deps = renderDeps();
    const viewer = { brand: BRANDS.funrize, playerId: player.id };
    const warm = requestServicesFor(deps, viewer, '');
    await Promise.all([warm.homePage(), warm.gamesCatalogue()]);

    const services = requestServicesFor(deps, viewer, '');
    const statements = await statementsOf(t.database, async () => {
      // What a signed-in lobby render asks for: root loader, access guard, referral, the lobby loader.
      const [init, again] = await Promise.all([services.appInit(), services.appInit()]);
      expect(again).toBe(init);
      expect(init.isGuest).toBe(false);
      await services.appInit();
      await services.homePage();
      await services.gamesCatalogue();
    });
    expectWithin(statements, 1);
  });

  it("a shared lobby (ADR 0031): one statement finds the player's group; its render reads nothing of any player", async () => {
    const { player } = await signedInPlayer(t);
    const { db } = t.app.services;
    await db.update(tables.players).set({ gameMode: 'SweepStakes' }).where(eq(tables.players.id, player.id));
    let group: Awaited<ReturnType<typeof sharedPageGroup>> = null;
    expectWithin(
      await statementsOf(t.database, async () => {
        group = await sharedPageGroup(db, player.id);
      }),
      1,
    );
    expect(group).toMatchObject({ gameMode: 'SweepStakes', restricted: new Set() });
    expect(await sharedPageGroup(db, '00000000-0000-4000-8000-000000000000')).toBeNull();

    const deps = renderDeps();
    const shared = { restrictions: group!, gameMode: group!.gameMode };
    const viewer = { brand: BRANDS.funrize, playerId: player.id };
    const warm = requestServicesFor(deps, viewer, '', shared);
    await Promise.all([warm.homePage(), warm.gamesCatalogue()]);
    const services = requestServicesFor(deps, viewer, '', shared);
    const statements = await statementsOf(t.database, async () => {
      const init = await services.appInit();
      expect(init).toMatchObject({ isGuest: false, login: null, email: null, gameMode: 'SweepStakes' });
      expect(services.playerPending).toBe(true);
      await services.homePage();
      await services.gamesCatalogue();
    });
    expectWithin(statements, 0);
  });
});
