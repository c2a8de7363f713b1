import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createSession, tables } from '@casino/core';
import { createPlayer, databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { createAgent } from '../../testing/agent.ts';

type PlayerPatch = Partial<typeof tables.players.$inferInsert>;

describe.each(databaseKinds())('access guard rules of GET /rest/request/handle/ on %s', (kind) => {
  const t = setupTestApp(kind);

  const visitor = async (patch?: PlayerPatch) => {
    const agent = createAgent(t.app);
    if (!patch) return agent;
    const { player } = await createPlayer(t.database.db);
    if (Object.keys(patch).length)
      await t.database.db.update(tables.players).set(patch).where(eq(tables.players.id, player.id));
    agent.jar.set('sid', (await createSession(t.database.db, player.id, new Date())).token);
    return agent;
  };
  const handle = async (agent: Awaited<ReturnType<typeof visitor>>, path: string) => {
    const response = await agent.get(`/rest/request/handle/?path=${encodeURIComponent(path)}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { authorized: boolean; redirectUrl: string };
  };

  it('sends guests on guarded paths to sign-in (keeping the language and the way back)', async () => {
    const guest = await visitor();
    expect(await handle(guest, '/referral')).toEqual({
      authorized: false,
      redirectUrl: '/signin/?redirectTo=%2Freferral',
    });
    // Promotions and races: a teaser of what runs, with the sign-up, rather than a sign-in wall.
    expect(await handle(guest, '/tournaments')).toEqual({
      authorized: false,
      redirectUrl: '/whats-on/?show=tournaments&redirectTo=%2Ftournaments',
    });
    expect((await handle(guest, '/es/promotions/')).redirectUrl).toBe(
      '/es/whats-on/?show=promotions&redirectTo=%2Fes%2Fpromotions%2F',
    );
    expect((await handle(guest, '/es/account/security/')).redirectUrl).toBe(
      '/es/signin/?redirectTo=%2Fes%2Faccount%2Fsecurity%2F',
    );
    for (const open of ['/lobby/', '/page/terms', '/geoblock/', '/games/slots', '/affiliates', '/accountant'])
      expect((await handle(guest, open)).redirectUrl).toBe('');
  });

  it('lets a complete player through', async () => {
    const player = await visitor({});
    expect(await handle(player, '/tournaments/how-it-works/')).toEqual({ authorized: true, redirectUrl: '' });
    expect((await handle(player, '/account')).redirectUrl).toBe('');
  });

  it('sends an incomplete registration to /registration-complete/ first', async () => {
    const player = await visitor({
      registrationCompletedAt: null,
      gameMode: 'SweepStakes',
      geoAccess: 'blocked',
    });
    expect(await handle(player, '/promotions')).toEqual({
      authorized: true,
      redirectUrl: '/registration-complete/',
    });
    expect((await handle(player, '/es/promotions')).redirectUrl).toBe('/es/registration-complete/');
    expect((await handle(player, '/lobby/')).redirectUrl).toBe('');
  });

  it('sends an incomplete registration on a brand without the page to the home page with its modal', async () => {
    const { player } = await createPlayer(t.database.db, { brand: 'tao' });
    await t.database.db
      .update(tables.players)
      .set({ registrationCompletedAt: null })
      .where(eq(tables.players.id, player.id));
    const agent = createAgent(t.app);
    agent.jar.set('brand_override', 'tao');
    agent.jar.set('sid', (await createSession(t.database.db, player.id, new Date())).token);
    expect((await handle(agent, '/promotions')).redirectUrl).toBe('/?openModal=registration-complete');
    expect((await handle(agent, '/es/promotions')).redirectUrl).toBe('/es/?openModal=registration-complete');
  });

  it('sends a player blocked by region to /geoblock/ only while playing for entries', async () => {
    const sweeps = await visitor({ gameMode: 'SweepStakes', geoAccess: 'blocked' });
    expect((await handle(sweeps, '/game')).redirectUrl).toBe('/geoblock/');
    expect((await handle(sweeps, '/es/referral/')).redirectUrl).toBe('/es/geoblock/');
    const coins = await visitor({ gameMode: 'TournamentPoints', geoAccess: 'blocked' });
    expect((await handle(coins, '/game')).redirectUrl).toBe('');
    const allowed = await visitor({ gameMode: 'SweepStakes', geoAccess: 'allowed' });
    expect((await handle(allowed, '/game')).redirectUrl).toBe('');
  });

  it('runs the affiliate step: affiliates to the partners account, everyone else to the affiliates page', async () => {
    const affiliate = await visitor({ isAffiliate: true });
    expect((await handle(affiliate, '/affiliates')).redirectUrl).toBe('/affiliates/partners-account/');
    expect((await handle(affiliate, '/es/affiliates/')).redirectUrl).toBe('/es/affiliates/partners-account/');
    expect((await handle(affiliate, '/affiliates/partners-account')).redirectUrl).toBe('');
    const player = await visitor({});
    expect((await handle(player, '/affiliates/partners-account/')).redirectUrl).toBe('/affiliates/');
    expect((await handle(player, '/affiliates')).redirectUrl).toBe('');
    const guest = await visitor();
    expect((await handle(guest, '/affiliates/partners-account')).redirectUrl).toBe('/affiliates/');
  });

  it('applies the redirect table before the guard', async () => {
    await t.database.db
      .insert(tables.redirects)
      .values({ fromPath: '/tournaments/old', to: '/tournaments/', type: 'internal', status: 301 });
    expect((await handle(await visitor(), '/tournaments/old')).redirectUrl).toBe('/tournaments/');
  });

  it('passes its cookies on (the CSRF cookie arrives unchanged)', async () => {
    const response = await t.app.inject({ url: '/rest/request/handle/?path=/lobby/' });
    expect(String(response.headers['set-cookie'])).toMatch(/^csrf_token=/);
  });
});
