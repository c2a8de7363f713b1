import { inject } from 'vitest';

/** One of the suite's servers, as the global setup started it. */
export interface SuiteServer {
  baseUrl: string;
  port: number;
}

/**
 * This test file's server. The global setup starts one server per worker (its own database and clock), and a
 * file talks only to its worker's (`VITEST_POOL_ID`, 1 to maxWorkers): a journey that moves the clock or
 * switches a feature moves only the server of the files that run after it on the same worker.
 */
export function suiteServer(): SuiteServer {
  const servers = inject('servers');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[poolId - 1];
  if (!server) throw new Error(`no e2e server for worker ${poolId} (${servers.length} started)`);
  return server;
}
