import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPostgres, transfer } from '@casino/core';
import { createPlayer, createPostgresDatabase, PG_TEMPLATE_ENV, seededGameOn } from '@casino/core/testing';
import { getGameDefinition } from '@casino/game-math';
import { CSRF_COOKIE, CSRF_HEADER } from './plugins/session.ts';
import { forkServer } from './testing/fork-server.ts';

const { DATABASE_URL, REDIS_URL } = process.env;
const ENGINE = 'jungle-quest';
const PLAYERS = 16;
/** A few seconds of spins: enough for two dispatchers to meet on the same players many times. */
const BURST_MS = 3000;

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A signed-in player's browser over real HTTP: cookies and the CSRF header. */
function browser() {
  const jar = new Map<string, string>();
  return async function request(url: string, body?: unknown) {
    const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers[CSRF_HEADER] = jar.get(CSRF_COOKIE) ?? '';
    }
    const response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

describe('the activity outbox on two server processes', () => {
  it.skipIf(!DATABASE_URL || !REDIS_URL)(
    'drains a burst of the same players’ rounds on both processes with no deadlock and nothing set aside (needs DATABASE_URL and REDIS_URL)',
    { timeout: 180_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'casino-activity-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const database = await createPostgresDatabase('casino_activity', process.env[PG_TEMPLATE_ENV]);
      cleanups.push(database.drop);
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        REDIS_URL,
        PORT: '0',
        DATA_DIR: dataDir,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        OPS_TOKEN: randomBytes(16).toString('hex'),
        LOG_LEVEL: 'fatal',
        RATE_LIMIT_MULTIPLIER: '1000',
      };
      // One after the other: two starting at once race on creating pg-boss's queues (a deadlock there).
      const servers = [await forkServer(env), await forkServer(env)];
      cleanups.push(() => Promise.all(servers.map((server) => server.stop())));
      const direct = openPostgres(database.url, { max: 2 });
      const closeDirect = (() => {
        let closing: Promise<void> | undefined;
        return () => (closing ??= direct.close());
      })();
      cleanups.push(closeDirect);
      const db = direct.db;
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      cleanups.push(() => admin.end());
      const count = async (query: string) => (await admin.query(query)).rows[0].n as number;

      // Players with coins, each signed in with an in-house game open (its session works on both processes).
      const game = await seededGameOn(db, ENGINE);
      const bet = getGameDefinition(ENGINE)!.betLevels[0]!;
      const players = await Promise.all(
        Array.from({ length: PLAYERS }, async () => {
          const { player, email, password } = await createPlayer(db);
          await transfer(db, {
            key: `activity-burst:${player.id}`,
            kind: 'adjustment',
            currency: 'COIN',
            amount: bet * 1_000_000,
            from: { house: 'adjustments' },
            to: { playerId: player.id },
          });
          const request = browser();
          const [a] = servers.map((server) => server.url);
          await request(`${a}/rest/app/init/`);
          expect((await request(`${a}/rest/login/`, { email, password })).status).toBe(200);
          const launch = await request(`${a}/rest/game/${game.slug}/play/`);
          const session = new URL(String(launch.body.url), a).searchParams.get('session')!;
          return { request, session };
        }),
      );

      // The burst: every player spins on both processes at once, so both dispatchers see every player.
      const end = performance.now() + BURST_MS;
      let spins = 0;
      await Promise.all(
        players.flatMap(({ request, session }) =>
          servers.map(async (server) => {
            while (performance.now() < end) {
              const spin = await request(`${server.url}/rest/in-house/session/${session}/spin/`, { bet });
              expect(spin.status).toBe(200);
              spins++;
            }
          }),
        ),
      );
      expect(spins).toBeGreaterThan(PLAYERS * 2);

      // The backlog drains (the processes' kicks and sweeps), generously bounded for a loaded machine.
      const backlog = () =>
        count('SELECT count(*)::int AS n FROM activity_events WHERE processed_at IS NULL');
      await vi.waitFor(async () => expect(await backlog()).toBe(0), { timeout: 60_000, interval: 200 });

      // Stopped processes have flushed their statistics: the database's deadlock counter is complete.
      await Promise.all(servers.map((server) => server.stop()));
      await closeDirect();
      const others = () =>
        count(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        );
      await vi.waitFor(async () => expect(await others()).toBe(0), { timeout: 30_000, interval: 100 });
      const { rows } = await admin.query(
        `SELECT (SELECT deadlocks::int FROM pg_stat_database WHERE datname = current_database()) AS deadlocks,
                (SELECT count(*)::int FROM activity_events WHERE failed_handlers IS NOT NULL) AS "setAside",
                (SELECT count(*)::int FROM activity_events) AS activities`,
      );
      expect(rows[0]).toEqual({ deadlocks: 0, setAside: 0, activities: spins });
    },
  );
});
