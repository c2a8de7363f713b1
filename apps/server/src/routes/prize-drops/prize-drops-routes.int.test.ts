import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { PrizeDropsInfoResponseSchema, type BrandKey, type PushMessage } from '@casino/contracts';
import {
  createManualClock,
  ensurePrizeDropPool,
  getPlayerBalances,
  loadFeature,
  periodAt,
  recordActivity,
  tables,
  winPrizeDrop,
} from '@casino/core';
import { databaseKinds, expectLedgerBalanced, SMALL_PRIZE_DROPS } from '@casino/core/testing';
import {
  setupEveryBrandApp,
  hostOf,
  putFeature,
  setFeature as setBrandFeature,
} from '../../testing/feature-app.ts';
import { createAgent } from '../../testing/agent.ts';

const INFO = '/rest/prize-drops/info/';
describe.each(databaseKinds())('prize drops on %s', (kind) => {
  const clock = createManualClock('2026-03-10T12:00:00.000Z');
  const { t, player } = setupEveryBrandApp(kind, {}, { clock });
  afterEach(() => vi.restoreAllMocks());

  type Agent = Awaited<ReturnType<typeof player>>['agent'];
  const info = async (agent: Agent) => {
    const response = await agent.get(INFO);
    expect(response.statusCode, response.body).toBe(200);
    return PrizeDropsInfoResponseSchema.parse(response.json()).data;
  };
  const ops = (brand: BrandKey, change: object) => putFeature(t.app, brand, 'prizeDrops', change);
  const setFeature = (brand: BrandKey, change: object) => setBrandFeature(t.app, brand, 'prizeDrops', change);
  /** Today's pool drawn now with every prize released at once (a test's random source). */
  const releaseAllNow = async (brand: BrandKey) => {
    const feature = (await loadFeature(t.database.db, brand, 'prizeDrops'))!;
    await ensurePrizeDropPool(t.database.db, {
      brand,
      schedule: feature.schedule,
      config: feature.config,
      period: periodAt(feature.schedule, clock.now()),
      now: clock.now(),
      random: () => 0,
    });
  };
  let refs = 0;
  const bet = async (playerId: string, amount: number, options: { freeRound?: boolean } = {}) => {
    await recordActivity(t.database.db, {
      kind: 'round',
      ref: `test-round:${++refs}`,
      playerId,
      data: {
        provider: 'in-house',
        gameId: 'melons-quest',
        currency: 'COIN',
        bet: amount,
        win: 0,
        freeRound: options.freeRound ?? false,
      },
      at: clock.now(),
    });
  };
  const drain = () => t.app.services.activity.drain();
  const coinsOf = async (playerId: string) => (await getPlayerBalances(t.database.db, playerId)).coins;

  it('asks a guest to sign in', async () => {
    const response = await createAgent(t.app, { host: hostOf('tao') }).get(INFO);
    expect(response.statusCode).toBe(401);
  });

  it('answers the spec’s general settings, prizes by level and no winners on a fresh day', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { agent } = await player('funrize');
    const data = await info(agent);
    expect(data).toEqual({
      isActive: true,
      general: {
        dailyPrizePool: 100_000,
        highestPrizePerDay: 5_000,
        prizeCountPerDay: 500,
        minimalLevelPlay: 20,
        finishedAt: null,
        nextPrizePoolStartedAt: '2026-03-11T00:00:00.000Z',
      },
      prizes: [
        { level: 3, name: 'gold', coins: 5_000, entries: 0, count: 10, remaining: 10 },
        { level: 2, name: 'silver', coins: 200, entries: 0, count: 90, remaining: 90 },
        { level: 1, name: 'bronze', coins: 80, entries: 0, count: 400, remaining: 400 },
      ],
      lastWinners: [],
      myWinsToday: 0,
    });
  });

  it('pays released prizes to qualifying bets only, never more than the day holds, and tells everyone', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    await setFeature('tao', { config: SMALL_PRIZE_DROPS });
    await releaseAllNow('tao');
    const a = await player('tao');
    const b = await player('tao');
    const toRoom = vi.spyOn(t.app.services.publisher, 'toRoom');
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const before = await coinsOf(a.player.id);
    const beforeB = await coinsOf(b.player.id);

    await bet(a.player.id, 19); // below minimalLevelPlay
    await bet(a.player.id, 500, { freeRound: true }); // a free round bets nothing of the player's
    await drain();
    expect(await coinsOf(a.player.id)).toBe(before);
    expect(toRoom).not.toHaveBeenCalled();

    for (let i = 0; i < 3; i++) await bet(a.player.id, 20);
    await bet(b.player.id, 50);
    await bet(b.player.id, 50); // the day is empty by now
    await drain();

    const won = await t.database.db
      .select()
      .from(tables.prizeDropPrizes)
      .where(and(eq(tables.prizeDropPrizes.brand, 'tao'), eq(tables.prizeDropPrizes.poolKey, '2026-03-10')));
    expect(won).toHaveLength(4);
    expect(won.every((prize) => prize.winnerId !== null)).toBe(true);
    const gainA = (await coinsOf(a.player.id)) - before;
    const gainB = (await coinsOf(b.player.id)) - beforeB;
    expect(gainA + gainB).toBe(5_300);
    expect(won.filter((p) => p.winnerId === b.player.id)).toHaveLength(1);

    const calls = toRoom.mock.calls.map(([to, message]) => ({ to, message: message as PushMessage }));
    const room = calls.filter((r) => r.message.type === 'prizeDrops');
    expect(room).toHaveLength(4);
    expect(room.every((r) => r.to === 'prize-drops')).toBe(true);
    // Each prize is also a row of the home's winners feed, announced on the room `public`.
    expect(calls.filter((r) => r.message.type === 'winners' && r.to === 'public')).toHaveLength(4);
    expect(calls).toHaveLength(8);
    expect(room[0]!.message).toMatchObject({
      type: 'prizeDrops',
      action: 'prizeAssigned',
      data: { isWinner: false, brand: 'tao' },
    });
    const mine = toPlayer.mock.calls.filter(
      ([to, message]) => to === a.player.id && (message as PushMessage).type === 'prizeDrops',
    );
    expect(mine).toHaveLength(3);
    expect(mine.every(([, message]) => (message as { data: { isWinner: boolean } }).data.isWinner)).toBe(
      true,
    );

    const data = await info(a.agent);
    expect(data.prizes.map((p) => p.remaining)).toEqual([0, 0]);
    expect(data.lastWinners).toHaveLength(4);
    expect(data.lastWinners[0]).toMatchObject({ name: expect.stringMatching(/\*\*\*$/) });
    expect(data.myWinsToday).toBe(3);

    // Paid once per prize, under the prize's occasion.
    const paid = await t.database.db
      .select()
      .from(tables.walletTransfers)
      .where(like(tables.walletTransfers.key, `feature:prizeDrops:%:prize-drop:%`));
    expect(new Set(paid.map((p) => p.key)).size).toBe(paid.length);
    await expectLedgerBalanced(t.database.db);
  });

  it('starts a new pool the next day, and stops at the finish time', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    await setFeature('nlc', { config: SMALL_PRIZE_DROPS });
    await releaseAllNow('nlc');
    const p = await player('nlc');
    for (let i = 0; i < 4; i++) await bet(p.player.id, 100);
    await drain();
    expect((await info(p.agent)).prizes.map((x) => x.remaining)).toEqual([0, 0]);

    clock.set('2026-03-11T00:00:00.000Z');
    let data = await info(p.agent);
    expect(data.prizes.map((x) => x.remaining)).toEqual([1, 3]);
    expect(data.myWinsToday).toBe(0);
    expect(data.general.nextPrizePoolStartedAt).toBe('2026-03-12T00:00:00.000Z');

    await setFeature('nlc', { schedule: { finishesAt: '2026-03-11T18:00:00.000Z' } });
    clock.set('2026-03-11T12:00:00.000Z');
    data = await info(p.agent);
    expect(data.general).toMatchObject({
      finishedAt: '2026-03-11T18:00:00.000Z',
      nextPrizePoolStartedAt: null,
    });
    clock.set('2026-03-11T18:00:00.000Z');
    const before = await coinsOf(p.player.id);
    await bet(p.player.id, 100);
    await drain();
    expect(await coinsOf(p.player.id)).toBe(before);
    expect((await info(p.agent)).isActive).toBe(false);
  });

  it('refuses a config that would exceed the day’s pool, and changes nothing', async () => {
    const response = await ops('sws', {
      config: { ...SMALL_PRIZE_DROPS, levels: [{ level: 3, count: 4, coins: 50_000 }] },
    });
    expect(response.statusCode).toBe(400);
    const feature = await loadFeature(t.database.db, 'sws', 'prizeDrops');
    expect(feature?.config.prizeCountPerDay).toBe(500);
  });

  it('never gives one prize twice when 32 bets race for few prizes', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    await setFeature('stormrush', { config: SMALL_PRIZE_DROPS });
    await releaseAllNow('stormrush');
    const players = await Promise.all(Array.from({ length: 32 }, () => player('stormrush')));
    const before = await Promise.all(players.map((p) => coinsOf(p.player.id)));
    await Promise.all(players.map((p) => bet(p.player.id, 100)));
    await Promise.all(Array.from({ length: 4 }, () => drain()));
    const won = await t.database.db
      .select()
      .from(tables.prizeDropPrizes)
      .where(
        and(eq(tables.prizeDropPrizes.brand, 'stormrush'), eq(tables.prizeDropPrizes.poolKey, '2026-03-10')),
      );
    const winners = won.map((p) => p.winnerId);
    expect(winners.every((w) => w !== null)).toBe(true);
    expect(new Set(winners).size).toBe(4);
    const coins = await Promise.all(players.map((p) => coinsOf(p.player.id)));
    expect(coins.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)).toBe(5_300);
    await expectLedgerBalanced(t.database.db);
  });

  it('gives each prize once when 32 bets settle at the same moment in their own transactions', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    await setFeature('fortuneWheelz', { config: SMALL_PRIZE_DROPS });
    await releaseAllNow('fortuneWheelz');
    const players = await Promise.all(Array.from({ length: 32 }, () => player('fortuneWheelz')));
    const results = await Promise.all(
      players.map((p) =>
        t.database.db.transaction((tx) =>
          winPrizeDrop(tx, {
            brand: 'fortuneWheelz',
            playerId: p.player.id,
            bet: 100,
            freeRound: false,
            at: clock.now(),
          }),
        ),
      ),
    );
    const won = results.filter((r) => r !== null);
    expect(won).toHaveLength(4);
    expect(new Set(won.map((r) => r.data.prizeId)).size).toBe(4);
    expect(won.map((r) => r.data.coins).sort((a, b) => a - b)).toEqual([100, 100, 100, 5_000]);
    await expectLedgerBalanced(t.database.db);
  });
});
