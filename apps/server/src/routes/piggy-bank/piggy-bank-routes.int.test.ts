import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import {
  CashOffersResponseSchema,
  GamePlayResponseSchema,
  InHouseSessionSchema,
  MONEY_BOX_TEXTS,
  MoneyBoxInfoResponseSchema,
  PromotionsPageResponseSchema,
  SANDBOX_CARDS,
  type PushMessage,
} from '@casino/contracts';
import {
  createManualClock,
  getPlayerBalances,
  recordActivity,
  SANDBOX_METHOD_IDS,
  tables,
  transfer,
} from '@casino/core';
import { databaseKinds, expectLedgerBalanced } from '@casino/core/testing';
import { featureClaimsOf, OPS_TOKEN, putFeature, setFeature } from '../../testing/feature-app.ts';
import { createAgent, type Agent } from '../../testing/agent.ts';
import { setupTestApp } from '../../testing/test-app.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';
import { drainRacing } from '../../testing/race-activity.ts';
import { recordPurchase } from '../../testing/deposit.ts';

const INFO = '/rest/money-box/info/';
const GAME = 'melons-quest';
const OTHER_GAME = 'cherry-bells';
/** A bet both seeded engines offer. */
const BET = 100;
const card = (number: string) => ({ number, expiry: '12/39', cvc: '123', holder: 'Test Player' });

describe.each(databaseKinds())('piggy bank on %s', (kind) => {
  const clock = createManualClock('2026-03-10T12:00:00.000Z');
  const t = setupTestApp(kind, { opsToken: OPS_TOKEN, paymentWebhookDelayMs: 0 }, { clock });
  afterEach(() => vi.restoreAllMocks());
  const db = () => t.database.db;

  const setConfig = (config: Record<string, unknown>, brand = 'funrize') =>
    setFeature(t.app, brand, 'moneyBox', { config });
  const SMALL = { sharePercent: 50, minAmount: 100, maxAmount: 300, games: [GAME], breakCooldownHours: 24 };

  const info = async (agent: Agent) => {
    const response = await agent.get(INFO);
    expect(response.statusCode, response.body).toBe(200);
    return MoneyBoxInfoResponseSchema.parse(response.json()).data;
  };
  const fund = (playerId: string, coins: number) =>
    transfer(db(), {
      key: `test-fund:${playerId}:${randomUUID()}`,
      kind: 'adjustment',
      currency: 'COIN',
      amount: coins,
      from: { house: 'adjustments' },
      to: { playerId },
    });
  const launch = async (agent: Agent, slug: string) => {
    const response = await agent.get(`/rest/game/${slug}/play/`);
    expect(response.statusCode, response.body).toBe(200);
    const play = GamePlayResponseSchema.parse(response.json());
    const token = new URL(play.url, 'http://x').searchParams.get('session')!;
    const session = InHouseSessionSchema.parse((await agent.get(`/rest/in-house/session/${token}/`)).json());
    expect(session.game.betLevels).toContain(BET);
    return { token };
  };
  /** Spins at 100 coins (50 saved with the small config) and lets the activity run. */
  const spin = async (agent: Agent, slug: string, times: number) => {
    const bet = BET;
    const { token } = await launch(agent, slug);
    for (let i = 0; i < times; i++) {
      const response = await agent.post(`/rest/in-house/session/${encodeURIComponent(token)}/spin/`, { bet });
      expect(response.statusCode, response.body).toBe(200);
    }
    await t.app.services.activity.drain();
    return bet;
  };
  const pushes = () => {
    const spy = vi.spyOn(t.app.services.publisher, 'toPlayer');
    return (type: string) =>
      spy.mock.calls.map(([, message]) => message as PushMessage).filter((m) => m.type === type);
  };
  const completeProfile = (playerId: string) =>
    db()
      .update(tables.players)
      .set({ name: 'Test', surname: 'Player', birthDay: '1990-01-01' })
      .where(eq(tables.players.id, playerId));
  const piggyPresetId = async () => {
    const [row] = await db()
      .select({ id: tables.offerPresets.id })
      .from(tables.offerPresets)
      .where(eq(tables.offerPresets.promotionType, 'piggyBank'));
    return row!.id;
  };
  const buyPiggy = async (agent: Agent) =>
    agent.post('/rest/cash/deposit/', {
      presetId: await piggyPresetId(),
      offerType: 'promoOffer',
      methodId: SANDBOX_METHOD_IDS.card,
      card: card(SANDBOX_CARDS.success),
      idempotencyKey: randomUUID(),
    });
  const settle = async () => {
    await t.app.services.payments.sandbox.settled();
    await t.app.services.activity.drain();
  };
  const coinsOf = async (playerId: string) => (await getPlayerBalances(db(), playerId)).coins;
  let refs = 0;
  /** A settled coin round on `slug` as the wallet records it (not yet handled). */
  const recordRound = (playerId: string, bet: number, slug = GAME) =>
    recordActivity(db(), {
      kind: 'round',
      ref: `piggy-race:${kind}:${++refs}`,
      playerId,
      at: clock.now(),
      data: { provider: 'in-house', gameId: slug, currency: 'COIN', bet, win: 0, freeRound: false },
    });
  /** Coins the bank paid the player in breaks, read under its ledger keys. */
  const breakPayouts = async (playerId: string) =>
    db()
      .select({ key: tables.walletTransfers.key, amount: tables.walletTransfers.amount })
      .from(tables.walletTransfers)
      .where(like(tables.walletTransfers.key, `feature:moneyBox:${playerId}:money-box:%`));
  /** Roomy: 10 % saved, breakable from 100, never full in these tests, a day between breaks. */
  const ROOMY = {
    sharePercent: 10,
    minAmount: 100,
    maxAmount: 1_000_000,
    games: [GAME],
    breakCooldownHours: 24,
  };

  it('asks a guest to sign in', async () => {
    const response = await createAgent(t.app).get(INFO);
    expect(response.statusCode).toBe(401);
  });

  it('shows a new player an empty bank with the seeded rules, its games and its offer', async () => {
    const { agent } = await signedInPlayer(t);
    const data = await info(agent);
    expect(data).toMatchObject({
      status: 'collecting',
      moneyBoxAmount: 0,
      minAmount: 5_000,
      maxAmount: 50_000,
      availableTimeToBreak: null,
      canBreak: false,
      sharePercent: 10,
      breaks: 0,
    });
    expect(data.games[0]).toEqual({ slug: GAME, title: 'Melons Quest', link: `/lobby/?game=${GAME}` });
    expect(data.games).toHaveLength(6);
    expect(data.promoOffersPresets).toHaveLength(1);
    expect(data.promoOffersPresets[0]).toMatchObject({ kind: 'promoOffer', price: 4.99, coins: 20_000 });
  });

  it('saves a share of coin bets on its games up to the maximum, pushes topUp and collectUp, and shows the offer from the minimum', async () => {
    await setConfig(SMALL);
    const { agent, player } = await signedInPlayer(t);
    await fund(player.id, 100_000);
    const sent = pushes();
    const offersOf = async () =>
      CashOffersResponseSchema.parse((await agent.get('/rest/cash/offers/')).json()).promoOffers.map(
        (o) => o.id,
      );

    await spin(agent, OTHER_GAME, 2); // not a listed game: nothing saved
    expect((await info(agent)).moneyBoxAmount).toBe(0);

    await spin(agent, GAME, 1);
    expect(await info(agent)).toMatchObject({ moneyBoxAmount: 50, status: 'collecting', canBreak: false });
    expect(sent('moneyBox')).toEqual([
      { type: 'moneyBox', action: 'topUp', data: { moneyBoxAmount: 50, added: 50, status: 'collecting' } },
    ]);
    expect(await offersOf()).not.toContain(await piggyPresetId());

    await spin(agent, GAME, 1);
    expect(await info(agent)).toMatchObject({ moneyBoxAmount: 100, status: 'ready', canBreak: true });
    expect(await offersOf()).toContain(await piggyPresetId());

    await spin(agent, GAME, 6);
    expect(await info(agent)).toMatchObject({ moneyBoxAmount: 300, status: 'full', canBreak: true });
    const actions = sent('moneyBox').map((m) => m.action);
    expect(actions).toEqual(['topUp', 'topUp', 'topUp', 'topUp', 'topUp', 'collectUp']);
  });

  it('saves nothing while the feature is off', async () => {
    await setFeature(t.app, 'funrize', 'moneyBox', { enabled: false, config: SMALL });
    const { agent, player } = await signedInPlayer(t);
    await fund(player.id, 10_000);
    await spin(agent, GAME, 2);
    expect(await info(agent)).toMatchObject({ status: 'inactive', moneyBoxAmount: 0, canBreak: false });
    await putFeature(t.app, 'funrize', 'moneyBox', { enabled: true });
  });

  it('refuses to sell the offer before the bank is ready, then breaks it on purchase: saved coins paid once, amount back to 0, cooldown', async () => {
    await setConfig(SMALL);
    const { agent, player } = await signedInPlayer(t);
    await completeProfile(player.id);
    await fund(player.id, 100_000);

    const early = await buyPiggy(agent);
    expect(early.statusCode).toBe(404); // not unlocked yet: the cashier does not sell it to this player

    await spin(agent, GAME, 3);
    const before = await info(agent);
    expect(before.canBreak).toBe(true);
    const sent = pushes();
    const coinsBefore = await coinsOf(player.id);
    const response = await buyPiggy(agent);
    expect(response.statusCode, response.body).toBe(200);
    await settle();

    const after = await info(agent);
    expect(after).toMatchObject({ moneyBoxAmount: 0, breaks: 1, canBreak: false, status: 'collecting' });
    expect(after.availableTimeToBreak).toBe(new Date(clock.now().getTime() + 24 * 3600_000).toISOString());
    // The offer's coins and the bank's coins.
    expect(await coinsOf(player.id)).toBe(coinsBefore + 20_000 + before.moneyBoxAmount);
    expect(sent('moneyBox').find((m) => m.action === 'break')).toEqual({
      type: 'moneyBox',
      action: 'break',
      data: { moneyBoxAmount: 0, coins: before.moneyBoxAmount, breakNo: 1 },
    });
    const claims = await db()
      .select()
      .from(tables.walletTransfers)
      .where(like(tables.walletTransfers.key, `feature:moneyBox:${player.id}:money-box:1:%`));
    expect(claims).toHaveLength(1);

    // Full again inside the cooldown: saved, but not breakable (and the cashier refuses with a reason).
    await spin(agent, GAME, 20);
    const waiting = await info(agent);
    expect(waiting).toMatchObject({ moneyBoxAmount: 300, status: 'full', canBreak: false });
    const refused = await buyPiggy(agent);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: MONEY_BOX_TEXTS.notReady });
    clock.advance(24 * 3600_000);
    expect((await info(agent)).canBreak).toBe(true);
    await expectLedgerBalanced(db());
  });

  it('32 purchases of the offer at once break the bank once', async () => {
    clock.set('2026-04-01T12:00:00.000Z');
    await setConfig(SMALL);
    const { agent, player } = await signedInPlayer(t);
    await completeProfile(player.id);
    await fund(player.id, 100_000);
    await spin(agent, GAME, 20);
    const saved = (await info(agent)).moneyBoxAmount;
    expect(saved).toBe(300);
    const coinsBefore = await coinsOf(player.id);
    const responses = await Promise.all(Array.from({ length: 32 }, () => buyPiggy(agent)));
    const bought = responses.filter((r) => r.statusCode === 200).length;
    expect(bought).toBeGreaterThan(0);
    await settle();
    expect(await coinsOf(player.id)).toBe(coinsBefore + bought * 20_000 + saved);
    const breaks = await featureClaimsOf(db(), player.id, 'moneyBox');
    expect(breaks).toHaveLength(1);
    expect((await info(agent)).moneyBoxAmount).toBe(0);
    await expectLedgerBalanced(db());
  });

  it('shows a piggyBank card on the promotions page with the offer that breaks it', async () => {
    const { agent } = await signedInPlayer(t);
    const page = PromotionsPageResponseSchema.parse((await agent.get('/rest/page/promotions/')).json());
    const card = page.payload.promotions.find((p) => p.type === 'piggyBank');
    expect(card).toMatchObject({ type: 'piggyBank', data: { moneyBoxAmount: 0, canBreak: false } });
    expect(card!.promoOfferPreset?.coins).toBe(20_000);
  });

  it('32 rounds handled by racing dispatchers save every share exactly once, one topUp each', async () => {
    clock.set('2026-04-02T12:00:00.000Z');
    await setConfig(ROOMY);
    const { agent, player } = await signedInPlayer(t);
    const sent = pushes();
    // Bets of 1,000 to 1,310 coins: 100 to 131 saved each (10 %), 3,696 in all; two rounds off the list.
    for (let i = 0; i < 32; i++) await recordRound(player.id, 1_000 + i * 10);
    await recordRound(player.id, 5_000, OTHER_GAME);
    await recordRound(player.id, 5_000, OTHER_GAME);
    expect(await drainRacing(t.app)).toEqual([]);

    const saved = Array.from({ length: 32 }, (_, i) => Math.floor(((1_000 + i * 10) * 10) / 100));
    const total = saved.reduce((sum, n) => sum + n, 0);
    expect(total).toBe(3_696);
    expect(await info(agent)).toMatchObject({ moneyBoxAmount: total, status: 'ready', canBreak: true });
    const topUps = sent('moneyBox').filter((m) => m.action === 'topUp');
    expect(topUps).toHaveLength(32);
    const added = topUps.map((m) => (m.data as { added: number }).added);
    expect(added.reduce((sum, n) => sum + n, 0)).toBe(total);
    expect([...added].sort((a, b) => a - b)).toEqual(saved);
    // Each saving saw the one before it: the amounts pushed are 32 different running totals up to the whole.
    const amounts = topUps.map((m) => (m.data as { moneyBoxAmount: number }).moneyBoxAmount);
    expect(new Set(amounts).size).toBe(32);
    expect(Math.max(...amounts)).toBe(total);
    // Reaching the minimum unlocked the offer once.
    const unlocked = await db()
      .select()
      .from(tables.playerPromoOffers)
      .where(eq(tables.playerPromoOffers.playerId, player.id));
    expect(unlocked.map((row) => row.source)).toEqual(['moneyBox']);
    await expectLedgerBalanced(db());
  });

  it('bets handled while purchases of the offer race: nothing saved is lost or paid twice, one break in the cooldown', async () => {
    clock.set('2026-04-03T12:00:00.000Z');
    await setConfig(ROOMY);
    const { agent, player } = await signedInPlayer(t);
    // The bank is ready: 4 × 100 saved.
    for (let i = 0; i < 4; i++) await recordRound(player.id, 1_000);
    await t.app.services.activity.drain();
    expect(await info(agent)).toMatchObject({ moneyBoxAmount: 400, canBreak: true });
    const presetId = await piggyPresetId();

    // 32 bets of 100 saved each and, among them, 4 completed purchases of the offer (started while the
    // bank was ready, as the cashier records them) wait in the outbox; racing dispatchers take them together.
    for (let i = 0; i < 32; i++) {
      await recordRound(player.id, 1_000);
      if (i % 8 === 3) {
        await recordPurchase(db(), {
          playerId: player.id,
          at: clock.now(),
          data: {
            presetId,
            offerType: 'promoOffer',
            priceCents: 499,
            coins: 20_000,
            entries: 2,
            depositsCount: 1 + (i >> 3),
          },
        });
      }
    }
    expect(await drainRacing(t.app)).toEqual([]);

    const savedInAll = 400 + 32 * 100;
    const payouts = await breakPayouts(player.id);
    // One break: the purchases after it find the bank inside its cooldown and only buy the offer's coins.
    expect(payouts.map((p) => p.key)).toEqual([`feature:moneyBox:${player.id}:money-box:1:COIN`]);
    const paid = payouts[0]!.amount;
    expect(paid).toBeGreaterThanOrEqual(400);
    const after = await info(agent);
    expect(after).toMatchObject({ breaks: 1, canBreak: false });
    // Every coin saved is either paid by the break or still in the bank.
    expect(paid + after.moneyBoxAmount).toBe(savedInAll);
    // The savings after the break reach the minimum: the offer is shown again (the cashier refuses it until
    // the cooldown is over).
    const unlocked = await db()
      .select()
      .from(tables.playerPromoOffers)
      .where(
        and(
          eq(tables.playerPromoOffers.playerId, player.id),
          eq(tables.playerPromoOffers.presetId, presetId),
        ),
      );
    expect(unlocked).toHaveLength(after.moneyBoxAmount >= 100 ? 1 : 0);
    await expectLedgerBalanced(db());
  });
});
