import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { gameRounds } from '../db/schema/wallet.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { createPlayer } from '../testing/factories.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { expectLedgerBalanced } from '../testing/ledger.ts';
import { getPlayerBalances, toPlayerBalance } from '../wallet/get-player-balances.ts';
import { createManualClock } from '../clock/clock.ts';
import { GAME_SESSION_TTL_MS, openGameSession } from './open-game-session.ts';
import {
  createSeamlessTestClient,
  fund,
  setGameMode,
  TEST_PROVIDER,
  TEST_SECRET,
} from './seamless-test-client.ts';
import { signSeamlessBody } from './sign-body.ts';

describe.each(databaseKinds())('seamless wallet on %s', (kind) => {
  let database: Database;
  const clock = createManualClock();
  const { publisher, sent } = createRecordingPublisher();
  let client: ReturnType<typeof createSeamlessTestClient>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    client = createSeamlessTestClient(database.db, publisher, clock);
  });
  afterAll(() => database.close());

  const id = () => randomUUID();
  /** The provider rolls back bet `referenceTransactionId` (a rollback of its own id, the round when given). */
  const rollback = (p: { token: string }, referenceTransactionId: string, roundId?: string) =>
    client.call('rollback', {
      sessionToken: p.token,
      transactionId: id(),
      referenceTransactionId,
      ...(roundId ? { roundId } : {}),
    });
  /** A player in the given mode with a fresh session and known extra funds. */
  async function launch(mode: 'TournamentPoints' | 'SweepStakes' = 'TournamentPoints') {
    const { player } = await createPlayer(database.db);
    await setGameMode(database.db, player.id, mode);
    const session = await openGameSession(database.db, {
      playerId: player.id,
      gameId: 'triple-sevens',
      provider: TEST_PROVIDER,
      now: clock.now(),
    });
    return {
      playerId: player.id,
      token: session.token,
      session,
      start: await getPlayerBalances(database.db, player.id),
    };
  }

  it('opens sessions in the currency of the player mode and answers balance', async () => {
    const tp = await launch('TournamentPoints');
    expect(tp.session).toMatchObject({ currency: 'COIN', gameMode: 'TournamentPoints' });
    expect((await client.call('balance', { sessionToken: tp.token })).body).toEqual({
      status: 'OK',
      balance: tp.start.coins,
      currency: 'COIN',
    });
    const ss = await launch('SweepStakes');
    await fund(database.db, ss.playerId, 'WINNING', 7);
    expect(ss.session).toMatchObject({ currency: 'ENTRY', gameMode: 'SweepStakes' });
    expect((await client.call('balance', { sessionToken: ss.token })).body).toEqual({
      status: 'OK',
      balance: ss.start.entries + ss.start.winnings + 7,
      currency: 'ENTRY',
    });
  });

  it('takes a bet, pays a win, records the round and pushes the balance', async () => {
    const p = await launch();
    await fund(database.db, p.playerId, 'COIN', 1_000);
    const base = p.start.coins + 1_000;
    const roundId = id();
    const bet = await client.call('bet', {
      sessionToken: p.token,
      transactionId: id(),
      roundId,
      amount: 300,
    });
    expect(bet).toMatchObject({
      httpStatus: 200,
      body: { status: 'OK', balance: base - 300, currency: 'COIN' },
    });
    const win = await client.call('win', {
      sessionToken: p.token,
      transactionId: id(),
      roundId,
      amount: 900,
      outcome: { reels: [[1, 2, 3]] },
    });
    expect(win).toMatchObject({ httpStatus: 200, body: { status: 'OK', balance: base + 600 } });
    expect((await getPlayerBalances(database.db, p.playerId)).coins).toBe(base + 600);
    const [round] = await database.db.select().from(gameRounds).where(eq(gameRounds.roundRef, roundId));
    expect(round).toMatchObject({
      bet: 300,
      win: 900,
      balanceBefore: base,
      balanceAfter: base + 600,
      status: 'settled',
      outcome: { reels: [[1, 2, 3]] },
      playerId: p.playerId,
    });
    expect(sent.filter((s) => s.to === `player:${p.playerId}`).at(-1)?.message).toEqual({
      type: 'balance',
      action: 'setBalance',
      data: toPlayerBalance({ ...p.start, coins: base + 600 }),
    });
  });

  it('answers a repeated transaction with the first answer and a changed one with DUPLICATE_TRANSACTION_MISMATCH', async () => {
    const p = await launch();
    await fund(database.db, p.playerId, 'COIN', 500);
    const body = { sessionToken: p.token, transactionId: id(), roundId: id(), amount: 200 };
    const first = await client.call('bet', body);
    const again = await client.call('bet', {
      amount: 200,
      roundId: body.roundId,
      transactionId: body.transactionId,
      sessionToken: p.token,
    });
    expect(again).toEqual(first);
    const changed = await client.call('bet', { ...body, amount: 201 });
    expect(changed).toEqual({
      httpStatus: 409,
      body: expect.objectContaining({
        status: 'ERROR',
        code: 'DUPLICATE_TRANSACTION_MISMATCH',
        balance: p.start.coins + 300,
      }) as unknown,
    });
    expect((await getPlayerBalances(database.db, p.playerId)).coins).toBe(p.start.coins + 300);
  });

  it('refuses a bet above the balance with INSUFFICIENT_FUNDS and the balance, leaving no round', async () => {
    const p = await launch();
    const roundId = id();
    const answer = await client.call('bet', {
      sessionToken: p.token,
      transactionId: id(),
      roundId,
      amount: p.start.coins + 1,
    });
    expect(answer).toEqual({
      httpStatus: 402,
      body: expect.objectContaining({
        code: 'INSUFFICIENT_FUNDS',
        balance: p.start.coins,
        currency: 'COIN',
      }) as unknown,
    });
    expect(await database.db.select().from(gameRounds).where(eq(gameRounds.roundRef, roundId))).toEqual([]);
  });

  it('rolls back an open bet once, refuses a second rollback and a win on it', async () => {
    const p = await launch();
    await fund(database.db, p.playerId, 'COIN', 100);
    const roundId = id();
    const betId = id();
    await client.call('bet', { sessionToken: p.token, transactionId: betId, roundId, amount: 60 });
    const rb = await rollback(p, betId, roundId);
    expect(rb).toMatchObject({ httpStatus: 200, body: { status: 'OK', balance: p.start.coins + 100 } });
    const second = await rollback(p, betId);
    expect(second).toMatchObject({
      httpStatus: 409,
      body: { code: 'BET_ALREADY_ROLLED_BACK', balance: p.start.coins + 100 },
    });
    const win = await client.call('win', { sessionToken: p.token, transactionId: id(), roundId, amount: 10 });
    expect(win).toMatchObject({ httpStatus: 409, body: { code: 'BET_ALREADY_ROLLED_BACK' } });
    const [round] = await database.db.select().from(gameRounds).where(eq(gameRounds.roundRef, roundId));
    expect(round?.status).toBe('rolled_back');
  });

  it('remembers a rollback that comes before its bet and refuses the late bet', async () => {
    const p = await launch();
    await fund(database.db, p.playerId, 'COIN', 100);
    const betId = id();
    const rb = await rollback(p, betId);
    expect(rb).toMatchObject({ httpStatus: 200, body: { status: 'OK', balance: p.start.coins + 100 } });
    const late = await client.call('bet', {
      sessionToken: p.token,
      transactionId: betId,
      roundId: id(),
      amount: 50,
    });
    expect(late).toMatchObject({
      httpStatus: 409,
      body: { code: 'BET_ALREADY_ROLLED_BACK', balance: p.start.coins + 100 },
    });
    expect((await getPlayerBalances(database.db, p.playerId)).coins).toBe(p.start.coins + 100);
  });

  it('refuses to roll back a settled bet and a win for an unknown round', async () => {
    const p = await launch();
    await fund(database.db, p.playerId, 'COIN', 100);
    const roundId = id();
    const betId = id();
    await client.call('bet', { sessionToken: p.token, transactionId: betId, roundId, amount: 40 });
    await client.call('win', { sessionToken: p.token, transactionId: id(), roundId, amount: 0 });
    const rb = await rollback(p, betId);
    expect(rb).toMatchObject({
      httpStatus: 409,
      body: { code: 'BET_ALREADY_SETTLED', balance: p.start.coins + 60 },
    });
    const late = await client.call('bet', { sessionToken: p.token, transactionId: id(), roundId, amount: 1 });
    expect(late).toMatchObject({ httpStatus: 409, body: { code: 'ROUND_CLOSED' } });
    const win = await client.call('win', {
      sessionToken: p.token,
      transactionId: id(),
      roundId: id(),
      amount: 5,
    });
    expect(win).toMatchObject({
      httpStatus: 404,
      body: { code: 'ROUND_NOT_FOUND', balance: p.start.coins + 60 },
    });
  });

  it('takes SweepStakes bets from entries first, then winnings, and pays wins as winnings', async () => {
    const p = await launch('SweepStakes');
    await fund(database.db, p.playerId, 'WINNING', 50);
    const roundId = id();
    const betId = id();
    const amount = p.start.entries + 20; // all entries, then 20 of the winnings
    const bet = await client.call('bet', { sessionToken: p.token, transactionId: betId, roundId, amount });
    expect(bet).toMatchObject({
      httpStatus: 200,
      body: { balance: p.start.winnings + 30, currency: 'ENTRY' },
    });
    expect(await getPlayerBalances(database.db, p.playerId)).toMatchObject({
      entries: 0,
      winnings: p.start.winnings + 30,
    });
    const rb = await rollback(p, betId);
    expect(rb.httpStatus).toBe(200);
    expect(await getPlayerBalances(database.db, p.playerId)).toMatchObject({
      entries: p.start.entries,
      winnings: p.start.winnings + 50,
    });
    const round2 = id();
    await client.call('bet', { sessionToken: p.token, transactionId: id(), roundId: round2, amount: 10 });
    await client.call('win', { sessionToken: p.token, transactionId: id(), roundId: round2, amount: 25 });
    const fromEntries = Math.min(p.start.entries, 10);
    expect(await getPlayerBalances(database.db, p.playerId)).toMatchObject({
      entries: p.start.entries - fromEntries,
      winnings: p.start.winnings + 50 - (10 - fromEntries) + 25,
    });
  });

  it('answers bad signatures, bad bodies, unknown and expired sessions with 4xx', async () => {
    const p = await launch();
    const raw = JSON.stringify({ provider: TEST_PROVIDER, sessionToken: p.token });
    const bad = await client.wallet.handle('balance', raw, signSeamlessBody('wrong-secret', raw));
    expect(bad).toMatchObject({ httpStatus: 401, body: { code: 'INVALID_SIGNATURE' } });
    expect(await client.wallet.handle('balance', raw, undefined)).toMatchObject({ httpStatus: 401 });
    const other = JSON.stringify({ provider: 'nobody', sessionToken: p.token });
    expect(await client.wallet.handle('balance', other, signSeamlessBody(TEST_SECRET, other))).toMatchObject({
      httpStatus: 401,
    });
    const notJson = '{"provider":';
    expect(await client.wallet.handle('bet', notJson, signSeamlessBody(TEST_SECRET, notJson))).toMatchObject({
      httpStatus: 400,
      body: { code: 'INVALID_REQUEST' },
    });
    const noAmount = await client.call('bet', {
      sessionToken: p.token,
      transactionId: id(),
      roundId: id(),
      amount: -5,
    });
    expect(noAmount).toMatchObject({
      httpStatus: 400,
      body: { code: 'INVALID_REQUEST', balance: p.start.coins },
    });
    const fractional = await client.call('bet', {
      sessionToken: p.token,
      transactionId: id(),
      roundId: id(),
      amount: 1.5,
    });
    expect(fractional.httpStatus).toBe(400);
    expect(await client.call('balance', { sessionToken: 'no-such-token' })).toMatchObject({
      httpStatus: 404,
      body: { code: 'SESSION_NOT_FOUND' },
    });
    expect((await client.wallet.handle('deposit', raw, signSeamlessBody(TEST_SECRET, raw))).httpStatus).toBe(
      400,
    );

    await fund(database.db, p.playerId, 'COIN', 10);
    const roundId = id();
    await client.call('bet', { sessionToken: p.token, transactionId: id(), roundId, amount: 10 });
    clock.advance(GAME_SESSION_TTL_MS + 1_000);
    try {
      const expired = await client.call('bet', {
        sessionToken: p.token,
        transactionId: id(),
        roundId: id(),
        amount: 1,
      });
      expect(expired).toMatchObject({
        httpStatus: 410,
        body: { code: 'SESSION_EXPIRED', balance: p.start.coins },
      });
      // The round the session started can still be settled.
      const win = await client.call('win', {
        sessionToken: p.token,
        transactionId: id(),
        roundId,
        amount: 4,
      });
      expect(win).toMatchObject({ httpStatus: 200, body: { balance: p.start.coins + 4 } });
    } finally {
      clock.advance(-(GAME_SESSION_TTL_MS + 1_000));
    }
    await expectLedgerBalanced(database.db);
  });
});
