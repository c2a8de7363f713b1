import { describe, expect, it, vi } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import {
  CashbackInfoResponseSchema,
  CashbackPayResponseSchema,
  PromotionsPageResponseSchema,
  RankLeagueInfoResponseSchema,
  VIP_BUNDLE_PROMOTION_TYPE,
  type BrandKey,
  type PushMessage,
  type RankLeagueConfig,
} from '@casino/contracts';
import {
  createManualClock,
  createRecordingPublisher,
  getPlayerBalances,
  RANK_LEAGUE_DEFAULT_CONFIG,
  recordActivity,
  runCashbackJob,
  tables,
  takeBreak,
} from '@casino/core';
import { databaseKinds, expectLedgerBalanced } from '@casino/core/testing';
import { setupEveryBrandApp, hostOf, putFeature, setFeature } from '../../testing/feature-app.ts';
import { activeGameSlug, launchGame } from '../../testing/games.ts';
import { createAgent, type Agent } from '../../testing/agent.ts';
import { drainRacing } from '../../testing/race-activity.ts';

const INFO = '/rest/rank-league/info/';
const CASHBACK = '/rest/cashback/info/';
const PAY = '/rest/cashback/pay/';

/** Low thresholds: silver at 100 points (a 100-coin reward, 50% cashback), gold at 1,000 (VIP bundle). */
const TEST_CONFIG: RankLeagueConfig = {
  ...RANK_LEAGUE_DEFAULT_CONFIG,
  ranks: [
    { ...RANK_LEAGUE_DEFAULT_CONFIG.ranks[0]!, cashbackPercent: 0 },
    {
      ...RANK_LEAGUE_DEFAULT_CONFIG.ranks[1]!,
      points: 100,
      reward: { coins: 100, entries: 0.5, freeSpins: null },
      cashbackPercent: 50,
      maxCashback: { coins: 300, entries: 1 },
    },
    {
      ...RANK_LEAGUE_DEFAULT_CONFIG.ranks[2]!,
      points: 1_000,
      reward: { coins: 1_000, entries: 0, freeSpins: null },
      vipBundle: true,
      cashbackPercent: 50,
      maxCashback: { coins: 300, entries: 1 },
    },
  ],
};

describe.each(databaseKinds())('rank league on %s', (kind) => {
  // A Tuesday: the cashback week began on Monday 2026-03-09 and ends on Monday 2026-03-16 00:00 UTC.
  const clock = createManualClock('2026-03-10T12:00:00.000Z');
  const { t, player } = setupEveryBrandApp(kind, {}, { clock });

  const setLeague = (brand: BrandKey, change: object) => setFeature(t.app, brand, 'rankLeague', change);
  const info = async (agent: Agent) => {
    const response = await agent.get(INFO);
    expect(response.statusCode, response.body).toBe(200);
    return RankLeagueInfoResponseSchema.parse(response.json()).data;
  };
  const cashback = async (agent: Agent) => {
    const response = await agent.get(CASHBACK);
    expect(response.statusCode, response.body).toBe(200);
    return CashbackInfoResponseSchema.parse(response.json()).data;
  };
  let ref = 0;
  /** A settled round as the wallet records it (the rounds' own path is covered by the spin below). */
  const round = async (playerId: string, currency: 'COIN' | 'ENTRY', bet: number, win: number) => {
    await recordActivity(t.database.db, {
      kind: 'round',
      ref: `test-round-${kind}-${++ref}`,
      playerId,
      data: { provider: 'test', gameId: 'test-game', currency, bet, win, freeRound: false },
      at: clock.now(),
    });
    await t.app.services.activity.drain();
  };
  const balances = (playerId: string) => getPlayerBalances(t.database.db, playerId);
  /** What the league paid the player in rank rewards, by ledger key (other features may pay for the same play). */
  const rankRewards = async (playerId: string) =>
    t.database.db
      .select({ key: tables.walletTransfers.key, amount: tables.walletTransfers.amount })
      .from(tables.walletTransfers)
      .where(like(tables.walletTransfers.key, `feature:rankLeague:${playerId}:rank:%`))
      .orderBy(tables.walletTransfers.key);
  const vipUnlocked = async (playerId: string) =>
    (
      await t.database.db
        .select({ source: tables.playerPromoOffers.source })
        .from(tables.playerPromoOffers)
        .innerJoin(tables.offerPresets, eq(tables.offerPresets.id, tables.playerPromoOffers.presetId))
        .where(
          and(
            eq(tables.playerPromoOffers.playerId, playerId),
            eq(tables.offerPresets.promotionType, VIP_BUNDLE_PROMOTION_TYPE),
          ),
        )
    ).length > 0;
  const rankUps = () => {
    const spy = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const from = spy.mock.calls.length; // the spy outlives a test: only the calls from now
    return (playerId: string) =>
      spy.mock.calls
        .slice(from)
        .filter(([id]) => id === playerId)
        .map(([, message]) => message as PushMessage)
        .filter((m) => m.type === 'rankLeague' && m.action === 'rankUp')
        .map((m) => (m.data as { rank: number }).rank);
  };

  it('asks a guest to sign in', async () => {
    for (const [method, url] of [
      ['GET', INFO],
      ['GET', CASHBACK],
      ['POST', PAY],
    ] as const) {
      const response = await createAgent(t.app, { host: hostOf('tao') }).request({
        method,
        url,
        payload: {},
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('shows a new player the seeded ranks from the engine, and the profile flag', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { agent } = await player('tao');
    const data = await info(agent);
    expect(data).toMatchObject({
      enabled: true,
      points: 0,
      currentRank: { rank: 1, name: 'bronze', isReached: true },
      nextRank: { rank: 2, name: 'silver', points: 5_000 },
      pointsToNextRank: 5_000,
      progressPercent: 0,
      vipBundle: { isActive: false, presetId: null },
    });
    expect(data.ranks.map((r) => r.name)).toEqual(['bronze', 'silver', 'gold', 'platinum', 'diamond']);
    const profile = (await agent.get('/rest/player/profile/')).json();
    expect(profile.data.rankLeague).toEqual({ enabled: true });
    expect(await cashback(agent)).toMatchObject({ status: 'unavailable', cashbackPercent: 0 });
  });

  it('earns points from a real spin', async () => {
    const { agent } = await player('tao');
    const { token } = await launchGame(agent, await activeGameSlug(t.database.db));
    const session = (await agent.get(`/rest/in-house/session/${token}/`)).json();
    const bet = session.game.betLevels[0] as number;
    const spun = await agent.post(`/rest/in-house/session/${encodeURIComponent(token)}/spin/`, { bet });
    expect(spun.statusCode, spun.body).toBe(200);
    await t.app.services.activity.drain();
    expect((await info(agent)).points).toBe(bet * RANK_LEAGUE_DEFAULT_CONFIG.pointsPerCoin);
  });

  it('pays each rank once when reached, and refuses a config whose ranks go down', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    await setLeague('nlc', { config: TEST_CONFIG });
    const bad = await putFeature(t.app, 'nlc', 'rankLeague', {
      config: { ...TEST_CONFIG, ranks: [...TEST_CONFIG.ranks].reverse() },
    });
    expect(bad.statusCode).toBe(400);
    const { agent, player: p } = await player('nlc');
    await round(p.id, 'COIN', 60, 0);
    expect(await info(agent)).toMatchObject({
      points: 60,
      currentRank: { name: 'bronze' },
      progressPercent: 60,
    });
    // 60 + 50 entries-hundredths × 100 / 100 = 110 points: silver, paid once.
    await round(p.id, 'ENTRY', 50, 0);
    const silver = await info(agent);
    expect(silver).toMatchObject({
      points: 110,
      currentRank: { rank: 2, name: 'silver' },
      pointsToNextRank: 890,
    });
    // Read under the league's ledger keys: other features may pay for the same play (a quest, a drop).
    const rankPaid = async () =>
      (
        await t.database.db
          .select({ amount: tables.walletTransfers.amount })
          .from(tables.walletTransfers)
          .where(like(tables.walletTransfers.key, `feature:rankLeague:${p.id}:rank:%:COIN`))
      ).reduce((sum, row) => sum + row.amount, 0);
    expect(await rankPaid()).toBe(100);
    // A bigger round crosses gold: its reward, not silver's again.
    await round(p.id, 'COIN', 2_000, 0);
    expect(await rankPaid()).toBe(1_100);
    const claims = await t.database.db
      .select({ period: tables.featureClaims.period })
      .from(tables.featureClaims)
      .where(and(eq(tables.featureClaims.playerId, p.id), like(tables.featureClaims.period, 'rank:%')));
    expect(claims.map((c) => c.period).sort()).toEqual(['rank:2', 'rank:3']);
    // Gold may buy the VIP bundle on a brand that shows the VIP offer (nlc does).
    const [vip] = await t.database.db
      .select()
      .from(tables.offerPresets)
      .where(eq(tables.offerPresets.promotionType, VIP_BUNDLE_PROMOTION_TYPE));
    expect(vip).toMatchObject({ entries: 350_000, coins: 5_000, isSecret: true });
    expect((await info(agent)).vipBundle).toEqual({ isActive: true, presetId: vip!.id });
    const [banner] = await t.database.db
      .select()
      .from(tables.homeBanners)
      .where(eq(tables.homeBanners.type, 'Vip_bundle'));
    expect(banner!.link).toBe(`/cash/deposit-by-money/${vip!.id}/promoOffer/`);
    await expectLedgerBalanced(t.database.db);
  });

  it('keeps the VIP bundle off on a brand without the VIP offer (tao)', async () => {
    await setLeague('tao', { config: TEST_CONFIG });
    const { agent, player: p } = await player('tao');
    await round(p.id, 'COIN', 5_000, 0);
    expect(await info(agent)).toMatchObject({
      currentRank: { name: 'gold' },
      vipBundle: { isActive: false },
    });
  });

  it('calculates the week’s cashback at its end, pays it once to 32 racing requests, and expires the rest', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    await setLeague('funrize', { config: TEST_CONFIG });
    const { agent, player: p } = await player('funrize');
    const other = await player('funrize');
    await round(p.id, 'COIN', 500, 100); // 500 points: silver; net loss 400 coins
    await round(p.id, 'ENTRY', 300, 0); // 3 entries lost; 800 points
    await round(other.player.id, 'COIN', 200, 0); // silver, 200 lost
    const running = await cashback(agent);
    expect(running).toMatchObject({
      status: 'accumulating',
      currentReward: { coins: 200, entries: 1 }, // 50% of 400 coins; 50% of 3 entries capped at 1
      maxReward: { coins: 300, entries: 1 },
      availableAfterDateTime: '2026-03-16T00:00:00.000Z',
      availableAfterDay: 5,
      periodKey: '2026-03-09',
      statusCalculation: 'completed',
    });
    expect((await agent.post(PAY, {})).statusCode).toBe(409);

    // The week ends: before the job runs the calculation is pending; then the cashback is available.
    clock.set('2026-03-16T00:01:00.000Z');
    expect((await cashback(agent)).statusCalculation).toBe('pending');
    const recorded = createRecordingPublisher();
    const run = await runCashbackJob({ db: t.database.db, publisher: recorded.publisher }, clock.now());
    expect(run.calculated).toBeGreaterThanOrEqual(2);
    expect(recorded.sent).toContainEqual({
      to: `player:${p.id}`,
      message: {
        type: 'cashback',
        action: 'rankLeagueCashbackCalculated',
        data: { periodKey: '2026-03-09', coins: 200, entries: 1, expiresAt: '2026-03-19T00:00:00.000Z' },
      },
    });
    // A second run (another process, a clock move) calculates nothing again.
    const again = createRecordingPublisher();
    expect(await runCashbackJob({ db: t.database.db, publisher: again.publisher }, clock.now())).toEqual({
      calculated: 0,
      expired: 0,
    });
    expect(await cashback(agent)).toMatchObject({
      status: 'available',
      currentReward: { coins: 200, entries: 1 },
      expiresAt: '2026-03-19T00:00:00.000Z',
      statusCalculation: 'completed',
    });

    const page = PromotionsPageResponseSchema.parse((await agent.get('/rest/page/promotions/')).json());
    const cards = page.payload.promotions.filter((p) =>
      ['rankLeague', 'rankLeagueReward', 'cashback'].includes(p.type),
    );
    expect(cards.map((card) => card.type)).toEqual(['rankLeague', 'rankLeagueReward', 'cashback']);
    expect(cards[1]).toMatchObject({
      prizeCoins: 1_000,
      data: { nextRank: { name: 'gold' }, pointsToNextRank: 200 },
    });
    expect(cards[2]).toMatchObject({ data: { status: 'available' }, prizeCoins: 200, prizeEntries: 1 });

    expect((await agent.post(PAY, { periodKey: 'not-a-date' })).statusCode).toBe(400);
    const before = await balances(p.id);
    const answers = await Promise.all(Array.from({ length: 32 }, () => agent.post(PAY, {})));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const paid = answers.map((a) => CashbackPayResponseSchema.parse(a.json()).data);
    for (const data of paid)
      expect(data).toEqual({ prize: { coins: 200, entries: 1, freeSpins: null }, periodKey: '2026-03-09' });
    const after = await balances(p.id);
    expect(after.coins).toBe(before.coins + 200);
    expect(after.entries).toBe(before.entries + 100); // hundredths
    expect((await cashback(agent)).status).toBe('accumulating');

    // The other player lets it lapse: after 72 hours it expires, and collecting it is refused.
    clock.set('2026-03-19T00:00:00.000Z');
    const expiry = createRecordingPublisher();
    expect(
      (await runCashbackJob({ db: t.database.db, publisher: expiry.publisher }, clock.now())).expired,
    ).toBeGreaterThanOrEqual(1);
    expect(expiry.sent).toContainEqual({
      to: `player:${other.player.id}`,
      message: { type: 'cashback', action: 'rankLeagueCashbackExpired', data: { periodKey: '2026-03-09' } },
    });
    const late = await other.agent.post(PAY, {});
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'cashback_not_available' });
    await expectLedgerBalanced(t.database.db);
  });

  it('pays at once, through the ledger and once, a week’s cashback the job calculates after its 72-hour window, and tells the player', async () => {
    // A week from Monday 2026-03-30; its cashback window closes on Thursday 2026-04-09 00:00 UTC.
    clock.set('2026-03-31T12:00:00.000Z');
    await setLeague('funrize', { config: TEST_CONFIG });
    const { agent, player: p } = await player('funrize');
    await round(p.id, 'COIN', 500, 100); // silver; 400 coins lost → 200 back
    await round(p.id, 'ENTRY', 300, 0); // 3 entries lost → 1 back (the cap)

    // The job was down: it first runs a day after the window closed.
    clock.set('2026-04-10T00:00:00.000Z');
    expect((await cashback(agent)).statusCalculation).toBe('pending');
    const before = await balances(p.id);
    const recorded = createRecordingPublisher();
    await runCashbackJob({ db: t.database.db, publisher: recorded.publisher }, clock.now());
    const after = await balances(p.id);
    expect(after.coins).toBe(before.coins + 200);
    expect(after.entries).toBe(before.entries + 100); // hundredths
    const toPlayer = recorded.sent.filter((s) => s.to === `player:${p.id}`).map((s) => s.message);
    expect(toPlayer).toContainEqual({
      type: 'cashback',
      action: 'rankLeagueCashbackPaid',
      data: { periodKey: '2026-03-30', coins: 200, entries: 1 },
    });
    expect(toPlayer.filter((m) => m.type === 'balance')).toHaveLength(1);
    expect(toPlayer.filter((m) => m.action === 'rankLeagueCashbackCalculated')).toEqual([]);
    const transfers = await t.database.db
      .select({ key: tables.walletTransfers.key, amount: tables.walletTransfers.amount })
      .from(tables.walletTransfers)
      .where(like(tables.walletTransfers.key, `feature:rankLeague:${p.id}:cashback:%`))
      .orderBy(tables.walletTransfers.key);
    expect(transfers.map((row) => row.key)).toEqual([
      `feature:rankLeague:${p.id}:cashback:2026-03-30:COIN`,
      `feature:rankLeague:${p.id}:cashback:2026-03-30:ENTRY`,
    ]);

    // Nothing twice: another run, and the player's own collect, pay nothing more.
    await runCashbackJob({ db: t.database.db, publisher: createRecordingPublisher().publisher }, clock.now());
    const collect = await agent.post(PAY, { periodKey: '2026-03-30' });
    expect(collect.statusCode).toBe(409);
    expect(await balances(p.id)).toEqual(after);
    expect(await cashback(agent)).toMatchObject({ status: 'accumulating', statusCalculation: 'completed' });
    await expectLedgerBalanced(t.database.db);
  });

  it('offers a late cashback with a fresh window to a player on a break instead of paying it, and still pays the others', async () => {
    clock.set('2026-03-31T12:00:00.000Z');
    await setLeague('funrize', { config: TEST_CONFIG });
    const [onBreak, other] = [await player('funrize'), await player('funrize')];
    for (const { player: p } of [onBreak, other]) await round(p.id, 'COIN', 500, 100);
    clock.set('2026-04-10T00:00:00.000Z');
    await takeBreak(t.database.db, {
      playerId: onBreak.player.id,
      request: { kind: 'coolingOff', period: '24h', confirm: true },
      now: clock.now(),
    });
    const before = await Promise.all([onBreak, other].map((p) => balances(p.player.id)));
    await runCashbackJob({ db: t.database.db, publisher: createRecordingPublisher().publisher }, clock.now());
    const after = await Promise.all([onBreak, other].map((p) => balances(p.player.id)));
    expect(after.map((b, i) => b.coins - before[i]!.coins)).toEqual([0, 200]);
    const [row] = await t.database.db
      .select()
      .from(tables.cashbacks)
      .where(eq(tables.cashbacks.playerId, onBreak.player.id));
    expect(row).toMatchObject({ status: 'available', paidAt: null });
    expect(row!.expiresAt.getTime()).toBe(clock.now().getTime() + 72 * 60 * 60 * 1000);
    await expectLedgerBalanced(t.database.db);
  });

  it('32 rounds handled by racing dispatchers add every point and loss once and pay each rank crossed once', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    await setLeague('jackpotRabbit', { config: TEST_CONFIG });
    const { agent, player: p } = await player('jackpotRabbit');
    const pushed = rankUps();
    // Coin bets of 30 to 61 (1,456 points: past silver at 100 and gold at 1,000), wins of 0, 10 or 20.
    const bets = Array.from({ length: 32 }, (_, i) => 30 + i);
    const wins = bets.map((_, i) => (i % 3) * 10);
    for (let i = 0; i < 32; i++)
      await recordActivity(t.database.db, {
        kind: 'round',
        ref: `race-${kind}-${i}`,
        playerId: p.id,
        data: {
          provider: 'test',
          gameId: 'test-game',
          currency: 'COIN',
          bet: bets[i]!,
          win: wins[i]!,
          freeRound: false,
        },
        at: clock.now(),
      });
    const before = await balances(p.id);
    expect(await drainRacing(t.app)).toEqual([]);

    const points = bets.reduce((sum, n) => sum + n, 0);
    expect(points).toBe(1_456);
    expect(await info(agent)).toMatchObject({ points, currentRank: { rank: 3, name: 'gold' } });
    // Silver (100 coins, 0.5 entries) and gold (1,000 coins) paid once each, whichever rounds crossed them.
    expect(await rankRewards(p.id)).toEqual([
      { key: `feature:rankLeague:${p.id}:rank:2:COIN`, amount: 100 },
      { key: `feature:rankLeague:${p.id}:rank:2:ENTRY`, amount: 50 },
      { key: `feature:rankLeague:${p.id}:rank:3:COIN`, amount: 1_000 },
    ]);
    const after = await balances(p.id);
    expect(after.coins - before.coins).toBeGreaterThanOrEqual(1_100);
    expect(pushed(p.id).sort()).toEqual([2, 3]);
    // Gold may buy the VIP bundle on this brand: unlocked once.
    expect(await vipUnlocked(p.id)).toBe(true);
    expect((await info(agent)).vipBundle.isActive).toBe(true);
    // The week's losses: every bet and win counted once.
    const [losses] = await t.database.db
      .select()
      .from(tables.rankLeagueLosses)
      .where(eq(tables.rankLeagueLosses.playerId, p.id));
    expect(losses).toMatchObject({
      periodKey: '2026-03-09',
      coinBet: points,
      coinWin: wins.reduce((sum, n) => sum + n, 0),
      entryBet: 0,
      entryWin: 0,
    });
    expect(await cashback(agent)).toMatchObject({
      status: 'accumulating',
      // 50 % of the net loss (1,456 − 300 = 1,156), capped at 300.
      currentReward: { coins: 300, entries: 0 },
    });
    await expectLedgerBalanced(t.database.db);
  });

  it('pays a rank whose threshold an operator lowered below the player’s points, once, by the next round, and unlocks the VIP bundle', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    await setLeague('scarletSands', { config: TEST_CONFIG });
    const { agent, player: p } = await player('scarletSands');
    await round(p.id, 'COIN', 600, 0); // silver (100), gold still 400 points away
    expect(await info(agent)).toMatchObject({ points: 600, currentRank: { name: 'silver' } });
    expect((await rankRewards(p.id)).map((r) => r.key)).toEqual([
      `feature:rankLeague:${p.id}:rank:2:COIN`,
      `feature:rankLeague:${p.id}:rank:2:ENTRY`,
    ]);
    expect(await vipUnlocked(p.id)).toBe(false);

    // The operator lowers gold to 500: the player holds it at once, and the next round pays it.
    const lowered: RankLeagueConfig = {
      ...TEST_CONFIG,
      ranks: TEST_CONFIG.ranks.map((r, i) => (i === 2 ? { ...r, points: 500 } : r)),
    };
    await setLeague('scarletSands', { config: lowered });
    expect(await info(agent)).toMatchObject({ currentRank: { name: 'gold' } });
    const pushed = rankUps();
    await round(p.id, 'COIN', 1, 0);
    expect(await rankRewards(p.id)).toEqual([
      { key: `feature:rankLeague:${p.id}:rank:2:COIN`, amount: 100 },
      { key: `feature:rankLeague:${p.id}:rank:2:ENTRY`, amount: 50 },
      { key: `feature:rankLeague:${p.id}:rank:3:COIN`, amount: 1_000 },
    ]);
    expect(pushed(p.id)).toEqual([3]);
    expect(await vipUnlocked(p.id)).toBe(true);
    expect((await info(agent)).vipBundle.isActive).toBe(true);

    // More rounds pay nothing again; raised back and reached again, gold is not paid twice.
    await round(p.id, 'COIN', 1, 0);
    await setLeague('scarletSands', { config: TEST_CONFIG });
    await round(p.id, 'COIN', 500, 0);
    expect(await info(agent)).toMatchObject({ points: 1_102, currentRank: { name: 'gold' } });
    expect(await rankRewards(p.id)).toHaveLength(3);
    expect(pushed(p.id)).toEqual([3]);
    await expectLedgerBalanced(t.database.db);
  });
});
