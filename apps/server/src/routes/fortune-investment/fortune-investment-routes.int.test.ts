import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ChosenPackageResponseSchema,
  CollectFortuneResponseSchema,
  FORTUNE_TEXTS,
  FortunePackagesResponseSchema,
  PromotionsPageResponseSchema,
} from '@casino/contracts';
import { createManualClock, getPlayerBalances, transfer } from '@casino/core';
import { databaseKinds, expectLedgerBalanced } from '@casino/core/testing';
import { createAgent, type Agent } from '../../testing/agent.ts';
import { featureClaimsOf } from '../../testing/feature-app.ts';
import { setupTestApp } from '../../testing/test-app.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

const PACKAGES = '/rest/fortune-investment/packages/';
const CHOSEN = '/rest/fortune-investment/chosen-package/';
const CHOOSE = '/rest/fortune-investment/choose/';
const COLLECT = '/rest/fortune-investment/collect/';
const DAY = 24 * 3600_000;

describe.each(databaseKinds())('fortune investment on %s', (kind) => {
  const clock = createManualClock('2026-03-10T12:00:00.000Z');
  const t = setupTestApp(kind, {}, { clock });
  const db = () => t.database.db;

  /** Sets the player's coin balance (through the ledger, from or to the adjustments account). */
  const fund = async (playerId: string, coins: number) => {
    const diff = coins - (await getPlayerBalances(db(), playerId)).coins;
    if (diff === 0) return;
    const player = { playerId };
    const house = { house: 'adjustments' as const };
    await transfer(db(), {
      key: `test-fund:${playerId}:${randomUUID()}`,
      kind: 'adjustment',
      currency: 'COIN',
      amount: Math.abs(diff),
      from: diff > 0 ? house : player,
      to: diff > 0 ? player : house,
    });
  };
  const balances = (playerId: string) => getPlayerBalances(db(), playerId);
  const chosen = async (agent: Agent) =>
    ChosenPackageResponseSchema.parse((await agent.get(CHOSEN)).json()).data;
  const collect = async (agent: Agent) => {
    const response = await agent.post(COLLECT, {});
    expect(response.statusCode, response.body).toBe(200);
    return CollectFortuneResponseSchema.parse(response.json());
  };

  it('asks a guest to sign in', async () => {
    const guest = createAgent(t.app);
    for (const url of [PACKAGES, CHOSEN]) expect((await guest.get(url)).statusCode).toBe(401);
    for (const url of [CHOOSE, COLLECT])
      expect((await guest.post(url, { packageId: 'bronze' })).statusCode).toBe(401);
  });

  it('lists the packages with what each returns; a new player has no plan', async () => {
    const { agent } = await signedInPlayer(t);
    const response = await agent.get(PACKAGES);
    expect(response.statusCode).toBe(200);
    const data = FortunePackagesResponseSchema.parse(response.json()).data;
    expect(data.isActive).toBe(true);
    expect(data.canChoose).toBe(true);
    expect(data.packages[0]).toEqual({
      id: 'bronze',
      priceCoins: 5_000,
      dailyCoins: 1_000,
      dailyEntries: 0,
      days: 7,
      totalCoins: 7_000,
      totalEntries: 0,
    });
    expect(data.packages.map((p) => p.id)).toEqual(['bronze', 'silver', 'gold']);
    expect(await chosen(agent)).toBeNull();
  });

  it('refuses bad input and a price above the balance, changing nothing', async () => {
    const { agent, player } = await signedInPlayer(t);
    const unknown = await agent.post(CHOOSE, { packageId: 'platinum' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(FORTUNE_TEXTS.unknownPackage);
    expect((await agent.post(CHOOSE, {})).statusCode).toBe(400);
    await fund(player.id, 1_000);
    const poor = await agent.post(CHOOSE, { packageId: 'bronze' });
    expect(poor.statusCode).toBe(402);
    expect(await chosen(agent)).toBeNull();
    expect((await balances(player.id)).coins).toBe(1_000);
  });

  it('buys a plan with coins, pays each day from d × 24 h once, shows what is still to come, then allows a new plan', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { agent, player } = await signedInPlayer(t);
    await fund(player.id, 60_000);
    const startEntries = (await balances(player.id)).entries;
    const bought = await agent.post(CHOOSE, { packageId: 'silver' });
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await balances(player.id)).coins).toBe(10_000);
    let plan = (await chosen(agent))!;
    expect(plan).toMatchObject({
      isComplete: false,
      collectedCoins: 0,
      remainingCoins: 63_000,
      remainingEntries: 3.5,
    });
    expect(plan.days[0]).toMatchObject({
      day: 1,
      status: 'upcoming',
      availableAt: '2026-03-11T12:00:00.000Z',
    });

    // Another plan while this one runs: refused.
    const second = await agent.post(CHOOSE, { packageId: 'bronze' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(FORTUNE_TEXTS.planRunning);

    // Nothing opens before a day has passed.
    expect((await collect(agent)).collected.days).toEqual([]);
    clock.advance(DAY);
    expect((await collect(agent)).collected).toEqual({ days: [1], coins: 9_000, entries: 0.5 });
    expect((await collect(agent)).collected.days).toEqual([]);

    // Three days later: days 2-4 at once.
    clock.advance(3 * DAY);
    expect((await collect(agent)).collected.days).toEqual([2, 3, 4]);
    plan = (await chosen(agent))!;
    expect(plan.days.map((d) => d.status)).toEqual([
      'collected',
      'collected',
      'collected',
      'collected',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(plan).toMatchObject({ collectedCoins: 36_000, remainingCoins: 27_000 });

    // Not one of the spec's promotion types: the promotions page does not list it (the rewards hub links it).
    const page = PromotionsPageResponseSchema.parse((await agent.get('/rest/page/promotions/')).json());
    expect(page.payload.promotions.map((p) => p.type)).not.toContain('fortuneInvestment');

    clock.advance(10 * DAY);
    expect((await collect(agent)).collected.days).toEqual([5, 6, 7]);
    expect((await chosen(agent))!.isComplete).toBe(true);
    const b = await balances(player.id);
    expect(b.coins).toBe(10_000 + 63_000);
    expect(b.entries - startEntries).toBe(350); // the ledger counts hundredths
    const packages = FortunePackagesResponseSchema.parse((await agent.get(PACKAGES)).json()).data;
    expect(packages.canChoose).toBe(true);
    expect((await agent.post(CHOOSE, { packageId: 'bronze' })).statusCode).toBe(200);
    await expectLedgerBalanced(db());
  });

  it('32 purchases at once buy one plan; 32 collects at once pay each day once', async () => {
    clock.set('2026-05-01T12:00:00.000Z');
    const { agent, player } = await signedInPlayer(t);
    await fund(player.id, 100_000);
    const buys = await Promise.all(
      Array.from({ length: 32 }, () => agent.post(CHOOSE, { packageId: 'bronze' })),
    );
    expect(buys.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(buys.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409)).toBe(true);
    expect((await balances(player.id)).coins).toBe(95_000);

    clock.advance(3 * DAY);
    const collects = await Promise.all(Array.from({ length: 32 }, () => agent.post(COLLECT, {})));
    expect(collects.every((r) => r.statusCode === 200)).toBe(true);
    expect((await balances(player.id)).coins).toBe(95_000 + 3 * 1_000);
    const claims = await featureClaimsOf(db(), player.id, 'fortuneInvestment');
    expect(claims.map((c) => c.period).sort()).toEqual(
      [1, 2, 3].map((d) => `fortune-investment:${claims[0]!.period.split(':')[1]}:${d}`),
    );
    await expectLedgerBalanced(db());
  });
});
