import { describe, expect, it } from 'vitest';
import { tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { INT4_MAX } from '@casino/contracts';
import { setupTestApp } from '../testing/test-app.ts';
import { createAgent } from '../testing/agent.ts';
import { signedInPlayer } from '../testing/signed-in-player.ts';
import { CSRF_HEADER, isSameOrigin } from '../plugins/session.ts';
import { isReadableMessage } from '../testing/readable.ts';

/** Issue #11 defects 2 and 6: malformed input is a 4xx whose message a person can act on, never a 5xx. */
const readable = isReadableMessage;

describe('isSameOrigin', () => {
  it.each([
    [undefined, true],
    ['http://localhost', true],
    ['null', false],
    ['not a url', false],
    ['', false],
    ['https://evil.test', false],
  ])('%j is same-origin for localhost: %s', (origin, expected) => {
    expect(isSameOrigin(origin, 'localhost')).toBe(expected);
  });
});

describe.each(databaseKinds())('malformed input is refused with words, on %s', (kind) => {
  const t = setupTestApp(kind);

  it('refuses a NUL in a path parameter, query value, body string or cookie with one clear 400', async () => {
    const { agent } = await signedInPlayer(t);
    const responses = [
      await agent.get('/rest/game/%00/play/'),
      await agent.get('/rest/games/search/?query=a%00b'),
      await createAgent(t.app).post('/rest/registration/', {
        email: 'nul@example.test',
        password: 'secret123',
        agreeTerms: true,
        registration_source: 'a\u0000b',
      }),
      await createAgent(t.app).post('/rest/registration/one-click/', {
        agreeTerms: true,
        traffic_source: '\u0000',
      }),
    ];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/invisible control character/);
    }
  });

  it('refuses ids past the int4 range instead of handing them to PostgreSQL', async () => {
    const { agent } = await signedInPlayer(t);
    for (const id of [INT4_MAX + 1, 2 ** 53, -1]) {
      const response = await agent.post(`/rest/favorites/${id}/`);
      expect(response.statusCode, response.body).toBe(400);
      expect(readable(response.json().message)).toBe(true);
    }
    const deposit = await agent.post('/rest/cash/deposit/', {
      presetId: 2 ** 31,
      offerType: 'preset',
      methodId: 'card',
      idempotencyKey: '7b0c1e9e-2f4e-4a57-9a2b-3f4c5d6e7f80',
    });
    expect(deposit.statusCode, deposit.body).toBe(400);
    expect(readable(deposit.json().message)).toBe(true);

    // Every other number a route takes (the fuzz suite's "bounds every number" test finds them all).
    const [game] = await t.database.db.select({ slug: tables.games.slug }).from(tables.games).limit(1);
    const play = (await agent.get(`/rest/game/${game!.slug}/play/`)).json() as { url: string };
    const session = new URL(play.url, 'http://x').searchParams.get('session');
    for (const [url, body] of [
      [`/rest/in-house/session/${session}/spin/`, { bet: 2 ** 31 }],
      ['/rest/redeem/', { amount: 1e300, idempotencyKey: '7b0c1e9e-2f4e-4a57-9a2b-3f4c5d6e7f81' }],
      ['/rest/terms/confirm/', { ids: [2 ** 31] }],
    ] as const) {
      const response = await agent.post(url, body);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(readable(response.json().message), response.body).toBe(true);
    }
  });

  it('treats Origin: null and a non-URL Origin as cross-origin: the CSRF refusal, not a 500', async () => {
    const { agent } = await signedInPlayer(t);
    await agent.get('/rest/app/init/');
    for (const origin of ['null', 'not a url', '']) {
      const response = await agent.post('/rest/player/profile/', { name: 'Ann' }, { headers: { origin } });
      expect(response.statusCode, origin).toBe(403);
      expect(readable(response.json().message)).toBe(true);
    }
  });

  it('refuses a multipart upload whose boundary never appears or that is cut mid-file', async () => {
    const { agent } = await signedInPlayer(t);
    const head =
      '--x\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n';
    for (const payload of [
      'no boundary here at all',
      `${head}\u0089PNG half a fi`,
      '--x\r\nbroken header\r\n\r\n',
    ]) {
      const response = await agent.request({
        method: 'POST',
        url: '/rest/player/documents/',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload,
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(readable(response.json().message), response.body).toBe(true);
    }
  });

  it('answers Fastify’s own refusals with sentences, in Spanish for a Spanish reader', async () => {
    const agent = createAgent(t.app);
    const cases = [
      { method: 'POST', url: '/rest/login/', payload: '[1,2]', type: 'application/json' },
      { method: 'POST', url: '/rest/login/', payload: '{"email":', type: 'application/json' },
      { method: 'POST', url: '/rest/login/', payload: 'email=a', type: 'application/x-www-form-urlencoded' },
      { method: 'POST', url: '/rest/login/', payload: '', type: 'application/json' },
      { method: 'GET', url: '/rest/favorites/%ZZ/' },
      { method: 'GET', url: '/rest/no/such/thing/' },
    ] as const;
    for (const c of cases) {
      const response = await agent.request({
        method: c.method,
        url: c.url,
        payload: 'payload' in c ? c.payload : undefined,
        headers: 'type' in c ? { 'content-type': c.type } : {},
      });
      expect(response.statusCode, c.url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, c.url).toBeLessThan(500);
      expect(readable(response.json().message), `${c.url}: ${response.body}`).toBe(true);
    }
    const spanish = await t.app.inject({
      url: '/rest/no/such/thing/',
      headers: { cookie: 'i18n_redirected=es' },
    });
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json().message).toBe(
      'No encontramos esta página o acción. Revisa el enlace e inténtalo de nuevo.',
    );
  });

  it('names the field in words when a schema only knows the type', async () => {
    const response = await createAgent(t.app).post('/rest/login/', { email: 'a@b.test', password: 12 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/password/);
    expect(readable(response.json().message)).toBe(true);
  });

  it('refuses a deeply nested JSON body with a sentence before anything walks it, on any path', async () => {
    // Issue #28 defect 1: 8 arrays nested 6,000 deep (96 KB) cost a walk in depth² and then a 500.
    const deep = `[${Array.from({ length: 8 }, () => '['.repeat(6_000) + ']'.repeat(6_000)).join(',')}]`;
    const { agent } = await signedInPlayer(t);
    const guest = createAgent(t.app);
    for (const [visitor, url] of [
      [agent, '/api/chat/typing/'],
      [guest, '/rest/login/'],
      [guest, '/rest/no-such-path/'],
    ] as const) {
      const response = await visitor.post(url, deep, { headers: { 'content-type': 'application/json' } });
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json().message).toMatch(/too many levels/);
    }
    guest.jar.set('i18n_redirected', 'es');
    const spanish = await guest.post(
      '/rest/no-such-path/',
      '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000),
      {
        headers: { 'content-type': 'application/json' },
      },
    );
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().message).toMatch(/demasiados niveles/);
  });

  it('answers wide bodies up to the 1 MiB limit, and a larger one, with a 4xx in words', async () => {
    const { agent } = await signedInPlayer(t);
    const MiB = 1024 * 1024;
    const bodies = [
      `[${Array.from({ length: 100_000 }, () => '"1234567"').join(',')}]`,
      `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
      JSON.stringify({ message: 'x'.repeat(MiB - 20) }),
      JSON.stringify({ message: 'x'.repeat(MiB) }),
    ];
    for (const body of bodies) {
      const response = await agent.post('/api/chat/typing/', body, {
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
      if (response.statusCode >= 400) expect(readable(response.json().message)).toBe(true);
    }
  });

  it('keeps the CSRF header check for cross-origin posts', async () => {
    const { agent } = await signedInPlayer(t);
    const response = await agent.post(
      '/rest/player/profile/',
      { name: 'Ann' },
      {
        headers: { origin: 'https://evil.test', [CSRF_HEADER]: 'x' },
      },
    );
    expect(response.statusCode).toBe(403);
  });
});
