import type { TestProject } from 'vitest/node';
import { ensureChromium, ensureHeadlessBrowser } from '../../scripts/ensure-chromium.mjs';
import { ensureWebBuild } from '../../scripts/web-build.mjs';
import { BRAND_KEYS } from '@casino/contracts';
import { createPostgresDatabase } from '../../packages/core/src/testing/test-database.ts';
import { E2E_OPS_TOKEN, freePort, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    chromiumPath: string;
    /** The headless shell when this machine has it (most journeys), else the same as `chromiumPath`. */
    headlessBrowserPath: string;
    /** Where e2e/web-push.spec.ts runs its loopback Web Push service (an allowed push endpoint). */
    pushServicePort: number;
  }
}

/** One production server for the whole browser suite; every test makes its own data. */
export default async function setup(project: TestProject) {
  const chromiumPath = ensureChromium();
  const headlessBrowserPath = ensureHeadlessBrowser();
  ensureWebBuild();
  // A browser's push service is out of reach here: the web push journey runs a loopback one on this port,
  // and the server may send to it (WEB_PUSH_ENDPOINTS; docs/web-push.md).
  const pushServicePort = await freePort();
  // With DATABASE_URL (CI), the server runs on a new PostgreSQL database of its own, as a deployment does;
  // without it, on the embedded PGlite a fresh machine has. The integration suite covers both databases.
  const database = process.env.DATABASE_URL ? await createPostgresDatabase('casino_e2e') : null;
  const server = await startServer({
    WEB_PUSH_ENDPOINTS: `http://127.0.0.1:${pushServicePort}`,
    ...(database ? { DATABASE_URL: database.url } : {}),
  }).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });
  await switchOffRandomFeatures(server.baseUrl);
  project.provide('baseUrl', server.baseUrl);
  project.provide('port', server.port);
  project.provide('chromiumPath', chromiumPath);
  project.provide('headlessBrowserPath', headlessBrowserPath);
  project.provide('pushServicePort', pushServicePort);
  return async () => {
    const code = await server.stop();
    await database?.drop();
    if (code !== 0)
      throw new Error(`The server did not shut down cleanly on SIGTERM (exit ${code}):\n${server.output()}`);
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
