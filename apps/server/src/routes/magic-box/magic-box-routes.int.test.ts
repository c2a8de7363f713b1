import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CashOffersResponseSchema,
  MAGIC_BOX_OPEN_PATH,
  MAGIC_BOX_PATH,
  MAGIC_BOX_PROMOTION_TYPE,
  MagicBoxConfigSchema,
  MagicBoxOpenResponseSchema,
  MagicBoxResponseSchema,
  PromotionsPageResponseSchema,
  toMinorUnits,
  type MagicBoxConfig,
  type MagicBoxPrize,
  type PushMessage,
} from '@casino/contracts';
import {
  createManualClock,
  getPlayerBalances,
  MAGIC_BOX_DEFAULT_CONFIG,
  MAGIC_BOX_OFFER,
  nextMagicRoulette,
  recordActivity,
  recurMagicRoulette,
  SANDBOX_SIGNATURE_HEADER,
  tables,
  type ActivityData,
  type SignedWebhook,
} from '@casino/core';
import { databaseKinds, expectLedgerBalanced, testRound } from '@casino/core/testing';
import { createAgent, type Agent } from '../../testing/agent.ts';
import { setupTestApp } from '../../testing/test-app.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';
import { drainRacing } from '../../testing/race-activity.ts';
import { buyWithSandboxCard, recordPurchase } from '../../testing/deposit.ts';

const DAY = 24 * 3600 * 1000;
const samePrize = (a: MagicBoxPrize) => (b: { prize: MagicBoxPrize }) =>
  b.prize.coins === a.coins && b.prize.entries === a.entries;

describe.each(databaseKinds())('the mystery box on %s', (kind) => {
  const clock = createManualClock('2026-05-10T12:00:00.000Z');
  const t = setupTestApp(kind, { paymentWebhookDelayMs: 0 }, { clock });
  const db = () => t.database.db;
  const where = and(eq(tables.features.brand, 'tao'), eq(tables.features.key, 'magicBox'));
  const setEvents = (events: MagicBoxConfig['events']) =>
    db()
      .update(tables.features)
      .set({ config: { ...MAGIC_BOX_DEFAULT_CONFIG, events } })
      .where(where);

  const player = async () => {
    const made = await signedInPlayer(t, { brand: 'tao' });
    made.agent.jar.set('brand_override', 'tao');
    return made;
  };
  const magicBox = async (agent: Agent) => {
    const response = await agent.get(MAGIC_BOX_PATH);
    expect(response.statusCode, response.body).toBe(200);
    return MagicBoxResponseSchema.parse(response.json()).data;
  };
  const open = (agent: Agent, body: unknown = {}) => agent.post(MAGIC_BOX_OPEN_PATH, body);
  const opened = async (agent: Agent, body: unknown = {}) => {
    const response = await open(agent, body);
    expect(response.statusCode, response.body).toBe(200);
    return MagicBoxOpenResponseSchema.parse(response.json());
  };
  let refs = 0;
  const activity = async <K extends 'purchase' | 'round'>(
    playerId: string,
    kind: K,
    data: ActivityData[K],
  ) => {
    await recordActivity(db(), {
      kind,
      ref: `test:${++refs}:${randomUUID()}`,
      playerId,
      data,
      at: clock.now(),
    });
    await t.app.services.activity.drain();
  };
  const purchase = (playerId: string, priceCents: number) =>
    activity(playerId, 'purchase', {
      paymentId: randomUUID(),
      presetId: null,
      offerType: 'package',
      priceCents,
      coins: 0,
      entries: 0,
      depositsCount: 1,
    });
  const round = (playerId: string, bet: number, extra: Partial<ActivityData['round']> = {}) =>
    activity(playerId, 'round', testRound(bet, extra));
  const delta = async (playerId: string, run: () => Promise<unknown>) => {
    const before = await getPlayerBalances(db(), playerId);
    await run();
    const after = await getPlayerBalances(db(), playerId);
    return { coins: after.coins - before.coins, entries: after.entries - before.entries };
  };
  const minor = (prize: MagicBoxPrize) => ({
    coins: prize.coins,
    entries: toMinorUnits('ENTRY', prize.entries),
  });

  it('refuses guests with a sentence', async () => {
    const guest = createAgent(t.app);
    for (const response of [await guest.get(MAGIC_BOX_PATH), await open(guest)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/sign in/i);
    }
  });

  it('never runs on a brand without the lootboxes capability, its row on (docs/brands.md)', async () => {
    const nlc = await signedInPlayer(t, { brand: 'nlc' });
    nlc.agent.jar.set('brand_override', 'nlc');
    const [row] = await db()
      .select()
      .from(tables.features)
      .where(and(eq(tables.features.brand, 'nlc'), eq(tables.features.key, 'magicBox')));
    expect(row!.enabled).toBe(true);
    await purchase(nlc.player.id, 10_000);
    expect(await magicBox(nlc.agent)).toMatchObject({ isActive: false, boxes: [], event: null });
    expect((await open(nlc.agent)).statusCode).toBe(409);
    // The same purchase on a brand with the capability earns boxes.
    const { agent, player: tao } = await player();
    await purchase(tao.id, 10_000);
    expect((await magicBox(agent)).boxes.length).toBeGreaterThan(0);
  });

  it('is seeded with the next magic roulette and answers the spec max prize', async () => {
    // The seed's own row (another brand than the one the tests change) parses and holds one roulette.
    const [seeded] = await db()
      .select()
      .from(tables.features)
      .where(and(eq(tables.features.brand, 'nlc'), eq(tables.features.key, 'magicBox')));
    const config = MagicBoxConfigSchema.parse(seeded!.config);
    expect(config.events.map((e) => e.slug)).toEqual(['magic-roulette']);
    expect(config.prizes).toEqual(MAGIC_BOX_DEFAULT_CONFIG.prizes);
    await setEvents([nextMagicRoulette(clock.now())]);
    const { agent } = await player();
    const box = await magicBox(agent);
    expect(box).toMatchObject({
      isActive: true,
      boxes: [],
      maxPrize: { entries: 500, coins: 275_000 },
      play: { wagered: 0, perBox: 100_000 },
      event: {
        slug: 'magic-roulette',
        startsAt: '2026-05-11T07:00:00.000Z',
        finishesAt: '2026-05-15T07:00:00.000Z',
        isActive: false,
      },
    });
    expect(box.prizes[0]).toEqual({ coins: 275_000, entries: 500 });
  });

  it('a purchase earns boxes by its tier; opening one pays a prize of the table once; none left is 409', async () => {
    await setEvents([]);
    const { agent, player: p } = await player();
    await purchase(p.id, 499); // below the tier
    expect((await magicBox(agent)).boxes).toHaveLength(0);
    await purchase(p.id, 999);
    const [box] = (await magicBox(agent)).boxes;
    expect(box).toMatchObject({ source: 'purchase' });
    expect(Date.parse(box!.expiresAt)).toBe(clock.now().getTime() + 14 * DAY);

    let answer!: Awaited<ReturnType<typeof opened>>;
    const gained = await delta(p.id, async () => (answer = await opened(agent)));
    expect(answer.id).toBe(box!.id);
    expect(answer.event).toBeNull();
    expect(MAGIC_BOX_DEFAULT_CONFIG.prizes.some(samePrize(answer.prize))).toBe(true);
    expect(gained).toEqual(minor(answer.prize));
    expect(answer.data.boxes).toEqual([]);
    // The same box again answers the same; no box left is refused.
    expect((await opened(agent, { id: box!.id })).prize).toEqual(answer.prize);
    const none = await open(agent);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'no_box' });
    expect((await open(agent, { id: 'nope' })).statusCode).toBe(400);
    await purchase(p.id, 4999);
    expect((await magicBox(agent)).boxes).toHaveLength(3);
    await expectLedgerBalanced(db());
  });

  it('coins wagered earn a box per 100,000; free rounds and entry rounds earn nothing; boxes expire', async () => {
    await setEvents([]);
    const { agent, player: p } = await player();
    await round(p.id, 60_000);
    expect(await magicBox(agent)).toMatchObject({ boxes: [], play: { wagered: 60_000 } });
    await round(p.id, 0, { freeRound: true });
    await round(p.id, 90_000, { currency: 'ENTRY' });
    expect((await magicBox(agent)).boxes).toHaveLength(0);
    await round(p.id, 60_000);
    const box = await magicBox(agent);
    expect(box.boxes.map((b) => b.source)).toEqual(['play']);
    expect(box.play).toEqual({ wagered: 20_000, perBox: 100_000 });
    await round(p.id, 200_000);
    expect((await magicBox(agent)).boxes).toHaveLength(3);
    clock.advance(14 * DAY);
    expect((await magicBox(agent)).boxes).toHaveLength(0);
    const expired = await open(agent, { id: box.boxes[0]!.id });
    expect(expired.statusCode).toBe(409);
    clock.advance(-14 * DAY);
  });

  it('during the magic roulette every player gets its gift box once and boxes draw from its prizes', async () => {
    const event = nextMagicRoulette(clock.now());
    await setEvents([event]);
    const { agent } = await player();
    const startsAt = '2026-05-11T07:00:00.000Z';
    const finishesAt = '2026-05-15T07:00:00.000Z';
    clock.set(new Date(Date.parse(startsAt) + 3600_000));
    try {
      const box = await magicBox(agent);
      expect(box.event).toMatchObject({ slug: 'magic-roulette', isActive: true, startsAt, finishesAt });
      expect(box.boxes.map((b) => b.source)).toEqual(['event']);
      expect(box.boxes[0]!.expiresAt).toBe(finishesAt);
      expect((await magicBox(agent)).boxes).toHaveLength(1);
      const answer = await opened(agent);
      expect(answer.event).toBe('magic-roulette');
      expect(event.prizes.some(samePrize(answer.prize))).toBe(true);
      expect((await magicBox(agent)).boxes).toHaveLength(0); // given once per occurrence
      const page = await agent.get('/rest/page/promotions/');
      expect(page.statusCode, page.body).toBe(200);
      const card = PromotionsPageResponseSchema.parse(page.json()).payload.promotions.find(
        (promotion) => promotion.type === 'magicBox',
      );
      expect(card).toMatchObject({
        data: { boxes: 0, event: { slug: 'magic-roulette', isActive: true } },
        prizeCoins: 275_000,
        prizeEntries: 500,
      });
      // Between occurrences the next one shows; two weeks on it runs again with a new gift box.
      clock.set('2026-05-16T12:00:00.000Z');
      expect((await magicBox(agent)).event).toEqual({
        slug: 'magic-roulette',
        startsAt: '2026-05-25T07:00:00.000Z',
        finishesAt: '2026-05-29T07:00:00.000Z',
        isActive: false,
      });
      clock.set('2026-05-25T08:00:00.000Z');
      const again = await magicBox(agent);
      expect(again.event).toMatchObject({ isActive: true, startsAt: '2026-05-25T07:00:00.000Z' });
      expect(again.boxes.map((b) => [b.source, b.expiresAt])).toEqual([
        ['event', '2026-05-29T07:00:00.000Z'],
      ]);
    } finally {
      clock.set('2026-05-10T12:00:00.000Z');
      await setEvents([]);
    }
  });

  it('a roulette stored with its own dates (before the schedule model) shows what it did, then recurs', async () => {
    const legacy = {
      slug: 'magic-roulette',
      startsAt: '2026-05-10T07:00:00.000Z',
      finishesAt: '2026-05-14T07:00:00.000Z',
      prizes: nextMagicRoulette(clock.now()).prizes,
      giftBoxes: 2,
    };
    await db()
      .update(tables.features)
      .set({ config: { ...MAGIC_BOX_DEFAULT_CONFIG, events: [legacy] } })
      .where(where);
    const shown = {
      slug: 'magic-roulette',
      startsAt: legacy.startsAt,
      finishesAt: legacy.finishesAt,
      isActive: true,
    };
    try {
      const { agent } = await player();
      const box = await magicBox(agent);
      expect(box.event).toEqual(shown);
      expect(box.boxes.map((b) => b.expiresAt)).toEqual([legacy.finishesAt, legacy.finishesAt]);
      // The seed step puts it on a recurrence from that event on: the same now, again two weeks later.
      await recurMagicRoulette(db());
      const [row] = await db().select().from(tables.features).where(where);
      expect(MagicBoxConfigSchema.parse(row!.config).events[0]!.schedule).toEqual({
        start: '2026-05-10T07:00',
        timeZone: 'UTC',
        rrule: 'FREQ=WEEKLY;INTERVAL=2',
        duration: 'PT5760M',
        until: null,
      });
      expect((await magicBox(agent)).event).toEqual(shown);
      expect((await magicBox(agent)).boxes).toHaveLength(2); // the same occurrence: no box again
      clock.set('2026-05-24T08:00:00.000Z');
      expect((await magicBox(agent)).event).toEqual({
        ...shown,
        startsAt: '2026-05-24T07:00:00.000Z',
        finishesAt: '2026-05-28T07:00:00.000Z',
      });
    } finally {
      clock.set('2026-05-10T12:00:00.000Z');
      await setEvents([]);
    }
  });

  it('32 racing opens of one box pay it once and all answer its prize', async () => {
    await setEvents([]);
    const { agent, player: p } = await player();
    await purchase(p.id, 999);
    const [box] = (await magicBox(agent)).boxes;
    let answers: Awaited<ReturnType<typeof open>>[] = [];
    const gained = await delta(p.id, async () => {
      answers = await Promise.all(Array.from({ length: 32 }, () => open(agent, { id: box!.id })));
    });
    const prizes = answers.map((answer) => {
      expect(answer.statusCode, answer.body).toBe(200);
      return MagicBoxOpenResponseSchema.parse(answer.json()).prize;
    });
    expect(new Set(prizes.map((prize) => JSON.stringify(prize))).size).toBe(1);
    expect(gained).toEqual(minor(prizes[0]!));
    await expectLedgerBalanced(db());
  });

  it('32 coin rounds and 4 purchases handled by racing dispatchers earn exactly the boxes they cross, once each', async () => {
    await setEvents([]);
    const { agent, player: p } = await player();
    const spy = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const from = spy.mock.calls.length;
    // Bets of 10,000 to 13,100 coins: 369,600 wagered, three boxes of 100,000 and 69,600 toward the next;
    // a $9.99 purchase after every eighth round (one box each).
    const bets = Array.from({ length: 32 }, (_, i) => 10_000 + i * 100);
    for (let i = 0; i < 32; i++) {
      await recordActivity(db(), {
        kind: 'round',
        ref: `race:${kind}:${i}:${randomUUID()}`,
        playerId: p.id,
        at: clock.now(),
        data: testRound(bets[i]!),
      });
      if (i % 8 === 7) {
        await recordPurchase(db(), {
          playerId: p.id,
          at: clock.now(),
          data: { depositsCount: 1 + (i >> 3) },
        });
      }
    }
    expect(await drainRacing(t.app)).toEqual([]);

    const wagered = bets.reduce((sum, n) => sum + n, 0);
    expect(wagered).toBe(369_600);
    const box = await magicBox(agent);
    expect(box.play).toEqual({ wagered: 69_600, perBox: 100_000 });
    expect(box.boxes.filter((b) => b.source === 'play')).toHaveLength(3);
    expect(box.boxes.filter((b) => b.source === 'purchase')).toHaveLength(4);
    const rows = await db().select().from(tables.magicBoxes).where(eq(tables.magicBoxes.playerId, p.id));
    expect(rows).toHaveLength(7);
    const [counter] = await db()
      .select()
      .from(tables.magicBoxWagers)
      .where(eq(tables.magicBoxWagers.playerId, p.id));
    expect(counter!.coinsWagered).toBe(wagered);
    const earned = spy.mock.calls
      .slice(from)
      .filter(([id]) => id === p.id)
      .map(([, message]) => message as PushMessage)
      .filter((m) => m.type === 'magicBox' && m.action === 'boxesEarned')
      .map((m) => (m.data as { count: number }).count);
    expect(earned.reduce((sum, n) => sum + n, 0)).toBe(7);

    // Opening every box at once pays each once: what the ledger paid is the sum of the prizes answered.
    let answers: Awaited<ReturnType<typeof open>>[] = [];
    const gained = await delta(p.id, async () => {
      answers = await Promise.all(
        rows.flatMap((row) => [open(agent, { id: row.id }), open(agent, { id: row.id })]),
      );
    });
    const prizes = new Map<string, MagicBoxPrize>();
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      const body = MagicBoxOpenResponseSchema.parse(answer.json());
      if (prizes.has(body.id)) expect(body.prize).toEqual(prizes.get(body.id));
      prizes.set(body.id, body.prize);
    }
    expect(prizes.size).toBe(7);
    const sum = [...prizes.values()].reduce(
      (acc, prize) => ({
        coins: acc.coins + prize.coins,
        entries: acc.entries + toMinorUnits('ENTRY', prize.entries),
      }),
      { coins: 0, entries: 0 },
    );
    expect(gained).toEqual(sum);
    expect((await magicBox(agent)).boxes).toEqual([]);
    await expectLedgerBalanced(db());
  });

  describe('bought in the cashier', () => {
    const boxOffer = async () => {
      const [row] = await db()
        .select()
        .from(tables.offerPresets)
        .where(eq(tables.offerPresets.promotionType, MAGIC_BOX_PROMOTION_TYPE));
      return row!;
    };
    const buyer = async () => {
      const made = await player();
      await db()
        .update(tables.players)
        .set({ name: 'Test', surname: 'Player', birthDay: '1990-01-01' })
        .where(eq(tables.players.id, made.player.id));
      return made;
    };
    /** Starts a card purchase of the offer with the sandbox's webhooks held; answers them. */
    const startHeld = async (agent: Agent, presetId: number) => {
      t.app.services.payments.sandbox.holdWebhooks(true);
      try {
        const response = await buyWithSandboxCard(agent, presetId, 'promoOffer');
        expect(response.statusCode, response.body).toBe(200);
        await t.app.services.payments.sandbox.settled();
        return t.app.services.payments.sandbox.takeHeldWebhooks() as SignedWebhook[];
      } finally {
        t.app.services.payments.sandbox.holdWebhooks(false);
      }
    };
    const deliver = async (webhook: SignedWebhook) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/rest/cash/webhooks/sandbox/',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: webhook.signature },
        payload: webhook.body,
      });
      expect(response.statusCode, response.body).toBe(200);
    };

    it('is a seeded offer shown in the cashier and on the promotions card; its purchase gives its boxes once, as sold', async () => {
      await setEvents([]);
      const offer = await boxOffer();
      expect(offer).toMatchObject({
        kind: 'promoOffer',
        isSecret: false,
        isActive: true,
        priceCents: MAGIC_BOX_OFFER.priceCents,
        coins: MAGIC_BOX_OFFER.coins,
        entries: MAGIC_BOX_OFFER.entries,
        magicBoxes: 3,
      });
      const { agent, player: p } = await buyer();
      const cash = CashOffersResponseSchema.parse((await agent.get('/rest/cash/offers/')).json());
      expect(cash.promoOffers.find((o) => o.id === offer.id)).toMatchObject({
        magicBoxes: 3,
        price: 9.99,
        coins: 75_000,
        entries: 7,
        isAvailable: true,
      });
      expect(cash.packages.every((o) => o.magicBoxes === 0)).toBe(true);
      const page = PromotionsPageResponseSchema.parse((await agent.get('/rest/page/promotions/')).json());
      const card = page.payload.promotions.find((promotion) => promotion.type === 'magicBox');
      expect(card?.promoOfferPreset).toMatchObject({ id: offer.id, magicBoxes: 3 });
      // Not listed again as an offer card of its own.
      expect(
        page.payload.promotions.filter((promotion) => promotion.promoOfferPreset?.id === offer.id),
      ).toHaveLength(1);

      // The operator changes the offer while the payment is under way: the payment keeps what it was sold with.
      const held = await startHeld(agent, offer.id);
      await db()
        .update(tables.offerPresets)
        .set({ magicBoxes: 5 })
        .where(eq(tables.offerPresets.id, offer.id));
      try {
        const succeeded = held.find((w) => w.event.type === 'payment.succeeded')!;
        // The provider repeats its webhook: the payment completes once, and its boxes are given once.
        for (let i = 0; i < 3; i++) await deliver(succeeded);
        expect(await drainRacing(t.app)).toEqual([]);
      } finally {
        await db()
          .update(tables.offerPresets)
          .set({ magicBoxes: 3 })
          .where(eq(tables.offerPresets.id, offer.id));
      }
      const [payment] = await db().select().from(tables.payments).where(eq(tables.payments.playerId, p.id));
      expect(payment).toMatchObject({ status: 'completed', magicBoxes: 3 });
      // The offer's boxes instead of the $9.99 tier's one: three, from this payment.
      const rows = await db().select().from(tables.magicBoxes).where(eq(tables.magicBoxes.playerId, p.id));
      expect(rows.map((row) => row.sourceRef).sort()).toEqual(
        [0, 1, 2].map((n) => `purchase:${payment!.id}:${n}`),
      );
      const box = await magicBox(agent);
      expect(box.boxes.map((b) => b.source)).toEqual(['purchase', 'purchase', 'purchase']);
      expect(Date.parse(box.boxes[0]!.expiresAt)).toBe(clock.now().getTime() + 14 * DAY);
      // They open and pay like any box.
      const answer = await opened(agent);
      expect(MAGIC_BOX_DEFAULT_CONFIG.prizes.some(samePrize(answer.prize))).toBe(true);
      expect(answer.data.boxes).toHaveLength(2);
      await expectLedgerBalanced(db());
    });

    it('gives the boxes paid for while the feature is off (they open until they expire); other purchases earn none then', async () => {
      await setEvents([]);
      const offer = await boxOffer();
      const { agent, player: p } = await buyer();
      const held = await startHeld(agent, offer.id);
      await db().update(tables.features).set({ enabled: false }).where(where);
      try {
        for (const webhook of held) await deliver(webhook);
        await t.app.services.activity.drain();
        await purchase(p.id, 4999); // a package's tier earns nothing while the feature is off
        const box = await magicBox(agent);
        expect(box.isActive).toBe(false);
        expect(box.boxes).toHaveLength(3);
        const answer = await opened(agent);
        expect(MAGIC_BOX_DEFAULT_CONFIG.prizes.some(samePrize(answer.prize))).toBe(true);
      } finally {
        await db().update(tables.features).set({ enabled: true }).where(where);
      }
      await expectLedgerBalanced(db());
    });
  });
});
