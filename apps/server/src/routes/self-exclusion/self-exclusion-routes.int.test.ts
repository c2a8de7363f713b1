import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { GamePlayResponseSchema, InHouseSessionSchema } from '@casino/contracts';
import {
  createManualClock,
  FAILURES_BEFORE_CHALLENGE,
  GUARD_WINDOW_MS,
  tables,
  takeBreak as takePlayerBreak,
} from '@casino/core';
import { createPlayer, databaseKinds, TEST_PASSWORD } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { activeGameSlug } from '../../testing/games.ts';
import { buyWithSandboxCard, popularPresetId } from '../../testing/deposit.ts';
import { createAgent, signedInAgent, type Agent } from '../../testing/agent.ts';
import { signInOperator } from '../../testing/operators.ts';
import { makeRedeemEligible } from '../../testing/redeem.ts';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';
const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds())('self-exclusion routes on %s', (kind) => {
  const clock = createManualClock('2030-03-01T12:00:00.000Z');
  const t = setupTestApp(kind, { opsToken: OPS_TOKEN, redeemMinimum: 50 }, { clock });
  afterEach(() => vi.restoreAllMocks());
  const db = () => t.database.db;

  const login = (agent: Agent, email: string, extra: Record<string, unknown> = {}) =>
    agent.post('/rest/login/', { email, password: TEST_PASSWORD, ...extra });
  const takeBreak = (agent: Agent, body: Record<string, unknown>) =>
    agent.post('/rest/self-exclusion/', { confirm: true, ...body });
  const buy = async (agent: Agent) => buyWithSandboxCard(agent, await popularPresetId(db()));
  const slugOf = () => activeGameSlug(db());

  it('refuses a guest and a break taken without its confirmation', async () => {
    expect((await createAgent(t.app).get('/rest/self-exclusion/')).statusCode).toBe(401);
    const { email } = await createPlayer(db());
    const agent = await signedInAgent(t.app, { email, password: TEST_PASSWORD });
    const unconfirmed = await agent.post('/rest/self-exclusion/', { kind: 'coolingOff', period: '24h' });
    expect(unconfirmed.statusCode).toBe(400);
    const wrongPeriod = await takeBreak(agent, { kind: 'coolingOff', period: '6m' });
    expect(wrongPeriod.statusCode).toBe(400);
    const status = (await agent.get('/rest/self-exclusion/')).json();
    expect(status).toEqual({ success: true, data: { active: null, idleMinutes: 1051200 } });
  });

  it('signs the player out everywhere, tells their pages, and refuses sign-in, purchase and play; redeem stays open', async () => {
    const { email, player } = await createPlayer(db());
    const phone = await signedInAgent(t.app, { email, password: TEST_PASSWORD });
    const desktop = await signedInAgent(t.app, { email, password: TEST_PASSWORD });
    // A game opened before the break: its session is refused once the break starts.
    const launched = await desktop.get(`/rest/game/${await slugOf()}/play/`);
    expect(launched.statusCode).toBe(200);
    const token = new URL(GamePlayResponseSchema.parse(launched.json()).url, 'http://x').searchParams.get(
      'session',
    )!;
    const session = InHouseSessionSchema.parse(
      (await desktop.get(`/rest/in-house/session/${token}/`)).json(),
    );
    const pushes = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const disconnect = vi.spyOn(t.app.services.hub, 'disconnectPlayer');

    const taken = await takeBreak(desktop, { kind: 'selfExclusion', period: '6m' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data).toMatchObject({ kind: 'selfExclusion', period: '6m', liftsAt: null });
    expect(taken.cookies.find((c) => c.name === 'signed_out')?.value).toBe('break');
    expect(pushes).toHaveBeenCalledWith(player.id, {
      type: 'session',
      action: 'ended',
      data: { reason: 'break' },
    });
    expect(disconnect).toHaveBeenCalledWith(player.id);
    expect((await phone.get('/rest/self-exclusion/')).statusCode).toBe(401);
    expect((await desktop.get('/rest/self-exclusion/')).statusCode).toBe(401);

    const refused = await login(createAgent(t.app), email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'player_on_break',
      details: { kind: 'selfExclusion', until: null, endsAt: '2030-09-01T12:00:00.000Z' },
    });

    // The redeem-only sign-in: in, but no purchase and no play.
    const redeemOnly = createAgent(t.app);
    expect((await login(redeemOnly, email, { redeemOnly: true })).statusCode).toBe(200);
    const status = (await redeemOnly.get('/rest/self-exclusion/')).json().data;
    expect(status.active).toMatchObject({ kind: 'selfExclusion', canRequestEnd: false });
    const purchase = await buy(redeemOnly);
    expect(purchase.statusCode).toBe(403);
    expect(purchase.json()).toMatchObject({ code: 'player_on_break' });
    expect(await db().select().from(tables.payments).where(eq(tables.payments.playerId, player.id))).toEqual(
      [],
    );
    const launch = await redeemOnly.get(`/rest/game/${await slugOf()}/play/`);
    expect(launch.statusCode).toBe(403);
    expect(launch.json()).toMatchObject({ code: 'player_on_break' });
    const spin = await redeemOnly.post(`/rest/in-house/session/${encodeURIComponent(token)}/spin/`, {
      bet: session.game.betLevels[0],
    });
    expect(spin.statusCode).toBe(403);
    expect(spin.json()).toMatchObject({ code: 'player_on_break' });

    await makeRedeemEligible(db(), player.id);
    const adjusted = await createAgent(t.app).post(
      '/rest/ops/wallet/adjust/',
      {
        playerEmail: email,
        currency: 'WINNING',
        amount: 80,
        reason: 'test winnings',
        idempotencyKey: randomUUID(),
      },
      { headers: { 'x-ops-token': OPS_TOKEN } },
    );
    expect(adjusted.statusCode).toBe(200);
    const redeemed = await redeemOnly.post('/rest/redeem/', { amount: 60, idempotencyKey: randomUUID() });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
  });

  it('lifts a cooling-off by itself; a self-exclusion needs a request and 24 hours', async () => {
    const cooling = await createPlayer(db());
    const agent = await signedInAgent(t.app, { email: cooling.email, password: TEST_PASSWORD });
    expect((await takeBreak(agent, { kind: 'coolingOff', period: '72h' })).statusCode).toBe(200);
    expect((await login(createAgent(t.app), cooling.email)).statusCode).toBe(403);
    clock.advance(3 * DAY);
    expect((await login(createAgent(t.app), cooling.email)).statusCode).toBe(200);

    const excluded = await createPlayer(db());
    const mine = await signedInAgent(t.app, { email: excluded.email, password: TEST_PASSWORD });
    expect((await takeBreak(mine, { kind: 'selfExclusion', period: '6m' })).statusCode).toBe(200);
    const redeemOnly = createAgent(t.app);
    expect((await login(redeemOnly, excluded.email, { redeemOnly: true })).statusCode).toBe(200);
    expect((await redeemOnly.post('/rest/self-exclusion/end-request/', {})).statusCode).toBe(409);
    clock.advance(200 * DAY);
    // Past its period: still in force, nobody asked.
    expect((await login(createAgent(t.app), excluded.email)).statusCode).toBe(403);
    const again = createAgent(t.app);
    expect((await login(again, excluded.email, { redeemOnly: true })).statusCode).toBe(200);
    const asked = await again.post('/rest/self-exclusion/end-request/', {});
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.liftsAt).toBe(new Date(clock.now().getTime() + DAY).toISOString());
    clock.advance(DAY - 60_000);
    expect((await login(createAgent(t.app), excluded.email)).statusCode).toBe(403);
    clock.advance(60_000);
    expect((await login(createAgent(t.app), excluded.email)).statusCode).toBe(200);
  });

  it('shows breaks on the back-office player page; only an admin lifts one, with a reason', async () => {
    const { email, player } = await createPlayer(db());
    const agent = await signedInAgent(t.app, { email, password: TEST_PASSWORD });
    const breakId = (await takeBreak(agent, { kind: 'selfExclusion', period: '1y' })).json().data.id;
    const support = await signInOperator(t.app, { role: 'support' });
    const admin = await signInOperator(t.app, { role: 'admin' });
    const base = `/rest/backoffice/players/${player.id}/breaks`;
    const list = await t.app.inject({ method: 'GET', url: `${base}/`, headers: support.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual({
      rows: [expect.objectContaining({ id: breakId, kind: 'selfExclusion' })],
      total: 1,
      page: 1,
      pageSize: 25,
    });
    const lift = (headers: Record<string, string>, payload: unknown) =>
      t.app.inject({ method: 'POST', url: `${base}/${breakId}/lift/`, headers, payload: payload as object });
    expect((await lift(support.headers, { reason: 'asked nicely' })).statusCode).toBe(403);
    expect((await lift(admin.headers, {})).statusCode).toBe(400);
    const lifted = await lift(admin.headers, { reason: 'Opened by a relative by mistake' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().data.liftReason).toBe('Opened by a relative by mistake');
    expect((await login(createAgent(t.app), email)).statusCode).toBe(200);
  });

  it("lists a player's breaks like every back-office list: paged, sorted, filtered, CSV", async () => {
    const { player } = await createPlayer(db());
    const take = (period: '24h' | '72h') =>
      takePlayerBreak(db(), {
        playerId: player.id,
        request: { kind: 'coolingOff', period, confirm: true },
        now: clock.now(),
      });
    const first = (await take('24h')).id;
    clock.advance(2 * DAY);
    const second = (await take('72h')).id;
    const { headers } = await signInOperator(t.app, { role: 'viewer' });
    const get = (query: string) =>
      t.app.inject({ url: `/rest/backoffice/players/${player.id}/breaks/?${query}`, headers });
    const ids = async (query: string) => {
      const answer = await get(query);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data.rows as Array<{ id: number }>).map((row) => row.id);
    };
    expect(await ids('')).toEqual([second, first]);
    expect(await ids('sort=startedAt&order=asc')).toEqual([first, second]);
    const paged = (await get('pageSize=1&page=2')).json().data;
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1, rows: [{ id: first }] });
    expect(await ids('state=inForce')).toEqual([second]);
    expect(await ids('state=over')).toEqual([first]);
    expect(await ids('state=&kind=coolingOff')).toEqual([second, first]);
    expect(await ids('kind=selfExclusion')).toEqual([]);
    const csv = await get('format=csv');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('filename="breaks.csv"');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Break,Kind,Period,Started,Period ends,End asked,Lifts,Lifted early,Lift reason');
    expect(lines).toHaveLength(3);
    for (const query of ['sort=id', 'state=soon', 'kind=forever', 'pageSize=500']) {
      const refused = await get(query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message, query).toMatch(/^[A-Z].+ .+/);
    }
    const missing = await t.app.inject({
      url: '/rest/backoffice/players/00000000-0000-4000-8000-000000000000/breaks/',
      headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('says for how long sign-in attempts need the extra check', async () => {
    const { email } = await createPlayer(db());
    const visitor = createAgent(t.app);
    const start = clock.now().getTime();
    for (let i = 0; i < FAILURES_BEFORE_CHALLENGE; i++) {
      expect((await visitor.post('/rest/login/', { email, password: 'wrong-password' })).statusCode).toBe(
        401,
      );
      clock.advance(60_000);
    }
    const checked = await visitor.post('/rest/login/', { email, password: 'wrong-password' });
    expect(checked.statusCode).toBe(428);
    const details = checked.json().details;
    // The first failure leaves the window GUARD_WINDOW_MS after it was made.
    expect(details.checkUntil).toBe(new Date(start + GUARD_WINDOW_MS).toISOString());
    expect(details.retryAfterSeconds).toBe((GUARD_WINDOW_MS - FAILURES_BEFORE_CHALLENGE * 60_000) / 1000);
  });
});

describe.each(databaseKinds())('idle sessions on %s', (kind) => {
  const clock = createManualClock('2030-03-01T12:00:00.000Z');
  const t = setupTestApp(kind, { sessionIdleMs: 30 * 60_000 }, { clock });

  it('ends a session after 30 minutes without a request and says why', async () => {
    const { email } = await createPlayer(t.database.db);
    const agent = await signedInAgent(t.app, { email, password: TEST_PASSWORD });
    clock.advance(29 * 60_000);
    expect((await agent.get('/rest/self-exclusion/')).statusCode).toBe(200);
    // Each request keeps it alive: 58 minutes after sign-in, 29 after the last request.
    clock.advance(29 * 60_000);
    const status = await agent.get('/rest/self-exclusion/');
    expect(status.statusCode).toBe(200);
    expect(status.json().data.idleMinutes).toBe(30);
    clock.advance(31 * 60_000);
    const late = await agent.get('/rest/self-exclusion/');
    expect(late.statusCode).toBe(401);
    expect(late.cookies.find((c) => c.name === 'signed_out')?.value).toBe('idle');
    // The session is gone, not just refused once.
    clock.advance(-31 * 60_000);
    expect((await agent.get('/rest/self-exclusion/')).statusCode).toBe(401);
  });
});
