import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { RedeemInfoReplySchema, type RedeemRequestView } from '@casino/contracts';
import { checkLedger, createManualClock, getPlayerBalances, setRedeemStepHours, tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../../testing/test-app.ts';
import { signInOperator } from '../../../testing/operators.ts';
import { eligibleWithWinnings } from '../../../testing/redeem.ts';
import { signedInPlayer } from '../../../testing/signed-in-player.ts';

const HOUR = 3_600_000;
// The operator's session is checked against real time too: the test clock starts now.
const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);

describe.each(databaseKinds())('a redeem timeline on %s', (kind) => {
  const clock = createManualClock(T0);
  const t = setupTestApp(kind, { redeemMinimum: 10 }, { clock });
  afterEach(() => vi.restoreAllMocks());

  let finance: Record<string, string>;
  beforeAll(async () => {
    finance = (await signInOperator(t.app, { role: 'finance' })).headers;
  });
  const step = (id: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/rest/backoffice/redeems/${id}/step/`, headers: finance, payload });
  const notices = () => vi.spyOn(t.app.services.webPush.notifier, 'toPlayer');

  /** A player of `brand` with 100 winnings who asked to redeem `amount` of them. */
  async function requested(amount = 40, brand: 'funrize' | 'tao' = 'funrize') {
    const created = await signedInPlayer(t, { brand });
    await eligibleWithWinnings(t, created);
    const response = await created.agent.post('/rest/redeem/', { amount, idempotencyKey: randomUUID() });
    expect(response.statusCode, response.body).toBe(200);
    return { ...created, request: response.json().data as RedeemRequestView };
  }
  const playerView = async (agent: Awaited<ReturnType<typeof signedInPlayer>>['agent'], id: string) =>
    RedeemInfoReplySchema.parse((await agent.get('/rest/redeem/')).json()).data.requests.find(
      (r) => r.id === id,
    )!;
  const returnsOf = (id: string) =>
    t.database.db
      .select()
      .from(tables.walletTransfers)
      .where(and(eq(tables.walletTransfers.key, `redeem:${id}:return`)));
  const winningsOf = async (playerId: string) => (await getPlayerBalances(t.database.db, playerId)).winnings;

  it('walks requested → identity check → review → approved → sent → paid, each step timed, moved by whom, pushed', async () => {
    // TaoFortune promises a review within 36 h; other steps keep the defaults (sent 24 h, paid 72 h).
    await setRedeemStepHours(t.database.db, { brand: 'tao', step: 'approved', hours: 36 });
    clock.set(T0);
    const pushed = notices();
    const { request, player, agent } = await requested(40, 'tao');
    const at = (ms: number) => new Date(T0.getTime() + ms).toISOString();
    expect(request).toMatchObject({
      step: 'review',
      status: 'pending',
      timeline: [
        { step: 'requested', at: at(0), by: 'player', note: null },
        { step: 'identity_check', at: at(0), by: 'system', note: null },
        { step: 'review', at: at(0), by: 'system', note: null },
      ],
      next: { step: 'approved', expectedBy: at(36 * HOUR) },
    });

    clock.advance(5 * 60_000);
    const approved = await step(request.id, { step: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      step: 'approved',
      status: 'approved',
      decidedAt: at(5 * 60_000),
      next: { step: 'sent', expectedBy: at(5 * 60_000 + 24 * HOUR) },
    });
    // Minutes apart (the operator's session idles out after 30 minutes without a request).
    clock.advance(10 * 60_000);
    expect((await step(request.id, { step: 'sent' })).statusCode).toBe(200);
    clock.advance(10 * 60_000);
    const paid = await step(request.id, { step: 'paid' });
    expect(paid.json().data).toMatchObject({ step: 'paid', status: 'approved', next: null });

    // The player reads the same timeline the operator moved.
    const seen = await playerView(agent, request.id);
    expect(seen.timeline.map((s) => [s.step, s.by, s.at])).toEqual([
      ['requested', 'player', at(0)],
      ['identity_check', 'system', at(0)],
      ['review', 'system', at(0)],
      ['approved', 'operator', at(5 * 60_000)],
      ['sent', 'operator', at(15 * 60_000)],
      ['paid', 'operator', at(25 * 60_000)],
    ]);
    expect(seen).toEqual(expect.objectContaining({ step: 'paid', next: null, decidedAt: at(5 * 60_000) }));

    // A push queued for the player's devices at each step (in review on request, then each move).
    expect(pushed.mock.calls.map(([id, notice]) => [id, notice.notice])).toEqual(
      ['redeemInReview', 'redeemApproved', 'redeemSent', 'redeemPaid'].map((n) => [player.id, n]),
    );
    // The winnings left once, at the request; nothing came back.
    expect(await winningsOf(player.id)).toBe(6_000);
    expect(await returnsOf(request.id)).toEqual([]);
    const audits = await t.database.db
      .select({ action: tables.auditLog.action })
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.targetType, 'redeem'), eq(tables.auditLog.targetId, request.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['redeem.approve', 'redeem.pay', 'redeem.send']);
  });

  it('refuses a move the state machine does not allow with a 4xx saying what can happen next, and writes nothing', async () => {
    const { request, player } = await requested(25);
    const pushed = notices();
    const early = await step(request.id, { step: 'sent' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'This redeem request is in review: it can next be approved or refused or cancelled, not marked sent.',
    );
    expect((await step(request.id, { step: 'paid' })).statusCode).toBe(409);
    // Steps that are not the operator's, and a refusal without its reason, fail validation.
    for (const body of [
      { step: 'cancelled' },
      { step: 'review' },
      { step: 'refused' },
      { step: 'refused', note: ' ' },
    ])
      expect((await step(request.id, body)).statusCode).toBe(400);
    expect((await step(randomUUID(), { step: 'approved' })).statusCode).toBe(404);

    expect((await step(request.id, { step: 'approved' })).statusCode).toBe(200);
    const late = await step(request.id, { step: 'refused', note: 'Changed my mind' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This redeem request is already approved.');
    const steps = await t.database.db
      .select({ step: tables.redeemSteps.step })
      .from(tables.redeemSteps)
      .where(eq(tables.redeemSteps.redeemId, request.id));
    expect(steps.map((s) => s.step)).toEqual(['requested', 'identity_check', 'review', 'approved']);
    expect(pushed.mock.calls.map(([, n]) => n.notice)).toEqual(['redeemApproved']);
    expect(await winningsOf(player.id)).toBe(7_500);
  });

  it('a refusal carries the reason to the player and returns the winnings; the player may cancel before a decision', async () => {
    const refused = await requested(30);
    const pushed = notices();
    const response = await step(refused.request.id, { step: 'refused', note: 'The name does not match.' });
    expect(response.statusCode).toBe(200);
    const seen = await playerView(refused.agent, refused.request.id);
    expect(seen).toMatchObject({
      step: 'refused',
      status: 'rejected',
      note: 'The name does not match.',
      next: null,
    });
    expect(seen.timeline.at(-1)).toMatchObject({
      step: 'refused',
      by: 'operator',
      note: 'The name does not match.',
    });
    expect(await winningsOf(refused.player.id)).toBe(10_000);

    const cancelled = await requested(30);
    const back = await cancelled.agent.post(`/rest/redeem/${cancelled.request.id}/cancel/`, {});
    expect(back.json().data.timeline.at(-1)).toMatchObject({ step: 'cancelled', by: 'player' });
    expect(pushed.mock.calls.map(([, n]) => n.notice)).toEqual([
      'redeemRejected',
      'redeemInReview',
      'redeemCancelled',
    ]);
    expect(await winningsOf(cancelled.player.id)).toBe(10_000);
  });

  it('32 racing operator moves on one request move it once and never return or pay twice', async () => {
    const { request, player } = await requested(50);
    const moves = Array.from({ length: 32 }, (_, i) =>
      i % 2 ? { step: 'approved' } : { step: 'refused', note: `race ${i}` },
    );
    const codes = (await Promise.all(moves.map((m) => step(request.id, m)))).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(31);
    const [row] = await t.database.db
      .select()
      .from(tables.redeemRequests)
      .where(eq(tables.redeemRequests.id, request.id));
    const returned = await returnsOf(request.id);
    expect(returned).toHaveLength(row!.step === 'refused' ? 1 : 0);
    expect(await winningsOf(player.id)).toBe(row!.step === 'refused' ? 10_000 : 5_000);

    // Once approved, 32 racing "sent" write the step once.
    if (row!.step === 'approved') {
      const sent = await Promise.all(Array.from({ length: 32 }, () => step(request.id, { step: 'sent' })));
      expect(sent.filter((r) => r.statusCode === 200)).toHaveLength(1);
    }
    const decided = await t.database.db
      .select()
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.targetId, request.id), like(tables.auditLog.action, 'redeem.%')));
    expect(decided).toHaveLength(row!.step === 'refused' ? 1 : 2);
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
  });
});
