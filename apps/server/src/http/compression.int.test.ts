import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CatalogueSchema } from '@casino/contracts';
import { addCatalogueGame } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../testing/test-app.ts';
import { signedInPlayer } from '../testing/signed-in-player.ts';

describe.each(databaseKinds())('compression on %s', (kind) => {
  const t = setupTestApp(kind);

  it('compresses a large answer for a client that accepts it, and leaves it plain for one that does not', async () => {
    const zipped = await t.app.inject({ url: '/api/rest/games', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'));
    expect(CatalogueSchema.parse(body).games.length).toBeGreaterThan(100);
    expect(zipped.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 4);

    const plain = await t.app.inject({ url: '/api/rest/games' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(CatalogueSchema.parse(plain.json()).games).toHaveLength(body.games.length);
  });

  it('serves the same-for-everyone bodies compressed once: the same bytes, a weak ETag and 304', async () => {
    for (const url of ['/api/rest/games', '/api/rest/translations/es']) {
      const first = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      const second = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers.vary).toContain('Accept-Encoding');
      expect(first.headers.etag).toMatch(/^W\//);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString('utf8'))).toBeTypeOf('object');
      const cached = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(cached.statusCode).toBe(304);
    }
  });

  it('the catalogue invalidation gives guests new bytes and a new ETag', async () => {
    const before = await t.app.inject({ url: '/api/rest/games', headers: { 'accept-encoding': 'gzip' } });
    const game = await addCatalogueGame(t.database.db, {
      slug: 'shared-body-orbit',
      title: 'Shared Body Orbit',
      providerSlug: 'harbor-light',
      engineId: 'golden-link',
      issues: ['jackpot'],
    });
    t.app.services.catalogueCache.invalidate();
    const after = await t.app.inject({
      url: '/api/rest/games',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const body = CatalogueSchema.parse(JSON.parse(gunzipSync(after.rawPayload).toString('utf8')));
    expect(body.games.map((g) => g.id)).toContain(game.id);
  });

  it('compresses a signed-in JSON answer in one call, with the Vary a cache needs', async () => {
    const { agent } = await signedInPlayer(t);
    const plain = await agent.get('/rest/app/init/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip'] as const) {
      const zipped = await agent.get('/rest/app/init/', { headers: { 'accept-encoding': encoding } });
      expect(zipped.headers['content-encoding']).toBe(encoding);
      expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
      const bytes =
        encoding === 'br' ? brotliDecompressSync(zipped.rawPayload) : gunzipSync(zipped.rawPayload);
      expect(JSON.parse(bytes.toString('utf8'))).toEqual(plain.json());
    }
  });

  it('leaves small answers alone', async () => {
    const health = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'gzip, br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
