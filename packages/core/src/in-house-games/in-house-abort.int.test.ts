import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createManualClock } from '../clock/clock.ts';
import type { Database } from '../db/client.ts';
import { games, playerGameRestrictions } from '../db/schema/catalogue.ts';
import { activityEvents } from '../db/schema/engagement.ts';
import { playLimits } from '../db/schema/play-limits.ts';
import { gameRounds, walletEntries, walletTransfers } from '../db/schema/wallet.ts';
import { knownUnprotected } from '../play-limits/protection-hint.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { databaseKinds } from '../testing/test-database.ts';
import { checkLedger } from '../wallet/check-ledger.ts';
import { getPlayerBalances } from '../wallet/get-player-balances.ts';
import { transfer } from '../wallet/transfer.ts';
import { inHouseFixture, openInHouseSession } from './in-house-fixture.ts';
import type { createInHouseGames } from './create-in-house-games.ts';

const BET = 20;

// A fast-path Coin spin is one statement without BEGIN/COMMIT that aborts itself when a part is missing
// (ADR 0010): every refusal must leave balances, ledger, rounds and activity exactly as they were.
describe.each(databaseKinds())('refused fast-path spins on %s', (kind) => {
  let database: Database;
  let slug: string;
  let gameId: number;
  const clock = createManualClock();
  const { publisher } = createRecordingPublisher();
  let inHouse: ReturnType<typeof createInHouseGames>;
  beforeAll(async () => {
    ({ database, inHouse, slug, gameId } = await inHouseFixture(kind, clock, publisher));
  });
  afterAll(() => database.close());

  /** A Coin player whose first spin settled, so the next one takes the fast path. */
  async function fastPlayer() {
    const session = await openInHouseSession(database, slug, clock.now(), 'TournamentPoints', 10_000);
    await inHouse.spin(session.playerId, session.token, BET);
    expect(knownUnprotected(session.playerId, clock.now())).toBe(true);
    return session;
  }

  /** Runs `check` with the game withdrawn from the catalogue, then puts it back for the other tests. */
  async function whileWithdrawn(check: () => Promise<void>) {
    await database.db.update(games).set({ isActive: false }).where(eq(games.id, gameId));
    try {
      await check();
    } finally {
      await database.db.update(games).set({ isActive: true }).where(eq(games.id, gameId));
    }
  }

  /** Everything a spin could write. */
  async function state(playerId: string) {
    const rows = async (table: typeof walletTransfers | typeof walletEntries | typeof gameRounds) =>
      (await database.db.select({ n: count() }).from(table))[0]!.n;
    return {
      balances: await getPlayerBalances(database.db, playerId),
      transfers: await rows(walletTransfers),
      entries: await rows(walletEntries),
      rounds: await rows(gameRounds),
      activity: (await database.db.select({ n: count() }).from(activityEvents))[0]!.n,
    };
  }

  async function expectLedgerBalanced() {
    const check = await checkLedger(database.db);
    expect(check.mismatches).toEqual([]);
    expect(Object.values(check.totals).every((t) => t === 0)).toBe(true);
  }

  it('refuses a bet it cannot cover with 402 and the balance', async () => {
    const { playerId, token } = await fastPlayer();
    const coins = (await getPlayerBalances(database.db, playerId)).coins;
    await transfer(database.db, {
      key: `test-drain:${randomUUID()}`,
      kind: 'adjustment',
      currency: 'COIN',
      amount: coins - (BET - 1),
      from: { playerId },
      to: { house: 'adjustments' },
    });
    const before = await state(playerId);
    await expect(inHouse.spin(playerId, token, BET)).rejects.toMatchObject({
      status: 402,
      code: 'insufficient_funds',
      balance: BET - 1,
    });
    expect(await state(playerId)).toEqual(before);
    await expectLedgerBalanced();
  });

  it('answers a replayed round id with the first round, and another bet under it with 409', async () => {
    const { playerId, token } = await fastPlayer();
    const roundId = randomUUID();
    const first = await inHouse.spin(playerId, token, BET, roundId);
    const before = await state(playerId);
    expect(await inHouse.spin(playerId, token, BET, roundId)).toEqual(first);
    await expect(inHouse.spin(playerId, token, 40, roundId)).rejects.toMatchObject({
      status: 409,
      code: 'idempotency_conflict',
    });
    expect(await state(playerId)).toEqual(before);
    await expectLedgerBalanced();
  });

  it('pays a round once when 32 identical fast-path spins race', async () => {
    const { playerId, token } = await fastPlayer();
    const before = await state(playerId);
    const roundId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 32 }, () => inHouse.spin(playerId, token, BET, roundId)),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const win = answers[0]!.outcome.totalWin;
    const after = await state(playerId);
    expect(after.balances.coins).toBe(before.balances.coins - BET + win);
    expect(after.rounds - before.rounds).toBe(1);
    expect(after.activity - before.activity).toBe(1);
    expect(after.transfers - before.transfers).toBe(win > 0 ? 2 : 1);
    await expectLedgerBalanced();
  });

  it('refuses a spin on a game withdrawn since the session opened with 404', async () => {
    const { playerId, token } = await fastPlayer();
    const before = await state(playerId);
    await whileWithdrawn(async () => {
      await expect(inHouse.spin(playerId, token, BET)).rejects.toMatchObject({ status: 404 });
      expect(await state(playerId)).toEqual(before);
    });
  });

  it('refuses a spin on a game restricted for the player since the session opened with 403', async () => {
    const { playerId, token } = await fastPlayer();
    const before = await state(playerId);
    await database.db.insert(playerGameRestrictions).values({ playerId, gameId });
    await expect(inHouse.spin(playerId, token, BET)).rejects.toMatchObject({ status: 403 });
    expect(await state(playerId)).toEqual(before);
  });

  it('refuses a spin over a limit another process set, settling it on the checked path', async () => {
    const { playerId, token } = await fastPlayer();
    const before = await state(playerId);
    // Written as another server process would: this process's hint still says "none".
    await database.db
      .insert(playLimits)
      .values({ playerId, kind: 'wager-COIN', period: 'day', amount: BET, updatedAt: clock.now() });
    await expect(inHouse.spin(playerId, token, BET)).rejects.toMatchObject({
      status: 403,
      code: 'play_limit_reached',
    });
    expect(await state(playerId)).toEqual(before);
    expect(knownUnprotected(playerId, clock.now())).toBe(false);
  });

  it('refuses a withdrawn game to a player with a limit (checked path) with 404, not a retry', async () => {
    const { playerId, token } = await fastPlayer();
    await database.db
      .insert(playLimits)
      .values({ playerId, kind: 'wager-COIN', period: 'day', amount: 1_000, updatedAt: clock.now() });
    await inHouse.spin(playerId, token, BET);
    expect(knownUnprotected(playerId, clock.now())).toBe(false);
    const before = await state(playerId);
    await whileWithdrawn(async () => {
      await expect(inHouse.spin(playerId, token, BET)).rejects.toMatchObject({ status: 404 });
      expect(await state(playerId)).toEqual(before);
    });
  });
});
