import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createSession, tables } from '@casino/core';
import { createPlayer, databaseKinds, TEST_PASSWORD, uniqueEmail } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { createAgent, signedInAgent, type Agent } from '../../testing/agent.ts';

const OPS_TOKEN = 'ops-token-for-terms-tests';

describe.each(databaseKinds())('terms on %s', (kind) => {
  const t = setupTestApp(kind, { opsToken: OPS_TOKEN });
  const db = () => t.database.db;

  const requirements = async (agent: Agent) => (await agent.get('/rest/app/init/')).json().termsRequirement;
  const unconfirmed = async (agent: Agent) => (await agent.get('/rest/terms/unconfirmed/')).json();
  const acceptances = async (playerId: string) =>
    db().select().from(tables.termsAcceptances).where(eq(tables.termsAcceptances.playerId, playerId));
  const views = async (playerId: string) =>
    db().select().from(tables.termsViews).where(eq(tables.termsViews.playerId, playerId));
  const publish = (body: unknown, token: string | null = OPS_TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: '/rest/ops/terms/publish/',
      payload: body as object,
      headers: token ? { 'x-ops-token': token } : {},
    });
  /** A signed-in player who has not accepted anything (as a one-click account), without the sign-up rate limit. */
  const pendingPlayer = async () => {
    const { player } = await createPlayer(db());
    await db().delete(tables.termsAcceptances).where(eq(tables.termsAcceptances.playerId, player.id));
    const agent = createAgent(t.app);
    agent.jar.set('sid', (await createSession(db(), player.id, new Date())).token);
    return { agent, playerId: player.id };
  };

  it('one-click sign-up needs consent and records it', async () => {
    const agent = createAgent(t.app);
    expect((await agent.post('/rest/registration/one-click/', {})).statusCode).toBe(400);
    expect((await agent.post('/rest/registration/one-click/', { agreeTerms: true })).statusCode).toBe(200);
    expect((await unconfirmed(agent)).data).toEqual([]);
  });

  it('seeds terms, privacy and sweepstakes rules, version 1, which a player who has not accepted must accept', async () => {
    const { agent } = await pendingPlayer();
    const body = await unconfirmed(agent);
    expect(body.success).toBe(true);
    expect(body.data).toEqual([
      { id: expect.any(Number), key: 'privacy', title: 'Privacy Policy', url: '/page/privacy', version: 1 },
      {
        id: expect.any(Number),
        key: 'sweepstakes-rules',
        title: 'Sweepstakes Rules',
        url: '/page/sweepstakes-rules',
        version: 1,
      },
      { id: expect.any(Number), key: 'terms', title: 'Terms and Conditions', url: '/page/terms', version: 1 },
    ]);
    expect(await requirements(agent)).toEqual(
      body.data.map(({ id, key }: { id: number; key: string }) => ({ id, key })),
    );
  });

  it('an email sign-up accepts the current documents; guests have nothing to accept', async () => {
    const agent = createAgent(t.app);
    expect(await requirements(agent)).toEqual([]);
    expect(await unconfirmed(agent)).toEqual({ success: true, data: [] });
    const response = await agent.post('/rest/registration/', {
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      agreeTerms: true,
    });
    expect(response.statusCode).toBe(200);
    expect(await requirements(agent)).toEqual([]);
  });

  it('logs the view and confirms; confirming again is a no-op; the gate clears', async () => {
    const { agent, playerId } = await pendingPlayer();
    const ids = (await requirements(agent)).map((r: { id: number }) => r.id);
    const logged = await agent.post('/rest/terms/log/', { ids });
    expect(logged.statusCode).toBe(200);
    expect(logged.json()).toEqual({ success: true });
    const [view] = await views(playerId);
    expect([...view!.documentIds].sort()).toEqual([...ids].sort());

    const confirmed = await agent.post('/rest/terms/confirm/', { ids: [...ids, ids[0]] });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true });
    expect(await requirements(agent)).toEqual([]);
    expect((await unconfirmed(agent)).data).toEqual([]);
    expect(await acceptances(playerId)).toHaveLength(3);

    const again = await agent.post('/rest/terms/confirm/', { ids });
    expect(again.statusCode).toBe(200);
    expect(await acceptances(playerId)).toHaveLength(3);
    // Nothing is waiting any more, so there is nothing to log.
    const lateLog = await agent.post('/rest/terms/log/', { ids });
    expect(lateLog.statusCode).toBe(422);
    expect(await views(playerId)).toHaveLength(1);
  });

  it.each([
    [{}, 'Choose at least one document'],
    [{ ids: [] }, 'Choose at least one document'],
    [{ ids: 'all' }, 'Choose at least one document'],
    [{ ids: ['x'] }, 'Choose the documents shown.'],
    [{ ids: [1.5] }, 'Choose the documents shown.'],
    [{ ids: [2 ** 31] }, 'Choose the documents shown.'],
    [{ ids: [-1] }, 'ids'],
    [{ ids: Array.from({ length: 21 }, (_, i) => i + 1) }, 'at most 20'],
  ])('refuses bad input with 400 and a message, changing nothing (%#)', async (body, text) => {
    const { agent, playerId } = await pendingPlayer();
    for (const path of ['/rest/terms/log/', '/rest/terms/confirm/']) {
      const response = await agent.post(path, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message + JSON.stringify(response.json().errors)).toContain(text);
    }
    expect(await acceptances(playerId)).toHaveLength(0);
    expect(await views(playerId)).toHaveLength(0);
  });

  it('refuses ids that are not current (422 with a message), changing nothing', async () => {
    const { agent, playerId } = await pendingPlayer();
    for (const path of ['/rest/terms/log/', '/rest/terms/confirm/']) {
      const response = await agent.post(path, { ids: [999_999] });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        success: false,
        message: expect.stringContaining('Reload the page'),
      });
    }
    expect(await acceptances(playerId)).toHaveLength(0);
    expect(await views(playerId)).toHaveLength(0);
  });

  it('guests cannot log or confirm (401); POSTs need the CSRF header (403)', async () => {
    const guest = createAgent(t.app);
    const [doc] = await db().select().from(tables.termsDocuments).limit(1);
    for (const path of ['/rest/terms/log/', '/rest/terms/confirm/']) {
      const response = await guest.post(path, { ids: [doc!.id] });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toContain('sign in');
    }
    const { agent, playerId } = await pendingPlayer();
    const ids = (await requirements(agent)).map((r: { id: number }) => r.id);
    expect((await agent.post('/rest/terms/confirm/', { ids }, { csrf: false })).statusCode).toBe(403);
    expect(await acceptances(playerId)).toHaveLength(0);
  });

  it('acts only on the session player: B confirming or logging never touches A', async () => {
    const a = await pendingPlayer();
    const b = await pendingPlayer();
    const idsA = (await requirements(a.agent)).map((r: { id: number }) => r.id);
    expect((await b.agent.post('/rest/terms/confirm/', { ids: idsA, playerId: a.playerId })).statusCode).toBe(
      200,
    );
    expect((await b.agent.post('/rest/terms/log/', { ids: idsA, playerId: a.playerId })).statusCode).toBe(
      422,
    );
    expect(await acceptances(a.playerId)).toHaveLength(0);
    expect(await views(a.playerId)).toHaveLength(0);
    expect(await requirements(a.agent)).toHaveLength(3);
    expect(await acceptances(b.playerId)).toHaveLength(3);
  });

  describe('publishing a new version (operator)', () => {
    it('needs the operator token and valid input, and changes nothing otherwise', async () => {
      const before = await db().select().from(tables.termsDocuments);
      expect((await publish({ key: 'terms', title: 'T', url: '/page/terms' }, null)).statusCode).toBe(401);
      expect(
        (await publish({ key: 'terms', title: 'T', url: '/page/terms' }, 'wrong-token-wrong')).statusCode,
      ).toBe(401);
      for (const [body, text] of [
        [{ key: 'Terms!', title: 'T', url: '/page/terms' }, 'lowercase'],
        [{ key: 'terms', title: ' ', url: '/page/terms' }, 'title'],
        [{ key: 'terms', title: 'T', url: 'javascript:alert(1)' }, 'address'],
        [{ key: 'terms', title: 'T', url: '//evil.example/x' }, 'address'],
        [{ title: 'T', url: '/page/terms' }, 'key'],
      ] as const) {
        const response = await publish(body);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain(text);
      }
      expect(await db().select().from(tables.termsDocuments)).toHaveLength(before.length);
    });

    it('bumps the version; players who accepted the old one must accept the new one, new sign-ups need not', async () => {
      const { email } = await createPlayer(db());
      const agent = await signedInAgent(t.app, { email, password: TEST_PASSWORD });
      expect(await requirements(agent)).toEqual([]);

      const response = await publish({ key: 'terms', title: 'Terms and Conditions', url: '/page/terms' });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({ key: 'terms', version: 2, url: '/page/terms' });
      expect(await requirements(agent)).toEqual([{ id: data.id, key: 'terms' }]);

      // The old version is no longer current: it cannot be confirmed.
      const [old] = await db()
        .select()
        .from(tables.termsDocuments)
        .where(and(eq(tables.termsDocuments.key, 'terms'), eq(tables.termsDocuments.version, 1)));
      expect((await agent.post('/rest/terms/confirm/', { ids: [old!.id] })).statusCode).toBe(422);
      expect((await agent.post('/rest/terms/confirm/', { ids: [data.id] })).statusCode).toBe(200);
      expect(await requirements(agent)).toEqual([]);

      const fresh = await createPlayer(db());
      expect(await acceptances(fresh.player.id)).toHaveLength(3);
      expect((await acceptances(fresh.player.id)).map((a) => a.documentId)).toContain(data.id);
    });
  });
});

describe.each(databaseKinds())('terms publishing without OPS_TOKEN on %s', (kind) => {
  const t = setupTestApp(kind);
  it('is switched off (404 with a message)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/rest/ops/terms/publish/',
      payload: { key: 'terms', title: 'T', url: '/page/terms' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('OPS_TOKEN');
  });
});
