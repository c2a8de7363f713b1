import { afterEach, describe, expect, it, vi } from 'vitest';
import { desc, eq, like } from 'drizzle-orm';
import {
  EmailLotteryInfoResponseSchema,
  PromotionsPageResponseSchema,
  type BrandKey,
  type PushMessage,
} from '@casino/contracts';
import {
  createManualClock,
  drawAtOrBefore,
  featureModule,
  getPlayerBalances,
  nextDrawAfter,
  pickWinners,
  runEmailLotteryDraws,
  tables,
} from '@casino/core';
import { databaseKinds, expectLedgerBalanced } from '@casino/core/testing';
import { setupEveryBrandApp, hostOf, putFeature } from '../../testing/feature-app.ts';
import { createAgent } from '../../testing/agent.ts';
import { scheduleFeatureJobs } from '../../jobs/feature-jobs.ts';
import type { JobHandler } from '../../jobs/job-engine.ts';

const INFO = '/rest/email-lottery/info/';
const { prizes } = featureModule('emailLottery').defaults.config;

describe('the weekly draw time', () => {
  const sunday18 = { weekday: 0, hour: 18, timeZone: 'UTC' };
  it('is the config weekday at its hour, the latest at or before now and the next after it', () => {
    expect(drawAtOrBefore(sunday18, new Date('2026-11-28T12:00:00Z'))).toEqual({
      key: '2026-11-22',
      at: new Date('2026-11-22T18:00:00Z'),
    });
    expect(drawAtOrBefore(sunday18, new Date('2026-11-29T18:00:00Z')).key).toBe('2026-11-29');
    expect(drawAtOrBefore(sunday18, new Date('2026-11-29T17:59:59Z')).key).toBe('2026-11-22');
    expect(nextDrawAfter(sunday18, new Date('2026-11-29T18:00:00Z')).at).toEqual(
      new Date('2026-12-06T18:00:00Z'),
    );
    // New York's wall clock: 18:00 is 23:00 UTC in winter and 22:00 in summer.
    const ny = { weekday: 5, hour: 18, timeZone: 'America/New_York' };
    expect(nextDrawAfter(ny, new Date('2026-11-24T00:00:00Z')).at).toEqual(new Date('2026-11-27T23:00:00Z'));
    expect(nextDrawAfter(ny, new Date('2026-07-01T00:00:00Z')).at).toEqual(new Date('2026-07-03T22:00:00Z'));
  });

  it('picks different winners, no more than there are entrants', () => {
    expect(pickWinners(['a', 'b'], 3).sort()).toEqual(['a', 'b']);
    const picked = pickWinners(['a', 'b', 'c', 'd', 'e'], 3);
    expect(new Set(picked).size).toBe(3);
    // The random source decides: always the first of what is left.
    expect(pickWinners(['a', 'b', 'c', 'd'], 3, () => 0)).toEqual(['a', 'b', 'c']);
  });
});

describe.each(databaseKinds())('email lottery on %s', (kind) => {
  // A Saturday: the next draw is Sunday 2026-11-29 at 18:00 UTC.
  const clock = createManualClock('2026-11-28T12:00:00.000Z');
  const { t, player: brandPlayer } = setupEveryBrandApp(kind, {}, { clock });
  afterEach(() => vi.restoreAllMocks());
  const db = () => t.database.db;
  const deps = () => ({ db: db(), publisher: t.app.services.publisher });

  const player = async (brand: BrandKey, confirmed: boolean) => {
    const created = await brandPlayer(brand);
    if (confirmed)
      await db()
        .update(tables.players)
        .set({ emailConfirmedAt: clock.now() })
        .where(eq(tables.players.id, created.player.id));
    return created;
  };
  const info = async (agent: Awaited<ReturnType<typeof player>>['agent'], query = '') => {
    const response = await agent.get(`${INFO}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return EmailLotteryInfoResponseSchema.parse(response.json()).data;
  };

  it('asks a guest to sign in and refuses bad input with a readable message', async () => {
    expect((await createAgent(t.app, { host: hostOf('tao') }).get(INFO)).statusCode).toBe(401);
    const { agent } = await player('tao', false);
    for (const query of ['?draws=0', '?draws=21', '?draws=x']) {
      const response = await agent.get(`${INFO}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/draws/i);
    }
  });

  it('enters confirmed emails, draws once when the clock passes the draw, pays each winner once and shows them masked', async () => {
    // Last week's draw (before anyone confirmed): made with nobody, and not listed.
    expect(await runEmailLotteryDraws(deps(), clock.now())).toEqual(
      expect.arrayContaining([expect.objectContaining({ brand: 'tao', drawKey: '2026-11-22', entrants: 0 })]),
    );
    const entered = await Promise.all(Array.from({ length: 5 }, () => player('tao', true)));
    const unconfirmed = await player('tao', false);
    const otherBrand = await player('nlc', true);

    const before = await info(entered[0]!.agent);
    expect(before).toMatchObject({
      isActive: true,
      nextDrawAt: '2026-11-29T18:00:00.000Z',
      nextDrawKey: '2026-11-29',
      isEntered: true,
      emailConfirmed: true,
      draws: [],
    });
    expect(before.prizes).toEqual(
      prizes.map((p, i) => ({ place: i + 1, coins: p.coins, entries: p.entries })),
    );
    expect(await info(unconfirmed.agent)).toMatchObject({ isEntered: false, emailConfirmed: false });
    const card = PromotionsPageResponseSchema.parse(
      (await entered[0]!.agent.get('/rest/page/promotions/')).json(),
    ).payload.promotions.find((p) => p.type === 'emailLottery');
    expect(card).toMatchObject({
      data: { nextDrawAt: '2026-11-29T18:00:00.000Z', isEntered: true },
      prizeCoins: prizes[0]!.coins,
      prizeEntries: prizes[0]!.entries,
    });

    // Not yet: the draw is tomorrow.
    clock.set('2026-11-29T17:59:00.000Z');
    expect((await runEmailLotteryDraws(deps(), clock.now())).filter((d) => d.brand === 'tao')).toEqual([]);

    clock.set('2026-11-29T18:00:30.000Z');
    const balances = await Promise.all(entered.map((e) => getPlayerBalances(db(), e.player.id)));
    const spy = vi.spyOn(t.app.services.publisher, 'toPlayer');
    // 32 job runs at once (processes, a clock move): the draw is made once.
    const runs = await Promise.all(
      Array.from({ length: 32 }, () => runEmailLotteryDraws(deps(), clock.now())),
    );
    const taoDraws = runs.flat().filter((d) => d.brand === 'tao');
    expect(taoDraws).toHaveLength(1);
    const [draw] = taoDraws;
    expect(draw).toMatchObject({ drawKey: '2026-11-29', entrants: 5 });
    expect(draw!.winners.map((w) => w.place)).toEqual([1, 2, 3]);
    const ids = entered.map((e) => e.player.id);
    expect(new Set(draw!.winners.map((w) => w.playerId)).size).toBe(3);
    for (const winner of draw!.winners) expect(ids).toContain(winner.playerId);

    for (const [i, e] of entered.entries()) {
      const after = await getPlayerBalances(db(), e.player.id);
      const won = draw!.winners.find((w) => w.playerId === e.player.id);
      expect(after.coins - balances[i]!.coins).toBe(won ? prizes[won.place - 1]!.coins : 0);
      expect(after.entries - balances[i]!.entries).toBe(won ? prizes[won.place - 1]!.entries * 100 : 0);
    }
    const wonPushes = spy.mock.calls
      .map(([to, message]) => ({ to: String(to), message: message as PushMessage }))
      .filter(({ message }) => message.type === 'emailLottery' && message.action === 'won');
    // The other brands' draws ran in the same job: their winners are pushed too.
    expect(
      wonPushes
        .map((p) => p.to)
        .filter((to) => ids.includes(to))
        .sort(),
    ).toEqual(draw!.winners.map((w) => w.playerId).sort());

    // Each winner's prize once in the ledger, under the draw's occasion.
    const transfers = await db()
      .select()
      .from(tables.walletTransfers)
      .where(like(tables.walletTransfers.key, 'feature:emailLottery:%:email-lottery:2026-11-29:%'));
    // 3 winners × COIN and ENTRY on tao (nlc's one winner was paid in the same run).
    expect(transfers.filter((row) => ids.some((id) => row.key.includes(id)))).toHaveLength(6);

    const winner = entered.find((e) => e.player.id === draw!.winners[0]!.playerId)!;
    const after = await info(winner.agent);
    expect(after.nextDrawAt).toBe('2026-12-06T18:00:00.000Z');
    expect(after.draws).toHaveLength(1);
    expect(after.draws[0]).toMatchObject({ drawKey: '2026-11-29', entrants: 5 });
    expect(after.draws[0]!.winners[0]).toMatchObject({ place: 1, isYou: true, coins: prizes[0]!.coins });
    for (const w of after.draws[0]!.winners) expect(w.name).toMatch(/^\w{1,2}\*\*\*@example\.test$/);
    // Another brand's players are never entered in this brand's draw; its own draw had one entrant.
    expect(draw!.winners.map((w) => w.playerId)).not.toContain(otherBrand.player.id);
    const nlc = await info(otherBrand.agent);
    expect(nlc.draws[0]).toMatchObject({ entrants: 1 });
    expect(nlc.draws[0]!.winners).toEqual([expect.objectContaining({ place: 1, isYou: true })]);

    // Later runs the same week make nothing.
    clock.set('2026-12-01T09:00:00.000Z');
    expect(await runEmailLotteryDraws(deps(), clock.now())).toEqual([]);

    await expectLedgerBalanced(db());
  });

  it('is a job of the job engine: a run after the clock passed the draw makes it', async () => {
    const handlers = new Map<string, JobHandler<object>>();
    const jobs = {
      schedule: (name: string, _cron: string, handler: JobHandler<object>) =>
        void handlers.set(name, handler),
    };
    scheduleFeatureJobs(jobs, { ...deps(), activity: t.app.services.activity });
    const run = handlers.get('email-lottery-draws')!;
    const { player: entrant } = await player('funzCity', true);
    clock.set('2026-12-13T18:00:05.000Z');
    await run({ now: clock.now(), data: {} });
    const [draw] = await db()
      .select()
      .from(tables.emailLotteryDraws)
      .where(eq(tables.emailLotteryDraws.brand, 'funzCity'))
      .orderBy(desc(tables.emailLotteryDraws.drawAt))
      .limit(1);
    expect(draw).toMatchObject({ drawKey: '2026-12-13', entrants: 1 });
    expect(draw!.winners).toEqual([expect.objectContaining({ place: 1, playerId: entrant.id })]);
  });

  it('makes no draw for a brand whose lottery is off', async () => {
    const set = (enabled: boolean) => putFeature(t.app, 'sws', 'emailLottery', { enabled });
    expect((await set(false)).statusCode).toBe(200);
    const { agent } = await player('sws', true);
    expect(await info(agent)).toMatchObject({ isActive: false, nextDrawAt: null, isEntered: false });
    clock.set('2026-12-06T18:01:00.000Z');
    const made = await runEmailLotteryDraws(deps(), clock.now());
    expect(made.some((d) => d.brand === 'sws')).toBe(false);
    expect(made.some((d) => d.brand === 'tao')).toBe(true);
    expect((await set(true)).statusCode).toBe(200);
  });
});
