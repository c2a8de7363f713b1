import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  FREE_SPIN_TEXTS,
  FreeSpinsResponseSchema,
  GamePlayResponseSchema,
  InHouseSessionSchema,
  InHouseSpinSchema,
  PromotionsPageResponseSchema,
} from '@casino/contracts';
import { checkLedger, createManualClock, getPlayerBalances, tables } from '@casino/core';
import { databaseKinds, expectLedgerBalanced } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { createAgent, type Agent } from '../../testing/agent.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

const OPS_TOKEN = 'free-spins-ops-token-0123456789';
const BET_LEVEL = 40;

describe.each(databaseKinds())('free spins over HTTP on %s', (kind) => {
  const clock = createManualClock();
  const t = setupTestApp(kind, { opsToken: OPS_TOKEN }, { clock });

  const videoGame = async () =>
    (
      await t.database.db
        .select({ slug: tables.games.slug })
        .from(tables.games)
        .where(and(eq(tables.games.engineId, 'jungle-quest'), eq(tables.games.isActive, true)))
        .limit(1)
    )[0]!.slug;
  const grant = (body: Record<string, unknown>, token = OPS_TOKEN) =>
    createAgent(t.app).post(
      '/rest/ops/free-spins/',
      { idempotencyKey: randomUUID(), ...body },
      { headers: { 'x-ops-token': token } },
    );
  const launch = async (agent: Agent, slug: string) => {
    const play = GamePlayResponseSchema.parse((await agent.get(`/rest/game/${slug}/play/`)).json());
    return new URL(play.url, 'http://x').searchParams.get('session')!;
  };
  const spin = (agent: Agent, token: string, body: unknown) =>
    agent.post(`/rest/in-house/session/${encodeURIComponent(token)}/spin/`, body);

  it('grants by operator, lists, shows a promotion card, and plays in the frame without a bet', async () => {
    const { agent, player, email } = await signedInPlayer(t);
    const slug = await videoGame();
    const body = { playerEmail: email, gameId: slug, count: 3, betLevel: BET_LEVEL, lifetimeSeconds: 7200 };

    expect((await grant(body, 'wrong-token-wrong-token-0123456')).statusCode).toBe(401);
    const granted = await grant({ ...body, idempotencyKey: 'support-ticket-1' });
    expect(granted.statusCode, granted.body).toBe(200);
    const { freeSpinId, granted: fresh } = granted.json().data;
    expect(fresh).toBe(true);
    // A retried grant with the same key grants once.
    expect((await grant({ ...body, idempotencyKey: 'support-ticket-1' })).json().data).toMatchObject({
      freeSpinId,
      granted: false,
    });

    expect((await createAgent(t.app).get('/rest/free-spins/')).statusCode).toBe(401);
    const listed = await agent.get('/rest/free-spins/');
    expect(listed.headers['cache-control']).toContain('no-store');
    expect(FreeSpinsResponseSchema.parse(listed.json()).data).toEqual([
      expect.objectContaining({ freeSpinId, gameId: slug, freeSpinCount: 3, link: `/lobby/?game=${slug}` }),
    ]);
    const promotions = PromotionsPageResponseSchema.parse((await agent.get('/rest/page/promotions/')).json());
    expect(promotions.payload.promotions.filter((p) => p.type === 'playerFreeSpin')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ freeSpinId, freeSpinCount: 3 }) }),
    ]);

    const token = await launch(agent, slug);
    const session = InHouseSessionSchema.parse((await agent.get(`/rest/in-house/session/${token}/`)).json());
    expect(session.freeSpins).toMatchObject({ freeSpinId, remaining: 3, betLevel: BET_LEVEL });

    const start = (await getPlayerBalances(t.database.db, player.id)).coins;
    let balance = start;
    for (let left = 2; left >= 0; left--) {
      const response = await spin(agent, token, { freeSpinId });
      expect(response.statusCode, response.body).toBe(200);
      const result = InHouseSpinSchema.parse(response.json());
      expect(result.outcome.bet).toBe(BET_LEVEL);
      expect(result.balance).toBe(balance + result.outcome.totalWin);
      expect(result.freeSpins).toEqual(left ? expect.objectContaining({ remaining: left }) : null);
      balance = result.balance;
    }
    expect((await getPlayerBalances(t.database.db, player.id)).coins).toBe(balance);
    const history = (await agent.get('/rest/player/game-history/')).json().data;
    expect(history.rounds).toHaveLength(3);
    expect(history.rounds.every((r: { bet: number }) => r.bet === 0)).toBe(true);

    const ended = await spin(agent, token, { freeSpinId });
    expect(ended.statusCode).toBe(410);
    expect(ended.json()).toMatchObject({ message: FREE_SPIN_TEXTS.ended, code: 'free_spins_ended' });
    expect(FreeSpinsResponseSchema.parse((await agent.get('/rest/free-spins/')).json()).data).toEqual([]);
    // Back to paid play on the same session.
    const paid = await spin(agent, token, { bet: BET_LEVEL });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(InHouseSpinSchema.parse(paid.json()).freeSpins).toBeUndefined();
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });

  it('plays exactly 5 of 32 racing free-spin requests on a grant of 5', async () => {
    const { agent, player, email } = await signedInPlayer(t);
    const slug = await videoGame();
    const { freeSpinId } = (
      await grant({ playerEmail: email, gameId: slug, count: 5, betLevel: BET_LEVEL, lifetimeSeconds: 600 })
    ).json().data;
    const token = await launch(agent, slug);
    const start = (await getPlayerBalances(t.database.db, player.id)).coins;
    const answers = await Promise.all(Array.from({ length: 32 }, () => spin(agent, token, { freeSpinId })));
    const played = answers.filter((a) => a.statusCode === 200).map((a) => InHouseSpinSchema.parse(a.json()));
    expect(played).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 410)).toHaveLength(27);
    const won = played.reduce((sum, r) => sum + r.outcome.totalWin, 0);
    expect((await getPlayerBalances(t.database.db, player.id)).coins).toBe(start + won);
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses unclear spin bodies and unplayable grants in words', async () => {
    const { agent, email } = await signedInPlayer(t);
    const slug = await videoGame();
    const token = await launch(agent, slug);
    const both = await spin(agent, token, { bet: BET_LEVEL, freeSpinId: randomUUID() });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Choose a bet, or play one of your free spins.');
    const notAnId = await spin(agent, token, { freeSpinId: 'abc' });
    expect(notAnId.json().message).toBe(FREE_SPIN_TEXTS.notFound);
    const unknown = await spin(agent, token, { freeSpinId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(FREE_SPIN_TEXTS.notFound);

    const badBet = await grant({
      playerEmail: email,
      gameId: slug,
      count: 1,
      betLevel: 7,
      lifetimeSeconds: 600,
    });
    expect(badBet.statusCode).toBe(422);
    expect(badBet.json().message).toMatch(/^Free spins on this game need one of its bets: 20, 40/);
    const nobody = await grant({
      playerEmail: 'nobody@example.test',
      gameId: slug,
      count: 1,
      betLevel: BET_LEVEL,
      lifetimeSeconds: 600,
    });
    expect(nobody.statusCode).toBe(404);
    const shapeless = await grant({ playerEmail: email, count: 0 });
    expect(shapeless.statusCode).toBe(400);

    // Expiry on the clock: the grant is gone from the list, the frame and the spin.
    const { freeSpinId } = (
      await grant({ playerEmail: email, gameId: slug, count: 2, betLevel: BET_LEVEL, lifetimeSeconds: 600 })
    ).json().data;
    clock.advance(600_000);
    try {
      expect(FreeSpinsResponseSchema.parse((await agent.get('/rest/free-spins/')).json()).data).toEqual([]);
      const fresh = await launch(agent, slug);
      expect((await agent.get(`/rest/in-house/session/${fresh}/`)).json().freeSpins).toBeNull();
      const expired = await spin(agent, fresh, { freeSpinId });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toBe(FREE_SPIN_TEXTS.ended);
    } finally {
      clock.advance(-600_000);
    }
  });
});
