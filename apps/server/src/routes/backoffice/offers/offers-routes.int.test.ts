import { describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  BACKOFFICE_CATALOGUE_PATHS as PATHS,
  BackofficeOfferSavedSchema,
  BackofficeOffersPageSchema,
  BannersHomeSchema,
  CashOffersResponseSchema,
  MAGIC_BOX_PROMOTION_TYPE,
  VIP_BUNDLE_PROMOTION_TYPE,
} from '@casino/contracts';
import { createManualClock, tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../../testing/test-app.ts';
import { auditEntries, expectPostsRefused, signInOperator } from '../../../testing/operators.ts';
import { signedInPlayer } from '../../../testing/signed-in-player.ts';

const NEW_OFFER = {
  kind: 'package',
  brand: 'tao',
  titleEn: 'Spring stack',
  titleEs: 'Pila de primavera',
  priceCents: 2499,
  coins: 260_000,
  entries: 26,
  availableFrom: '2026-03-01T00:00:00Z',
  availableTill: '2026-04-01T00:00:00Z',
  isActive: true,
};

describe.each(databaseKinds())('back-office offers on %s', (kind) => {
  const clock = createManualClock('2026-03-10T12:00:00.000Z');
  const t = setupTestApp(kind, {}, { clock });
  const db = () => t.database.db;
  const offerCount = async () => Number((await db().select({ n: count() }).from(tables.offerPresets))[0]!.n);
  const audits = (action: string, targetId?: string) => auditEntries(db(), action, targetId);
  const cashPackages = async (agent: Awaited<ReturnType<typeof signedInPlayer>>['agent']) =>
    CashOffersResponseSchema.parse((await agent.get('/rest/cash/offers/')).json()).packages.map((p) => p.id);

  it('lists the offers with their state to offers.read, filtered per brand, and exports CSV', async () => {
    const { headers } = await signInOperator(t.app, { role: 'viewer' });
    const response = await t.app.inject({
      method: 'GET',
      url: `${PATHS.offers}?kind=package&brand=tao`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const page = BackofficeOffersPageSchema.parse(response.json()).data;
    expect(page.total).toBeGreaterThanOrEqual(6);
    expect(page.rows.every((o) => o.kind === 'package' && (o.brand === null || o.brand === 'tao'))).toBe(
      true,
    );
    expect(page.rows[0]).toMatchObject({ state: 'onSale', brand: null });
    const csv = await t.app.inject({
      method: 'GET',
      url: `${PATHS.offers}?format=csv&kind=package`,
      headers,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toMatch(/^id,kind,brand,titleEn/);
  });

  it('refuses offers.read to support and offers.manage to a viewer (403), creating nothing', async () => {
    const support = await signInOperator(t.app, { role: 'support' });
    expect(
      (await t.app.inject({ method: 'GET', url: PATHS.offers, headers: support.headers })).statusCode,
    ).toBe(403);
    const viewer = await signInOperator(t.app, { role: 'viewer' });
    const before = await offerCount();
    await expectPostsRefused(t.app, PATHS.offers, viewer.headers, [
      [NEW_OFFER, 403, 'needs the "offers.manage" permission'],
    ]);
    expect(await offerCount()).toBe(before);
  });

  it("creates a brand's scheduled offer: audited, announced to the brand, sold to its players only", async () => {
    const { headers, operator } = await signInOperator(t.app, { role: 'marketing' });
    const tao = await signedInPlayer(t, { brand: 'tao' });
    const nlc = await signedInPlayer(t, { brand: 'nlc' });
    const toBrand = vi.spyOn(t.app.services.publisher, 'toBrand');
    const version = t.app.services.pageVersions.current();

    const response = await t.app.inject({ method: 'POST', url: PATHS.offers, headers, payload: NEW_OFFER });
    expect(response.statusCode).toBe(200);
    const offer = BackofficeOfferSavedSchema.parse(response.json()).data;
    expect(offer).toMatchObject({ brand: 'tao', state: 'onSale', priceCents: 2499, isSecret: false });

    expect(toBrand).toHaveBeenCalledWith('tao', { type: 'promotionsPage', action: 'update' });
    expect(toBrand).not.toHaveBeenCalledWith('nlc', expect.anything());
    toBrand.mockRestore();
    expect(t.app.services.pageVersions.current()).not.toBe(version);
    expect(await cashPackages(tao.agent)).toContain(offer.id);
    expect(await cashPackages(nlc.agent)).not.toContain(offer.id);
    const [audit] = await audits('offer.create', String(offer.id));
    expect(audit).toMatchObject({
      operatorEmail: operator.email,
      before: null,
      after: { titleEn: 'Spring stack' },
    });
  });

  it('edits, reschedules and disables an offer for every brand, audited with before and after', async () => {
    const { headers } = await signInOperator(t.app, { role: 'marketing' });
    const tao = await signedInPlayer(t, { brand: 'tao' });
    const created = BackofficeOfferSavedSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: PATHS.offers,
          headers,
          payload: { ...NEW_OFFER, brand: 'nlc' },
        })
      ).json(),
    ).data;
    const toBrand = vi.spyOn(t.app.services.publisher, 'toBrand');
    const response = await t.app.inject({
      method: 'PATCH',
      url: PATHS.offer(created.id),
      headers,
      payload: { brand: null, availableFrom: '2026-03-20T00:00:00Z', titleEn: 'Late spring stack' },
    });
    expect(response.statusCode).toBe(200);
    expect(BackofficeOfferSavedSchema.parse(response.json()).data).toMatchObject({
      brand: null,
      state: 'scheduled',
      titleEn: 'Late spring stack',
    });
    // Every brand may now see it: all of them are told.
    expect(new Set(toBrand.mock.calls.map(([brand]) => brand)).size).toBe(9);
    toBrand.mockRestore();
    // Not on sale before its new start, even to a brand it now reaches.
    expect(await cashPackages(tao.agent)).not.toContain(created.id);
    const disabled = await t.app.inject({
      method: 'PATCH',
      url: PATHS.offer(created.id),
      headers,
      payload: { isActive: false },
    });
    expect(disabled.json().data.state).toBe('disabled');
    const rows = await audits('offer.update', String(created.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      before: { brand: 'nlc', titleEn: 'Spring stack', state: 'onSale' },
      after: { brand: null, titleEn: 'Late spring stack', state: 'scheduled' },
    });
  });

  it('answers bad input with a 4xx and a message, and changes nothing', async () => {
    const { headers } = await signInOperator(t.app, { role: 'marketing' });
    const before = await offerCount();
    const auditsBefore = (await audits('offer.create')).length;
    const post = (payload: object) => t.app.inject({ method: 'POST', url: PATHS.offers, headers, payload });
    const cases: Array<[object, number, string]> = [
      [{ ...NEW_OFFER, priceCents: 0 }, 400, 'The price (cents) must be at least 1.'],
      [{ ...NEW_OFFER, titleEn: '' }, 400, 'Give the English title.'],
      [{ ...NEW_OFFER, brand: 'acme' }, 400, 'The brand is one of'],
      [{ ...NEW_OFFER, availableFrom: 'next week' }, 400, 'Give the start as a date and time.'],
      [{ ...NEW_OFFER, coins: 2 ** 40 }, 400, 'Coins must be at most'],
      [{ ...NEW_OFFER, availableTill: '2026-02-01T00:00:00Z' }, 422, 'The end must be after the start.'],
      [{ ...NEW_OFFER, coins: 0, entries: 0 }, 422, 'An offer gives coins, entries or both.'],
      [{ ...NEW_OFFER, usualPriceCents: 100 }, 422, 'The usual price must be higher than the price.'],
      [{ ...NEW_OFFER, isSecret: true }, 422, 'Only promo offers can be secret'],
      [{ titleEn: 'No kind' }, 400, ''],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toContain(message);
      expect(response.json().message.length).toBeGreaterThan(5);
    }
    const [seeded] = await db().select().from(tables.offerPresets).limit(1);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: PATHS.offer(seeded!.id),
      headers,
      payload: { availableFrom: '2030-01-01T00:00:00Z', availableTill: '2029-01-01T00:00:00Z' },
    });
    expect(patch.statusCode).toBe(422);
    const [after] = await db()
      .select()
      .from(tables.offerPresets)
      .where(eq(tables.offerPresets.id, seeded!.id));
    expect(after).toEqual(seeded);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: PATHS.offer(999_999),
      headers,
      payload: { isActive: true },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await offerCount()).toBe(before);
    expect(await audits('offer.create')).toHaveLength(auditsBefore);
    expect(await audits('offer.update', String(seeded!.id))).toEqual([]);
  });

  it('an edit of the VIP bundle offer shows at once in its banner’s subtitle, en and es; feature offers stay editable', async () => {
    const { headers } = await signInOperator(t.app, { role: 'marketing' });
    const offerOf = async (type: string) =>
      (await db().select().from(tables.offerPresets).where(eq(tables.offerPresets.promotionType, type)))[0]!;
    const vipSubtitle = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/rest/banners/home/' });
      expect(response.statusCode).toBe(200);
      const banner = BannersHomeSchema.parse(response.json()).banners.find((b) => b.type === 'Vip_bundle');
      return banner!.subTitle;
    };
    const vip = await offerOf(VIP_BUNDLE_PROMOTION_TYPE);
    expect(await vipSubtitle()).toEqual({
      en: '350,000 entries and 5,000 coins',
      es: '350.000 entradas y 5.000 monedas',
    });
    const patch = (id: number, payload: object) =>
      t.app.inject({ method: 'PATCH', url: PATHS.offer(id), headers, payload });
    // The form sends every field, the promotion type among them: a feature's type is accepted as it is.
    const edited = await patch(vip.id, {
      coins: 7_500,
      entries: 400_000,
      promotionType: VIP_BUNDLE_PROMOTION_TYPE,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(BackofficeOfferSavedSchema.parse(edited.json()).data).toMatchObject({
      coins: 7_500,
      entries: 400_000,
      promotionType: VIP_BUNDLE_PROMOTION_TYPE,
      magicBoxes: 0,
    });
    expect(await vipSubtitle()).toEqual({
      en: '400,000 entries and 7,500 coins',
      es: '400.000 entradas y 7.500 monedas',
    });
    expect((await patch(vip.id, { coins: vip.coins, entries: vip.entries })).statusCode).toBe(200);
    expect((await vipSubtitle())?.en).toBe('350,000 entries and 5,000 coins');

    // The mystery box offer's boxes are the operator's to change; the cashier shows the new count.
    const box = await offerOf(MAGIC_BOX_PROMOTION_TYPE);
    const boxes = await patch(box.id, { magicBoxes: 4, promotionType: MAGIC_BOX_PROMOTION_TYPE });
    expect(boxes.statusCode, boxes.body).toBe(200);
    const { agent } = await signedInPlayer(t);
    const cash = CashOffersResponseSchema.parse((await agent.get('/rest/cash/offers/')).json());
    expect(cash.promoOffers.find((o) => o.id === box.id)?.magicBoxes).toBe(4);
    expect((await patch(box.id, { magicBoxes: 101 })).statusCode).toBe(400);
    expect((await patch(box.id, { magicBoxes: box.magicBoxes })).statusCode).toBe(200);
  });
});
