import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  BACKOFFICE_CATALOGUE_PATHS as PATHS,
  BackofficeRedirectSavedSchema,
  BackofficeRedirectsPageSchema,
  BackofficeRegionSavedSchema,
  BackofficeRegionsPageSchema,
  BackofficeTermsPageSchema,
  BackofficeTermsPublishedSchema,
} from '@casino/contracts';
import { createManualClock, tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../../testing/test-app.ts';
import { auditEntries, expectPostsRefused, signInOperator } from '../../../testing/operators.ts';
import { signedInPlayer } from '../../../testing/signed-in-player.ts';

const AUSTIN_IP = '72.177.0.1';

describe.each(databaseKinds())('back-office content on %s', (kind) => {
  const clock = createManualClock('2026-03-10T12:00:00.000Z');
  const t = setupTestApp(kind, {}, { clock });
  const db = () => t.database.db;
  const audits = (action: string, targetId?: string) => auditEntries(db(), action, targetId);
  const rows = async (
    table: typeof tables.redirects | typeof tables.restrictedRegions | typeof tables.termsDocuments,
  ) => Number((await db().select({ n: count() }).from(table))[0]!.n);
  const admin = () => signInOperator(t.app, { role: 'admin' });
  const ipCheck = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/rest/restriction/player/ip/check/',
        remoteAddress: AUSTIN_IP,
      })
    ).json().data;

  it('is for content.manage only: every other role gets 403 on every endpoint, and nothing changes', async () => {
    const before = await Promise.all([
      rows(tables.redirects),
      rows(tables.restrictedRegions),
      rows(tables.termsDocuments),
    ]);
    for (const role of ['marketing', 'viewer', 'support'] as const) {
      const { headers } = await signInOperator(t.app, { role });
      for (const [method, url, payload] of [
        ['GET', PATHS.terms, undefined],
        ['POST', PATHS.terms, { key: 'terms', title: 'Terms', url: '/page/terms' }],
        // Reading the closed states is `compliance.read` (viewers too): compliance-rules.int.test.ts.
        [
          'POST',
          PATHS.regions,
          { country: 'US', region: 'TX', effectiveFrom: '2026-03-11', source: 'Operator policy' },
        ],
        ['PATCH', PATHS.region(1), { reason: 'x' }],
        ['DELETE', PATHS.region(1), undefined],
        ['GET', PATHS.redirects, undefined],
        ['POST', PATHS.redirects, { fromPath: '/x-promo', to: '/' }],
        ['DELETE', PATHS.redirect(1), undefined],
      ] as const) {
        const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect(
      await Promise.all([
        rows(tables.redirects),
        rows(tables.restrictedRegions),
        rows(tables.termsDocuments),
      ]),
    ).toEqual(before);
  });

  describe('terms versions', () => {
    it('lists the versions and which is in force, publishes the next one (audited), and players meet it', async () => {
      const { headers, operator } = await admin();
      const { agent } = await signedInPlayer(t);
      expect((await agent.get('/rest/terms/unconfirmed/')).json().data).toEqual([]);
      const listed = BackofficeTermsPageSchema.parse(
        (await t.app.inject({ method: 'GET', url: `${PATHS.terms}?q=privacy`, headers })).json(),
      ).data;
      expect(listed.rows).toEqual([expect.objectContaining({ key: 'privacy', version: 1, current: true })]);

      const response = await t.app.inject({
        method: 'POST',
        url: PATHS.terms,
        headers,
        payload: { key: 'privacy', title: 'Privacy policy (March)', url: '/page/privacy' },
      });
      expect(response.statusCode).toBe(200);
      const published = BackofficeTermsPublishedSchema.parse(response.json()).data;
      expect(published).toMatchObject({ key: 'privacy', version: 2, current: true, acceptances: 0 });
      expect((await agent.get('/rest/terms/unconfirmed/')).json().data).toEqual([
        expect.objectContaining({ id: published.id, key: 'privacy', version: 2 }),
      ]);
      const again = BackofficeTermsPageSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `${PATHS.terms}?q=privacy&sort=version&order=desc`,
            headers,
          })
        ).json(),
      ).data;
      expect(again.rows.map((r) => [r.version, r.current])).toEqual([
        [2, true],
        [1, false],
      ]);
      expect(await audits('terms.publish', String(published.id))).toMatchObject([
        { operatorEmail: operator.email, after: { key: 'privacy', version: 2 } },
      ]);
    });

    it('refuses bad input with a message and publishes nothing', async () => {
      const { headers } = await admin();
      const before = await rows(tables.termsDocuments);
      for (const payload of [
        { key: 'Bad Key', title: 'T', url: '/page/terms' },
        { key: 'terms', title: '', url: '/page/terms' },
        { key: 'terms', title: 'Terms', url: 'javascript:alert(1)' },
      ]) {
        const response = await t.app.inject({ method: 'POST', url: PATHS.terms, headers, payload });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/key|title|address/);
      }
      expect(await rows(tables.termsDocuments)).toBe(before);
    });
  });

  describe('restricted regions', () => {
    it('adds a region from a later day: the geo check follows the server clock, then its end date', async () => {
      const { headers } = await admin();
      expect(await ipCheck()).toMatchObject({ access: 'allowed', region: 'TX' });
      const response = await t.app.inject({
        method: 'POST',
        url: PATHS.regions,
        headers,
        payload: {
          country: 'US',
          region: 'tx',
          effectiveFrom: '2026-03-12',
          reason: 'Sweepstakes play is not offered in Texas',
          source: 'Operator policy',
        },
      });
      expect(response.statusCode).toBe(200);
      const region = BackofficeRegionSavedSchema.parse(response.json()).data;
      expect(region).toMatchObject({
        region: 'TX',
        scope: 'sweepstakes',
        effectiveTo: null,
        state: 'scheduled',
      });
      expect(await ipCheck()).toMatchObject({ access: 'allowed' });

      clock.set('2026-03-12T00:30:00.000Z');
      expect(await ipCheck()).toMatchObject({
        access: 'blocked',
        region: 'TX',
        reason: 'Sweepstakes play is not offered in Texas',
      });

      const { headers: later } = await admin();
      const ended = await t.app.inject({
        method: 'PATCH',
        url: PATHS.region(region.id),
        headers: later,
        payload: { effectiveTo: '2026-03-13' },
      });
      expect(ended.json().data).toMatchObject({ effectiveTo: '2026-03-13', state: 'inEffect' });
      clock.set('2026-03-14T00:30:00.000Z');
      expect(await ipCheck()).toMatchObject({ access: 'allowed' });
      const { headers: last } = await admin();
      const listed = BackofficeRegionsPageSchema.parse(
        (await t.app.inject({ method: 'GET', url: `${PATHS.regions}?q=TX`, headers: last })).json(),
      ).data;
      expect(listed.rows).toEqual([expect.objectContaining({ id: region.id, state: 'ended' })]);

      const removed = await t.app.inject({ method: 'DELETE', url: PATHS.region(region.id), headers: last });
      expect(removed.statusCode).toBe(200);
      expect(await audits('region.create', String(region.id))).toHaveLength(1);
      expect(await audits('region.update', String(region.id))).toMatchObject([
        { before: { effectiveTo: null }, after: { effectiveTo: '2026-03-13' } },
      ]);
      expect(await audits('region.delete', String(region.id))).toMatchObject([
        { before: { region: 'TX' }, after: null },
      ]);
      clock.set('2026-03-10T12:00:00.000Z');
    });

    it('refuses bad input with a message and changes nothing', async () => {
      const { headers } = await admin();
      const before = await rows(tables.restrictedRegions);
      const cases: Array<[object, number, string]> = [
        [
          { country: 'FR', effectiveFrom: '2026-03-12', source: 'Operator policy' },
          400,
          'The country is one of the service countries',
        ],
        [
          { country: 'US', region: 'Texas', effectiveFrom: '2026-03-12', source: 'Operator policy' },
          400,
          'two-letter code',
        ],
        [
          { country: 'US', region: 'TX', effectiveFrom: '12/03/2026', source: 'Operator policy' },
          400,
          'YYYY-MM-DD',
        ],
        [{ country: 'US', region: 'TX', effectiveFrom: '2026-03-12' }, 400, 'Give the source'],
        [
          {
            country: 'US',
            region: 'TX',
            effectiveFrom: '2026-03-12',
            effectiveTo: '2026-03-01',
            source: 'Operator policy',
          },
          422,
          'The last day cannot be before the first day.',
        ],
        [
          { country: 'US', region: 'TX', effectiveFrom: '2026-03-09', source: 'Operator policy' },
          422,
          'The first day is today (2026-03-10) or later',
        ],
      ];
      await expectPostsRefused(t.app, PATHS.regions, headers, cases);
      const [nevada] = await db()
        .select()
        .from(tables.restrictedRegions)
        .where(eq(tables.restrictedRegions.region, 'NV'));
      const patch = await t.app.inject({
        method: 'PATCH',
        url: PATHS.region(nevada!.id),
        headers,
        payload: { effectiveTo: '2019-01-01' },
      });
      expect(patch.statusCode).toBe(422);
      const missing = await t.app.inject({ method: 'DELETE', url: PATHS.region(999_999), headers });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('No restricted region with the id 999999.');
      const [after] = await db()
        .select()
        .from(tables.restrictedRegions)
        .where(eq(tables.restrictedRegions.id, nevada!.id));
      expect(after).toEqual(nevada);
      expect(await rows(tables.restrictedRegions)).toBe(before);
      expect(await audits('region.update', String(nevada!.id))).toEqual([]);
    });
  });

  describe('redirects', () => {
    it('adds a redirect that the site follows at once, lists it, and removes it (audited)', async () => {
      const { headers, operator } = await admin();
      const lookup = async () =>
        (await t.app.inject({ method: 'GET', url: '/rest/redirect/lookup/?path=/spring-promo/' })).json()
          .redirect;
      expect(await lookup()).toBeNull();
      const version = t.app.services.pageVersions.current();
      const response = await t.app.inject({
        method: 'POST',
        url: PATHS.redirects,
        headers,
        payload: { fromPath: '/spring-promo/', to: '/promotions/', status: 301 },
      });
      expect(response.statusCode).toBe(200);
      const redirect = BackofficeRedirectSavedSchema.parse(response.json()).data;
      expect(redirect).toMatchObject({ fromPath: '/spring-promo', type: 'internal', status: 301 });
      expect(await lookup()).toEqual({ type: 'internal', to: '/promotions/', status: 301 });
      expect(t.app.services.pageVersions.current()).not.toBe(version);
      const listed = BackofficeRedirectsPageSchema.parse(
        (await t.app.inject({ method: 'GET', url: `${PATHS.redirects}?q=spring`, headers })).json(),
      ).data;
      expect(listed.rows.map((r) => r.id)).toEqual([redirect.id]);

      const removed = await t.app.inject({ method: 'DELETE', url: PATHS.redirect(redirect.id), headers });
      expect(removed.statusCode).toBe(200);
      expect(await lookup()).toBeNull();
      expect(await audits('redirect.create', String(redirect.id))).toMatchObject([
        { operatorEmail: operator.email },
      ]);
      expect(await audits('redirect.delete', String(redirect.id))).toMatchObject([
        { before: { fromPath: '/spring-promo' }, after: null },
      ]);
    });

    it('refuses bad input with a message and changes nothing', async () => {
      const { headers } = await admin();
      const before = await rows(tables.redirects);
      const auditsBefore = (await audits('redirect.create')).length;
      const cases: Array<[object, number, string]> = [
        [{ fromPath: '/rest/app/init', to: '/' }, 400, 'The path cannot be under'],
        [{ fromPath: 'promo', to: '/' }, 400, 'The path starts with /'],
        [{ fromPath: '/promo', to: 'javascript:alert(1)' }, 400, 'The target is a site path'],
        [{ fromPath: '/promo', to: '/', status: 200 }, 400, 'The status is 301, 302, 307 or 308.'],
        [{ fromPath: '/casino/', to: '/' }, 409, '/casino already redirects to /lobby/'],
      ];
      await expectPostsRefused(t.app, PATHS.redirects, headers, cases);
      const missing = await t.app.inject({ method: 'DELETE', url: PATHS.redirect(999_999), headers });
      expect(missing.statusCode).toBe(404);
      expect(await rows(tables.redirects)).toBe(before);
      expect(await audits('redirect.create')).toHaveLength(auditsBefore);
    });
  });
});
