import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushMessage } from '@casino/contracts';
import {
  collectPushes,
  connected,
  delay,
  rawClient,
  startHub,
  subscribeRaw,
  type RawClient,
  type StartedHub,
} from './testing/start-hub.ts';

const REDIS_URL = process.env.REDIS_URL;
const HUB_PROCESS = fileURLToPath(new URL('./testing/hub-process.ts', import.meta.url));

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface ChildHub {
  url: string;
  ready: boolean;
  publish(method: 'toAll' | 'toRoom' | 'toPlayer', ...args: unknown[]): Promise<void>;
}

/** Starts server B in a child process, sharing only Redis with this process. */
async function startChildHub(prefix: string): Promise<ChildHub> {
  const child: ChildProcess = fork(HUB_PROCESS, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, REDIS_URL, REALTIME_PREFIX: prefix },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.send({ type: 'close' });
    const timer = setTimeout(() => child.kill(), 5000);
    await exited;
    clearTimeout(timer);
  });
  const ready = await new Promise<{ url: string; ready: boolean }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { url: string; ready: boolean }));
    child.once('exit', (code) => reject(new Error(`hub process exited with ${code}`)));
  });
  return {
    ...ready,
    publish: (method, ...args) =>
      new Promise((resolve, reject) => {
        child.once('message', (reply) => {
          const { type, message } = reply as { type: string; message?: string };
          if (type === 'published') resolve();
          else reject(new Error(message));
        });
        child.send({ type: 'publish', method, args });
      }),
  };
}

/**
 * The adapter starts reading its stream asynchronously after a hub is created, so a first broadcast can
 * come before the other process listens: publish until one arrives.
 */
async function publishUntilReceived(
  publish: () => unknown,
  wait: () => Promise<PushMessage>,
): Promise<PushMessage> {
  for (let attempt = 0; attempt < 50; attempt++) {
    await publish();
    const result = await Promise.race([wait(), delay(200).then(() => null)]);
    if (result) return result;
  }
  throw new Error('broadcast never crossed processes');
}

const balance = (n: number): PushMessage => ({
  type: 'balance',
  action: 'setBalance',
  data: { tourPoints: n, entries: 0, winnings: 0 },
});

describe('realtime across processes (Redis streams adapter)', () => {
  it.skipIf(!REDIS_URL)(
    'delivers toAll, toRoom and toPlayer published on server A to a client of server B',
    async () => {
      const prefix = `test-realtime-${randomUUID()}`;
      const redis = createClient({ url: REDIS_URL });
      await redis.connect();
      cleanups.push(async () => {
        await redis.del(prefix);
        await redis.close();
      });

      const a: StartedHub = await startHub({
        redisUrl: REDIS_URL,
        redisKeyPrefix: prefix,
      });
      cleanups.push(() => a.close());
      expect(a.hub.isReady()).toBe(true);
      const b = await startChildHub(prefix);
      expect(b.ready).toBe(true);

      // Tokens minted by A are valid on B: both derive the key from the same secret.
      const player: RawClient = rawClient(b.url, a.hub.connectionData('1').token);
      const other: RawClient = rawClient(b.url, a.hub.connectionData('2').token);
      cleanups.push(
        () => player.disconnect(),
        () => other.disconnect(),
      );
      await Promise.all([connected(player), connected(other)]);
      expect(await subscribeRaw(player, 'player:1')).toEqual({ ok: true });
      expect(await subscribeRaw(player, 'prize-drops')).toEqual({ ok: true });
      expect(await subscribeRaw(other, 'player:2')).toEqual({ ok: true });
      const [p, o] = [collectPushes(player), collectPushes(other)];

      const reload: PushMessage = { type: 'app', action: 'reload' };
      expect(
        await publishUntilReceived(
          () => a.hub.publisher.toAll(reload),
          () => p.next((m) => m.type === 'app'),
        ),
      ).toEqual(reload);
      // B is listening now: the next broadcasts must arrive on the first try.
      const drops: PushMessage = { type: 'promotionsPage', action: 'update' };
      a.hub.publisher.toRoom('prize-drops', drops);
      expect(await p.next((m) => m.type === 'promotionsPage')).toEqual(drops);
      a.hub.publisher.toPlayer(1, balance(7));
      expect(await p.next((m) => m.type === 'balance')).toEqual(balance(7));

      // Neither the room push nor player 1's push reached player 2 on B.
      const barrier: PushMessage = { type: 'activity', action: 'day_24h' };
      a.hub.publisher.toAll(barrier);
      await o.next((m) => m.type === 'activity');
      expect(o.received.filter((m) => m.type !== 'app')).toEqual([barrier]);

      // And the other direction: B publishes, a client of A receives.
      const onA = rawClient(a.url, a.hub.connectionData('2').token);
      cleanups.push(() => onA.disconnect());
      await connected(onA);
      expect(await subscribeRaw(onA, 'player:2')).toEqual({ ok: true });
      const fromB = collectPushes(onA);
      await b.publish('toPlayer', '2', balance(9));
      expect(await fromB.next()).toEqual(balance(9));
    },
  );

  it('fails fast when Redis is unreachable', async () => {
    await expect(startHub({ redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow();
  });
});
