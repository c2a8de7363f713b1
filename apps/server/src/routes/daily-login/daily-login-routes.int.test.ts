import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq, like } from 'drizzle-orm';
import {
  CLAIM_REFUSALS,
  DailyLoginApplyResponseSchema,
  DailyLoginInfoResponseSchema,
  PromotionsPageResponseSchema,
  type BrandKey,
} from '@casino/contracts';
import { createManualClock, getPlayerBalances, tables } from '@casino/core';
import { databaseKinds, expectLedgerBalanced, seededFeatureKeys } from '@casino/core/testing';
import {
  setupEveryBrandApp,
  OPS_TOKEN,
  hostOf,
  setFeature as setBrandFeature,
} from '../../testing/feature-app.ts';
import { createAgent, type Agent } from '../../testing/agent.ts';

const INFO = '/rest/daily-login/info/';
const APPLY = '/rest/daily-login/apply-prize/';

describe.each(databaseKinds())('daily login on %s', (kind) => {
  const clock = createManualClock('2026-03-10T12:00:00.000Z');
  const { t, player } = setupEveryBrandApp(kind, {}, { clock });
  afterEach(() => vi.restoreAllMocks());

  const info = async (agent: Awaited<ReturnType<typeof player>>['agent']) => {
    const response = await agent.get(INFO);
    expect(response.statusCode, response.body).toBe(200);
    return DailyLoginInfoResponseSchema.parse(response.json()).data;
  };
  const apply = async (agent: Awaited<ReturnType<typeof player>>['agent']) => {
    const response = await agent.get(APPLY);
    expect(response.statusCode, response.body).toBe(200);
    return DailyLoginApplyResponseSchema.parse(response.json());
  };
  const setFeature = (brand: BrandKey, change: object) => setBrandFeature(t.app, brand, 'dailyLogin', change);
  const coinsOf = async (playerId: string) => (await getPlayerBalances(t.database.db, playerId)).coins;
  /** The claim is refused with `refusal` (its sentence and code), and pays nothing. */
  const expectClaimRefused = async (
    agent: Agent,
    playerId: string,
    status: number,
    refusal: { code: string; text: string },
  ) => {
    const before = await coinsOf(playerId);
    const refused = await agent.get(APPLY);
    expect(refused.statusCode).toBe(status);
    expect(refused.json()).toMatchObject({ message: refusal.text, code: refusal.code });
    expect(await coinsOf(playerId)).toBe(before);
  };

  it('asks a guest to sign in', async () => {
    for (const url of [INFO, APPLY]) {
      const response = await createAgent(t.app, { host: hostOf('tao') }).get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, message: 'Please sign in to continue.' });
    }
  });

  it('shows a new player 7 rising levels from level 1, in the brand’s look', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { agent } = await player('tao');
    const data = await info(agent);
    expect(data).toMatchObject({
      isActive: true,
      isAvailable: true,
      finishedAt: null,
      nextPeriodAt: '2026-03-11T00:00:00.000Z',
      levels: 7,
      activeLevel: 1,
      claimedLevels: 0,
      streakReset: false,
      type: 'dailyLoginTrain',
      reasonType: null,
    });
    expect(data.prizes.map((p) => p.level)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(data.prizes[0]).toEqual({
      level: 1,
      coins: 2_000,
      entries: 0.2,
      freeSpinCount: 0,
      gameId: null,
      freeSpinId: null,
      freeSpinsBetLevel: null,
      freeSpinLifetime: null,
      endDate: null,
      link: null,
    });
    expect(data.prizes[6]).toMatchObject({
      freeSpinCount: 10,
      gameId: 'nile-frenzy',
      freeSpinId: null,
      freeSpinsBetLevel: 100,
      freeSpinLifetime: 259_200,
      link: '/lobby/?game=nile-frenzy',
    });
    expect((await info((await player('nlc')).agent)).type).toBe('default');
  });

  it('pays today’s level once: the balance rises, a repeat answers the same and pays nothing', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { agent, player: p } = await player('nlc');
    const before = await getPlayerBalances(t.database.db, p.id);
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const first = await apply(agent);
    expect(first).toMatchObject({
      success: true,
      level: 1,
      prizes: [{ level: 1, coins: 2_000, entries: 0.2 }],
    });
    expect(first.data).toMatchObject({ isAvailable: false, activeLevel: 2, claimedLevels: 1 });
    const after = await getPlayerBalances(t.database.db, p.id);
    expect(after.coins - before.coins).toBe(2_000);
    expect(after.entries - before.entries).toBe(20);
    const pushes = toPlayer.mock.calls.filter(([id]) => id === p.id).map(([, m]) => `${m.type} ${m.action}`);
    expect(pushes).toEqual(['balance setBalance', 'feature claimed']);

    const again = await apply(agent);
    expect(again).toEqual(first);
    expect(await getPlayerBalances(t.database.db, p.id)).toEqual(after);
    expect(await info(agent)).toMatchObject({ isAvailable: false, activeLevel: 2, claimedLevels: 1 });
  });

  it('pays a player in a state closed to SweepStakes the Coins of the level, not its Entries, and says why', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { agent, player: p } = await player('nlc');
    await t.database.db.update(tables.players).set({ state: 'NV' }).where(eq(tables.players.id, p.id));
    const before = await getPlayerBalances(t.database.db, p.id);
    agent.jar.set('i18n_redirected', 'es');
    const claimed = await apply(agent);
    expect(claimed).toMatchObject({
      level: 1,
      prizes: [{ level: 1, coins: 2_000, entries: 0 }],
      entriesWithheld: {
        reason: 'stateClosed',
        message: expect.stringContaining('El juego de sorteos con Entradas está cerrado en tu estado'),
      },
    });
    const after = await getPlayerBalances(t.database.db, p.id);
    expect(after.coins - before.coins).toBe(2_000);
    expect(after.entries).toBe(before.entries);
  });

  it('pays once when 32 claims race', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { agent, player: p } = await player('nlc');
    const before = await coinsOf(p.id);
    const responses = await Promise.all(Array.from({ length: 32 }, () => agent.get(APPLY)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(32).fill(200));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect((await coinsOf(p.id)) - before).toBe(2_000);
    const paid = await t.database.db
      .select()
      .from(tables.walletTransfers)
      .where(like(tables.walletTransfers.key, `feature:dailyLogin:${p.id}:%`));
    expect(paid.map((row) => row.currency).sort()).toEqual(['COIN', 'ENTRY']);
    await expectLedgerBalanced(t.database.db);
  });

  it('opens the next level at the reset hour in the brand’s zone, and restarts after a missed day', async () => {
    // 04:00 in New York: 08:00 UTC in March after the clocks went forward (8 March 2026).
    await setFeature('fortuneWheelz', {
      schedule: { period: { kind: 'day', resetHour: 4, timeZone: 'America/New_York' } },
    });
    clock.set('2026-03-10T07:59:00.000Z');
    const { agent } = await player('fortuneWheelz');
    expect((await apply(agent)).level).toBe(1);
    expect(await info(agent)).toMatchObject({ isAvailable: false, nextPeriodAt: '2026-03-10T08:00:00.000Z' });

    clock.set('2026-03-10T08:00:00.000Z');
    expect(await info(agent)).toMatchObject({ isAvailable: true, activeLevel: 2, streakReset: false });
    expect((await apply(agent)).level).toBe(2);

    // The whole of the next New York day passes without a claim.
    clock.set('2026-03-12T08:30:00.000Z');
    expect(await info(agent)).toMatchObject({
      isAvailable: true,
      activeLevel: 1,
      claimedLevels: 0,
      streakReset: true,
    });
    const restarted = await apply(agent);
    expect(restarted.level).toBe(1);
    expect(restarted.data).toMatchObject({ streakReset: false, activeLevel: 2, claimedLevels: 1 });
  });

  it('grants free spins on day 7 and starts a new run the day after', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { agent, player: p } = await player('sws');
    for (let day = 1; day <= 6; day++) {
      expect((await apply(agent)).level).toBe(day);
      clock.advance(24 * 3600 * 1000);
    }
    const seventh = await apply(agent);
    expect(seventh.level).toBe(7);
    const [grant] = await t.database.db
      .select()
      .from(tables.freeSpinGrants)
      .where(eq(tables.freeSpinGrants.playerId, p.id));
    expect(seventh.prizes).toEqual([
      {
        level: 7,
        coins: 25_000,
        entries: 2.5,
        freeSpinCount: 10,
        gameId: 'nile-frenzy',
        freeSpinId: grant!.id,
        freeSpinsBetLevel: 100,
        freeSpinLifetime: 259_200,
        endDate: '2026-03-19T12:00:00.000Z',
        link: '/lobby/?game=nile-frenzy',
      },
    ]);
    expect(grant).toMatchObject({
      gameId: 'nile-frenzy',
      remaining: 10,
      betLevel: 100,
      source: 'dailyLogin',
    });
    // The run is complete today: every level collected, nothing to collect.
    expect(seventh.data).toMatchObject({ isAvailable: false, activeLevel: 7, claimedLevels: 7 });
    expect(seventh.data.prizes[6]).toMatchObject({ freeSpinId: grant!.id });

    clock.advance(24 * 3600 * 1000);
    expect(await info(agent)).toMatchObject({
      isAvailable: true,
      activeLevel: 1,
      claimedLevels: 0,
      streakReset: false,
    });
  });

  it('stops at its finish time: off in app init, and a claim after it is refused with a reason', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    await setFeature('funzCity', { schedule: { finishesAt: '2026-03-10T13:00:00.000Z' } });
    const { agent, player: p } = await player('funzCity');
    const init = (await agent.get('/rest/app/init/')).json();
    expect(init.features).toContainEqual({
      key: 'dailyLogin',
      isActive: true,
      isAvailable: true,
      nextPeriodAt: '2026-03-11T00:00:00.000Z',
      finishedAt: '2026-03-10T13:00:00.000Z',
    });
    expect(await info(agent)).toMatchObject({ isActive: true, finishedAt: '2026-03-10T13:00:00.000Z' });

    clock.set('2026-03-10T13:00:00.000Z');
    await expectClaimRefused(agent, p.id, 409, CLAIM_REFUSALS.notActive);
    expect(await info(agent)).toMatchObject({ isActive: false, isAvailable: false, nextPeriodAt: null });
    const after = (await agent.get('/rest/app/init/')).json();
    expect(after.dailyLogin).toEqual({ isActive: false, type: 'default' });
    expect(after.features.map((f: { key: string }) => f.key)).not.toContain('dailyLogin');
  });

  it('asks for a confirmed phone where the brand requires one, and pays once it is confirmed', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { config } = (
      await createAgent(t.app).get('/rest/ops/features/?brand=jackpotRabbit', {
        headers: { 'x-ops-token': OPS_TOKEN },
      })
    )
      .json()
      .data.find((row: { key: string }) => row.key === 'dailyLogin');
    await setFeature('jackpotRabbit', { config: { ...config, requiresPhone: true } });
    const { agent, player: p } = await player('jackpotRabbit');
    expect(await info(agent)).toMatchObject({ isActive: true, isAvailable: false, reasonType: 'phone' });
    await expectClaimRefused(agent, p.id, 403, CLAIM_REFUSALS.phoneRequired);

    await t.database.db
      .update(tables.players)
      .set({ phone: '+15555550100', phoneConfirmedAt: clock.now() })
      .where(eq(tables.players.id, p.id));
    expect(await info(agent)).toMatchObject({ isAvailable: true, reasonType: null });
    expect((await apply(agent)).level).toBe(1);
  });

  it('refuses a claim started by another site', async () => {
    const { agent, player: p } = await player('nlc');
    const before = await coinsOf(p.id);
    const response = await agent.get(APPLY, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Rewards can only be collected on this site.');
    expect(await coinsOf(p.id)).toBe(before);
  });

  it('gives its refusals in the player’s language', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    await setFeature('stormrush', { enabled: false });
    const { agent } = await player('stormrush');
    agent.jar.set('i18n_redirected', 'es');
    const refused = await agent.get(APPLY);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'Esta recompensa no está disponible ahora mismo.',
      code: 'feature_not_active',
    });
    expect(await info(agent)).toMatchObject({ isActive: false, isAvailable: false });
  });

  it('feeds app init, the profile and the promotions page from the same rows', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { agent } = await player('tao');
    const init = (await agent.get('/rest/app/init/')).json();
    expect(init.dailyLogin).toEqual({ isActive: true, type: 'dailyLoginTrain' });
    expect(init.prizeDrops).toEqual({ isActive: true });
    expect(init.featuresPriority).toEqual({
      onMainPage: seededFeatureKeys(),
    });
    // Features claimed by occasion (a streak's wheel, a mini game's prize) are never "claimable today".
    const daily = ['dailyLogin', 'dailyWheel', 'dailyChests'];
    expect(init.features.map((f: { key: string; isAvailable: boolean }) => f.isAvailable)).toEqual(
      seededFeatureKeys().map((key) => daily.includes(key)),
    );
    const profile = (await agent.get('/rest/player/profile/')).json().data;
    expect(profile).toMatchObject({ dailyLogin: { isActive: true }, prizeDrops: { isActive: true } });

    await apply(agent);
    const afterClaim = (await agent.get('/rest/app/init/')).json();
    expect(afterClaim.features[0]).toMatchObject({ key: 'dailyLogin', isActive: true, isAvailable: false });

    const page = PromotionsPageResponseSchema.parse((await agent.get('/rest/page/promotions/')).json());
    const cards = page.payload.promotions.filter((p) => p.type === 'dailyLogin' || p.type === 'dailyWheel');
    expect(cards.map((card) => [card.type, card.data])).toEqual([
      ['dailyLogin', afterClaim.features[0]],
      ['dailyWheel', afterClaim.features[1]],
    ]);
  });
});
