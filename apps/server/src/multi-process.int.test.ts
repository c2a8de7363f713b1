import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CHALLENGE_PATH, ChallengeSchema, type PushMessage } from '@casino/contracts';
import { featureModule, solveChallenge } from '@casino/core';
import { createPostgresDatabase, TEST_PASSWORD } from '@casino/core/testing';
import { CSRF_COOKIE, CSRF_HEADER } from './plugins/session.ts';
import {
  collectPushes,
  connected,
  rawClient,
  subscribeRaw,
  type RawClient,
} from './realtime/testing/start-hub.ts';
import { forkServer } from './testing/fork-server.ts';

const { DATABASE_URL, REDIS_URL } = process.env;
const OPS_TOKEN = 'multi-process-ops-token';

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function createDatabase(): Promise<string> {
  const database = await createPostgresDatabase('casino_multi');
  cleanups.push(database.drop);
  return database.url;
}

interface ServerProcess {
  url: string;
  /** Moves the process's clock (CLOCK_CONTROL=1): the day rollover and the scheduled jobs wake at once. */
  moveClock(move: { advanceSeconds: number } | { now: string }): Promise<void>;
  /** Has the process send the one-off job `name` for now under `key`: the job id, or null when it was taken. */
  sendJob(name: string, key: string): Promise<string | null>;
}

async function startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const { url, child, stop } = await forkServer(env);
  cleanups.push(stop);
  return {
    url,
    async moveClock(move) {
      const response = await fetch(`${url}/rest/ops/clock/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ops-token': OPS_TOKEN },
        body: JSON.stringify(move),
      });
      expect(response.status).toBe(200);
    },
    sendJob: (name, key) =>
      new Promise((resolve, reject) => {
        const onMessage = (message: { type?: string; id?: string | null; error?: string }) => {
          if (message.type !== 'job-sent') return;
          child.off('message', onMessage);
          if (message.error) reject(new Error(message.error));
          else resolve(message.id ?? null);
        };
        child.on('message', onMessage);
        child.send({ type: 'send-job', name, key });
      }),
  };
}

/** A visitor over real HTTP: keeps cookies and sends the CSRF header, like the web client. */
function visitor() {
  const jar = new Map<string, string>();
  async function request(base: string, path: string, init: { method?: string; body?: unknown } = {}) {
    const method = init.method ?? 'GET';
    if (method !== 'GET' && !jar.has(CSRF_COOKIE)) await request(base, '/rest/app/init/');
    const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method !== 'GET') headers[CSRF_HEADER] = jar.get(CSRF_COOKIE) ?? '';
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(base + path, {
      method,
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  return { request, jar };
}

async function adjust(base: string, playerEmail: string, amount: number) {
  const response = await fetch(`${base}/rest/ops/wallet/adjust/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-token': OPS_TOKEN },
    body: JSON.stringify({
      playerEmail,
      currency: 'COIN',
      amount,
      reason: 'multi-process test',
      idempotencyKey: randomUUID(),
    }),
  });
  expect(response.status).toBe(200);
}

async function socketFor(base: string, player: ReturnType<typeof visitor>) {
  const data = (await player.request(base, '/rest/realtime/connection-data/')).body as {
    token: string;
    channels: string[];
  };
  const socket: RawClient = rawClient(base, data.token);
  cleanups.push(() => socket.disconnect());
  await connected(socket);
  const room = data.channels.find((channel) => channel.startsWith('player:'));
  expect(room).toBeDefined();
  expect(await subscribeRaw(socket, room!)).toEqual({ ok: true });
  return { socket, pushes: collectPushes(socket) };
}

const isBalance = (m: PushMessage) => m.type === 'balance';
const isRollover = (m: PushMessage) => m.type === 'activity' && m.action === 'day_24h';
const isFeature = (action: string) => (m: PushMessage) => m.type === 'feature' && m.action === action;

const HOUR_MS = 3_600_000;
/** A fixed day for both clocks, so a real UTC midnight during the test cannot add a rollover. */
const NOON = Date.UTC(2030, 0, 15, 12);
const NEXT_MIDNIGHT = Date.UTC(2030, 0, 16);

describe('two server processes on one PostgreSQL and Redis', () => {
  it.skipIf(!DATABASE_URL || !REDIS_URL)(
    'share sessions, pushes and the sign-in challenge counters; each page gets the day rollover once, and each job runs once (needs DATABASE_URL and REDIS_URL)',
    { timeout: 180_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'casino-multi-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const databaseUrl = await createDatabase();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        PORT: '0',
        DATA_DIR: dataDir,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        OPS_TOKEN,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MULTIPLIER: '1000',
        CLOCK_CONTROL: '1',
      };
      // One after the other: the first migrates and seeds, the second finds both done.
      const a = await startServer(env);
      const b = await startServer(env);
      const both = (move: { advanceSeconds: number } | { now: string }) =>
        Promise.all([a.moveClock(move), b.moveClock(move)]);
      await both({ now: new Date(NOON).toISOString() });
      const sql = new pg.Client({ connectionString: databaseUrl });
      await sql.connect();
      cleanups.push(() => sql.end());
      // The feature-transitions jobs sent so far, and those not run yet (state below 'completed').
      const transitionJobs = async () =>
        (
          await sql.query(
            `SELECT count(*)::int AS sent, (count(*) FILTER (WHERE state < 'completed'))::int AS pending
             FROM pgboss.job WHERE name = 'feature-transitions'`,
          )
        ).rows[0] as { sent: number; pending: number };
      // Each process sends a catch-up run as its move returns, announcing the seeded features' transitions of
      // that day: let both finish before any page connects (on a loaded machine they can end after), so the
      // pages hear only what this test does.
      await vi.waitFor(
        async () => {
          const jobs = await transitionJobs();
          expect(jobs.sent).toBeGreaterThanOrEqual(2);
          expect(jobs.pending).toBe(0);
        },
        { timeout: 30_000, interval: 100 },
      );

      // A session made on A is valid on B.
      const player = visitor();
      const email = `multi-${randomBytes(4).toString('hex')}@example.com`;
      const signUp = await player.request(a.url, '/rest/registration/', {
        method: 'POST',
        body: { email, password: TEST_PASSWORD, agreeTerms: true },
      });
      expect(signUp.status).toBe(200);
      const onB = await player.request(b.url, '/rest/app/init/');
      expect(onB.body).toMatchObject({ isGuest: false, email });
      // The same player has a page on each process.
      const pageOnA = await socketFor(a.url, player);
      const pageOnB = await socketFor(b.url, player);

      // A balance change made through A reaches the page connected to B. B's adapter starts reading the
      // shared stream asynchronously, so repeat the change until one crosses (bounded).
      let crossed: PushMessage | null = null;
      for (let attempt = 1; attempt <= 20 && !crossed; attempt++) {
        const next = pageOnB.pushes.next(isBalance, 1000).catch(() => null);
        await adjust(a.url, email, attempt);
        crossed = await next;
      }
      expect(crossed).toMatchObject({ type: 'balance', action: 'setBalance' });

      // A second session of the player, read lately on B (B keeps it a few seconds), signs out on A: B
      // refuses its cookie at the very next request (A told B through Redis before deleting the row).
      const second = visitor();
      expect(
        (
          await second.request(a.url, '/rest/login/', {
            method: 'POST',
            body: { email, password: TEST_PASSWORD },
          })
        ).status,
      ).toBe(200);
      const sid = second.jar.get('sid')!;
      const replay = () =>
        fetch(`${b.url}/rest/app/init/`, { headers: { cookie: `sid=${sid}` } }).then((r) => r.json());
      expect(await replay()).toMatchObject({ isGuest: false, email });
      expect(await replay()).toMatchObject({ isGuest: false, email });
      expect((await second.request(a.url, '/rest/logout/', { method: 'POST' })).status).toBe(200);
      expect(await replay()).toMatchObject({ isGuest: true });

      // The wheel starts an hour after noon on this brand (the site's default); its day resets at UTC midnight.
      await sql.query('DELETE FROM features');
      await sql.query(
        `INSERT INTO features (brand, key, enabled, priority, schedule, config) VALUES ($1, 'dailyWheel', true, 1, $2, $3)`,
        [
          'funrize',
          { startsAt: new Date(NOON + HOUR_MS).toISOString() },
          featureModule('dailyWheel').defaults.config,
        ],
      );
      const pages = [pageOnA, pageOnB];
      const pushed = (match: (m: PushMessage) => boolean) =>
        pages.map((page) => page.pushes.next(match, 30_000));

      // Both clocks pass the start: both processes run the transitions job, and each page hears it once.
      const started = pushed(isFeature('started'));
      await both({ advanceSeconds: 2 * 3600 });
      await Promise.all(started);

      // Both clocks pass midnight: each process's rollover reaches its own page, and the new period is announced.
      const rollovers = pushed(isRollover);
      const periods = pushed(isFeature('periodStarted'));
      await both({ now: new Date(NEXT_MIDNIGHT + 1000).toISOString() });
      await Promise.all([...rollovers, ...periods]);

      // A one-off job both processes send under one key: one of them gets the job, and it runs once.
      const ids = await Promise.all([
        a.sendJob('feature-transitions', 'probe'),
        b.sendJob('feature-transitions', 'probe'),
      ]);
      expect(ids.filter((id) => id !== null)).toHaveLength(1);

      // Every job sent so far has run; then a barrier through the shared stream: any late push is in by then.
      await vi.waitFor(async () => expect((await transitionJobs()).pending).toBe(0), {
        timeout: 30_000,
        interval: 100,
      });
      const barriers = pushed(isBalance);
      await adjust(a.url, email, 1);
      await Promise.all(barriers);
      for (const page of pages) {
        expect(page.pushes.received.filter(isRollover)).toHaveLength(1);
        expect(page.pushes.received.filter(isFeature('started'))).toHaveLength(1);
        expect(page.pushes.received.filter(isFeature('periodStarted'))).toHaveLength(1);
        expect(page.pushes.received.filter((m) => m.type === 'promotionsPage')).toHaveLength(1);
      }

      // The job ran many times on the two processes (cron ticks, a catch-up per process per clock move, the
      // keyed one), each transition is one row, and the keyed job is one job.
      const runs = await sql.query(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'feature-transitions' AND state = 'completed'`,
      );
      expect(runs.rows[0].n).toBeGreaterThanOrEqual(5);
      // The wheel's own rows: the seeded features' catch-up at start may have written theirs before the DELETE.
      const transitions = await sql.query(
        `SELECT transition FROM feature_transitions
          WHERE brand = 'funrize' AND feature_key = 'dailyWheel' AND at > $1 ORDER BY at`,
        [new Date(NOON)],
      );
      expect(transitions.rows.map((r) => r.transition)).toEqual(['started', 'periodStarted']);
      const keyed = await sql.query(`SELECT state FROM pgboss.job WHERE singleton_key = 'probe'`);
      expect(keyed.rows).toEqual([{ state: 'completed' }]);
      // One schedule per job, and one cron send a minute however many processes watch it.
      const scheduled = (await sql.query('SELECT name FROM pgboss.schedule')).rows.map(
        (r) => r.name as string,
      );
      expect(scheduled).toContain('feature-transitions');
      expect(new Set(scheduled).size).toBe(scheduled.length);
      // The cron monitors check every 10 s, one process a time: wait for a first tick.
      const cronSends = async () =>
        (
          await sql.query(
            `SELECT count(*)::int AS sends, count(DISTINCT singleton_on)::int AS minutes
             FROM pgboss.job WHERE name = '__pgboss__send-it' AND data->>'name' = 'feature-transitions'`,
          )
        ).rows[0] as { sends: number; minutes: number };
      await vi.waitFor(async () => expect((await cronSends()).sends).toBeGreaterThan(0), {
        timeout: 30_000,
        interval: 200,
      });
      const cron = await cronSends();
      expect(cron.sends).toBe(cron.minutes);

      // A tournament that ends while both processes run its end job is paid once: one claim, one transfer.
      const { rows: ids2 } = await sql.query('SELECT id FROM players WHERE email = $1', [email]);
      const playerId = ids2[0].id as string;
      await sql.query(
        `INSERT INTO features (brand, key, enabled, priority, schedule, config) VALUES ('funrize', 'tournament', true, 2, $1, $2)`,
        [{}, featureModule('tournament').defaults.config],
      );
      const ends = new Date(NEXT_MIDNIGHT + 2 * HOUR_MS).toISOString();
      const { rows: race } = await sql.query(
        `INSERT INTO tournaments (brand, title, games, mode, scoring, prizes, starts_at, ends_at)
         VALUES ('funrize', $1, $2, 'COIN', $3, $4, $5, $6) RETURNING id`,
        [
          { en: 'Two-process race', es: 'Carrera de dos procesos' },
          ['melons-quest'],
          { rule: 'winMultiplier', factor: 100 },
          JSON.stringify([{ coins: 7_000, entries: 0 }]),
          new Date(NOON).toISOString(),
          ends,
        ],
      );
      const tournamentId = race[0].id as number;
      await sql.query(
        `INSERT INTO tournament_players (tournament_id, player_id, points, rounds_played, subscribed_at, reached_at)
         VALUES ($1, $2, 500, 3, $3, $3)`,
        [tournamentId, playerId, new Date(NOON + HOUR_MS).toISOString()],
      );
      await both({ now: new Date(Date.parse(ends) + 60_000).toISOString() });
      await vi.waitFor(
        async () =>
          expect(
            (await sql.query('SELECT finished_at FROM tournaments WHERE id = $1', [tournamentId])).rows[0]
              .finished_at,
          ).not.toBeNull(),
        { timeout: 60_000, interval: 200 },
      );
      await both({ advanceSeconds: 120 }); // both processes run the job again: nothing more is paid
      const claims = await sql.query(
        `SELECT count(*)::int AS n FROM feature_claims WHERE player_id = $1 AND period = $2`,
        [playerId, `tournament:${tournamentId}`],
      );
      expect(claims.rows[0].n).toBe(1);
      const transfers = await sql.query(`SELECT amount FROM wallet_transfers WHERE key LIKE $1`, [
        `feature:tournament:${playerId}:tournament:${tournamentId}%`,
      ]);
      expect(transfers.rows.map((r) => Number(r.amount))).toEqual([7_000]);

      // The clock has moved hours on: the session went idle (30 min) on both processes alike. The page's read
      // on B says so (and renews the CSRF cookie); signed in again on A, signing out on B ends it on A too.
      expect((await player.request(b.url, '/rest/app/init/')).body).toMatchObject({ isGuest: true });
      const again = await player.request(a.url, '/rest/login/', {
        method: 'POST',
        body: { email, password: TEST_PASSWORD },
      });
      expect(again.status).toBe(200);
      expect((await player.request(b.url, '/rest/app/init/')).body).toMatchObject({ isGuest: false });
      expect((await player.request(b.url, '/rest/logout/', { method: 'POST' })).status).toBe(200);
      expect((await player.request(a.url, '/rest/app/init/')).body).toMatchObject({ isGuest: true });

      // The sign-in challenge's counters are shared: three wrong passwords spread over A and B, and the next
      // attempt on either process needs a solved challenge; a solution spent on B is spent on A too.
      const guesser = visitor();
      const login = (base: string, password: string, challenge?: string) =>
        guesser.request(base, '/rest/login/', { method: 'POST', body: { email, password, challenge } });
      for (const base of [a.url, b.url, a.url])
        expect((await login(base, 'wrong-password-1')).status).toBe(401);
      expect((await login(b.url, TEST_PASSWORD)).status).toBe(428);
      const solution = solveChallenge(
        ChallengeSchema.parse((await guesser.request(a.url, CHALLENGE_PATH)).body),
      );
      expect((await login(b.url, 'wrong-password-2', solution)).status).toBe(401);
      expect((await login(a.url, TEST_PASSWORD, solution)).status).toBe(428);
      const fresh = solveChallenge(
        ChallengeSchema.parse((await guesser.request(b.url, CHALLENGE_PATH)).body),
      );
      expect((await login(a.url, TEST_PASSWORD, fresh)).status).toBe(200);
    },
  );
});
