import type { TestProject } from 'vitest/node';
import { ensureChromium, ensureHeadlessBrowser } from '../../scripts/ensure-chromium.mjs';
import { ensureWebBuild } from '../../scripts/web-build.mjs';
import { BRAND_KEYS } from '@casino/contracts';
import { createPostgresDatabase } from '../../packages/core/src/testing/test-database.ts';
import { E2E_OPS_TOKEN, freePort, startServer } from './server.ts';
import type { SuiteServer } from './suite-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker; a file finds its own with `suiteServer()`. */
    servers: SuiteServer[];
    chromiumPath: string;
    /** The headless shell when this machine has it (most journeys), else the same as `chromiumPath`. */
    headlessBrowserPath: string;
    /** Where e2e/web-push.spec.ts runs its loopback Web Push service (an allowed push endpoint). */
    pushServicePort: number;
  }
}

/**
 * One production server per worker, each on its own database: journey files run side by side, and a journey
 * that moves its server's clock moves no other file's (docs/performance.md, "CI under 30 minutes"). Every test
 * makes its own data.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = ensureChromium();
  const headlessBrowserPath = ensureHeadlessBrowser();
  ensureWebBuild();
  // A browser's push service is out of reach here: the web push journey runs a loopback one on this port,
  // and the server may send to it (WEB_PUSH_ENDPOINTS; docs/web-push.md).
  const pushServicePort = await freePort();
  // One server per worker: 2 (vitest.config.ts), or 1 with `--no-file-parallelism`.
  const workers = project.config.maxWorkers;
  const started = await Promise.allSettled(
    Array.from({ length: workers }, () => startSuiteServer(pushServicePort)),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    const codes = await Promise.all(servers.map((server) => server.stop()));
    const failed = servers.filter((_, index) => codes[index] !== 0);
    if (failed.length)
      throw new Error(
        `The server did not shut down cleanly on SIGTERM (exit ${codes.join(', ')}):\n${failed.map((s) => s.output()).join('\n')}`,
      );
  };
  const refused = started.find((result) => result.status === 'rejected');
  if (refused) {
    await stopAll().catch(() => undefined);
    throw refused.reason;
  }
  project.provide(
    'servers',
    servers.map(({ baseUrl, port }) => ({ baseUrl, port })),
  );
  project.provide('chromiumPath', chromiumPath);
  project.provide('headlessBrowserPath', headlessBrowserPath);
  project.provide('pushServicePort', pushServicePort);
  return stopAll;
}

/**
 * A server with its random features off. With DATABASE_URL (CI), it runs on a new PostgreSQL database of its
 * own, as a deployment does; without it, on the embedded PGlite a fresh machine has. The integration suite
 * covers both databases. Redis is not given: each server keeps its shared state in its own process.
 */
async function startSuiteServer(pushServicePort: number) {
  const database = process.env.DATABASE_URL ? await createPostgresDatabase('casino_e2e') : null;
  const server = await startServer({
    WEB_PUSH_ENDPOINTS: `http://127.0.0.1:${pushServicePort}`,
    ...(database ? { DATABASE_URL: database.url } : {}),
  }).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });
  try {
    await switchOffRandomFeatures(server.baseUrl);
  } catch (error) {
    await server.stop();
    await database?.drop();
    throw error;
  }
  return {
    ...server,
    stop: async () => {
      const code = await server.stop();
      await database?.drop();
      return code;
    },
  };
}

/**
 * Prize drops, bingo and quests react to every spin (a drop's win modal, bingo's popup, a challenge's
 * task-passed popup over the game) at moments no journey can foresee: off for the suite, switched on by
 * their own journeys (prize-drops.spec.ts, bingo.spec.ts, quests.spec.ts).
 */
async function switchOffRandomFeatures(baseUrl: string) {
  for (const brand of BRAND_KEYS)
    for (const key of ['prizeDrops', 'bingo', 'quest']) {
      const response = await fetch(`${baseUrl}/rest/ops/features/${brand}/${key}/`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-ops-token': E2E_OPS_TOKEN },
        body: JSON.stringify({ enabled: false }),
      });
      if (response.status !== 200)
        throw new Error(`switching ${brand} ${key} off failed (${response.status})`);
    }
}
