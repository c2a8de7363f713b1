import { afterEach, describe, expect, it, vi } from 'vitest';
import { like } from 'drizzle-orm';
import {
  DepositStreakApplyResponseSchema,
  DepositStreakGroupInfoResponseSchema,
  DepositStreakInfoSchema,
  DepositStreakWheelPrizesResponseSchema,
  ProfileResponseSchema,
  PromotionsPageResponseSchema,
  type BrandKey,
  type PushMessage,
} from '@casino/contracts';
import {
  createManualClock,
  DEPOSIT_STREAK_DEFAULT_CONFIG,
  getPlayerBalances,
  STREAK_REFUSAL_TEXTS,
  tables,
} from '@casino/core';
import { databaseKinds, expectLedgerBalanced } from '@casino/core/testing';
import {
  featureClaimsOf,
  setupEveryBrandApp,
  hostOf,
  setFeature as setBrandFeature,
} from '../../testing/feature-app.ts';
import { createAgent, type Agent } from '../../testing/agent.ts';
import { drainRacing } from '../../testing/race-activity.ts';
import { buyWithSandboxCard, popularPresetId, recordPurchase } from '../../testing/deposit.ts';

const INFO = '/rest/deposit-streak/info/';
const PRIZES = '/rest/deposit-streak/wheels-prizes/';
const GROUP = '/rest/deposit-streak/group-info/';
const APPLY = '/rest/deposit-streak/apply-prize/';
const HOUR = 3600_000;

describe.each(databaseKinds())('deposit streak on %s', (kind) => {
  const clock = createManualClock('2026-03-10T12:00:00.000Z');
  const { t, player } = setupEveryBrandApp(kind, { paymentWebhookDelayMs: 0 }, { clock });
  afterEach(() => {
    vi.restoreAllMocks();
    clock.set('2026-03-10T12:00:00.000Z');
  });

  const db = () => t.database.db;
  const info = async (agent: Agent) => {
    const response = await agent.get(INFO);
    expect(response.statusCode, response.body).toBe(200);
    return DepositStreakInfoSchema.parse(response.json());
  };
  const apply = async (agent: Agent) => {
    const response = await agent.get(APPLY);
    expect(response.statusCode, response.body).toBe(200);
    return DepositStreakApplyResponseSchema.parse(response.json()).data;
  };
  const setFeature = (brand: BrandKey, change: object) =>
    setBrandFeature(t.app, brand, 'depositStreak', change);
  /** A completed purchase as the cashier records it (at the clock's time), then the handlers run. */
  const purchases = async (playerId: string, count = 1) => {
    for (let i = 0; i < count; i++) {
      await recordPurchase(db(), {
        playerId,
        at: clock.now(),
        data: { coins: 100_000, entries: 10, depositsCount: i + 1 },
      });
    }
    await t.app.services.activity.drain();
  };
  const balances = (playerId: string) => getPlayerBalances(db(), playerId);

  it('asks a guest to sign in', async () => {
    for (const url of [INFO, PRIZES, GROUP, APPLY]) {
      const response = await createAgent(t.app, { host: hostOf('tao') }).get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ success: false, message: 'Please sign in to continue.' });
    }
  });

  it('shows a new player an empty streak of 8, the wheel and its steps; the wheel stays shut', async () => {
    const { agent } = await player('tao');
    expect(await info(agent)).toEqual({
      success: true,
      isActive: true,
      currentCountDeposit: 0,
      maxNumberOfDeposit: 8,
      finishedAt: null,
      resetStreakAt: null,
      secondsToResetStreakCounter: 0,
      percentEnabled: false,
      percent: 0,
      dailyWinStreakLimitExceeded: false,
      isWheelAvailable: false,
      nextWheelAt: null,
      images: { welcome: '/images/deposit-streak/welcome.svg', wheel: null, background: null },
      settings: { resetStreakHours: 72, dailyWinLimit: 1 },
      skin: 'classic',
    });
    const prizes = DepositStreakWheelPrizesResponseSchema.parse((await agent.get(PRIZES)).json()).prizes;
    expect(prizes).toHaveLength(8);
    expect(prizes).toEqual(DEPOSIT_STREAK_DEFAULT_CONFIG.sectors.map((s, index) => ({ ...s.prize, index })));
    const group = DepositStreakGroupInfoResponseSchema.parse((await agent.get(GROUP)).json());
    expect(group).toMatchObject({ streakId: null, startedAt: null });
    expect(group.steps.map((s) => [s.number, s.isCompleted, s.isWheel])).toEqual(
      Array.from({ length: 8 }, (_, i) => [i + 1, false, i === 7]),
    );
    const refused = await agent.get(APPLY);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'streak_not_complete',
      message: STREAK_REFUSAL_TEXTS.streakNotComplete,
    });
    const es = await agent.get(APPLY, { headers: { 'accept-language': 'es' } });
    expect(es.statusCode).toBe(409);
  });

  it('counts a sandbox card purchase once, pushes the progress and shows the card and the skin', async () => {
    const { agent, player: p } = await player('nlc');
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const response = await buyWithSandboxCard(agent, await popularPresetId(db()));
    expect(response.statusCode, response.body).toBe(200);
    await t.app.services.payments.sandbox.settled();
    await t.app.services.activity.drain();
    await t.app.services.activity.drain();
    const after = await info(agent);
    expect(after).toMatchObject({
      currentCountDeposit: 1,
      resetStreakAt: '2026-03-13T12:00:00.000Z',
      secondsToResetStreakCounter: 72 * 3600,
      percent: 13,
    });
    const pushes = toPlayer.mock.calls
      .filter(([id]) => id === p.id)
      .map(([, m]) => m as PushMessage)
      .filter((m) => m.type === 'depositStreak');
    expect(pushes).toEqual([
      {
        type: 'depositStreak',
        action: 'progressUpdate',
        data: { currentCountDeposit: 1, maxNumberOfDeposit: 8 },
      },
    ]);

    const page = PromotionsPageResponseSchema.parse((await agent.get('/rest/page/promotions/')).json());
    expect(page.payload.promotions.find((promotion) => promotion.type === 'depositStreak')).toMatchObject({
      data: { currentCountDeposit: 1, maxNumberOfDeposit: 8, isWheelAvailable: false },
    });
    const profile = ProfileResponseSchema.parse((await agent.get('/rest/player/profile/')).json());
    expect(profile.data.depositStreak).toEqual({ isActive: true, skin: 'classic' });
  });

  it('resets a streak left without a purchase for the window, by the clock', async () => {
    const { agent, player: p } = await player('sws');
    await purchases(p.id, 2);
    const first = DepositStreakGroupInfoResponseSchema.parse((await agent.get(GROUP)).json());
    expect(first.steps.filter((s) => s.isCompleted)).toHaveLength(2);
    clock.advance(71 * HOUR);
    expect(await info(agent)).toMatchObject({ currentCountDeposit: 2, secondsToResetStreakCounter: 3600 });
    await purchases(p.id); // the window runs again from this purchase
    clock.advance(71 * HOUR);
    expect(await info(agent)).toMatchObject({ currentCountDeposit: 3 });
    clock.advance(HOUR);
    expect(await info(agent)).toMatchObject({
      currentCountDeposit: 0,
      resetStreakAt: null,
      secondsToResetStreakCounter: 0,
    });
    expect(
      PromotionsPageResponseSchema.parse(
        (await agent.get('/rest/page/promotions/')).json(),
      ).payload.promotions.some((promotion) => promotion.type === 'depositStreak'),
    ).toBe(false);
    await purchases(p.id);
    const again = DepositStreakGroupInfoResponseSchema.parse((await agent.get(GROUP)).json());
    expect(again.streakId).not.toBe(first.streakId);
    expect((await info(agent)).currentCountDeposit).toBe(1);
  });

  it('opens the wheel at 8 and pays its prize once; a repeat answers the same spin', async () => {
    const { agent, player: p } = await player('fortuneWheelz');
    await purchases(p.id, 7);
    expect(await info(agent)).toMatchObject({ currentCountDeposit: 7, isWheelAvailable: false });
    await purchases(p.id);
    const full = await info(agent);
    expect(full).toMatchObject({
      currentCountDeposit: 8,
      isWheelAvailable: true,
      resetStreakAt: null,
      secondsToResetStreakCounter: 0,
      percent: 100,
    });
    // A full streak waits for its spin: it never resets, and more purchases do not count.
    clock.advance(100 * HOUR);
    await purchases(p.id);
    expect(await info(agent)).toMatchObject({ currentCountDeposit: 8, isWheelAvailable: true });
    const { streakId } = DepositStreakGroupInfoResponseSchema.parse((await agent.get(GROUP)).json());

    const before = await balances(p.id);
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const spin = await apply(agent);
    expect(spin.streakId).toBe(streakId);
    expect(spin.prize).toEqual(DEPOSIT_STREAK_DEFAULT_CONFIG.sectors[spin.sectorIndex]!.prize);
    expect(spin.info).toMatchObject({
      currentCountDeposit: 0,
      isWheelAvailable: false,
      dailyWinStreakLimitExceeded: true,
      nextWheelAt: '2026-03-15T00:00:00.000Z',
    });
    const after = await balances(p.id);
    expect(after.coins - before.coins).toBe(spin.prize.coins);
    expect(after.entries - before.entries).toBe(Math.round(spin.prize.entries * 100));
    const pushes = toPlayer.mock.calls.filter(([id]) => id === p.id).map(([, m]) => `${m.type} ${m.action}`);
    expect(pushes).toContain('feature claimed');

    expect(await apply(agent)).toEqual(spin);
    expect(await balances(p.id)).toEqual(after);
    const claims = await featureClaimsOf(db(), p.id, 'depositStreak');
    expect(claims.map((c) => c.period)).toEqual([`deposit-streak:${streakId}`]);

    // The next purchase starts a new streak.
    await purchases(p.id);
    expect(await info(agent)).toMatchObject({ currentCountDeposit: 1 });
    const refused = await agent.get(APPLY);
    expect(refused.statusCode).toBe(409);
    await expectLedgerBalanced(db());
  });

  it('pays once when 32 spins race', async () => {
    const { agent, player: p } = await player('funzCity');
    await purchases(p.id, 8);
    const before = await balances(p.id);
    const responses = await Promise.all(Array.from({ length: 32 }, () => agent.get(APPLY)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(32).fill(200));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    const { prize } = DepositStreakApplyResponseSchema.parse(responses[0]!.json()).data;
    const after = await balances(p.id);
    expect(after.coins - before.coins).toBe(prize.coins);
    expect(after.entries - before.entries).toBe(Math.round(prize.entries * 100));
    const paid = await db()
      .select()
      .from(tables.walletTransfers)
      .where(like(tables.walletTransfers.key, `feature:depositStreak:${p.id}:%`));
    expect(paid.length).toBeLessThanOrEqual(2);
    await expectLedgerBalanced(db());
  });

  it('counts 32 purchases handled by racing dispatchers once each, up to the maximum', async () => {
    const { agent, player: p } = await player('jackpotRabbit');
    // The largest streak a brand may set (30): 32 racing purchases fill it, and the 2 after it do not count.
    await setFeature('jackpotRabbit', {
      config: { ...DEPOSIT_STREAK_DEFAULT_CONFIG, maxNumberOfDeposit: 30 },
    });
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    for (let i = 0; i < 32; i++) {
      await recordPurchase(db(), {
        playerId: p.id,
        at: clock.now(),
        data: { coins: 1, depositsCount: i + 1 },
      });
    }
    expect(await drainRacing(t.app)).toEqual([]);
    expect(await info(agent)).toMatchObject({
      currentCountDeposit: 30,
      maxNumberOfDeposit: 30,
      isWheelAvailable: true,
    });
    const group = DepositStreakGroupInfoResponseSchema.parse((await agent.get(GROUP)).json());
    expect(group.steps.filter((s) => s.isCompleted)).toHaveLength(30);
    // One progress push per counted purchase, each count once: none lost, none counted twice.
    const counts = toPlayer.mock.calls
      .filter(([id]) => id === p.id)
      .map(([, m]) => m as PushMessage)
      .filter((m) => m.type === 'depositStreak' && m.action === 'progressUpdate')
      .map((m) => (m.data as { currentCountDeposit: number }).currentCountDeposit);
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    await setFeature('jackpotRabbit', { config: DEPOSIT_STREAK_DEFAULT_CONFIG });
    // The maximum lowered below the count: the wheel is there.
    expect(await info(agent)).toMatchObject({ currentCountDeposit: 8, isWheelAvailable: true });
    await expectLedgerBalanced(db());
  });

  it('lets a player spin one streak wheel a day', async () => {
    const { agent, player: p } = await player('stormrush');
    await purchases(p.id, 8);
    await apply(agent);
    await purchases(p.id, 8);
    expect(await info(agent)).toMatchObject({
      currentCountDeposit: 8,
      dailyWinStreakLimitExceeded: true,
      isWheelAvailable: false,
      nextWheelAt: '2026-03-11T00:00:00.000Z',
    });
    const before = await balances(p.id);
    const refused = await agent.get(APPLY);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'streak_daily_limit',
      message: STREAK_REFUSAL_TEXTS.streakDailyLimit,
    });
    expect(await balances(p.id)).toEqual(before);
    clock.set('2026-03-11T00:00:00.000Z');
    expect(await info(agent)).toMatchObject({ dailyWinStreakLimitExceeded: false, isWheelAvailable: true });
    await apply(agent);
    await expectLedgerBalanced(db());
  });

  it('stops at the feature’s end: no counting, no spin, the flag off', async () => {
    const { agent, player: p } = await player('scarletSands');
    await purchases(p.id, 8);
    await setFeature('scarletSands', { schedule: { finishesAt: '2026-03-10T13:00:00.000Z' } });
    expect(await info(agent)).toMatchObject({ isActive: true, finishedAt: '2026-03-10T13:00:00.000Z' });
    clock.set('2026-03-10T13:00:00.000Z');
    expect(await info(agent)).toMatchObject({
      isActive: false,
      currentCountDeposit: 0,
      isWheelAvailable: false,
    });
    const refused = await agent.get(APPLY);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'feature_not_active' });
    const init = (await agent.get('/rest/app/init/')).json() as { depositStreak: { isActive: boolean } };
    expect(init.depositStreak.isActive).toBe(false);
    await setFeature('scarletSands', { schedule: { finishesAt: null } });
  });

  it('refuses a spin another site starts, and changes nothing', async () => {
    const { agent, player: p } = await player('funrize');
    await purchases(p.id, 8);
    const response = await agent.get(APPLY, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(403);
    expect(await info(agent)).toMatchObject({ currentCountDeposit: 8, isWheelAvailable: true });
  });
});
