import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  BACKOFFICE_CATALOGUE_PATHS as PATHS,
  BackofficeBannerSavedSchema,
  BackofficeBannersPageSchema,
  BannersHomeSchema,
} from '@casino/contracts';
import { tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../../testing/test-app.ts';
import { expectPostsRefused, signInOperator } from '../../../testing/operators.ts';

const NEW_BANNER = {
  type: 'ordinary',
  placement: 'home',
  titleEn: 'Spring spins',
  titleEs: 'Giros de primavera',
  buttonEn: 'Play',
  buttonEs: 'Jugar',
  link: '/issues/newGames',
  sort: 0,
  isActive: true,
};

describe.each(databaseKinds())('back-office banners on %s', (kind) => {
  const t = setupTestApp(kind);
  const db = () => t.database.db;
  const bannerCount = async () => Number((await db().select({ n: count() }).from(tables.homeBanners))[0]!.n);
  const audits = (action: string, targetId: string) =>
    db()
      .select()
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.action, action), eq(tables.auditLog.targetId, targetId)));
  const homeBannerTitles = async () =>
    BannersHomeSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/rest/banners/home/' })).json(),
    ).banners.map((b) => b.title.en);

  it('lists the banners to offers.read (viewer), not to support', async () => {
    const viewer = await signInOperator(t.app, { role: 'viewer' });
    const response = await t.app.inject({
      method: 'GET',
      url: `${PATHS.banners}?placement=home`,
      headers: viewer.headers,
    });
    expect(response.statusCode).toBe(200);
    const page = BackofficeBannersPageSchema.parse(response.json()).data;
    expect(page.total).toBe(4);
    expect(page.rows.every((b) => b.placement === 'home')).toBe(true);
    const csv = await t.app.inject({
      method: 'GET',
      url: `${PATHS.banners}?format=csv`,
      headers: viewer.headers,
    });
    expect(csv.body.trim().split('\r\n')).toHaveLength(9);
    const support = await signInOperator(t.app, { role: 'support' });
    expect(
      (await t.app.inject({ method: 'GET', url: PATHS.banners, headers: support.headers })).statusCode,
    ).toBe(403);
  });

  it('creates and disables a banner (marketing): audited, and the home banners follow at once', async () => {
    const { headers, operator } = await signInOperator(t.app, { role: 'marketing' });
    await homeBannerTitles();
    const created = await t.app.inject({ method: 'POST', url: PATHS.banners, headers, payload: NEW_BANNER });
    expect(created.statusCode).toBe(200);
    const banner = BackofficeBannerSavedSchema.parse(created.json()).data;
    expect(banner).toMatchObject({ titleEn: 'Spring spins', subTitleEn: null, isActive: true });
    expect(await homeBannerTitles()).toContain('Spring spins');

    const disabled = await t.app.inject({
      method: 'PATCH',
      url: PATHS.banner(banner.id),
      headers,
      payload: { isActive: false },
    });
    expect(disabled.statusCode).toBe(200);
    expect(await homeBannerTitles()).not.toContain('Spring spins');
    expect(await audits('banner.create', String(banner.id))).toMatchObject([
      { operatorEmail: operator.email, before: null, after: { titleEn: 'Spring spins' } },
    ]);
    expect(await audits('banner.update', String(banner.id))).toMatchObject([
      { before: { isActive: true }, after: { isActive: false } },
    ]);
  });

  it('refuses offers.manage to a viewer (403)', async () => {
    const { headers } = await signInOperator(t.app, { role: 'viewer' });
    const before = await bannerCount();
    const response = await t.app.inject({ method: 'POST', url: PATHS.banners, headers, payload: NEW_BANNER });
    expect(response.statusCode).toBe(403);
    expect(await bannerCount()).toBe(before);
  });

  it('answers bad input with a 4xx and a message, and changes nothing', async () => {
    const { headers } = await signInOperator(t.app, { role: 'marketing' });
    const before = await bannerCount();
    const cases: Array<[object, number, string]> = [
      [{ ...NEW_BANNER, link: 'javascript:alert(1)' }, 400, 'The link is a site path'],
      [{ ...NEW_BANNER, titleEn: '  ' }, 400, 'Give the English title.'],
      [{ ...NEW_BANNER, placement: 'sidebar' }, 400, 'The placement is home, promo or scheme.'],
      [
        { ...NEW_BANNER, placement: 'scheme' },
        422,
        'A banner between sections names the section it follows.',
      ],
      [
        { ...NEW_BANNER, type: 'bannerPresetPackage', presetPackageId: 999_999 },
        422,
        'No offer with the id 999999.',
      ],
    ];
    await expectPostsRefused(t.app, PATHS.banners, headers, cases);
    const [seeded] = await db().select().from(tables.homeBanners).limit(1);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: PATHS.banner(seeded!.id),
      headers,
      payload: { sort: -5 },
    });
    expect(patch.statusCode).toBe(400);
    const [after] = await db().select().from(tables.homeBanners).where(eq(tables.homeBanners.id, seeded!.id));
    expect(after).toEqual(seeded);
    expect(await bannerCount()).toBe(before);
    expect(await audits('banner.update', String(seeded!.id))).toEqual([]);
  });
});
