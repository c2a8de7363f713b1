import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BoRedeemsPageSchema, type OperatorRole } from '@casino/contracts';
import { checkLedger, getPlayerBalances, tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../../testing/test-app.ts';
import { signInOperator } from '../../../testing/operators.ts';
import { eligibleWithWinnings } from '../../../testing/redeem.ts';
import { signedInPlayer } from '../../../testing/signed-in-player.ts';

describe.each(databaseKinds())('back-office redeems on %s', (kind) => {
  const t = setupTestApp(kind, { redeemMinimum: 10 });
  afterEach(() => vi.restoreAllMocks());

  const as: Partial<Record<OperatorRole, Record<string, string>>> = {};
  beforeAll(async () => {
    for (const role of ['finance', 'viewer', 'support'] as const)
      as[role] = (await signInOperator(t.app, { role })).headers;
  });
  const get = (url: string, role: OperatorRole) => t.app.inject({ method: 'GET', url, headers: as[role] });
  const decide = (id: string, verb: 'approve' | 'reject', payload: object, role: OperatorRole = 'finance') =>
    t.app.inject({
      method: 'POST',
      url: `/rest/backoffice/redeems/${id}/${verb}/`,
      headers: as[role],
      payload,
    });

  /** A player with 100 winnings who asked to redeem `amount` of them. */
  async function pendingRedeem(amount = 40) {
    const created = await signedInPlayer(t);
    await eligibleWithWinnings(t, created);
    const response = await created.agent.post('/rest/redeem/', { amount, idempotencyKey: randomUUID() });
    expect(response.statusCode).toBe(200);
    return { ...created, redeemId: response.json().data.id as string };
  }
  const requestOf = async (id: string) =>
    (await t.database.db.select().from(tables.redeemRequests).where(eq(tables.redeemRequests.id, id)))[0];
  const auditsOf = (id: string) =>
    t.database.db
      .select()
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.targetType, 'redeem'), eq(tables.auditLog.targetId, id)));
  const winningsOf = async (playerId: string) => (await getPlayerBalances(t.database.db, playerId)).winnings;

  it('lists requests with the player for redeems.read, pending first; CSV too', async () => {
    const { redeemId, email } = await pendingRedeem(25);
    const response = await get(
      `/rest/backoffice/redeems/?status=pending&q=${encodeURIComponent(email!)}`,
      'viewer',
    );
    expect(response.statusCode).toBe(200);
    const page = BoRedeemsPageSchema.parse(response.json()).data;
    expect(page.rows).toEqual([
      expect.objectContaining({ id: redeemId, amount: 25, status: 'pending', email }),
    ]);
    const csv = await get(`/rest/backoffice/redeems/?format=csv&q=${encodeURIComponent(email!)}`, 'finance');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe(
      'Id,Requested,Status,Step,Amount,Email,Login,Player id,Decided,Note',
    );
    expect(csv.body).toContain(redeemId);
    expect((await get('/rest/backoffice/redeems/', 'support')).statusCode).toBe(403);
    expect((await get('/rest/backoffice/redeems/?status=paid', 'finance')).statusCode).toBe(400);
  });

  it('approves: the winnings stay paid out, audited, and the player hears redeem_success', async () => {
    const { redeemId, player } = await pendingRedeem(40);
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const response = await decide(redeemId, 'approve', {});
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: redeemId, status: 'approved', playerId: player.id });
    expect(await winningsOf(player.id)).toBe(6_000);
    expect(toPlayer).toHaveBeenCalledWith(player.id, {
      type: 'playerVerification',
      action: 'redeem_success',
      data: { redeemId, amount: 40 },
    });
    const [audit, ...more] = await auditsOf(redeemId);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      action: 'redeem.approve',
      before: { status: 'pending', amount: 40, note: null, playerId: player.id },
      after: { status: 'approved', amount: 40, note: null, playerId: player.id },
    });
    // A second decision finds it decided: 409, nothing more written.
    const again = await decide(redeemId, 'reject', { note: 'too late' });
    expect(again.statusCode).toBe(409);
    expect(await auditsOf(redeemId)).toHaveLength(1);
  });

  it('rejects with a note: the winnings return, audited, and the player reads the note', async () => {
    const { redeemId, player } = await pendingRedeem(30);
    expect(await winningsOf(player.id)).toBe(7_000);
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const response = await decide(redeemId, 'reject', { note: ' The name does not match. ' });
    expect(response.statusCode).toBe(200);
    expect(await winningsOf(player.id)).toBe(10_000);
    expect(toPlayer).toHaveBeenCalledWith(player.id, {
      type: 'playerVerification',
      action: 'redeem_failed',
      data: { redeemId, amount: 30, note: 'The name does not match.' },
    });
    expect((await auditsOf(redeemId))[0]).toMatchObject({
      action: 'redeem.reject',
      before: { status: 'pending' },
      after: { status: 'rejected', note: 'The name does not match.' },
    });
    const ledger = await checkLedger(t.database.db);
    expect(ledger.mismatches).toEqual([]);
  });

  it.each([
    ['reject', 'without a note', {}],
    ['reject', 'with a blank note', { note: '   ' }],
    ['reject', 'with a note over 500 characters', { note: 'x'.repeat(501) }],
    ['approve', 'with an unknown field', { note: 'hi' }],
  ] as const)('refuses to %s %s with a 400 and changes nothing', async (verb, _label, payload) => {
    const { redeemId, player } = await pendingRedeem(20);
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const response = await decide(redeemId, verb, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await requestOf(redeemId)).toMatchObject({ status: 'pending', note: null, decidedAt: null });
    expect(await winningsOf(player.id)).toBe(8_000);
    expect(await auditsOf(redeemId)).toEqual([]);
    expect(toPlayer).not.toHaveBeenCalled();
  });

  it('refuses roles without redeems.review (403) and unknown ids (400, 404)', async () => {
    const { redeemId } = await pendingRedeem(15);
    for (const role of ['viewer', 'support'] as const) {
      expect((await decide(redeemId, 'approve', {}, role)).statusCode).toBe(403);
      expect((await decide(redeemId, 'reject', { note: 'no' }, role)).statusCode).toBe(403);
    }
    expect((await decide('not-an-id', 'approve', {})).statusCode).toBe(400);
    expect((await decide(randomUUID(), 'approve', {})).statusCode).toBe(404);
    expect(await requestOf(redeemId)).toMatchObject({ status: 'pending' });
    expect(await auditsOf(redeemId)).toEqual([]);
  });
});
