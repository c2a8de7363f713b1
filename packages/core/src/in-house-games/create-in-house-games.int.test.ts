import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createManualClock } from '../clock/clock.ts';
import type { Database } from '../db/client.ts';
import { activityEvents } from '../db/schema/engagement.ts';
import { gameRounds } from '../db/schema/wallet.ts';
import { DomainError } from '../errors.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { GAME_SESSION_TTL_MS } from '../seamless-wallet/open-game-session.ts';
import { fund } from '../seamless-wallet/seamless-test-client.ts';
import { IN_HOUSE_PROVIDER } from '../seamless-wallet/seamless-types.ts';
import { databaseKinds } from '../testing/test-database.ts';
import { checkLedger } from '../wallet/check-ledger.ts';
import { getPlayerBalances } from '../wallet/get-player-balances.ts';
import { transfer } from '../wallet/transfer.ts';
import { inHouseFixture, openInHouseSession } from './in-house-fixture.ts';
import type { createInHouseGames } from './create-in-house-games.ts';

const BET = 20;

describe.each(databaseKinds())('in-house settlement on %s', (kind) => {
  let database: Database;
  let slug: string;
  const clock = createManualClock();
  const { publisher, sent } = createRecordingPublisher();
  let inHouse: ReturnType<typeof createInHouseGames>;
  beforeAll(async () => {
    ({ database, inHouse, slug } = await inHouseFixture(kind, clock, publisher));
  });
  afterAll(() => database.close());

  const session = (mode: 'TournamentPoints' | 'SweepStakes') =>
    openInHouseSession(database, slug, clock.now(), mode);
  /** Leaves exactly `amount` on the player's account (sign-up bonuses included). */
  async function setBalance(playerId: string, currency: 'COIN' | 'ENTRY' | 'WINNING', amount: number) {
    const field = ({ COIN: 'coins', ENTRY: 'entries', WINNING: 'winnings' } as const)[currency];
    const now = (await getPlayerBalances(database.db, playerId))[field];
    if (now > amount)
      await transfer(database.db, {
        key: `test-drain:${randomUUID()}`,
        kind: 'adjustment',
        currency,
        amount: now - amount,
        from: { playerId },
        to: { house: 'adjustments' },
      });
    if (now < amount) await fund(database.db, playerId, currency, amount - now);
  }

  it('pays a round once when 32 identical spins race, and answers every one with the same round', async () => {
    const { playerId, token } = await session('TournamentPoints');
    await setBalance(playerId, 'COIN', 10_000);
    const pushesBefore = sent.filter((s) => s.to === `player:${playerId}`).length;
    const roundId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 32 }, () => inHouse.spin(playerId, token, BET, roundId)),
    );
    const [first] = answers;
    for (const answer of answers) expect(answer).toEqual(first);
    expect((await getPlayerBalances(database.db, playerId)).coins).toBe(
      10_000 - BET + first!.outcome.totalWin,
    );
    expect(first!.balance).toBe(10_000 - BET + first!.outcome.totalWin);
    const rounds = await database.db.select().from(gameRounds).where(eq(gameRounds.roundRef, roundId));
    expect(rounds).toMatchObject([{ status: 'settled', bet: BET, win: first!.outcome.totalWin }]);
    expect(sent.filter((s) => s.to === `player:${playerId}`).length - pushesBefore).toBe(1);
    // Engagement features see the round once, with the money it moved.
    const activity = await database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.ref, `${IN_HOUSE_PROVIDER}:${roundId}`));
    expect(activity).toMatchObject([
      {
        kind: 'round',
        playerId,
        data: { gameId: slug, currency: 'COIN', bet: BET, win: first!.outcome.totalWin, freeRound: false },
      },
    ]);

    // The same key with another bet is not the same round.
    await expect(inHouse.spin(playerId, token, 40, roundId)).rejects.toMatchObject({
      status: 409,
      code: 'idempotency_conflict',
    });
    const check = await checkLedger(database.db);
    expect(check.mismatches).toEqual([]);
    expect(Object.values(check.totals).every((t) => t === 0)).toBe(true);
  });

  it('takes a SweepStakes bet from entries first, then winnings, and pays the win as winnings', async () => {
    const { playerId, token } = await session('SweepStakes');
    await setBalance(playerId, 'ENTRY', 5);
    await setBalance(playerId, 'WINNING', 1_000);
    const { outcome, balance } = await inHouse.spin(playerId, token, BET);
    expect(await getPlayerBalances(database.db, playerId)).toMatchObject({
      entries: 0,
      winnings: 1_000 - (BET - 5) + outcome.totalWin,
    });
    expect(balance).toBe(1_005 - BET + outcome.totalWin);
    const [round] = await database.db.select().from(gameRounds).where(eq(gameRounds.sessionToken, token));
    expect(round).toMatchObject({ currency: 'ENTRY', balanceBefore: 1_005, balanceAfter: balance });
  });

  it('refuses a bet it cannot cover with 402 and the balance, writing no round', async () => {
    const { playerId, token } = await session('TournamentPoints');
    await setBalance(playerId, 'COIN', BET - 1);
    const refused = await inHouse.spin(playerId, token, BET).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ status: 402, code: 'insufficient_funds' });
    expect((await getPlayerBalances(database.db, playerId)).coins).toBe(BET - 1);
    expect(await database.db.select().from(gameRounds).where(eq(gameRounds.sessionToken, token))).toEqual([]);
  });

  it('stops taking bets when the session expires on the clock', async () => {
    const { playerId, token } = await session('TournamentPoints');
    await fund(database.db, playerId, 'COIN', 1_000);
    await inHouse.spin(playerId, token, BET);
    clock.advance(GAME_SESSION_TTL_MS);
    try {
      await expect(inHouse.spin(playerId, token, BET)).rejects.toMatchObject({
        status: 410,
        code: 'session_expired',
      });
    } finally {
      clock.advance(-GAME_SESSION_TTL_MS);
    }
  });
});
