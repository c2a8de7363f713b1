import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { RouteOptions } from 'fastify';
import { createTestDatabase, TEST_AUDIT_HMAC_KEY, type DatabaseKind } from '@casino/core/testing';
import type { Clock, Database } from '@casino/core';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/casino-test-unused',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    AUDIT_HMAC_KEY: TEST_AUDIT_HMAC_KEY,
    BRAND_HOSTS: 'tao.test=tao,nlc.test=nlc',
    LOG_LEVEL: 'silent',
    // Route tests move the clock days ahead with one signed-in player; idle tests set `sessionIdleMs`.
    SESSION_IDLE_MINUTES: '1051200',
  }),
  // Each app its own checkpoint of its own database's audit chain.
  auditCheckpointFile: join(tmpdir(), `casino-audit-checkpoint-${randomUUID()}.json`),
  ...overrides,
});

/**
 * A fresh app over a fresh database for one test file (API only, no web build); `clock` moves time;
 * `routes` is every route the app registered, read as it was built.
 */
export function setupTestApp(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  options: { clock?: Clock } = {},
) {
  const routes: RouteOptions[] = [];
  const state = { routes } as { app: App; database: Database; routes: RouteOptions[] };
  beforeAll(async () => {
    state.database = await createTestDatabase(kind);
    state.app = await buildApp({
      config: testConfig(overrides),
      database: state.database,
      logger: false,
      onRoute: (route) => state.routes.push(route),
      ...options,
    });
    state.app.readiness.state = 'ok';
    await state.app.ready();
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.close();
  });
  return state;
}
