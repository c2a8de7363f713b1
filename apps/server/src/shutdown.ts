import type { Database } from '@casino/core';
import type { App } from './app.ts';

export interface ShutdownOptions {
  /** Serving on while /readyz answers 503: the balancer's health checks take the process out first. */
  drainMs: number;
  /** The bound on the whole shutdown, drain included: past it the caller exits anyway. */
  timeoutMs: number;
  /** How the drain waits; tests pass an event they control instead of time. */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * A graceful stop (docs/operations.md, "Restart and scale"): /readyz answers 503 and the process keeps serving
 * for `drainMs` while the balancer stops sending; then no new request is taken (503 with Connection: close),
 * requests in flight finish, realtime connections are closed so their clients reconnect to another process
 * (recovering what they missed), jobs stop, and the pools close. Resolves 'timeout' when that took longer
 * than `timeoutMs` (the caller exits anyway; the work left is cut short).
 */
export async function shutdownGracefully(
  app: App,
  database: Database,
  options: ShutdownOptions,
): Promise<'clean' | 'timeout'> {
  app.readiness.state = 'stopping';
  const wait = options.wait ?? sleep;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), options.timeoutMs);
    timer.unref();
  });
  const work = (async () => {
    if (options.drainMs > 0) await wait(options.drainMs);
    await app.close();
    await database.close();
    return 'clean' as const;
  })();
  // A failure after the bound has nobody left to tell.
  work.catch(() => {});
  try {
    return await Promise.race([work, bound]);
  } finally {
    clearTimeout(timer);
  }
}
