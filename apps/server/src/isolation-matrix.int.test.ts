import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GamePlayResponseSchema } from '@casino/contracts';
import { createSession, getPlayerBalances, tables } from '@casino/core';
import { setupTestApp } from './testing/test-app.ts';
import { signedInPlayer } from './testing/signed-in-player.ts';
import { giveWinnings, makeRedeemEligible } from './testing/redeem.ts';
import { multipartFile, tinyPng } from './testing/documents.ts';
import { buyWithSandboxCard } from './testing/deposit.ts';

const OPS_TOKEN = 'isolation-ops-token-0123456789abcdef';

/** Not a player's own data: operator and development tools, provider callbacks, public content. */
const NOT_PLAYER_SCOPED = [/^\/rest\/ops\//, /^\/dev\//, /^\/healthz/, /^\/readyz/, /^\/socket\.io/];

/**
 * Issue #11: every route of the app (read as it is built, so a new route is in the matrix without touching
 * this file) called as player B with every id of player A answers nothing of A and changes nothing of A.
 */
describe('the isolation matrix: B with A’s ids on every route', () => {
  const t = setupTestApp('pglite', { opsToken: OPS_TOKEN, redeemMinimum: 50, paymentWebhookDelayMs: 0 });
  const db = () => t.database.db;

  /** Player A with one of everything: a deposit, a document, a redeem request, a favourite, a game round. */
  async function playerWithData() {
    const a = await signedInPlayer(t);
    const { agent } = a;
    await makeRedeemEligible(db(), a.player.id);
    await giveWinnings(t.app, OPS_TOKEN, a.player.email, 200);

    const [preset] = await db().select().from(tables.offerPresets).limit(1);
    const deposit = await buyWithSandboxCard(agent, preset!.id);
    const redeem = await agent.post('/rest/redeem/', { amount: 60, idempotencyKey: randomUUID() });
    expect(redeem.statusCode, redeem.body).toBeLessThan(300);
    const upload = await agent.request({
      method: 'POST',
      url: '/rest/player/documents/',
      ...multipartFile({ name: 'a.png', type: 'image/png', data: tinyPng(11) }),
    });
    expect(upload.statusCode, upload.body).toBeLessThan(300);
    const [game] = await db()
      .select({ id: tables.games.id, slug: tables.games.slug })
      .from(tables.games)
      .where(and(eq(tables.games.engineId, 'triple-sevens'), eq(tables.games.isActive, true)))
      .limit(1);
    expect((await agent.post(`/rest/favorites/${game!.id}/`)).statusCode).toBeLessThan(300);
    const play = await agent.get(`/rest/game/${game!.slug}/play/`);
    const token = new URL(GamePlayResponseSchema.parse(play.json()).url, 'http://x').searchParams.get(
      'session',
    )!;
    await agent.post(`/rest/in-house/session/${encodeURIComponent(token)}/spin/`, { bet: 1 });

    const ids = {
      payment: String(deposit.json().payment?.id ?? ''),
      redeem: String(
        (
          await db()
            .select()
            .from(tables.redeemRequests)
            .where(eq(tables.redeemRequests.playerId, a.player.id))
        )[0]?.id ?? '',
      ),
      document: String(
        (
          await db()
            .select()
            .from(tables.identityDocuments)
            .where(eq(tables.identityDocuments.playerId, a.player.id))
        ).at(-1)?.id ?? '',
      ),
      session: token,
    };
    const profile = (await agent.get('/rest/player/profile/')).json().data;
    return { ...a, game: game!, ids, login: String(profile.login) };
  }

  const stateOf = async (playerId: string) => ({
    balances: await getPlayerBalances(db(), playerId),
    redeems: await db()
      .select()
      .from(tables.redeemRequests)
      .where(eq(tables.redeemRequests.playerId, playerId)),
    documents: await db()
      .select()
      .from(tables.identityDocuments)
      .where(eq(tables.identityDocuments.playerId, playerId)),
    favorites: await db()
      .select()
      .from(tables.favoriteGames)
      .where(eq(tables.favoriteGames.playerId, playerId)),
  });

  it('answers nothing of A and changes nothing of A', async () => {
    const a = await playerWithData();
    const b = await signedInPlayer(t);
    const secrets = [a.player.email!, a.player.id, a.login, ...Object.values(a.ids)].filter(
      (s) => s.length > 3,
    );
    const before = await stateOf(a.player.id);
    // A has one of everything, and A's own answers show it: the matrix looks for something that is there.
    expect(
      Object.values(a.ids).every((id) => id.length > 3),
      JSON.stringify(a.ids),
    ).toBe(true);
    expect((await a.agent.get('/rest/redeem/')).body).toContain(a.ids.redeem);
    expect((await a.agent.get(`/rest/cash/payments/${a.ids.payment}/`)).body).toContain(a.ids.payment);
    expect((await a.agent.get('/rest/player/documents/')).body).toContain(a.ids.document);
    expect(before.favorites).toHaveLength(1);

    /** A's value for a path parameter, by its name; ids of every kind where the name does not say which. */
    const valuesFor = (name: string): string[] => {
      if (name === 'gameId') return [String(a.game.id)];
      if (name === 'slug') return [a.game.slug];
      if (name === 'token') return [a.ids.session];
      return Object.values(a.ids).filter(Boolean);
    };

    const checked: string[] = [];
    for (const route of t.routes) {
      if (NOT_PLAYER_SCOPED.some((skip) => skip.test(route.url))) continue;
      const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      const urls = names.length
        ? valuesFor(names[0]!).map((value) =>
            route.url.replace(/:(\w+)/g, (_, name: string) =>
              encodeURIComponent(name === names[0] ? value : (valuesFor(name)[0] ?? value)),
            ),
          )
        : [route.url.replace(/\*$/, '')];
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
        (m) => m !== 'HEAD',
      );
      for (const method of methods)
        for (const url of urls) {
          // A fresh session each call: B signing out or deleting a session must not end the matrix early.
          const session = await createSession(db(), b.player.id, t.app.services.clock.now());
          b.agent.jar.set('sid', session.token);
          const response = await b.agent.request({
            method,
            url,
            ...(method === 'GET' || method === 'DELETE'
              ? {}
              : { payload: { id: a.ids.redeem, playerId: a.player.id, email: a.player.email } }),
          });
          expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
          for (const secret of secrets)
            expect(response.body, `${method} ${url} leaks ${secret}`).not.toContain(secret);
          checked.push(`${method} ${route.url}`);
        }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /rest/redeem/',
        'POST /rest/redeem/:id/cancel/',
        'GET /rest/cash/payments/:id/',
        'POST /rest/favorites/:gameId/',
        'DELETE /rest/favorites/:gameId/',
        'POST /rest/in-house/session/:token/spin/',
      ]),
    );
    expect(await stateOf(a.player.id)).toEqual(before);
  }, 120_000);
});
