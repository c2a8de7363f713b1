import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_QUEUE_PATHS } from '@casino/contracts';
import { createSession, type Database } from '@casino/core';
import { createPlayer, createTestDatabase } from '@casino/core/testing';
import { buildApp, type App } from './app.ts';
import type { Config } from './config.ts';
import { createAgent } from './testing/agent.ts';
import { multipartFile, tinyPng } from './testing/documents.ts';
import { signInOperator } from './testing/operators.ts';
import { testConfig } from './testing/test-app.ts';

/**
 * What several machines share: two apps, each with its own data folder, over one PostgreSQL database and one
 * Redis (docs/security.md, "Per-process state").
 */
async function twoApps(kind: 'pglite' | 'postgres', config: Partial<Config>) {
  const folders = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'casino-shared-')));
  const databases: Database[] = [];
  const apps: App[] = [];
  const shared = kind === 'postgres' ? await createTestDatabase(kind) : null;
  for (const dataDir of folders) {
    const database = shared ?? (await createTestDatabase(kind));
    if (!shared) databases.push(database);
    const app = await buildApp({ config: testConfig({ ...config, dataDir }), database, logger: false });
    app.readiness.state = 'ok';
    await app.ready();
    apps.push(app);
  }
  if (shared) databases.push(shared);
  return {
    apps: apps as [App, App],
    database: shared,
    async close() {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
}

describe.skipIf(!process.env.DATABASE_URL)('uploads on a shared database', () => {
  let setup: Awaited<ReturnType<typeof twoApps>>;
  beforeAll(async () => {
    setup = await twoApps('postgres', { databaseUrl: process.env.DATABASE_URL });
  });
  afterAll(() => setup?.close());

  it('a document uploaded to one process is served by the other', async () => {
    const [a, b] = setup.apps;
    const { player } = await createPlayer(setup.database!.db);
    const session = await createSession(setup.database!.db, player.id, a.services.clock.now());
    const agent = createAgent(a);
    agent.jar.set('sid', session.token);
    const body = multipartFile({ name: 'id.png', type: 'image/png', data: tinyPng(424242) });
    const uploaded = await agent.post('/rest/player/documents/', body.payload, { headers: body.headers });
    expect(uploaded.statusCode).toBe(200);

    const kyc = await signInOperator(b, { role: 'kyc' });
    const served = await b.inject({
      url: BACKOFFICE_QUEUE_PATHS.documentFile.replace(':id', uploaded.json().data.id),
      headers: kyc.headers,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});

describe.skipIf(!process.env.REDIS_URL)('rate limits on a shared Redis', () => {
  let setup: Awaited<ReturnType<typeof twoApps>>;
  beforeAll(async () => {
    setup = await twoApps('pglite', { redisUrl: process.env.REDIS_URL });
  });
  afterAll(() => setup?.close());

  it('a per-address budget of N is N across both processes, not 2N', async () => {
    const [a, b] = setup.apps;
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const ask = (app: App) => app.inject({ url: '/rest/challenge/', remoteAddress });
    // The challenge endpoint's budget is 30 a minute per address (RATE_LIMITS.challenge).
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) codes.push((await ask(a)).statusCode, (await ask(b)).statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(30);
    expect(codes.slice(30).every((code) => code === 429)).toBe(true);
  });
});
