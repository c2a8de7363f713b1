import { randomInt } from 'node:crypto';
import { createClient } from 'redis';

/** The subset of a pino logger the Redis client reports to. */
interface RedisLogger {
  warn(obj: object, msg?: string): void;
}

export type RedisClient = Awaited<ReturnType<typeof connectRedis>>;

const REDIS_CONNECT_TIMEOUT_MS = 10_000;
const REDIS_BOOT_RETRIES = 3;

/**
 * A Redis client (the realtime adapter's; the shared rate-limit counters'). Fails fast at boot when Redis is
 * unreachable instead of retrying forever inside `connect()`.
 */
export async function connectRedis(url: string, logger: RedisLogger | undefined) {
  let everReady = false;
  const client = createClient({
    url,
    socket: {
      // Before the first connection a few quick retries, then give up; afterwards retry forever with backoff.
      reconnectStrategy: (retries: number, cause: Error) => {
        if (!everReady) return retries < REDIS_BOOT_RETRIES ? 200 : cause;
        return Math.min(100 * 2 ** retries, 5000) + randomInt(100);
      },
    },
  });
  client.once('ready', () => {
    everReady = true;
  });
  let lastError: unknown;
  client.on('error', (error: unknown) => {
    lastError = error;
    logger?.warn({ err: error }, 'redis error');
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      client.connect(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(`Redis not reachable within ${REDIS_CONNECT_TIMEOUT_MS} ms`, { cause: lastError }),
            ),
          REDIS_CONNECT_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (error) {
    if (client.isOpen) client.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return client;
}
