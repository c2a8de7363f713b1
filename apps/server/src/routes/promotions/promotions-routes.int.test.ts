import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  isOfferSoon,
  ExitOfferResponseSchema,
  FlipTheCoinResponseSchema,
  PROMO_OFFER_PATHS,
  PromotionsPageResponseSchema,
  type Promotion,
} from '@casino/contracts';
import { getPlayerBalances, tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { createAgent } from '../../testing/agent.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

type NewOffer = typeof tables.offerPresets.$inferInsert;
const DAY_MS = 24 * 60 * 60 * 1000;
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const flipPath = (set: string) => `${PROMO_OFFER_PATHS.flipTheCoin}?promoOfferSet=${encodeURIComponent(set)}`;

describe.each(databaseKinds())('promotions and promo offer calls on %s', (kind) => {
  const t = setupTestApp(kind);
  const db = () => t.database.db;
  /** The unlocked offers of a player, or of one offer. */
  const unlocks = (by: { playerId: string } | { presetId: number }) =>
    db()
      .select()
      .from(tables.playerPromoOffers)
      .where(
        'playerId' in by
          ? eq(tables.playerPromoOffers.playerId, by.playerId)
          : eq(tables.playerPromoOffers.presetId, by.presetId),
      );

  async function insertOffer(overrides: Partial<NewOffer>) {
    const [row] = await db()
      .insert(tables.offerPresets)
      .values({
        kind: 'promoOffer',
        titleEn: unique('Offer'),
        titleEs: unique('Oferta'),
        priceCents: 499,
        coins: 50_000,
        entries: 5,
        ...overrides,
      })
      .returning();
    return row!;
  }

  async function completedPayment(playerId: string, presetId: number, completedAt = new Date()) {
    await db().insert(tables.payments).values({
      playerId,
      idempotencyKey: randomUUID(),
      presetId,
      offerType: 'promoOffer',
      provider: 'sandbox',
      methodId: 'card',
      methodType: 'card',
      priceCents: 499,
      coins: 1,
      entries: 0,
      status: 'completed',
      completedAt,
    });
  }

  const seeded = async (title: string) =>
    (await db().select().from(tables.offerPresets).where(eq(tables.offerPresets.titleEn, title)))[0]!;

  async function promotionsOf(agent: Awaited<ReturnType<typeof signedInPlayer>>['agent']) {
    const response = await agent.get(PROMO_OFFER_PATHS.page);
    expect(response.statusCode).toBe(200);
    return PromotionsPageResponseSchema.parse(response.json()).payload;
  }
  const offerIds = (promotions: Promotion[]) =>
    promotions.flatMap((p) => (p.promoOfferPreset ? [p.promoOfferPreset.id] : []));

  describe('GET /rest/page/promotions/', () => {
    it('refuses a guest with 401', async () => {
      const response = await createAgent(t.app).get(PROMO_OFFER_PATHS.page);
      expect(response.statusCode).toBe(401);
      expect(response.json().success).toBe(false);
    });

    it('shows the birthday offer on the birthday in the profile only, bought once', async () => {
      const { agent, player } = await signedInPlayer(t);
      const offer = await seeded('Happy birthday');
      const birthdayOffer = async () =>
        (await promotionsOf(agent)).promotions.find((p) => p.type === 'offerBirthday');
      // No birthday in the profile: no birthday offer.
      expect(await birthdayOffer()).toBeUndefined();
      const today = new Date();
      const on = (date: Date) =>
        `1990-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
      const setBirthDay = (birthDay: string) =>
        db().update(tables.players).set({ birthDay }).where(eq(tables.players.id, player.id));
      await setBirthDay(on(new Date(today.getTime() + 2 * DAY_MS)));
      expect(await birthdayOffer()).toBeUndefined();
      await setBirthDay(on(today));
      expect(await birthdayOffer()).toMatchObject({
        promoOfferPreset: { id: offer.id, isAvailable: true },
        needDeposits: true,
      });
      // Once: bought today, it is not for sale again (and not until next year's birthday).
      await completedPayment(player.id, offer.id);
      expect((await birthdayOffer())?.promoOfferPreset).toMatchObject({
        isAvailable: false,
        isLimitPerDayReason: true,
      });
    }, 90_000); // five promotions pages on a busy machine

    it('lists the public offers, flip the coin, the live engagement features, invite and verification; never the secret, exit or unbuilt types', async () => {
      const { agent, player } = await signedInPlayer(t);
      const { promotions } = await promotionsOf(agent);
      const types = new Set(promotions.map((p) => p.type));
      expect(types).toEqual(
        new Set([
          'offerDeposit',
          'offerPeriodic',
          'flipTheCoin',
          'dailyLogin',
          'dailyWheel',
          'invite',
          'verification',
          'piggyBank',
          'magicBox',
          'emailLottery',
          'tournament',
          'prizeDrops',
          'rankLeague',
          'rankLeagueReward',
          // The seeded quests (dated from the day the seed ran): season and advent, and the challenge.
          'quest',
          'fpChallenge',
        ]),
      );
      const titles = promotions.map((p) => p.promoOfferPreset?.title.en);
      expect(titles).toContain('Welcome offer');
      expect(titles).toContain('Low balance rescue');
      expect(titles).not.toContain('Secret gold offer');
      expect(titles).not.toContain('Before you go');
      const flip = promotions.find((p) => p.type === 'flipTheCoin' && p.data.promoOfferSet === 'lucky-coin');
      expect(flip).toMatchObject({ promoOfferPreset: null, data: { nextFlipAt: null } });
      const invite = promotions.find((p) => p.type === 'invite');
      expect(invite).toMatchObject({
        data: { refcode: player.refcode },
        needDeposits: false,
        prizeCoins: 10_000,
      });
      const welcome = promotions.find((p) => p.promoOfferPreset?.title.en === 'Welcome offer')!;
      // The sandbox offers Apple Pay (APPLE_PAY_ENABLED defaults to on), so offers say so.
      expect(welcome).toMatchObject({
        type: 'offerDeposit',
        needDeposits: true,
        data: null,
        applePayEnabled: true,
      });
      expect(welcome.promoOfferPreset).toMatchObject({
        price: 9.99,
        usualPrice: 19.99,
        isLimitPerDayReason: false,
      });
    });

    it('shows the limit-per-day and low-balance reasons and the last pay provider', async () => {
      const { agent, player } = await signedInPlayer(t);
      const welcome = await seeded('Welcome offer');
      await completedPayment(player.id, welcome.id);
      const { promotions } = await promotionsOf(agent);
      const byTitle = (title: string) => promotions.find((p) => p.promoOfferPreset?.title.en === title)!;
      expect(byTitle('Welcome offer').promoOfferPreset).toMatchObject({
        isLimitPerDayReason: true,
        isAvailable: false,
      });
      expect(byTitle('Welcome offer').lastPayProvider).toEqual({ method_id: 'card', type: 'card' });
      // The low-balance offer follows the player's coin balance against its minBalance of 5000.
      const { coins } = await getPlayerBalances(db(), player.id);
      const rescue = byTitle('Low balance rescue').promoOfferPreset!;
      expect(rescue).toMatchObject({ minBalance: 5_000, isMinBalanceReason: coins >= 5_000 });
    });

    it('lists offers coming on another weekday or a later date in available_soon, soonest first', async () => {
      const { agent } = await signedInPlayer(t);
      const now = new Date();
      const otherDay = (now.getUTCDay() + 2) % 7;
      const weekday = await insertOffer({ promotionType: 'offerPeriodic', dayOfWeek: otherDay });
      const later = await insertOffer({
        promotionType: 'offerDeposit',
        availableFrom: new Date(now.getTime() + 5 * DAY_MS),
      });
      const ended = await insertOffer({
        promotionType: 'offerDeposit',
        availableFrom: new Date(now.getTime() + 5 * DAY_MS),
        availableTill: new Date(now.getTime() + 4 * DAY_MS),
      });
      const secret = await insertOffer({
        promotionType: 'offerDeposit',
        dayOfWeek: otherDay,
        isSecret: true,
      });
      const page = await promotionsOf(agent);
      const { promotions } = page;
      const available_soon = page.available_soon.filter(isOfferSoon);
      const soonIds = available_soon.map((s) => s.promoOfferPreset.id);
      expect(soonIds).toEqual(expect.arrayContaining([weekday.id, later.id]));
      expect(soonIds).not.toContain(ended.id);
      expect(soonIds).not.toContain(secret.id);
      expect(offerIds(promotions)).not.toContain(weekday.id);
      const weekdayStart = new Date(
        available_soon.find((s) => s.promoOfferPreset.id === weekday.id)!.availableFrom,
      );
      expect(weekdayStart.getUTCDay()).toBe(otherDay);
      expect(weekdayStart.getTime() - now.getTime()).toBeLessThanOrEqual(2 * DAY_MS);
      expect(available_soon.find((s) => s.promoOfferPreset.id === later.id)!.availableFrom).toBe(
        later.availableFrom!.toISOString(),
      );
      const starts = available_soon.map((s) => s.availableFrom);
      expect(starts).toEqual([...starts].sort());
    });

    it('drops verification once the identity is approved', async () => {
      const { agent, player } = await signedInPlayer(t);
      await db()
        .insert(tables.identityDocuments)
        .values({
          playerId: player.id,
          storageKey: `${player.id}/x.pdf`,
          mime: 'application/pdf',
          size: 10,
          sha256: 'a'.repeat(64),
          status: 'approved',
        });
      const { promotions } = await promotionsOf(agent);
      expect(promotions.some((p) => p.type === 'verification')).toBe(false);
    });
  });

  describe('POST /rest/cash/promo-offer-preset/subscribe/', () => {
    it('unlocks the secret offer once, pushes the promotions update, and the offer shows for this player only', async () => {
      const urlHash = unique('hash');
      const offer = await insertOffer({ isSecret: true, urlHash, promotionType: 'offerDeposit' });
      const { agent, player } = await signedInPlayer(t);
      const other = await signedInPlayer(t);
      const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
      try {
        for (let i = 0; i < 2; i++) {
          const response = await agent.post(PROMO_OFFER_PATHS.subscribe, { urlHash });
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ success: true, presetId: offer.id });
        }
        expect(toPlayer).toHaveBeenCalledWith(player.id, { type: 'promotionsPage', action: 'update' });
      } finally {
        toPlayer.mockRestore();
      }
      expect(await unlocks({ presetId: offer.id })).toEqual([
        expect.objectContaining({ playerId: player.id, source: 'link' }),
      ]);
      expect(offerIds((await promotionsOf(agent)).promotions)).toContain(offer.id);
      expect(offerIds((await promotionsOf(other.agent)).promotions)).not.toContain(offer.id);
    });

    it('answers 404 with a message for an unknown or expired hash and unlocks nothing', async () => {
      const urlHash = unique('expired');
      await insertOffer({ isSecret: true, urlHash, availableTill: new Date(Date.now() - DAY_MS) });
      const { agent, player } = await signedInPlayer(t);
      for (const hash of [urlHash, unique('nothing')]) {
        const response = await agent.post(PROMO_OFFER_PATHS.subscribe, { urlHash: hash });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          success: false,
          message: 'This offer link is not valid or has expired.',
        });
      }
      expect(await unlocks({ playerId: player.id })).toEqual([]);
    });

    it('answers 400 for a missing or oversized hash and 401 for a guest', async () => {
      const { agent } = await signedInPlayer(t);
      for (const payload of [{}, { urlHash: '' }, { urlHash: 'x'.repeat(65) }, { urlHash: 7 }]) {
        const response = await agent.post(PROMO_OFFER_PATHS.subscribe, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().success).toBe(false);
      }
      const guest = await createAgent(t.app).post(PROMO_OFFER_PATHS.subscribe, { urlHash: 'gold-2026' });
      expect(guest.statusCode).toBe(401);
    });
  });

  describe('POST /rest/cash/promo-offer-preset/flip-the-coin/', () => {
    async function coinSet() {
      const set = unique('coin');
      const heads = await insertOffer({
        isSecret: true,
        flipTheCoinSet: set,
        promotionType: 'flipTheCoin',
        sort: 1,
      });
      const tails = await insertOffer({
        isSecret: true,
        flipTheCoinSet: set,
        promotionType: 'flipTheCoin',
        sort: 2,
      });
      return { set, heads, tails };
    }

    it('wins one offer of the set, unlocks it, pushes the update, and shows it on the promotions page', async () => {
      const { set, heads, tails } = await coinSet();
      const { agent, player } = await signedInPlayer(t);
      const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
      let wonId: number;
      try {
        const response = await agent.post(flipPath(set));
        expect(response.statusCode).toBe(200);
        const answer = FlipTheCoinResponseSchema.parse(response.json());
        if (!answer.success) throw new Error(`flip refused: ${answer.reasonType}`);
        wonId = answer.data.data.promoOfferPreset.id;
        expect([heads.id, tails.id]).toContain(wonId);
        expect(answer.side).toBe(wonId === heads.id ? 'heads' : 'tails');
        expect(toPlayer).toHaveBeenCalledWith(player.id, { type: 'promotionsPage', action: 'update' });
      } finally {
        toPlayer.mockRestore();
      }
      expect(await unlocks({ playerId: player.id })).toEqual([
        expect.objectContaining({ presetId: wonId, source: 'flipTheCoin' }),
      ]);
      const flip = (await promotionsOf(agent)).promotions.find(
        (p) => p.type === 'flipTheCoin' && p.data.promoOfferSet === set,
      );
      expect(flip?.promoOfferPreset?.id).toBe(wonId);
    });

    it('gives both sides over many players (node:crypto, not a fixed pick)', async () => {
      const { set, heads, tails } = await coinSet();
      const won = new Set<number>();
      for (let i = 0; i < 16 && won.size < 2; i++) {
        const { agent } = await signedInPlayer(t);
        const answer = FlipTheCoinResponseSchema.parse((await agent.post(flipPath(set))).json());
        if (answer.success) won.add(answer.data.data.promoOfferPreset.id);
      }
      expect(won).toEqual(new Set([heads.id, tails.id]));
    });

    it('answers limit_by_promo_offers while the won offer is not bought, then limit_by_time until 24 hours passed', async () => {
      const { set } = await coinSet();
      const { agent, player } = await signedInPlayer(t);
      const first = FlipTheCoinResponseSchema.parse((await agent.post(flipPath(set))).json());
      if (!first.success) throw new Error('first flip refused');
      const wonId = first.data.data.promoOfferPreset.id;

      const held = await agent.post(flipPath(set));
      expect(held.statusCode).toBe(200);
      expect(held.json()).toEqual({
        success: false,
        reasonType: 'limit_by_promo_offers',
        nextFlipAt: null,
        data: { data: { promoOfferPreset: { id: wonId } } },
      });

      await completedPayment(player.id, wonId);
      const timed = (await agent.post(flipPath(set))).json();
      expect(timed).toMatchObject({ success: false, reasonType: 'limit_by_time', data: null });
      const nextFlipAt = new Date(timed.nextFlipAt).getTime();
      expect(nextFlipAt).toBeGreaterThan(Date.now() + DAY_MS - 60_000);
      expect(nextFlipAt).toBeLessThanOrEqual(Date.now() + DAY_MS);

      // 24 hours later (the flip moved back in time) the player flips again.
      await db()
        .update(tables.flipTheCoinPlays)
        .set({ playedAt: new Date(Date.now() - DAY_MS - 1000) })
        .where(
          and(
            eq(tables.flipTheCoinPlays.playerId, player.id),
            eq(tables.flipTheCoinPlays.promoOfferSet, set),
          ),
        );
      const again = FlipTheCoinResponseSchema.parse((await agent.post(flipPath(set))).json());
      expect(again.success).toBe(true);
    });

    it('lets only one of two simultaneous flips through', async () => {
      const { set } = await coinSet();
      const { agent, player } = await signedInPlayer(t);
      const answers = await Promise.all([agent.post(flipPath(set)), agent.post(flipPath(set))]);
      const parsed = answers.map((a) => FlipTheCoinResponseSchema.parse(a.json()));
      expect(parsed.filter((a) => a.success)).toHaveLength(1);
      const plays = await db()
        .select()
        .from(tables.flipTheCoinPlays)
        .where(eq(tables.flipTheCoinPlays.playerId, player.id));
      expect(plays).toHaveLength(1);
    });

    it('answers no_offers_found for an unknown set or a set with nothing on sale', async () => {
      const set = unique('ended');
      await insertOffer({ isSecret: true, flipTheCoinSet: set, availableTill: new Date(Date.now() - 1000) });
      const { agent, player } = await signedInPlayer(t);
      for (const name of [set, unique('unknown')]) {
        const response = await agent.post(flipPath(name));
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          success: false,
          reasonType: 'no_offers_found',
          nextFlipAt: null,
          data: null,
        });
      }
      expect(
        await db()
          .select()
          .from(tables.flipTheCoinPlays)
          .where(eq(tables.flipTheCoinPlays.playerId, player.id)),
      ).toEqual([]);
    });

    it('answers 400 without a set and 401 for a guest', async () => {
      const { agent } = await signedInPlayer(t);
      expect((await agent.post(PROMO_OFFER_PATHS.flipTheCoin)).statusCode).toBe(400);
      expect((await agent.post(flipPath('x'.repeat(65)))).statusCode).toBe(400);
      expect((await createAgent(t.app).post(flipPath('lucky-coin'))).statusCode).toBe(401);
    });
  });

  describe('GET /rest/cash/promo-offer-preset/exit/', () => {
    it('answers the exit offer, and null once bought today', async () => {
      const { agent, player } = await signedInPlayer(t);
      const first = ExitOfferResponseSchema.parse((await agent.get(PROMO_OFFER_PATHS.exit)).json());
      expect(first.exitPopupPromoOfferPreset?.promoOfferPreset).toMatchObject({
        title: { en: 'Before you go', es: 'Antes de irte' },
        price: 4.99,
        isAvailable: true,
      });
      // Bought yesterday: still offered today.
      const exitId = first.exitPopupPromoOfferPreset!.promoOfferPreset.id;
      await completedPayment(player.id, exitId, new Date(Date.now() - 2 * DAY_MS));
      expect((await agent.get(PROMO_OFFER_PATHS.exit)).json().exitPopupPromoOfferPreset).not.toBeNull();
      await completedPayment(player.id, exitId);
      expect((await agent.get(PROMO_OFFER_PATHS.exit)).json()).toEqual({
        success: true,
        exitPopupPromoOfferPreset: null,
      });
      // Another player's purchase changes nothing for this one.
      const other = await signedInPlayer(t);
      expect((await other.agent.get(PROMO_OFFER_PATHS.exit)).json().exitPopupPromoOfferPreset).not.toBeNull();
    });

    it('refuses a guest with 401', async () => {
      expect((await createAgent(t.app).get(PROMO_OFFER_PATHS.exit)).statusCode).toBe(401);
    });
  });

  it('GET /rest/banners/home/ carries the banner preset package for a signed-in player only', async () => {
    const { agent } = await signedInPlayer(t);
    expect((await agent.get('/rest/banners/home/')).json().bannerPresetPackage).toMatchObject({
      price: 9.99,
    });
    expect((await createAgent(t.app).get('/rest/banners/home/')).json().bannerPresetPackage).toBeNull();
  });
});
