import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TakeBreakRequest } from '@casino/contracts';
import { createManualClock } from '../clock/clock.ts';
import type { Database } from '../db/client.ts';
import { auditLog, sessions } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import { createSession } from '../identity/sessions.ts';
import { signIn } from '../identity/sign-in.ts';
import { createSignInGuard } from '../identity/sign-in-guard.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { createSeamlessTestClient } from '../seamless-wallet/seamless-test-client.ts';
import { createOperator, createPlayer, openTestGameSession, TEST_PASSWORD } from '../testing/factories.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { mayReceiveMarketing } from '../web-push/marketing-audience.ts';
import { activeBreak, breakEnd, isExcluded } from './break-rules.ts';
import { liftBreak, listPlayerBreaks } from './lift-break.ts';
import { requestBreakEnd } from './request-break-end.ts';
import { takeBreak } from './take-break.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(databaseKinds())('cooling-off and self-exclusion on %s', (kind) => {
  let database: Database;
  const clock = createManualClock('2026-01-31T10:00:00.000Z');
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());
  const db = () => database.db;

  const take = (playerId: string, request: Omit<TakeBreakRequest, 'confirm'>) =>
    takeBreak(db(), {
      playerId,
      request: { ...request, confirm: true } as TakeBreakRequest,
      now: clock.now(),
    });
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  };

  it('computes calendar periods in UTC, clamped to the month end', () => {
    const from = new Date('2026-01-31T10:00:00.000Z');
    expect(breakEnd('24h', from)?.toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(breakEnd('72h', from)?.toISOString()).toBe('2026-02-03T10:00:00.000Z');
    expect(breakEnd('1w', from)?.toISOString()).toBe('2026-02-07T10:00:00.000Z');
    expect(breakEnd('1m', from)?.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(breakEnd('6m', from)?.toISOString()).toBe('2026-07-31T10:00:00.000Z');
    expect(breakEnd('1y', from)?.toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(breakEnd('5y', from)?.toISOString()).toBe('2031-01-31T10:00:00.000Z');
    expect(breakEnd('permanent', from)).toBeNull();
  });

  it('ends every session, then lifts a cooling-off by itself at its end', async () => {
    const { player } = await createPlayer(db());
    await createSession(db(), player.id, clock.now());
    await createSession(db(), player.id, clock.now());
    const taken = await take(player.id, { kind: 'coolingOff', period: '24h' });
    expect(taken).toMatchObject({ kind: 'coolingOff', period: '24h', canRequestEnd: false });
    expect(taken.liftsAt).toBe(new Date(clock.now().getTime() + DAY).toISOString());
    expect(await db().select().from(sessions).where(eq(sessions.playerId, player.id))).toEqual([]);
    expect(await isExcluded(db(), player.id, clock.now())).toBe(true);
    // Web push campaigns ask the one marketing decision, which refuses during a break.
    const candidate = {
      playerId: player.id,
      brand: 'funrize',
      locale: 'en',
      closedAt: null,
      lockedAt: null,
      marketing: true,
    };
    expect(await mayReceiveMarketing(db(), candidate, clock.now())).toBe(false);
    const justBefore = new Date(clock.now().getTime() + DAY - 1);
    expect(await isExcluded(db(), player.id, justBefore)).toBe(true);
    const atEnd = new Date(clock.now().getTime() + DAY);
    expect(await isExcluded(db(), player.id, atEnd)).toBe(false);
    expect(await mayReceiveMarketing(db(), candidate, atEnd)).toBe(true);
  });

  it('refuses sign-in during a break with the end date, and lets the player in to redeem only', async () => {
    const { player, email } = await createPlayer(db());
    await take(player.id, { kind: 'coolingOff', period: '72h' });
    const guard = createSignInGuard(db(), 'secret');
    const context = { now: clock.now(), ip: '10.1.2.3', guard };
    const refused = await refusal(signIn(db(), { email: email!, password: TEST_PASSWORD }, context));
    expect(refused).toMatchObject({ status: 403, code: 'player_on_break' });
    expect(refused.details).toEqual({
      kind: 'coolingOff',
      until: new Date(clock.now().getTime() + 3 * DAY).toISOString(),
      endsAt: new Date(clock.now().getTime() + 3 * DAY).toISOString(),
    });
    // A wrong password still hears "wrong credentials": the break is told only to the account's owner.
    const wrong = await refusal(signIn(db(), { email: email!, password: 'not-the-password' }, context));
    expect(wrong.code).toBe('wrong_credentials');
    const redeemOnly = await signIn(
      db(),
      { email: email!, password: TEST_PASSWORD, redeemOnly: true },
      context,
    );
    expect(redeemOnly.id).toBe(player.id);
    const later = { ...context, now: new Date(clock.now().getTime() + 3 * DAY) };
    expect((await signIn(db(), { email: email!, password: TEST_PASSWORD }, later)).id).toBe(player.id);
  });

  it('keeps a self-exclusion past its period until the player asks, then 24 hours more', async () => {
    const { player } = await createPlayer(db());
    const start = clock.now();
    const taken = await take(player.id, { kind: 'selfExclusion', period: '6m' });
    expect(taken).toMatchObject({ endsAt: '2026-07-31T10:00:00.000Z', liftsAt: null });
    const early = await refusal(requestBreakEnd(db(), { playerId: player.id, now: start }));
    expect(early.status).toBe(409);
    const afterPeriod = new Date('2026-08-15T00:00:00.000Z');
    // Past its period it still holds: nobody asked.
    expect(await isExcluded(db(), player.id, afterPeriod)).toBe(true);
    const {
      rows: [view],
    } = await listPlayerBreaks(db(), player.id, { page: 1, pageSize: 25, order: 'desc' }, afterPeriod);
    expect(view!.canRequestEnd).toBe(true);
    const asked = await requestBreakEnd(db(), { playerId: player.id, now: afterPeriod });
    expect(asked.liftsAt).toBe(new Date(afterPeriod.getTime() + DAY).toISOString());
    const twice = await refusal(requestBreakEnd(db(), { playerId: player.id, now: afterPeriod }));
    expect(twice.status).toBe(409);
    expect(await isExcluded(db(), player.id, new Date(afterPeriod.getTime() + DAY - 1))).toBe(true);
    expect(await isExcluded(db(), player.id, new Date(afterPeriod.getTime() + DAY))).toBe(false);
  });

  it('never ends a permanent self-exclusion on request', async () => {
    const { player } = await createPlayer(db());
    await take(player.id, { kind: 'selfExclusion', period: 'permanent' });
    const far = new Date('2090-01-01T00:00:00.000Z');
    expect(await isExcluded(db(), player.id, far)).toBe(true);
    expect((await refusal(requestBreakEnd(db(), { playerId: player.id, now: far }))).status).toBe(409);
  });

  it('only lets a break grow stricter', async () => {
    const { player } = await createPlayer(db());
    await take(player.id, { kind: 'coolingOff', period: '1w' });
    expect((await refusal(take(player.id, { kind: 'coolingOff', period: '24h' }))).status).toBe(409);
    await take(player.id, { kind: 'coolingOff', period: '1m' });
    await take(player.id, { kind: 'selfExclusion', period: '1y' });
    expect((await refusal(take(player.id, { kind: 'coolingOff', period: '1m' }))).status).toBe(409);
    expect((await activeBreak(db(), player.id, clock.now()))?.kind).toBe('selfExclusion');
    // The cooling-off's end does not end the self-exclusion.
    expect(await isExcluded(db(), player.id, new Date(clock.now().getTime() + 40 * DAY))).toBe(true);
  });

  it('refuses bets through the seamless wallet with PLAYER_ON_BREAK, still settling wins', async () => {
    const { publisher } = createRecordingPublisher();
    const { call } = createSeamlessTestClient(db(), publisher, clock);
    const { player } = await createPlayer(db());
    const sessionToken = await openTestGameSession(db(), player.id, clock.now());
    /** One seamless-wallet call of the round, under a fresh transaction id. */
    const play = (method: 'bet' | 'win', roundId: string, amount: number) =>
      call(method, { sessionToken, transactionId: randomUUID(), roundId, amount });
    const roundId = randomUUID();
    const bet = await play('bet', roundId, 10);
    expect(bet.httpStatus).toBe(200);
    await take(player.id, { kind: 'coolingOff', period: '24h' });
    const refused = await play('bet', randomUUID(), 10);
    expect(refused.httpStatus).toBe(403);
    expect(refused.body).toMatchObject({ status: 'ERROR', code: 'PLAYER_ON_BREAK' });
    // The round already running settles: winnings are the player's.
    const win = await play('win', roundId, 25);
    expect(win.httpStatus).toBe(200);
  });

  it('lets an admin lift a break early with a reason, audited', async () => {
    const { player } = await createPlayer(db());
    const taken = await take(player.id, { kind: 'selfExclusion', period: '5y' });
    const admin = await createOperator(db(), { role: 'admin' });
    const actor = {
      operatorId: admin.operator.id,
      operatorEmail: admin.email,
      ip: '10.0.0.1',
      at: clock.now(),
    };
    const lifted = await liftBreak(
      db(),
      { playerId: player.id, breakId: taken.id, reason: 'Registered by mistake' },
      actor,
    );
    expect(lifted).toMatchObject({
      liftReason: 'Registered by mistake',
      liftedAt: clock.now().toISOString(),
    });
    expect(await isExcluded(db(), player.id, clock.now())).toBe(false);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'player.break.lift'));
    expect(audit).toMatchObject({ targetId: player.id, operatorEmail: admin.email });
    const again = await refusal(
      liftBreak(db(), { playerId: player.id, breakId: taken.id, reason: 'again' }, actor),
    );
    expect(again.status).toBe(409);
  });
});
