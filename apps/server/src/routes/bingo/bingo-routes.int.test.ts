import { afterEach, describe, expect, it, vi } from 'vitest';
import { like } from 'drizzle-orm';
import {
  BINGO_REFUSALS,
  BingoAccrueRewardResponseSchema,
  BingoGameDataResponseSchema,
  BingoStatusResponseSchema,
  type PushMessage,
} from '@casino/contracts';
import {
  BINGO_DEFAULT_CONFIG,
  createManualClock,
  getPlayerBalances,
  recordActivity,
  tables,
} from '@casino/core';
import { databaseKinds, expectLedgerBalanced } from '@casino/core/testing';
import { setupEveryBrandApp, hostOf, setFeature } from '../../testing/feature-app.ts';
import { createAgent } from '../../testing/agent.ts';

const STATUS = '/rest/bingo/check-player-status/';
const DATA = '/rest/bingo/bingo-game-data/';
const PLAY = '/rest/bingo/bingo-accrue-reward/';

describe.each(databaseKinds())('bingo on %s', (kind) => {
  // A Tuesday: the week's bingo round runs to Monday 16 March, 00:00 UTC.
  const clock = createManualClock('2026-03-10T12:00:00.000Z');
  const { t, player } = setupEveryBrandApp(kind, {}, { clock });
  afterEach(() => vi.restoreAllMocks());

  type Agent = Awaited<ReturnType<typeof player>>['agent'];
  const data = async (agent: Agent) => {
    const response = await agent.get(DATA);
    expect(response.statusCode, response.body).toBe(200);
    return BingoGameDataResponseSchema.parse(response.json()).data;
  };
  let refs = 0;
  const rounds = async (playerId: string, count: number, bet = 10, freeRound = false) => {
    for (let i = 0; i < count; i++)
      await recordActivity(t.database.db, {
        kind: 'round',
        ref: `bingo-round:${++refs}`,
        playerId,
        data: { provider: 'in-house', gameId: 'melons-quest', currency: 'COIN', bet, win: 0, freeRound },
        at: clock.now(),
      });
    await t.app.services.activity.drain();
  };
  const coinsOf = async (playerId: string) => (await getPlayerBalances(t.database.db, playerId)).coins;

  it('asks a guest to sign in', async () => {
    const guest = createAgent(t.app, { host: hostOf('tao') });
    for (const response of [await guest.get(STATUS), await guest.get(DATA), await guest.post(PLAY, {})])
      expect(response.statusCode).toBe(401);
  });

  it('earns a ball every 5 qualifying rounds, with a push per round and `show` when a ball lands', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const p = await player('funrize');
    expect(await data(p.agent)).toMatchObject({
      isActive: true,
      availablePoint: 0,
      nextBallProgress: 0,
      bingoEndDate: '2026-03-16T00:00:00.000Z',
      ballsPerCard: 10,
      cardsPlayed: 0,
    });
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    await rounds(p.player.id, 1, 9); // below minBet
    await rounds(p.player.id, 1, 100, true); // a free round
    await rounds(p.player.id, 4);
    expect(await data(p.agent)).toMatchObject({ availablePoint: 0, nextBallProgress: 80 });
    await rounds(p.player.id, 1);
    expect(await data(p.agent)).toMatchObject({ availablePoint: 1, nextBallProgress: 0 });
    const bingo = toPlayer.mock.calls
      .map(([, message]) => message as PushMessage)
      .filter((message) => message.type === 'bingo');
    expect(bingo.map((m) => m.action)).toEqual([
      'progressNextBall',
      'progressNextBall',
      'progressNextBall',
      'progressNextBall',
      'progressNextBall',
      'show',
    ]);
    expect(bingo.at(-1)!.data).toEqual({ availablePoint: 1, nextBallProgress: 0 });
  });

  it('refuses a card below 10 balls and changes nothing; plays one at 10 and pays its lines', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const p = await player('tao');
    await rounds(p.player.id, 45);
    const before = await coinsOf(p.player.id);
    const refused = await p.agent.post(PLAY, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: BINGO_REFUSALS.notEnoughBalls.code });
    expect(await coinsOf(p.player.id)).toBe(before);
    expect(BingoStatusResponseSchema.parse((await p.agent.get(STATUS)).json()).data).toEqual({
      isActive: true,
      isAvailable: false,
      availablePoint: 9,
    });

    await rounds(p.player.id, 5);
    expect(BingoStatusResponseSchema.parse((await p.agent.get(STATUS)).json()).data.isAvailable).toBe(true);
    const played = await p.agent.post(PLAY, {});
    expect(played.statusCode, played.body).toBe(200);
    const body = BingoAccrueRewardResponseSchema.parse(played.json());
    expect(body.card.numbers).toHaveLength(9);
    expect(new Set(body.card.numbers).size).toBe(9);
    expect(body.card.balls).toHaveLength(10);
    expect(body.card.hits).toEqual(body.card.numbers.map((n) => body.card.balls.includes(n)));
    const expected = BINGO_DEFAULT_CONFIG.linePrizes[Math.min(body.card.lines, 4)]!;
    expect(body.prizes).toEqual([expected]);
    expect((await coinsOf(p.player.id)) - before).toBe(expected.coins);
    expect(body.data).toMatchObject({ availablePoint: 0, cardsPlayed: 1 });
  });

  it('plays one card per 10 balls when 32 requests race', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const p = await player('funzCity');
    await rounds(p.player.id, 100); // 20 balls: two cards
    const responses = await Promise.all(Array.from({ length: 32 }, () => p.agent.post(PLAY, {})));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(30);
    const paid = await t.database.db
      .select()
      .from(tables.walletTransfers)
      .where(like(tables.walletTransfers.key, `feature:bingo:${p.player.id}:%`));
    expect(new Set(paid.map((row) => row.key.replace(/:(COIN|ENTRY)$/, ''))).size).toBe(2);
    expect((await data(p.agent)).availablePoint).toBe(0);
    await expectLedgerBalanced(t.database.db);
  });

  it('keeps balls until the round ends and starts the next round with none', async () => {
    clock.set('2026-03-15T23:00:00.000Z');
    const p = await player('sws');
    await rounds(p.player.id, 10);
    expect((await data(p.agent)).availablePoint).toBe(2);
    clock.set('2026-03-16T00:00:00.000Z');
    expect(await data(p.agent)).toMatchObject({
      availablePoint: 0,
      bingoEndDate: '2026-03-23T00:00:00.000Z',
    });
  });

  it('never runs on a brand without the bingo store capability, its row on (docs/brands.md)', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    await setFeature(t.app, 'nlc', 'bingo', { enabled: true });
    const p = await player('nlc');
    await rounds(p.player.id, 50);
    expect(await data(p.agent)).toMatchObject({ isActive: false, availablePoint: 0, bingoEndDate: null });
    const refused = await p.agent.post(PLAY, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'feature_not_active' });
  });

  it('answers not running when bingo is off', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    await setFeature(t.app, 'scarletSands', 'bingo', { enabled: false });
    const p = await player('scarletSands');
    await rounds(p.player.id, 50);
    expect(await data(p.agent)).toMatchObject({ isActive: false, availablePoint: 0, bingoEndDate: null });
    const refused = await p.agent.post(PLAY, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'feature_not_active' });
  });
});
