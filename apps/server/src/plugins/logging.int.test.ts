import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@casino/contracts';
import type { Database } from '@casino/core';
import { createPlayer, createTestDatabase, databaseKinds } from '@casino/core/testing';
import { buildApp, type App } from '../app.ts';
import { createAgent } from '../testing/agent.ts';
import { buyWithSandboxCard, popularPresetId } from '../testing/deposit.ts';
import { OPS_TOKEN } from '../testing/feature-app.ts';
import { testConfig } from '../testing/test-app.ts';
import { REQUEST_ID_HEADER } from './logging.ts';

/** A second card number the sandbox knows, written with spaces as people type it. */
const SPACED_CARD = '4000 0566 5566 5556';
const BEARER = 'Bearer bo_live_9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const RESET_TOKEN = 'Qm9vdHN0cmFwLXJlc2V0LXRva2VuLWZvci10ZXN0cw';

describe.each(databaseKinds())('request ids and log redaction on %s', (kind) => {
  const lines: string[] = [];
  const state = {} as { app: App; database: Database };
  beforeAll(async () => {
    state.database = await createTestDatabase(kind);
    state.app = await buildApp({
      // Debug: every request's incoming and completed lines are written, the most a log can hold.
      config: testConfig({ logLevel: 'debug', opsToken: OPS_TOKEN }),
      database: state.database,
      logStream: new Writable({
        write(chunk: Buffer, _encoding, callback) {
          lines.push(...chunk.toString().split('\n').filter(Boolean));
          callback();
        },
      }),
    });
    state.app.readiness.state = 'ok';
    await state.app.ready();
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.close();
  });

  it('keeps passwords, tokens, cookies and card numbers out of every log line', async () => {
    const { app, database } = state;
    const created = await createPlayer(database.db);
    const agent = createAgent(app);
    const signIn = await agent.post('/rest/login/', { email: created.email, password: created.password });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const sid = agent.jar.get('sid')!;
    expect(sid).toBeTruthy();

    const presetId = await popularPresetId(database.db);
    const purchase = await buyWithSandboxCard(agent, presetId);
    expect(purchase.statusCode, purchase.body).toBeLessThan(500);
    const spaced = await buyWithSandboxCard(agent, presetId, 'package', SPACED_CARD);
    expect(spaced.statusCode, spaced.body).toBeLessThan(500);

    const withHeaders = await app.inject({
      method: 'GET',
      url: `/rest/ops/metrics/?token=${RESET_TOKEN}`,
      headers: { authorization: BEARER, 'x-ops-token': OPS_TOKEN, cookie: `sid=${sid}` },
    });
    expect(withHeaders.statusCode).toBe(200);
    const inPath = await app.inject({ method: 'GET', url: `/rest/in-house/session/${RESET_TOKEN}/` });
    expect(inPath.statusCode).toBeGreaterThanOrEqual(400);

    // What code logs on its own: an error whose text quotes a card, an object with a TOTP code.
    app.log.error({ err: new Error(`provider refused card ${SANDBOX_CARDS.success}`) }, 'payment failed');
    app.log.info({ operator: { totp: '493817', password: created.password } }, 'operator sign-in');
    await app.services.drain();

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of [
      created.password,
      sid,
      OPS_TOKEN,
      BEARER,
      RESET_TOKEN,
      SANDBOX_CARDS.success,
      SPACED_CARD,
      SPACED_CARD.replaceAll(' ', ''),
      '493817',
    ])
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    // The lines are there, masked: the card's last four digits and the redacted marks.
    expect(log).toContain(`[card …${SANDBOX_CARDS.success.slice(-4)}]`);
    expect(log).toContain('[redacted]');
    // The metrics route sends on the reply: it is answered once (no second answer warned of).
    expect(log).not.toContain('Reply was already sent');
  }, 120_000);

  it('names each request in its answer and on every line it logs', async () => {
    const { app } = state;
    const incoming = 'lb-7f3a9c21-request';
    const kept = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { [REQUEST_ID_HEADER]: incoming },
    });
    expect(kept.headers[REQUEST_ID_HEADER]).toBe(incoming);
    const mine = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((l) => l.requestId === incoming);
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);

    // An id that is not plain text is replaced, never echoed.
    const odd = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { [REQUEST_ID_HEADER]: 'x"><script>alert(1)</script>' },
    });
    expect(odd.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers[REQUEST_ID_HEADER]).not.toBe(odd.headers[REQUEST_ID_HEADER]);
  });
});
