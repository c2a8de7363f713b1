import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          // The domain's, the contracts' and the server's unit files: plain node, nothing mocked (lint forbids
          // module mocks and environment stubs here), so a worker loads the shared modules once for all its files
          // instead of once per file, as the integration project does (docs/performance.md, "CI under 30 minutes").
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          testTimeout: 30_000,
          isolate: false,
          // Vitest's default is one worker fewer than the cores: a single one on CI's 2-core machine, leaving a
          // core idle (184 → 126 s with both; docs/performance.md, "The test suite's time").
          maxWorkers: '100%',
        },
      },
      {
        test: {
          // The web app's unit files: pages rendered in jsdom, with module mocks and stubbed globals, each file
          // in a fresh module graph. `npm run test:unit` and `npm test`'s unit step run both unit projects.
          name: 'unit-web',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // A first render of a page test takes seconds on a loaded shared machine: give up late, never early.
          testTimeout: 30_000,
          setupFiles: ['apps/web/app/dom-test-setup.ts'],
          maxWorkers: '100%',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          // Two files at a time, each worker on its own server (global setup; `suiteServer()`): journeys wait on
          // pages, sockets and the server, and a journey that moves the clock moves only its own worker's server
          // (docs/performance.md, "CI under 30 minutes"). `--no-file-parallelism` runs one file at a time on one
          // server (`--maxWorkers` on the command line does not reach a project that sets its own).
          maxWorkers: 2,
          // A journey that fails is run once more before the run fails: one journey of the full suite on a quiet
          // machine (how-it-works' footer link) failed once and passes alone, not yet explained. Each journey
          // makes its own data, so a second run starts clean; the report names retries.
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Pages settle in a real browser on a shared 2-core machine: poll for seconds, not vitest's 1 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['packages/*/src/**/*.int.test.ts', 'apps/*/src/**/*.int.test.ts'],
          globalSetup: ['packages/core/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file builds its own app on its own database, and none mocks modules or the environment, so the
          // server's module graph is loaded once per worker instead of once per file (1.8 s each), on every core:
          // 1,058 → 604 s on the 2-core machine (docs/performance.md, "The test suite's time").
          isolate: false,
          maxWorkers: '100%',
        },
      },
    ],
  },
});
