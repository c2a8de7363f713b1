import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { PlayLimitsReplySchema, PlaySessionSchema, SANDBOX_CARDS } from '@casino/contracts';
import { checkLedger, createManualClock, createSession, SANDBOX_METHOD_IDS, tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { getGameDefinition } from '@casino/game-math';
import { setupTestApp } from '../../testing/test-app.ts';
import { activeGameSlug, launchGame } from '../../testing/games.ts';
import { createAgent, type Agent } from '../../testing/agent.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

const HOUR = 3_600_000;
const card = { number: SANDBOX_CARDS.success, expiry: '12/39', cvc: '123', holder: 'Test Player' };

describe.each(databaseKinds())('play limits on %s', (kind) => {
  // A Tuesday noon (UTC): a day later is still the same month.
  const clock = createManualClock('2031-03-11T12:00:00.000Z');
  const t = setupTestApp(kind, { paymentWebhookDelayMs: 0, rateLimitMultiplier: 10 }, { clock });
  const db = () => t.database.db;

  const limits = async (agent: Agent) =>
    PlayLimitsReplySchema.parse((await agent.get('/rest/play-limits/')).json());
  const setLimit = (agent: Agent, body: Record<string, unknown>) => agent.post('/rest/play-limits/', body);
  const popular = async () => {
    const [row] = await db()
      .select({ id: tables.offerPresets.id })
      .from(tables.offerPresets)
      .where(eq(tables.offerPresets.titleEn, 'Popular'));
    return row!.id; // $9.99
  };
  const buy = async (agent: Agent) =>
    agent.post('/rest/cash/deposit/', {
      presetId: await popular(),
      offerType: 'package',
      methodId: SANDBOX_METHOD_IDS.card,
      card,
      idempotencyKey: randomUUID(),
    });
  const launch = async (agent: Agent) => (await launchGame(agent, await activeGameSlug(db()))).token;
  const BET = getGameDefinition('triple-sevens')!.betLevels[0]!;
  const spin = (agent: Agent, token: string) =>
    agent.post(`/rest/in-house/session/${encodeURIComponent(token)}/spin/`, { bet: BET });
  const counted = async (playerId: string) =>
    (
      await db()
        .select({ price: tables.payments.priceCents })
        .from(tables.payments)
        .where(
          and(
            eq(tables.payments.playerId, playerId),
            inArray(tables.payments.status, ['pending', 'challenge', 'completed']),
          ),
        )
    ).reduce((sum, p) => sum + p.price, 0);

  it('refuses guests and bad requests with sentences', async () => {
    const guest = createAgent(t.app);
    expect((await guest.get('/rest/play-limits/')).statusCode).toBe(401);
    expect((await guest.get('/rest/play-limits/session/')).statusCode).toBe(401);
    const { agent } = await signedInPlayer(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'lottery', period: 'day', amount: 10 }, 'Choose which limit to set'],
      [{ kind: 'purchase', period: 'session', amount: 10 }, 'Choose a day, a week or a month'],
      [{ kind: 'session', period: 'day', amount: 10 }, 'Choose a day, a week or a month'],
      [{ kind: 'purchase', period: 'day', amount: 0 }, 'Enter a whole amount above zero'],
      [{ kind: 'purchase', period: 'day', amount: 1.5 }, 'Enter a whole amount above zero'],
      [{ kind: 'session', period: 'session', amount: 5000 }, 'This amount is too large'],
    ];
    for (const [body, text] of cases) {
      const response = await setLimit(agent, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(text);
    }
    agent.jar.set('i18n_redirected', 'es');
    const es = await setLimit(agent, { kind: 'purchase', period: 'day', amount: -1 });
    agent.jar.delete('i18n_redirected');
    expect(es.json().message).toBe('Introduce una cantidad entera mayor que cero');
    expect((await agent.post('/rest/play-limits/reality-check/', { minutes: 17 })).statusCode).toBe(400);
    expect(await limits(agent)).toMatchObject({ limits: [], realityCheckMinutes: 60, timeZone: 'UTC' });
  });

  it('refuses a purchase over the daily limit with the reason, counts it, and allows it again tomorrow', async () => {
    const { agent, player } = await signedInPlayer(t);
    expect((await setLimit(agent, { kind: 'purchase', period: 'day', amount: 2000 })).statusCode).toBe(200);
    expect((await buy(agent)).statusCode).toBe(200);
    expect((await buy(agent)).statusCode).toBe(200);
    const refused = await buy(agent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'purchase_limit_reached',
      message: expect.stringContaining('daily purchase limit'),
    });
    await t.app.services.payments.sandbox.settled();
    expect((await limits(agent)).limits).toMatchObject([
      { kind: 'purchase', period: 'day', amount: 2000, used: 1998, resetsAt: '2031-03-12T00:00:00.000Z' },
    ]);
    expect(await counted(player.id)).toBe(1998);
    clock.advance(24 * HOUR);
    try {
      expect((await buy(agent)).statusCode).toBe(200);
    } finally {
      clock.advance(-24 * HOUR);
    }
  });

  it('a raised purchase limit waits 24 hours; a lowered one applies at once', async () => {
    const { agent } = await signedInPlayer(t);
    const start = clock.now();
    await setLimit(agent, { kind: 'purchase', period: 'month', amount: 1000 });
    expect((await buy(agent)).statusCode).toBe(200);
    const raised = PlayLimitsReplySchema.parse(
      (await setLimit(agent, { kind: 'purchase', period: 'month', amount: 5000 })).json(),
    );
    expect(raised.limits[0]).toMatchObject({
      amount: 1000,
      pending: { amount: 5000, from: new Date(start.getTime() + 24 * HOUR).toISOString() },
    });
    try {
      clock.set(new Date(start.getTime() + 23 * HOUR));
      expect((await buy(agent)).statusCode).toBe(403);
      clock.set(new Date(start.getTime() + 24 * HOUR));
      expect((await limits(agent)).limits[0]).toMatchObject({ amount: 5000, pending: null });
      expect((await buy(agent)).statusCode).toBe(200);
      // Lowered below what is used this month: refused at once.
      await setLimit(agent, { kind: 'purchase', period: 'month', amount: 2500 });
      expect((await buy(agent)).statusCode).toBe(403);
      // Removing waits too.
      const removed = PlayLimitsReplySchema.parse(
        (await setLimit(agent, { kind: 'purchase', period: 'month', amount: null })).json(),
      );
      expect(removed.limits[0]!.pending).toMatchObject({ amount: null });
      expect((await buy(agent)).statusCode).toBe(403);
      clock.set(new Date(start.getTime() + 48 * HOUR));
      expect((await limits(agent)).limits).toEqual([]);
      expect((await buy(agent)).statusCode).toBe(200);
    } finally {
      clock.set(start);
    }
  });

  it('32 concurrent purchases never beat the limit', async () => {
    const { agent, player } = await signedInPlayer(t);
    await setLimit(agent, { kind: 'purchase', period: 'week', amount: 5000 });
    const answers = await Promise.all(Array.from({ length: 32 }, () => buy(agent)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 403)).toHaveLength(27);
    await t.app.services.payments.sandbox.settled();
    expect(await counted(player.id)).toBe(4995);
  });

  it('refuses a spin over the play limit with its reason and 32 concurrent spins never beat it', async () => {
    const { agent, player } = await signedInPlayer(t);
    const token = await launch(agent);
    await setLimit(agent, { kind: 'wager-COIN', period: 'day', amount: BET * 5 });
    const answers = await Promise.all(Array.from({ length: 32 }, () => spin(agent, token)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 403)).toHaveLength(27);
    const refused = answers.find((a) => a.statusCode === 403)!.json();
    expect(refused).toMatchObject({
      code: 'play_limit_reached',
      message: expect.stringContaining('daily play limit'),
    });
    const rounds = await db()
      .select()
      .from(tables.gameRounds)
      .where(eq(tables.gameRounds.playerId, player.id));
    expect(rounds.reduce((sum, r) => sum + r.bet, 0)).toBe(BET * 5);
    expect((await limits(agent)).limits[0]).toMatchObject({ used: BET * 5, amount: BET * 5 });
    expect(await checkLedger(db())).toMatchObject({ mismatches: [], unbalancedTransfers: 0 });
  });

  it('shows a reality check when due, with the session time and net result, and stops play at the session limit', async () => {
    const { agent, player } = await signedInPlayer(t);
    const start = clock.now();
    const session = async () =>
      PlaySessionSchema.parse((await agent.get('/rest/play-limits/session/')).json());
    try {
      expect(await session()).toMatchObject({
        startedAt: start.toISOString(),
        realityCheckDue: false,
        realityCheckAt: new Date(start.getTime() + HOUR).toISOString(),
        sessionLimit: null,
      });
      const token = await launch(agent);
      const played = (await spin(agent, token)).json();
      const net = played.outcome.totalWin - BET;
      await setLimit(agent, { kind: 'session', period: 'session', amount: 45 });
      for (const minutes of [20, 40, 60]) {
        clock.set(new Date(start.getTime() + minutes * 60_000));
        await session();
      }
      const due = await session();
      expect(due).toMatchObject({
        elapsedSeconds: 3600,
        realityCheckDue: true,
        net: { COIN: net, ENTRY: 0 },
      });
      expect(due.sessionLimit).toMatchObject({ minutes: 45, reached: true });
      const stopped = await spin(agent, token);
      expect(stopped.statusCode).toBe(403);
      expect(stopped.json()).toMatchObject({ code: 'session_limit_reached' });
      const continued = PlaySessionSchema.parse(
        (await agent.post('/rest/play-limits/reality-check/continue/', {})).json(),
      );
      expect(continued).toMatchObject({
        realityCheckDue: false,
        realityCheckAt: new Date(start.getTime() + 2 * HOUR).toISOString(),
      });
      // The interval is the player's choice, counted from when it is set.
      const chosen = await agent.post('/rest/play-limits/reality-check/', { minutes: 15 });
      expect(chosen.json().realityCheckMinutes).toBe(15);
      expect((await session()).realityCheckAt).toBe(new Date(start.getTime() + 75 * 60_000).toISOString());
      // A new sign-in starts a new session.
      const again = createAgent(t.app);
      const other = await createSession(db(), player.id, clock.now());
      again.jar.set('sid', other.token);
      const fresh = PlaySessionSchema.parse((await again.get('/rest/play-limits/session/')).json());
      expect(fresh).toMatchObject({ elapsedSeconds: 0, sessionLimit: { reached: false } });
      expect((await spin(again, token)).statusCode).toBe(200);
    } finally {
      clock.set(start);
    }
  });
});
