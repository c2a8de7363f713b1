import { describe, expect, it } from 'vitest';
import { InHouseSessionSchema } from '@casino/contracts';
import { databaseKinds } from '@casino/core/testing';
import { activeGameSlug, launchGame } from '../testing/games.ts';
import { OPS_TOKEN } from '../testing/feature-app.ts';
import { signedInPlayer } from '../testing/signed-in-player.ts';
import { setupTestApp } from '../testing/test-app.ts';
import { listenMetrics } from './metrics.ts';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The text exposition as types by family and samples (the format Prometheus reads). */
function parseExposition(text: string) {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1]!, type[2]!);
    if (!line || line.startsWith('#')) continue;
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    expect(sample, `an exposition line: ${line}`).not.toBeNull();
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample![2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[key!] = value!;
    samples.push({ name: sample![1]!, labels, value: Number(sample![3]) });
  }
  return { types, samples };
}

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe.each(databaseKinds())('Prometheus metrics on %s', (kind) => {
  const t = setupTestApp(kind, { opsToken: OPS_TOKEN });

  it('refuses the exposition without the operator token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/rest/ops/metrics/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('counts real requests and rounds by route pattern and brand, with no player in any label', async () => {
    const player = await signedInPlayer(t);
    const { token } = await launchGame(player.agent, await activeGameSlug(t.database.db));
    const session = InHouseSessionSchema.parse(
      (await player.agent.get(`/rest/in-house/session/${token}/`)).json(),
    );
    const bet = session.game.betLevels[0]!;
    for (let round = 0; round < 3; round++) {
      const spin = await player.agent.post(`/rest/in-house/session/${encodeURIComponent(token)}/spin/`, {
        bet,
      });
      expect(spin.statusCode, spin.body).toBe(200);
    }
    expect((await player.agent.get('/rest/no-such-thing/for-metrics/')).statusCode).toBe(404);
    await t.app.services.activity.drain();

    const response = await t.app.inject({
      method: 'GET',
      url: '/rest/ops/metrics/',
      headers: { 'x-ops-token': OPS_TOKEN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const { types, samples } = parseExposition(response.body);

    const expected: Record<string, [type: string, labels: string[]]> = {
      casino_http_requests_total: ['counter', ['method', 'route', 'status']],
      casino_http_request_duration_seconds: ['histogram', ['method', 'route']],
      casino_db_query_duration_seconds: ['histogram', ['outcome']],
      casino_activity_processed_total: ['counter', ['kind']],
      casino_activity_outbox: ['gauge', ['state']],
      casino_realtime_messages_total: ['counter', ['target', 'type']],
      casino_realtime_connections: ['gauge', []],
      casino_spins_total: ['counter', ['brand', 'currency']],
      casino_wagered_total: ['counter', ['brand', 'currency']],
      casino_ledger_reconciliation_problems: ['gauge', []],
      nodejs_eventloop_lag_p99_seconds: ['gauge', []],
      nodejs_heap_size_used_bytes: ['gauge', []],
    };
    for (const [name, [type, labels]] of Object.entries(expected)) {
      expect(types.get(name), name).toBe(type);
      const family = samples.filter((s) =>
        [name, `${name}_bucket`, `${name}_sum`, `${name}_count`].includes(s.name),
      );
      expect(family.length, `${name} has samples`).toBeGreaterThan(0);
      for (const sample of family)
        expect(
          Object.keys(sample.labels).filter((l) => l !== 'le'),
          `${sample.name} labels`,
        ).toEqual(labels);
    }
    for (const family of [
      'casino_job_runs_total',
      'casino_job_lag_seconds',
      'casino_job_queue_depth',
      'casino_feature_claims_total',
      'casino_purchases_total',
      'casino_purchased_total',
      'casino_redeem_requests',
      'casino_db_pool_connections',
    ])
      expect(types.has(family), family).toBe(true);

    const spinRoute = '/rest/in-house/session/:token/spin/';
    const spins = samples.find(
      (s) =>
        s.name === 'casino_http_requests_total' &&
        s.labels.route === spinRoute &&
        s.labels.method === 'POST' &&
        s.labels.status === '200',
    );
    expect(spins?.value).toBe(3);
    expect(samples.some((s) => s.name === 'casino_http_requests_total' && s.labels.status === '404')).toBe(
      true,
    );
    expect(
      samples.find(
        (s) =>
          s.name === 'casino_spins_total' && s.labels.brand === 'funrize' && s.labels.currency === 'COIN',
      )?.value,
    ).toBe(3);
    expect(
      samples.find((s) => s.name === 'casino_wagered_total' && s.labels.brand === 'funrize')?.value,
    ).toBe(3 * bet);

    const values = samples.flatMap((s) => Object.values(s.labels));
    expect(values.filter((v) => EMAIL.test(v) || UUID.test(v))).toEqual([]);
    expect(values.filter((v) => v.includes(player.player.id) || v.includes(token))).toEqual([]);
    expect(response.body).not.toContain('/rest/no-such-thing/');
  }, 120_000);

  it('serves the same exposition on a port of its own (METRICS_PORT)', async () => {
    const { server, address } = await listenMetrics(t.app.services.metrics, { port: 0, host: '127.0.0.1' });
    try {
      const scrape = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(scrape.status).toBe(200);
      expect(parseExposition(await scrape.text()).types.get('casino_http_requests_total')).toBe('counter');
      expect((await fetch(`http://127.0.0.1:${address.port}/other`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
