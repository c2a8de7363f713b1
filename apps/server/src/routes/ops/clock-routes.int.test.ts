import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '@casino/core/testing';
import { loadConfig } from '../../config.ts';
import { createAgent } from '../../testing/agent.ts';
import { setupTestApp } from '../../testing/test-app.ts';
import { collectPushes, connected, rawClient } from '../../realtime/testing/start-hub.ts';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';
const DAY_MS = 86_400_000;

describe.each(databaseKinds())('the clock control on %s', (kind) => {
  const t = setupTestApp(kind, { opsToken: OPS_TOKEN, clockControl: true });
  const move = (body: unknown, token: string | null = OPS_TOKEN) =>
    createAgent(t.app).post('/rest/ops/clock/', body, { headers: token ? { 'x-ops-token': token } : {} });

  it('moves the server clock by seconds or to a time, for operators only', async () => {
    expect((await move({ advanceSeconds: 60 }, null)).statusCode).toBe(401);
    expect((await move({ advanceSeconds: 60 }, 'wrong-token-wrong-token-00')).statusCode).toBe(401);

    const realNow = Date.now();
    const ahead = await move({ advanceSeconds: 86_400 });
    expect(ahead.statusCode).toBe(200);
    const movedTo = Date.parse(ahead.json().now);
    expect(movedTo - realNow).toBeGreaterThanOrEqual(DAY_MS);
    expect(movedTo - realNow).toBeLessThan(DAY_MS + 60_000);
    expect(t.app.services.clock.now().getTime()).toBeGreaterThanOrEqual(movedTo);
    // The app reads the moved clock: a realtime token minted now expires a day later than a real one would.
    const data = (await createAgent(t.app).get('/rest/realtime/connection-data/')).json();
    expect(Date.parse(data.expiresAt) - Date.now()).toBeGreaterThan(DAY_MS);

    const set = await move({ now: '2030-01-01T00:00:00Z' });
    expect(Date.parse(set.json().now) - Date.parse('2030-01-01T00:00:00Z')).toBeLessThan(60_000);
  });

  it('refuses a bad move with a message, and changes nothing', async () => {
    const before = t.app.services.clock.now().getTime();
    const cases: Array<[unknown, RegExp]> = [
      [{}, /either advanceSeconds or now/],
      [{ advanceSeconds: 1, now: '2030-01-01T00:00:00Z' }, /either advanceSeconds or now/],
      [{ advanceSeconds: 1.5 }, /whole seconds/],
      [{ advanceSeconds: '60' }, /number of seconds/],
      [{ advanceSeconds: 400 * 86_400 }, /at most a year/],
      [{ now: 'tomorrow' }, /ISO date-time/],
    ];
    for (const [body, message] of cases) {
      const response = await move(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(t.app.services.clock.now().getTime() - before).toBeLessThan(60_000);
  });

  it('wakes the day rollover: a move past midnight reaches an open page once', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = rawClient(`http://127.0.0.1:${port}`, t.app.services.hub.connectionData(null).token);
    try {
      await connected(socket);
      const pushes = collectPushes(socket);
      const midnight = Math.floor(t.app.services.clock.now().getTime() / DAY_MS + 1) * DAY_MS;
      await move({ now: new Date(midnight - 5000).toISOString() });
      const rollover = pushes.next((m) => m.type === 'activity');
      expect((await move({ advanceSeconds: 10 })).statusCode).toBe(200);
      expect(await rollover).toEqual({ type: 'activity', action: 'day_24h' });
      expect(pushes.received.filter((m) => m.type === 'activity')).toHaveLength(1);
    } finally {
      socket.disconnect();
    }
  });
});

describe('without CLOCK_CONTROL', () => {
  const t = setupTestApp('pglite', { opsToken: OPS_TOKEN });

  it('has no clock route at all, nor the seeded play of in-house rounds', async () => {
    const response = await createAgent(t.app).post(
      '/rest/ops/clock/',
      { advanceSeconds: 60 },
      { headers: { 'x-ops-token': OPS_TOKEN } },
    );
    expect(response.statusCode).toBe(404);
    expect(t.app.services.clockControl).toBeNull();
    const seed = await createAgent(t.app).post(
      '/rest/ops/in-house/seed/',
      { email: 'someone@example.com', seed: 1 },
      { headers: { 'x-ops-token': OPS_TOKEN } },
    );
    expect(seed.statusCode).toBe(404);
    expect(t.app.services.seededPlay).toBeNull();
  });

  it('is refused by a public production deployment', () => {
    const env = {
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PUBLIC_ORIGINS: 'funrize=https://funrize.example',
    };
    expect(() => loadConfig({ ...env, SESSION_SECRET: 'x'.repeat(32), CLOCK_CONTROL: '1' })).toThrow(
      /CLOCK_CONTROL/,
    );
    expect(loadConfig({ ...env, SESSION_SECRET: 'x'.repeat(32) }).clockControl).toBe(false);
  });
});
