import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { FREE_SPIN_TEXTS, type FreeSpinsPrize } from '@casino/contracts';
import { createSeededRandom, getGameDefinition, playRound, type RandomSource } from '@casino/game-math';
import { createManualClock } from '../clock/clock.ts';
import type { Database } from '../db/client.ts';
import { games } from '../db/schema/catalogue.ts';
import { freeSpinGrants } from '../db/schema/free-spins.ts';
import { gameRounds } from '../db/schema/wallet.ts';
import { setGameRestriction } from '../catalogue/player-restrictions.ts';
import { createInHouseGames } from '../in-house-games/create-in-house-games.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { createSeamlessWallet } from '../seamless-wallet/create-seamless-wallet.ts';
import { openGameSession } from '../seamless-wallet/open-game-session.ts';
import { setGameMode } from '../seamless-wallet/seamless-test-client.ts';
import { IN_HOUSE_PROVIDER } from '../seamless-wallet/seamless-types.ts';
import { createPlayer } from '../testing/factories.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { checkLedger, getHouseBalance } from '../wallet/check-ledger.ts';
import { getPlayerBalances } from '../wallet/get-player-balances.ts';
import { grantFreeSpins } from './grant-free-spins.ts';
import { listFreeSpins } from './list-free-spins.ts';

const ENGINE = 'triple-sevens';
const BET_LEVEL = 25;
const HOUR = 3600;

/** A generator whose first round at BET_LEVEL wins: found by the game's own maths, not made up. */
function winningRandom(): RandomSource {
  const game = getGameDefinition(ENGINE)!;
  for (let seed = 1; ; seed++)
    if (playRound(game, BET_LEVEL, createSeededRandom(seed)).totalWin > 0) return createSeededRandom(seed);
}

describe.each(databaseKinds())('free spins on %s', (kind) => {
  let database: Database;
  let slug: string;
  let otherSlug: string;
  const clock = createManualClock();
  const { publisher, sent } = createRecordingPublisher();
  const inHouseWith = (rng?: RandomSource) =>
    createInHouseGames({
      db: database.db,
      wallet: createSeamlessWallet({ db: database.db, publisher, secrets: {}, clock }),
      publisher,
      clock,
      ...(rng ? { rng } : {}),
    });
  let inHouse: ReturnType<typeof createInHouseGames>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    inHouse = inHouseWith();
    const rows = await database.db
      .select({ slug: games.slug })
      .from(games)
      .where(and(eq(games.engineId, ENGINE), eq(games.isActive, true)))
      .limit(2);
    [slug, otherSlug] = rows.map((r) => r.slug) as [string, string];
  });
  afterAll(() => database.close());

  const prize = (over: Partial<FreeSpinsPrize> = {}): FreeSpinsPrize => ({
    gameId: slug,
    count: 5,
    betLevel: BET_LEVEL,
    lifetimeSeconds: 24 * HOUR,
    ...over,
  });
  const grant = (playerId: string, over: Partial<FreeSpinsPrize> = {}) =>
    database.db.transaction((tx) =>
      grantFreeSpins(tx, {
        key: `test:${randomUUID()}`,
        playerId,
        source: 'test',
        prize: prize(over),
        now: clock.now(),
      }),
    );
  async function player(mode: 'TournamentPoints' | 'SweepStakes' = 'TournamentPoints', gameId = slug) {
    const { player, email } = await createPlayer(database.db);
    await setGameMode(database.db, player.id, mode);
    const { token } = await openGameSession(database.db, {
      playerId: player.id,
      gameId,
      provider: IN_HOUSE_PROVIDER,
      now: clock.now(),
    });
    return { playerId: player.id, email, token };
  }
  const roundsOf = (playerId: string) =>
    database.db.select().from(gameRounds).where(eq(gameRounds.playerId, playerId));
  const remainingOf = async (freeSpinId: string) =>
    (await database.db.select().from(freeSpinGrants).where(eq(freeSpinGrants.id, freeSpinId)))[0]!.remaining;
  const ledgerIsBalanced = async () => {
    const check = await checkLedger(database.db);
    expect(check.mismatches).toEqual([]);
    expect(check.unbalancedTransfers).toBe(0);
    expect(Object.values(check.totals).every((total) => total === 0)).toBe(true);
  };

  it('lists a grant, plays every round without a bet, pays the wins from the house, and then it is gone', async () => {
    const { playerId, token } = await player();
    const { freeSpinId, endDate } = await grant(playerId);
    expect(await listFreeSpins(database.db, { playerId, now: clock.now() })).toEqual([
      expect.objectContaining({
        freeSpinId,
        gameId: slug,
        gameTitle: expect.any(String),
        img: expect.stringMatching(/^\/img\/games\//),
        freeSpinCount: 5,
        freeSpinTotal: 5,
        freeSpinsBetLevel: BET_LEVEL,
        endDate: endDate.toISOString(),
        link: `/lobby/?game=${slug}`,
        source: 'test',
      }),
    ]);
    expect((await inHouse.sessionInfo(playerId, token)).freeSpins).toEqual({
      freeSpinId,
      remaining: 5,
      betLevel: BET_LEVEL,
      endDate: endDate.toISOString(),
    });

    const start = (await getPlayerBalances(database.db, playerId)).coins;
    const houseBefore = await getHouseBalance(database.db, 'rewards', 'COIN');
    let won = 0;
    for (let left = 4; left >= 0; left--) {
      const result = await inHouse.freeSpin(playerId, token, freeSpinId);
      expect(result.outcome.bet).toBe(BET_LEVEL);
      won += result.outcome.totalWin;
      // No bet is taken: the balance only ever rises by the wins.
      expect(result.balance).toBe(start + won);
      expect(result.freeSpins).toEqual(
        left ? expect.objectContaining({ freeSpinId, remaining: left }) : null,
      );
      expect(
        sent.filter((s) => s.to === `player:${playerId}` && s.message.type === 'freeSpins').at(-1)?.message,
      ).toEqual({ type: 'freeSpins', action: 'updated', data: { freeSpinId, freeSpinCount: left } });
    }
    expect((await getPlayerBalances(database.db, playerId)).coins).toBe(start + won);
    expect(houseBefore - (await getHouseBalance(database.db, 'rewards', 'COIN'))).toBe(won);
    const rounds = await roundsOf(playerId);
    expect(rounds).toHaveLength(5);
    for (const round of rounds)
      expect(round).toMatchObject({ bet: 0, freeSpinId, status: 'settled', currency: 'COIN' });
    expect(rounds.reduce((sum, r) => sum + r.win, 0)).toBe(won);

    // Used up: refused, not listed, not offered by the frame.
    await expect(inHouse.freeSpin(playerId, token, freeSpinId)).rejects.toMatchObject({
      status: 410,
      code: 'free_spins_ended',
      message: FREE_SPIN_TEXTS.ended,
    });
    expect(await listFreeSpins(database.db, { playerId, now: clock.now() })).toEqual([]);
    expect((await inHouse.sessionInfo(playerId, token)).freeSpins).toBeNull();
    await ledgerIsBalanced();
  });

  it('credits a win to the balance through the ledger, keyed by the round', async () => {
    const { playerId, token } = await player();
    const { freeSpinId } = await grant(playerId, { count: 1 });
    const start = (await getPlayerBalances(database.db, playerId)).coins;
    const result = await inHouseWith(winningRandom()).freeSpin(playerId, token, freeSpinId);
    expect(result.outcome.totalWin).toBeGreaterThan(0);
    expect((await getPlayerBalances(database.db, playerId)).coins).toBe(start + result.outcome.totalWin);
    const pushes = sent.filter((s) => s.to === `player:${playerId}`).map((s) => s.message);
    expect(pushes).toContainEqual({
      type: 'balance',
      action: 'setBalance',
      data: expect.objectContaining({ tourPoints: start + result.outcome.totalWin }),
    });
    const [round] = await roundsOf(playerId);
    expect(round).toMatchObject({
      roundRef: result.roundId,
      bet: 0,
      win: result.outcome.totalWin,
      balanceBefore: start,
      balanceAfter: start + result.outcome.totalWin,
    });
    await ledgerIsBalanced();
  });

  it('plays SweepStakes free spins without touching entries and pays the wins as winnings', async () => {
    const { playerId, token } = await player('SweepStakes');
    const { freeSpinId } = await grant(playerId, { count: 1 });
    const before = await getPlayerBalances(database.db, playerId);
    const result = await inHouseWith(winningRandom()).freeSpin(playerId, token, freeSpinId);
    expect(await getPlayerBalances(database.db, playerId)).toMatchObject({
      entries: before.entries,
      winnings: before.winnings + result.outcome.totalWin,
    });
    expect((await roundsOf(playerId))[0]).toMatchObject({ currency: 'ENTRY', bet: 0 });
  });

  it('refuses another player’s grant, a grant for another game, and an expired grant, moving nothing', async () => {
    const owner = await player();
    const { freeSpinId } = await grant(owner.playerId, { lifetimeSeconds: HOUR });
    const stranger = await player();
    await expect(inHouse.freeSpin(stranger.playerId, stranger.token, freeSpinId)).rejects.toMatchObject({
      status: 404,
      message: FREE_SPIN_TEXTS.notFound,
    });
    const elsewhere = await openGameSession(database.db, {
      playerId: owner.playerId,
      gameId: otherSlug,
      provider: IN_HOUSE_PROVIDER,
      now: clock.now(),
    });
    await expect(inHouse.freeSpin(owner.playerId, elsewhere.token, freeSpinId)).rejects.toMatchObject({
      status: 422,
      message: FREE_SPIN_TEXTS.otherGame,
    });
    expect((await inHouse.sessionInfo(owner.playerId, elsewhere.token)).freeSpins).toBeNull();

    clock.advance(HOUR * 1000);
    try {
      expect(await listFreeSpins(database.db, { playerId: owner.playerId, now: clock.now() })).toEqual([]);
      expect((await inHouse.sessionInfo(owner.playerId, owner.token)).freeSpins).toBeNull();
      await expect(inHouse.freeSpin(owner.playerId, owner.token, freeSpinId)).rejects.toMatchObject({
        status: 410,
        message: FREE_SPIN_TEXTS.ended,
      });
    } finally {
      clock.advance(-HOUR * 1000);
    }
    expect(await remainingOf(freeSpinId)).toBe(5);
    expect(await roundsOf(owner.playerId)).toEqual([]);
    expect(await roundsOf(stranger.playerId)).toEqual([]);
  });

  it('stops at a restriction: neither listed nor playable', async () => {
    const { playerId, email, token } = await player();
    const { freeSpinId } = await grant(playerId);
    await setGameRestriction({ db: database.db, publisher }, { playerEmail: email, slug, restricted: true });
    expect(await listFreeSpins(database.db, { playerId, now: clock.now() })).toEqual([]);
    await expect(inHouse.freeSpin(playerId, token, freeSpinId)).rejects.toMatchObject({ status: 403 });
    expect(await remainingOf(freeSpinId)).toBe(5);
  });

  it('plays exactly 5 of 32 racing free spins on a grant of 5', async () => {
    const { playerId, token } = await player();
    const { freeSpinId } = await grant(playerId);
    const start = (await getPlayerBalances(database.db, playerId)).coins;
    const results = await Promise.allSettled(
      Array.from({ length: 32 }, () => inHouse.freeSpin(playerId, token, freeSpinId)),
    );
    const played = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(played).toHaveLength(5);
    for (const reason of refused) expect(reason).toMatchObject({ status: 410, code: 'free_spins_ended' });
    const won = played.reduce((sum, r) => sum + r.outcome.totalWin, 0);
    expect((await getPlayerBalances(database.db, playerId)).coins).toBe(start + won);
    expect(await remainingOf(freeSpinId)).toBe(0);
    expect(await roundsOf(playerId)).toHaveLength(5);
    await ledgerIsBalanced();
  });

  it('plays a round id once when 32 copies race, answering each with the first round', async () => {
    const { playerId, token } = await player();
    const { freeSpinId } = await grant(playerId, { count: 3 });
    const roundId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 32 }, () => inHouse.freeSpin(playerId, token, freeSpinId, roundId)),
    );
    for (const answer of answers) expect(answer.outcome).toEqual(answers[0]!.outcome);
    expect(await remainingOf(freeSpinId)).toBe(2);
    expect(await roundsOf(playerId)).toHaveLength(1);
    // A paid spin cannot reuse a free round's id.
    await expect(inHouse.spin(playerId, token, BET_LEVEL, roundId)).rejects.toMatchObject({ status: 409 });
    await ledgerIsBalanced();
  });

  it('refuses to grant spins that could not be played', async () => {
    const { playerId } = await player();
    await expect(grant(playerId, { betLevel: 7 })).rejects.toMatchObject({ status: 422 });
    await expect(grant(playerId, { gameId: 'no-such-game' })).rejects.toMatchObject({ status: 422 });
    const key = `test:${randomUUID()}`;
    const first = await database.db.transaction((tx) =>
      grantFreeSpins(tx, { key, playerId, source: 'test', prize: prize(), now: clock.now() }),
    );
    const again = await database.db.transaction((tx) =>
      grantFreeSpins(tx, { key, playerId, source: 'test', prize: prize(), now: clock.now() }),
    );
    expect(again).toEqual({ ...first, granted: false });
  });
});
