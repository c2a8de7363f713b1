import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createManualClock } from '../clock/clock.ts';
import type { Database } from '../db/client.ts';
import { gameRounds } from '../db/schema/wallet.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { createSeamlessTestClient, fund, setGameMode } from '../seamless-wallet/seamless-test-client.ts';
import { createPlayer, openTestGameSession } from '../testing/factories.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { checkLedger } from '../wallet/check-ledger.ts';
import { getPlayerBalances } from '../wallet/get-player-balances.ts';
import { getPlayLimits, setPlayLimit } from './play-limits.ts';
import { touchPlaySession } from './play-session.ts';

const HOUR = 3_600_000;

describe.each(databaseKinds())('play limits in the seamless wallet on %s', (kind) => {
  let database: Database;
  const clock = createManualClock('2031-03-12T10:00:00Z');
  const { publisher } = createRecordingPublisher();
  let client: ReturnType<typeof createSeamlessTestClient>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    client = createSeamlessTestClient(database.db, publisher, clock);
  });
  afterAll(() => database.close());

  async function launch(mode: 'TournamentPoints' | 'SweepStakes' = 'TournamentPoints') {
    const { player } = await createPlayer(database.db);
    await setGameMode(database.db, player.id, mode);
    await fund(database.db, player.id, mode === 'SweepStakes' ? 'ENTRY' : 'COIN', 100_000);
    return { playerId: player.id, token: await openTestGameSession(database.db, player.id, clock.now()) };
  }
  /** Game sessions last 12 hours: a moved clock needs a new one. */
  const reopen = (playerId: string) => openTestGameSession(database.db, playerId, clock.now());
  const bet = (token: string, amount: number, roundId = randomUUID()) =>
    client.call('bet', { sessionToken: token, transactionId: randomUUID(), roundId, amount });
  const win = (token: string, roundId: string, amount: number) =>
    client.call('win', { sessionToken: token, transactionId: randomUUID(), roundId, amount });

  it('refuses a bet over a wager limit with PLAY_LIMIT_REACHED and moves nothing', async () => {
    const { playerId, token } = await launch();
    const now = clock.now();
    await setPlayLimit(database.db, { playerId, kind: 'wager-COIN', period: 'day', amount: 300, now });
    expect((await bet(token, 200)).body.status).toBe('OK');
    const before = await getPlayerBalances(database.db, playerId);
    const refused = await bet(token, 200);
    expect(refused).toMatchObject({ httpStatus: 403, body: { status: 'ERROR', code: 'PLAY_LIMIT_REACHED' } });
    expect(await getPlayerBalances(database.db, playerId)).toEqual(before);
    expect((await bet(token, 100)).body.status).toBe('OK');
    const { limits } = await getPlayLimits(database.db, playerId, clock.now());
    expect(limits).toMatchObject([{ kind: 'wager-COIN', period: 'day', amount: 300, used: 300 }]);
    // Another currency is not limited by a coin limit.
    expect(limits.find((l) => l.kind === 'wager-ENTRY')).toBeUndefined();
    expect(await checkLedger(database.db)).toMatchObject({ mismatches: [], unbalancedTransfers: 0 });
  });

  it('counts a loss limit as bets minus wins, the bet taken as lost', async () => {
    const { playerId, token } = await launch('SweepStakes');
    await setPlayLimit(database.db, {
      playerId,
      kind: 'loss-ENTRY',
      period: 'week',
      amount: 500,
      now: clock.now(),
    });
    const round = randomUUID();
    expect((await bet(token, 400, round)).body.status).toBe('OK');
    expect((await win(token, round, 300)).body.status).toBe('OK'); // lost 100 net
    expect((await bet(token, 400)).body.status).toBe('OK'); // 100 + 400 = 500: at the limit, allowed
    expect((await bet(token, 1)).body).toMatchObject({ code: 'PLAY_LIMIT_REACHED' });
    // A coin loss limit would not stop entries, and the week ends on Monday (UTC).
    clock.set('2031-03-17T00:00:01Z');
    expect((await bet(await reopen(playerId), 400)).body.status).toBe('OK');
    clock.set('2031-03-12T10:00:00Z');
  });

  it('a raised limit waits 24 hours, a lowered one applies at once', async () => {
    const { playerId, token } = await launch();
    const start = clock.now();
    await setPlayLimit(database.db, {
      playerId,
      kind: 'wager-COIN',
      period: 'month',
      amount: 100,
      now: start,
    });
    expect((await bet(token, 100)).body.status).toBe('OK');
    const raised = await setPlayLimit(database.db, {
      playerId,
      kind: 'wager-COIN',
      period: 'month',
      amount: 1000,
      now: start,
    });
    expect(raised.limits[0]).toMatchObject({
      amount: 100,
      pending: { amount: 1000, from: new Date(start.getTime() + 24 * HOUR).toISOString() },
    });
    clock.set(new Date(start.getTime() + 24 * HOUR - 1000));
    const later = await reopen(playerId);
    expect((await bet(later, 100)).body).toMatchObject({ code: 'PLAY_LIMIT_REACHED' });
    clock.set(new Date(start.getTime() + 24 * HOUR));
    expect((await bet(later, 100)).body.status).toBe('OK');
    // Lowering under what is used applies at once: no more bets this month.
    await setPlayLimit(database.db, {
      playerId,
      kind: 'wager-COIN',
      period: 'month',
      amount: 150,
      now: clock.now(),
    });
    expect((await bet(later, 1)).body).toMatchObject({ code: 'PLAY_LIMIT_REACHED' });
    clock.set(start);
  });

  it.each([
    ['TournamentPoints', 'wager-COIN'],
    ['SweepStakes', 'loss-ENTRY'],
  ] as const)(
    'in %s mode, 32 concurrent seamless bets never beat a %s limit: exactly 5 pass, the ledger balances',
    async (mode, limitKind) => {
      const { playerId, token } = await launch(mode);
      await setPlayLimit(database.db, {
        playerId,
        kind: limitKind,
        period: 'day',
        amount: 500,
        now: clock.now(),
      });
      const before = await getPlayerBalances(database.db, playerId);
      // Each bet is its own round with its own transaction id, as a provider's parallel calls would be.
      const answers = await Promise.all(Array.from({ length: 32 }, () => bet(token, 100)));
      const codes = answers.map((a) => (a.body.status === 'OK' ? 'OK' : a.body.code));
      expect(codes.filter((c) => c === 'OK')).toHaveLength(5);
      expect(codes.filter((c) => c === 'PLAY_LIMIT_REACHED')).toHaveLength(27);
      expect(answers.filter((a) => a.httpStatus === 403)).toHaveLength(27);

      const rounds = await database.db.select().from(gameRounds).where(eq(gameRounds.playerId, playerId));
      expect(rounds).toHaveLength(5);
      expect(rounds.reduce((sum, r) => sum + r.bet, 0)).toBe(500);
      const after = await getPlayerBalances(database.db, playerId);
      // Minor units: 500 coins, or 5.00 entries (the bets came from entries; no wins were paid).
      const taken = mode === 'TournamentPoints' ? before.coins - after.coins : before.entries - after.entries;
      expect(taken).toBe(500);
      const { limits } = await getPlayLimits(database.db, playerId, clock.now());
      expect(limits).toMatchObject([{ kind: limitKind, period: 'day', amount: 500, used: 500 }]);
      expect(await checkLedger(database.db)).toMatchObject({ mismatches: [], unbalancedTransfers: 0 });
    },
  );

  it('refuses bets with SESSION_LIMIT_REACHED once the session time is used up', async () => {
    const { playerId, token } = await launch();
    const start = clock.now();
    await setPlayLimit(database.db, { playerId, kind: 'session', period: 'session', amount: 30, now: start });
    await touchPlaySession(database.db, { playerId, signInId: 's1', now: start });
    expect((await bet(token, 10)).body.status).toBe('OK');
    for (const minutes of [20, 30]) {
      clock.set(new Date(start.getTime() + minutes * 60_000));
      await touchPlaySession(database.db, { playerId, signInId: 's1', now: clock.now() });
    }
    const refused = await bet(token, 10);
    expect(refused).toMatchObject({ httpStatus: 403, body: { code: 'SESSION_LIMIT_REACHED' } });
    // 30 minutes away ends the session: the next bet starts a new one.
    clock.set(new Date(start.getTime() + 61 * 60_000));
    expect((await bet(token, 10)).body.status).toBe('OK');
    clock.set(start);
  });
});
