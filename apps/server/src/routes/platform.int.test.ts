import { describe, expect, it } from 'vitest';
import { AppInitSchema, BRANDS, TRANSLATIONS_FALLBACK } from '@casino/contracts';
import { databaseKinds } from '@casino/core/testing';
import { messages } from '@casino/web/messages';
import { tables } from '@casino/core';
import { setupTestApp } from '../testing/test-app.ts';

describe.each(databaseKinds())('platform API on %s', (kind) => {
  const t = setupTestApp(kind);

  describe('GET /rest/app/init/', () => {
    it('answers every app-init field with guest defaults and the brand of the host', async () => {
      const response = await t.app.inject({ url: '/rest/app/init/', headers: { host: 'tao.test' } });
      expect(response.statusCode).toBe(200);
      const body = AppInitSchema.strict().parse(response.json());
      expect(body).toMatchObject({ isGuest: true, appName: BRANDS.tao.appName, depositsCount: 0 });
      // The spec's captcha: our challenge, where to fetch one (a guest page is shared, so it is the same for all).
      expect(body.captcha).toEqual({ isEnabled: true, key: 'altcha:SHA-256', url: '/rest/challenge/' });
      const challenge = await t.app.inject({ url: body.captcha.url });
      expect(challenge.json()).toMatchObject({ algorithm: 'SHA-256' });
      expect(response.headers['cache-control']).toContain('no-store');
    });

    it('works with and without the trailing slash', async () => {
      expect((await t.app.inject({ url: '/rest/app/init' })).statusCode).toBe(200);
    });

    it('uses the default brand for localhost and lets ?brand= override it there only', async () => {
      const local = await t.app.inject({
        url: '/rest/app/init/?brand=sws',
        headers: { host: 'localhost:3000' },
      });
      expect(local.json().appName).toBe('SweepShark');
      expect(String(local.headers['set-cookie'])).toContain('brand_override=sws');
      const publicHost = await t.app.inject({
        url: '/rest/app/init/?brand=sws',
        headers: { host: 'nlc.test' },
      });
      expect(publicHost.json().appName).toBe('NoLimitCoins');
      const plain = await t.app.inject({ url: '/rest/app/init/', headers: { host: 'localhost:3000' } });
      expect(plain.json().appName).toBe('Funrize');
    });
  });

  describe('GET /api/rest/translations/{locale}', () => {
    it('serves the message tree of en and es', async () => {
      for (const locale of ['en', 'es'] as const) {
        const response = await t.app.inject({ url: `/api/rest/translations/${locale}` });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(messages[locale]);
      }
    });

    it('answers an empty tree for an unknown locale, which the client treats as not found', async () => {
      const response = await t.app.inject({ url: '/api/rest/translations/xx' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
      expect(TRANSLATIONS_FALLBACK).toEqual({ error: { translations: 'Translations not available' } });
    });

    it('rejects an absurd locale with a 400 and a message', async () => {
      const response = await t.app.inject({ url: `/api/rest/translations/${'x'.repeat(40)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining('locale') });
    });
  });

  describe('GET /rest/redirect/lookup/', () => {
    it('finds internal and external redirects and nothing for other paths', async () => {
      await t.database.db
        .insert(tables.redirects)
        .values({ fromPath: '/old-promo', to: 'https://example.org/promo', type: 'external', status: 302 });
      const external = await t.app.inject({ url: '/rest/redirect/lookup/?path=/old-promo/' });
      expect(external.json()).toEqual({
        redirect: { type: 'external', to: 'https://example.org/promo', status: 302 },
      });
      const internal = await t.app.inject({ url: '/rest/redirect/lookup/?path=/casino' });
      expect(internal.json()).toEqual({ redirect: { type: 'internal', to: '/lobby/', status: 301 } });
      const none = await t.app.inject({ url: '/rest/redirect/lookup/?path=/lobby/' });
      expect(none.json()).toEqual({ redirect: null });
    });

    it.each([
      ['', 'Give the path to look up'],
      ['?path=', 'Give the path to look up'],
      ['?path=lobby', 'must start with /'],
      [`?path=/${'a'.repeat(3000)}`, 'too long'],
    ])('answers 400 with a message for bad input %#', async (query, text) => {
      const response = await t.app.inject({ url: `/rest/redirect/lookup/${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining(text) });
    });
  });

  describe('health', () => {
    it('answers /healthz and /readyz', async () => {
      expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', realtime: 'ok' } });
    });

    it('is not ready while stopping', async () => {
      t.app.readiness.state = 'stopping';
      try {
        expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);
      } finally {
        t.app.readiness.state = 'ok';
      }
    });
  });

  describe('errors', () => {
    it('answers unknown API paths with a JSON 404 that names the path', async () => {
      const response = await t.app.inject({ url: '/rest/no/such/thing/?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'We could not find this page or action. Please check the link and try again.',
      });
    });

    it('answers a malformed JSON body with a 400, not a 500', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/rest/app/init/',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().success).toBe(false);
    });
  });
});

describe.each(databaseKinds())('access check on %s', (kind) => {
  const t = setupTestApp(kind);

  it('answers authorized false for a guest and the redirect of the path', async () => {
    const response = await t.app.inject({ url: '/rest/request/handle/?path=/casino' });
    expect(response.json()).toEqual({ authorized: false, redirectUrl: '/lobby/' });
    expect((await t.app.inject({ url: '/rest/request/handle/' })).json()).toEqual({
      authorized: false,
      redirectUrl: '',
    });
  });

  it('rejects a path that is not a path', async () => {
    const response = await t.app.inject({ url: '/rest/request/handle/?path=http://evil.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('must start with /');
  });
});
