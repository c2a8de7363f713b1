import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CatalogueSchema } from '@casino/contracts';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../testing/test-app.ts';

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

  it('leaves small answers alone', async () => {
    const health = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'gzip, br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
