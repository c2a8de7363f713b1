import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import {
  BONUSES_PATH,
  BonusesResponseSchema,
  CLAIM_REFUSALS,
  DAILY_CHESTS_OPEN_PATH,
  DAILY_WHEEL_SPIN_PATH,
  DailyChestsOpenResponseSchema,
  DailyWheelSpinResponseSchema,
  toMinorUnits,
  type BrandKey,
  type Prize,
} from '@casino/contracts';
import { createManualClock, getPlayerBalances, tables } from '@casino/core';
import { databaseKinds, expectLedgerBalanced } from '@casino/core/testing';
import { createAgent, type Agent } from '../../testing/agent.ts';
import { setupTestApp } from '../../testing/test-app.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';
import { buyWithSandboxCard, popularPresetId } from '../../testing/deposit.ts';

const DAY = 24 * 3600 * 1000;

const WEB_PUBLIC = new URL('../../../../web/public', import.meta.url).pathname;

describe.each(databaseKinds())('daily wheel and chests on %s', (kind) => {
  const clock = createManualClock('2026-03-10T12:00:00.000Z');
  const t = setupTestApp(kind, { paymentWebhookDelayMs: 0 }, { clock });
  const db = () => t.database.db;

  /** A player of `brand` (its pages and calls on that brand, as the brand cookie does on localhost). */
  const player = async (brand: BrandKey = 'funrize') => {
    const made = await signedInPlayer(t, { brand });
    made.agent.jar.set('brand_override', brand);
    return made;
  };
  const bonuses = async (agent: Agent) => {
    const response = await agent.get(BONUSES_PATH);
    expect(response.statusCode, response.body).toBe(200);
    return BonusesResponseSchema.parse(response.json());
  };
  const spin = (agent: Agent) => agent.post(DAILY_WHEEL_SPIN_PATH);
  const spun = async (agent: Agent) => {
    const response = await spin(agent);
    expect(response.statusCode, response.body).toBe(200);
    return DailyWheelSpinResponseSchema.parse(response.json());
  };
  const open = (agent: Agent, chest: unknown) => agent.post(DAILY_CHESTS_OPEN_PATH, { chest });
  const transfersUnder = (prefix: string) =>
    db()
      .select()
      .from(tables.walletTransfers)
      .where(like(tables.walletTransfers.key, `${prefix}%`));
  const minor = (prize: Prize) => ({
    coins: prize.coins,
    entries: toMinorUnits('ENTRY', prize.entries),
  });
  const gained = async (playerId: string, run: () => Promise<unknown>) => {
    const before = await getPlayerBalances(db(), playerId);
    await run();
    const after = await getPlayerBalances(db(), playerId);
    return { coins: after.coins - before.coins, entries: after.entries - before.entries };
  };
  const buyPackage = async (agent: Agent) => {
    const response = await buyWithSandboxCard(agent, await popularPresetId(db()));
    expect(response.statusCode, response.body).toBe(200);
    await t.app.services.payments.sandbox.settled();
  };
  const setConfig = async (brand: BrandKey, key: string, patch: Record<string, unknown>) => {
    const where = and(eq(tables.features.brand, brand), eq(tables.features.key, key));
    const [row] = await db().select().from(tables.features).where(where);
    await db()
      .update(tables.features)
      .set({ config: { ...(row!.config as object), ...patch } })
      .where(where);
  };

  it('refuses guests with a sentence', async () => {
    const guest = createAgent(t.app);
    for (const response of [await guest.get(BONUSES_PATH), await spin(guest), await open(guest, 0)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/sign in/i);
    }
  });

  it('shows a new player the wheel and the chests, with sounds that exist', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { agent } = await player();
    const { dailyWheel, dailyChests } = await bonuses(agent);
    expect(dailyWheel).toMatchObject({
      available: true,
      wheels: 1,
      auto: true,
      availableDate: null,
      endpoint: DAILY_WHEEL_SPIN_PATH,
      streakCount: 7,
      streakCurrent: 0,
      booster: { isActive: false, multiplier: 2 },
      extraWheel: { isAvailable: false, reason: null },
    });
    expect(dailyWheel!.prizes.map((p) => p.index)).toEqual([...dailyWheel!.prizes.keys()]);
    expect(dailyWheel!.prizes.some((p) => p.freeSpins)).toBe(true);
    // The spec's prize shape on the wire (not through the schema's defaults): coins and entries on the item.
    const wire = (await agent.get(BONUSES_PATH)).json() as { dailyWheel: { prizes: object[] } };
    for (const item of wire.dailyWheel.prizes)
      expect(item).toEqual({
        index: expect.any(Number),
        coins: expect.any(Number),
        entries: expect.any(Number),
        freeSpins: expect.toBeOneOf([null, expect.objectContaining({ count: expect.any(Number) })]),
      });
    expect(dailyChests).toMatchObject({
      available: true,
      reasonType: null,
      chests: 3,
      availableDate: null,
      endpoint: DAILY_CHESTS_OPEN_PATH,
    });
    for (const sound of Object.values(dailyChests!.sounds))
      for (const path of [sound.mp3, sound.ogg]) expect(existsSync(`${WEB_PUBLIC}${path}`), path).toBe(true);
  });

  it('spins once a day: pays the sector the server drew through the ledger, then refuses until the reset', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { agent, player: p } = await player();
    const sectors = (await bonuses(agent)).dailyWheel!.prizes;
    let answer!: Awaited<ReturnType<typeof spun>>;
    const delta = await gained(p.id, async () => (answer = await spun(agent)));
    expect(answer.prize).toEqual({ ...sectors[answer.sectorIndex]!, index: undefined });
    expect(delta).toEqual(minor(answer.prize));
    expect(answer.dailyWheel).toMatchObject({
      available: false,
      wheels: 0,
      auto: false,
      availableDate: '2026-03-11T00:00:00.000Z',
      streakCurrent: 1,
    });

    const key = `feature:dailyWheel:${p.id}:2026-03-10`;
    const paid = await transfersUnder(key);
    expect(paid.map((row) => row.key).sort()).toEqual(
      [answer.prize.coins > 0 && `${key}:COIN`, answer.prize.entries > 0 && `${key}:ENTRY`].filter(Boolean),
    );
    if (answer.prize.freeSpins) {
      const grants = await db()
        .select()
        .from(tables.freeSpinGrants)
        .where(eq(tables.freeSpinGrants.playerId, p.id));
      expect(grants).toMatchObject([{ grantKey: `${key}:free-spins`, total: answer.prize.freeSpins.count }]);
    }

    const again = await spin(agent);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: CLAIM_REFUSALS.alreadyClaimed.text });
    await expectLedgerBalanced(db());
  });

  it('pays 32 racing spins once and answers them alike', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { agent, player: p } = await player();
    const before = await getPlayerBalances(db(), p.id);
    const responses = await Promise.all(Array.from({ length: 32 }, () => spin(agent)));
    const ok = responses
      .filter((r) => r.statusCode === 200)
      .map((r) => DailyWheelSpinResponseSchema.parse(r.json()));
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const answer of ok) {
      expect(answer.sectorIndex).toBe(ok[0]!.sectorIndex);
      expect(answer.prize).toEqual(ok[0]!.prize);
    }
    const after = await getPlayerBalances(db(), p.id);
    expect({ coins: after.coins - before.coins, entries: after.entries - before.entries }).toEqual(
      minor(ok[0]!.prize),
    );
    const claims = await db()
      .select()
      .from(tables.featureClaims)
      .where(eq(tables.featureClaims.playerId, p.id));
    expect(claims).toHaveLength(1);
    const currencies = (await transfersUnder(`feature:dailyWheel:${p.id}:`)).map((row) => row.currency);
    expect(new Set(currencies).size).toBe(currencies.length);
    await expectLedgerBalanced(db());
  });

  it('gives an extra spin after a deposit made this period, once', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { agent, player: p } = await player();
    // A deposit yesterday earns nothing today.
    clock.set('2026-03-09T20:00:00.000Z');
    await buyPackage(agent);
    clock.set('2026-03-10T12:00:00.000Z');
    await spun(agent);
    expect((await bonuses(agent)).dailyWheel).toMatchObject({
      wheels: 0,
      extraWheel: { isAvailable: false },
    });
    expect((await spin(agent)).statusCode).toBe(409);

    await buyPackage(agent);
    expect((await bonuses(agent)).dailyWheel).toMatchObject({
      available: true,
      wheels: 1,
      auto: false,
      booster: { isActive: false },
      extraWheel: { isAvailable: true, reason: 'deposit' },
    });
    let extra!: Awaited<ReturnType<typeof spun>>;
    const delta = await gained(p.id, async () => (extra = await spun(agent)));
    expect(delta).toEqual(minor(extra.prize));
    expect(extra.dailyWheel).toMatchObject({ wheels: 0, extraWheel: { isAvailable: false, reason: null } });
    const claims = await db()
      .select({ period: tables.featureClaims.period })
      .from(tables.featureClaims)
      .where(eq(tables.featureClaims.playerId, p.id));
    expect(claims.map((c) => c.period).sort()).toEqual(['2026-03-10', '2026-03-10:extra']);
    // Paid under the extra slot's own key (a free-spins sector pays no coins or entries).
    const extraKey = `feature:dailyWheel:${p.id}:2026-03-10:extra`;
    expect((await transfersUnder(`${extraKey}:`)).length).toBe(
      (extra.prize.coins > 0 ? 1 : 0) + (extra.prize.entries > 0 ? 1 : 0),
    );
    expect((await spin(agent)).statusCode).toBe(409);
  });

  it('opens a new spin at the reset hour, counts the streak and boosts the seventh day', async () => {
    clock.set('2026-03-10T23:59:00.000Z');
    const { agent } = await player();
    expect((await spun(agent)).dailyWheel.streakCurrent).toBe(1);
    clock.advance(2 * 60 * 1000); // 00:01 UTC: the next period
    expect((await bonuses(agent)).dailyWheel).toMatchObject({ available: true, streakCurrent: 1 });
    for (let day = 2; day <= 6; day++) {
      const answer = await spun(agent);
      expect(answer.dailyWheel.streakCurrent).toBe(day);
      clock.advance(DAY);
    }
    const before = (await bonuses(agent)).dailyWheel!;
    expect(before.booster).toEqual({ isActive: true, multiplier: 2 });
    const seventh = await spun(agent);
    const sector = before.prizes[seventh.sectorIndex]!;
    expect(seventh.prize).toEqual({
      coins: sector.coins * 2,
      entries: sector.entries * 2,
      freeSpins: sector.freeSpins && { ...sector.freeSpins, count: sector.freeSpins.count * 2 },
    });
    expect(seventh.dailyWheel).toMatchObject({ streakCurrent: 7, booster: { isActive: false } });
    // The run starts over, and a missed day restarts it too.
    clock.advance(DAY);
    expect((await bonuses(agent)).dailyWheel!.streakCurrent).toBe(0);
    expect((await spun(agent)).dailyWheel.streakCurrent).toBe(1);
    clock.advance(2 * DAY);
    expect((await bonuses(agent)).dailyWheel!.streakCurrent).toBe(0);
    expect((await spun(agent)).dailyWheel.streakCurrent).toBe(1);
  });

  it('opens one chest a period and pays what the server drew', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { agent, player: p } = await player();
    let answer!: ReturnType<typeof DailyChestsOpenResponseSchema.parse>;
    const delta = await gained(p.id, async () => {
      const response = await open(agent, 1);
      expect(response.statusCode, response.body).toBe(200);
      answer = DailyChestsOpenResponseSchema.parse(response.json());
    });
    expect(answer.chest).toBe(1);
    expect(delta).toEqual(minor(answer.prize));
    expect(answer.dailyChests).toMatchObject({ available: false, availableDate: '2026-03-11T00:00:00.000Z' });
    const again = await open(agent, 2);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CLAIM_REFUSALS.alreadyClaimed.text);

    clock.set('2026-03-11T00:00:00.000Z');
    expect((await bonuses(agent)).dailyChests).toMatchObject({ available: true, availableDate: null });
  });

  it('refuses a chest that is not there, or no chest, with a sentence and no change', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { agent, player: p } = await player();
    // 3 has the contract's shape but this brand shows chests 0-2: the domain's 422.
    for (const [body, status] of [
      [3, 422],
      [9, 400],
      [-1, 400],
      [1.5, 400],
      ['x', 400],
      [null, 400],
    ] as const) {
      const response = await open(agent, body);
      expect(response.statusCode, String(body)).toBe(status);
      expect(response.json().message).toMatch(/choose a chest/i);
    }
    const missing = await agent.post(DAILY_CHESTS_OPEN_PATH, {});
    expect(missing.statusCode).toBe(400);
    expect(
      await db().select().from(tables.featureClaims).where(eq(tables.featureClaims.playerId, p.id)),
    ).toEqual([]);
    expect((await bonuses(agent)).dailyChests!.available).toBe(true);
  });

  it('pays 32 racing chest openings once', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { agent, player: p } = await player();
    const before = await getPlayerBalances(db(), p.id);
    const responses = await Promise.all(Array.from({ length: 32 }, (_, i) => open(agent, i % 3)));
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const ok = responses
      .filter((r) => r.statusCode === 200)
      .map((r) => DailyChestsOpenResponseSchema.parse(r.json()));
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const answer of ok)
      expect({ chest: answer.chest, prize: answer.prize }).toEqual({
        chest: ok[0]!.chest,
        prize: ok[0]!.prize,
      });
    const after = await getPlayerBalances(db(), p.id);
    expect({ coins: after.coins - before.coins, entries: after.entries - before.entries }).toEqual(
      minor(ok[0]!.prize),
    );
    await expectLedgerBalanced(db());
  });

  it('explains closed chests: a phone to confirm, a balance too high', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    // scarletSands asks for a confirmed phone (the seed).
    const phone = await player('scarletSands');
    expect((await bonuses(phone.agent)).dailyChests).toMatchObject({ available: false, reasonType: 'phone' });
    const refused = await open(phone.agent, 0);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CLAIM_REFUSALS.phoneRequired.text);
    await db()
      .update(tables.players)
      .set({ phone: '+15555550100', phoneConfirmedAt: clock.now() })
      .where(eq(tables.players.id, phone.player.id));
    expect((await bonuses(phone.agent)).dailyChests).toMatchObject({ available: true, reasonType: null });

    // stormrush, here only: chests while the balance is at most 10 coins.
    await setConfig('stormrush', 'dailyChests', { maxCoinBalance: 10 });
    const rich = await player('stormrush');
    const coins = (await getPlayerBalances(db(), rich.player.id)).coins;
    expect(coins).toBeGreaterThan(10); // the sign-up reward
    expect((await bonuses(rich.agent)).dailyChests).toMatchObject({
      available: false,
      reasonType: 'balance',
    });
    const tooRich = await open(rich.agent, 0);
    expect(tooRich.statusCode).toBe(409);
    expect(tooRich.json().message).toBe(CLAIM_REFUSALS.balanceTooHigh.text);
    expect(
      await db().select().from(tables.featureClaims).where(eq(tables.featureClaims.playerId, rich.player.id)),
    ).toEqual([]);
  });

  it('answers null for a feature the brand switched off, and refuses its calls', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    await db().update(tables.features).set({ enabled: false }).where(eq(tables.features.brand, 'sws'));
    const { agent } = await player('sws');
    expect(await bonuses(agent)).toEqual({ success: true, dailyWheel: null, dailyChests: null });
    for (const response of [await spin(agent), await open(agent, 0)]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(CLAIM_REFUSALS.notActive.text);
    }
  });
});
