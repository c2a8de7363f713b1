import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type DatabaseKind } from '@casino/core/testing';
import type { Clock, Database } from '@casino/core';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/casino-test-unused',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    BRAND_HOSTS: 'tao.test=tao,nlc.test=nlc',
    LOG_LEVEL: 'silent',
  }),
  ...overrides,
});

/** A fresh app over a fresh database for one test file (API only, no web build); `clock` moves time. */
export function setupTestApp(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  options: { clock?: Clock } = {},
) {
  const state = {} as { app: App; database: Database };
  beforeAll(async () => {
    state.database = await createTestDatabase(kind);
    state.app = await buildApp({
      config: testConfig(overrides),
      database: state.database,
      logger: false,
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
