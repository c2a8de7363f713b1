import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { getHouseBalance, getPlayerBalances, tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { createAgent, type Agent } from '../../testing/agent.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';
import { makeRedeemEligible } from '../../testing/redeem.ts';
import { expectLedgerBalanced } from '../../testing/ledger.ts';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';

describe.each(databaseKinds())('redeem on %s', (kind) => {
  const t = setupTestApp(kind, { opsToken: OPS_TOKEN, redeemMinimum: 50 });
  afterEach(() => vi.restoreAllMocks());
  const ops = (url: string, body?: unknown, token: string | null = OPS_TOKEN) =>
    createAgent(t.app).post(url, body ?? {}, { headers: token ? { 'x-ops-token': token } : {} });
  const adjust = (playerEmail: string, currency: string, amount: number, reason = 'test set-up') =>
    ops('/rest/ops/wallet/adjust/', { playerEmail, currency, amount, reason, idempotencyKey: randomUUID() });

  /** A player who may redeem: SweepStakes mode, an approved document, the full profile, and winnings. */
  async function eligiblePlayer(winnings = 120) {
    const created = await signedInPlayer(t);
    const { player } = created;
    await makeRedeemEligible(t.database.db, player.id);
    if (winnings) expect((await adjust(player.email!, 'WINNING', winnings)).statusCode).toBe(200);
    return created;
  }
  const winningsOf = async (playerId: string) => (await getPlayerBalances(t.database.db, playerId)).winnings;
  const requestsOf = (playerId: string) =>
    t.database.db.select().from(tables.redeemRequests).where(eq(tables.redeemRequests.playerId, playerId));
  const redeem = (agent: Agent, amount: unknown, idempotencyKey: string = randomUUID()) =>
    agent.post('/rest/redeem/', { amount, idempotencyKey });
  const info = async (agent: Agent) => (await agent.get('/rest/redeem/')).json().data;

  it('answers guests with 401', async () => {
    const guest = createAgent(t.app);
    expect((await guest.get('/rest/redeem/')).statusCode).toBe(401);
    expect((await redeem(guest, 60)).statusCode).toBe(401);
    expect((await guest.post(`/rest/redeem/${randomUUID()}/cancel/`, {})).statusCode).toBe(401);
  });

  it('tells a new player every reason redeem is unavailable', async () => {
    const { agent } = await signedInPlayer(t);
    expect(await info(agent)).toEqual({
      isActive: false,
      reasons: ['not_sweepstakes_mode', 'identity_not_verified', 'profile_incomplete', 'below_minimum'],
      minimum: 50,
      winnings: 0,
      requests: [],
    });
  });

  it.each([
    ['not in SweepStakes mode', { gameMode: 'TournamentPoints' as const }, 'not_sweepstakes_mode'],
    ['without the address', { address: null }, 'profile_incomplete'],
    ['without a phone', { phone: null }, 'profile_incomplete'],
  ])('refuses a player %s with 403 and changes nothing', async (_label, change, code) => {
    const { player, agent } = await eligiblePlayer();
    await t.database.db.update(tables.players).set(change).where(eq(tables.players.id, player.id));
    const response = await redeem(agent, 60);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code });
    expect(response.json().message).toMatch(/redeem/);
    expect(await winningsOf(player.id)).toBe(12_000);
    expect(await requestsOf(player.id)).toEqual([]);
    expect((await info(agent)).reasons).toEqual([code]);
  });

  it('tells a player without an address, by a surveyRequired push, to fill in the profile', async () => {
    const { player, agent } = await eligiblePlayer();
    await t.database.db.update(tables.players).set({ address: null }).where(eq(tables.players.id, player.id));
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    expect((await redeem(agent, 60)).statusCode).toBe(403);
    expect(toPlayer).toHaveBeenCalledWith(player.id, {
      type: 'playerVerification',
      action: 'surveyRequired',
      data: {},
    });
  });

  it('refuses a player whose identity is not verified', async () => {
    const { player, agent } = await eligiblePlayer();
    await t.database.db
      .update(tables.identityDocuments)
      .set({ status: 'pending' })
      .where(eq(tables.identityDocuments.playerId, player.id));
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const response = await redeem(agent, 60);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('identity_not_verified');
    // The player hears it the spec's way too: scan a document.
    expect(toPlayer).toHaveBeenCalledWith(player.id, {
      type: 'playerVerification',
      action: 'needScanDocument',
      data: {},
    });
    expect(await winningsOf(player.id)).toBe(12_000);
    expect(await requestsOf(player.id)).toEqual([]);
  });

  it.each([
    [49.99, 422, 'The minimum amount to redeem is 50.00.'],
    [120.01, 422, 'You can redeem at most 120.00.'],
    [60.005, 400, 'Use at most two decimals.'],
    [0, 400, 'Enter an amount above zero.'],
    [-5, 400, 'Enter an amount above zero.'],
    ['60', 400, 'Enter the amount to redeem.'],
  ])('refuses the amount %s with a message and changes nothing', async (amount, status, message) => {
    const { player, agent } = await eligiblePlayer();
    const response = await redeem(agent, amount);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(message);
    expect(await winningsOf(player.id)).toBe(12_000);
    expect(await requestsOf(player.id)).toEqual([]);
  });

  it('refuses a bad idempotency key with 400', async () => {
    const { agent } = await eligiblePlayer();
    expect((await redeem(agent, 60, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('moves exactly the amount to the house, once per idempotency key, and pushes the balance', async () => {
    const { player, agent } = await eligiblePlayer();
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const held = await getHouseBalance(t.database.db, 'redemptions', 'WINNING');
    const key = randomUUID();
    const first = await redeem(agent, 70.55, key);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      amount: 70.55,
      status: 'pending',
      note: null,
      decidedAt: null,
    });
    const again = await redeem(agent, 70.55, key);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await redeem(agent, 60, key)).statusCode).toBe(409);

    expect(await winningsOf(player.id)).toBe(12_000 - 7_055);
    expect(await getHouseBalance(t.database.db, 'redemptions', 'WINNING')).toBe(held + 7_055);
    expect(await requestsOf(player.id)).toHaveLength(1);
    expect(toPlayer).toHaveBeenCalledWith(player.id, {
      type: 'balance',
      action: 'setBalance',
      data: expect.objectContaining({ winnings: 49.45 }),
    });
    const view = await info(agent);
    expect(view).toMatchObject({ winnings: 49.45, isActive: false, reasons: ['below_minimum'] });
    expect(view.requests).toEqual([first.json().data]);
    await expectLedgerBalanced(t.database.db);
  });

  it('returns the winnings when the player cancels, and only once', async () => {
    const { player, agent } = await eligiblePlayer();
    const { id } = (await redeem(agent, 100)).json().data;
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const cancelled = await agent.post(`/rest/redeem/${id}/cancel/`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled' });
    expect(await winningsOf(player.id)).toBe(12_000);
    expect(toPlayer).toHaveBeenCalledWith(player.id, expect.objectContaining({ action: 'setBalance' }));
    const twice = await agent.post(`/rest/redeem/${id}/cancel/`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This redeem request is already cancelled.');
    expect((await ops(`/rest/ops/redeems/${id}/approve/`)).statusCode).toBe(409);
    expect(await winningsOf(player.id)).toBe(12_000);
    await expectLedgerBalanced(t.database.db);
  });

  it("keeps another player's requests out of reach (404) and unchanged", async () => {
    const owner = await eligiblePlayer();
    const other = await eligiblePlayer();
    const { id } = (await redeem(owner.agent, 60)).json().data;
    const attempt = await other.agent.post(`/rest/redeem/${id}/cancel/`, {});
    expect(attempt.statusCode).toBe(404);
    expect((await other.agent.post('/rest/redeem/not-an-id/cancel/', {})).statusCode).toBe(404);
    expect((await info(other.agent)).requests).toEqual([]);
    const [row] = await requestsOf(owner.player.id);
    expect(row!.status).toBe('pending');
    expect(await winningsOf(owner.player.id)).toBe(6_000);
  });

  it('approves: the winnings stay paid out and the player hears redeem_success, exactly once', async () => {
    const { player, agent } = await eligiblePlayer();
    const { id } = (await redeem(agent, 80)).json().data;
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const results = await Promise.all([
      ops(`/rest/ops/redeems/${id}/approve/`),
      ops(`/rest/ops/redeems/${id}/approve/`),
      agent.post(`/rest/redeem/${id}/cancel/`, {}),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const [row] = await requestsOf(player.id);
    const successes = toPlayer.mock.calls.filter(([, m]) => m.type === 'playerVerification');
    if (row!.status === 'approved') {
      expect(await winningsOf(player.id)).toBe(4_000);
      expect(successes).toEqual([
        [
          player.id,
          { type: 'playerVerification', action: 'redeem_success', data: { redeemId: id, amount: 80 } },
        ],
      ]);
    } else {
      // The cancel won the race: the winnings came back and the player hears only the cancel.
      expect(row!.status).toBe('cancelled');
      expect(await winningsOf(player.id)).toBe(12_000);
      expect(successes).toEqual([
        [
          player.id,
          {
            type: 'playerVerification',
            action: 'redeem_step',
            data: { redeemId: id, amount: 80, step: 'cancelled' },
          },
        ],
      ]);
    }
    await expectLedgerBalanced(t.database.db);
  });

  it('an approval after the cancel changes nothing', async () => {
    const { player, agent } = await eligiblePlayer();
    const { id } = (await redeem(agent, 80)).json().data;
    expect((await ops(`/rest/ops/redeems/${id}/approve/`)).json().data.status).toBe('approved');
    expect((await agent.post(`/rest/redeem/${id}/cancel/`, {})).statusCode).toBe(409);
    expect((await ops(`/rest/ops/redeems/${id}/reject/`, { note: 'late' })).statusCode).toBe(409);
    expect(await winningsOf(player.id)).toBe(4_000);
    expect((await info(agent)).requests[0]).toMatchObject({ status: 'approved' });
  });

  it('rejects with a note: the winnings return and the player hears redeem_failed and the balance', async () => {
    const { player, agent } = await eligiblePlayer();
    const { id } = (await redeem(agent, 55.5)).json().data;
    expect((await ops(`/rest/ops/redeems/${id}/reject/`, { note: '  ' })).statusCode).toBe(400);
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const rejected = await ops(`/rest/ops/redeems/${id}/reject/`, {
      note: 'Name does not match the document',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      note: 'Name does not match the document',
    });
    expect(await winningsOf(player.id)).toBe(12_000);
    expect(toPlayer).toHaveBeenCalledWith(player.id, {
      type: 'playerVerification',
      action: 'redeem_failed',
      data: { redeemId: id, amount: 55.5, note: 'Name does not match the document' },
    });
    expect(toPlayer).toHaveBeenCalledWith(player.id, {
      type: 'balance',
      action: 'setBalance',
      data: expect.objectContaining({ winnings: 120 }),
    });
    await expectLedgerBalanced(t.database.db);
  });

  it('never overdraws with concurrent requests of one player', async () => {
    const { player, agent } = await eligiblePlayer(200);
    const responses = await Promise.all(Array.from({ length: 8 }, () => redeem(agent, 60)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c !== 200).every((c) => c === 422)).toBe(true);
    expect(await winningsOf(player.id)).toBe(2_000);
    expect(await requestsOf(player.id)).toHaveLength(3);
    await expectLedgerBalanced(t.database.db);
  });

  it('lists, approves and rejects only with the ops token', async () => {
    const { player, agent } = await eligiblePlayer();
    const { id } = (await redeem(agent, 60)).json().data;
    const listAs = (token: string | null) =>
      createAgent(t.app).get('/rest/ops/redeems/', { headers: token ? { 'x-ops-token': token } : {} });
    expect((await listAs(null)).statusCode).toBe(401);
    expect((await listAs('wrong-token-wrong-token-00')).statusCode).toBe(401);
    expect((await ops(`/rest/ops/redeems/${id}/approve/`, {}, null)).statusCode).toBe(401);
    expect((await ops(`/rest/ops/redeems/${id}/reject/`, { note: 'x' }, null)).statusCode).toBe(401);
    expect((await ops('/rest/ops/wallet/adjust/', {}, null)).statusCode).toBe(401);
    const listed = (await listAs(OPS_TOKEN)).json().data;
    expect(listed).toContainEqual(
      expect.objectContaining({
        id,
        playerId: player.id,
        email: player.email,
        status: 'pending',
        amount: 60,
      }),
    );
    expect((await ops(`/rest/ops/redeems/${randomUUID()}/approve/`)).statusCode).toBe(404);
    expect(await winningsOf(player.id)).toBe(6_000);
  });

  it('adjusts a balance through the ledger, refusing bad input and overdrafts', async () => {
    const { player } = await signedInPlayer(t);
    const before = await getPlayerBalances(t.database.db, player.id);
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const credited = await adjust(player.email!, 'ENTRY', 12.34, 'goodwill');
    expect(credited.json().data.balance.entries).toBe((before.entries + 1_234) / 100);
    expect(toPlayer).toHaveBeenCalledWith(player.id, expect.objectContaining({ action: 'setBalance' }));
    for (const [body, status] of [
      [
        {
          playerEmail: player.email,
          currency: 'COIN',
          amount: 1.5,
          reason: 'a fix',
          idempotencyKey: randomUUID(),
        },
        422,
      ],
      [
        {
          playerEmail: player.email,
          currency: 'ENTRY',
          amount: 1.234,
          reason: 'a fix',
          idempotencyKey: randomUUID(),
        },
        422,
      ],
      [
        {
          playerEmail: player.email,
          currency: 'ENTRY',
          amount: 0,
          reason: 'a fix',
          idempotencyKey: randomUUID(),
        },
        400,
      ],
      [
        {
          playerEmail: player.email,
          currency: 'TOUR_POINT',
          amount: 1,
          reason: 'a fix',
          idempotencyKey: randomUUID(),
        },
        400,
      ],
      [{ playerEmail: player.email, currency: 'ENTRY', amount: 1, reason: ' ' }, 400],
      [
        {
          playerEmail: 'nobody@example.test',
          currency: 'ENTRY',
          amount: 1,
          reason: 'a fix',
          idempotencyKey: randomUUID(),
        },
        404,
      ],
      [
        {
          playerEmail: player.email,
          currency: 'ENTRY',
          amount: -(before.entries + 1_235) / 100,
          reason: 'a fix',
          idempotencyKey: randomUUID(),
        },
        402,
      ],
    ] as const)
      expect((await ops('/rest/ops/wallet/adjust/', body)).statusCode, JSON.stringify(body)).toBe(status);
    const keyed = {
      playerEmail: player.email,
      currency: 'COIN',
      amount: 5,
      reason: 'fix',
      idempotencyKey: randomUUID(),
    };
    await ops('/rest/ops/wallet/adjust/', keyed);
    expect((await ops('/rest/ops/wallet/adjust/', keyed)).json().data.replayed).toBe(true);
    expect((await adjust(player.email!, 'ENTRY', -2.34)).statusCode).toBe(200);
    expect(await getPlayerBalances(t.database.db, player.id)).toMatchObject({
      coins: before.coins + 5,
      entries: before.entries + 1_000,
    });
    await expectLedgerBalanced(t.database.db);
  });
});
