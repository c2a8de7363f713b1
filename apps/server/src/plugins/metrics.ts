import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PushMessage } from '@casino/contracts';
import {
  countRedeemsByStatus,
  getPlatformHealth,
  type Activity,
  type ActivityKind,
  type Clock,
  type Database,
  type Publisher,
} from '@casino/core';

/**
 * The process's Prometheus metrics (docs/observability.md lists each with its labels). Labels are bounded
 * by construction: route patterns, methods, status codes, job and queue names, brands, currencies, feature
 * keys, message types. Never a player id, an email, a raw URL or any other value a request chooses.
 */
export interface Metrics {
  registry: Registry;
  http: { requests: Counter<'method' | 'route' | 'status'>; duration: Histogram<'method' | 'route'> };
  db: { duration: Histogram<'outcome'> };
  jobs: {
    runs: Counter<'job' | 'outcome'>;
    duration: Histogram<'job'>;
    lag: Histogram<'job'>;
  };
  activity: { processed: Counter<'kind'>; failures: Counter<'kind' | 'handler'> };
  realtime: { messages: Counter<'target' | 'type'> };
  /** Counts one settled activity's business figures (spins, wagers, wins, purchases per brand). */
  recordActivity(activity: Activity): void;
  /** Counts a push's business meaning (claims per feature, redeem steps) and the message itself. */
  recordPush(target: 'player' | 'room' | 'privateRoom' | 'brand' | 'all', message: PushMessage): void;
  /** The exposition: gauges read from the database first, then every metric in the text format. */
  exposition(): Promise<string>;
}

export interface MetricSources {
  database: Database;
  clock: Clock;
  /** Open realtime connections of this process. */
  realtimeConnections(): number;
}

/** Seconds: from a cached answer (a few ms) to a slow page (10 s). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];
const JOB_BUCKETS = [0.01, 0.1, 0.5, 1, 5, 15, 60, 300];

export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const { database } = sources;

  const http = {
    requests: new Counter({
      name: 'casino_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'casino_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: HTTP_BUCKETS,
      registers: [registry],
    }),
  };
  const db = {
    duration: new Histogram({
      name: 'casino_db_query_duration_seconds',
      help: 'Time of each database statement (waiting for a pooled connection included), by outcome.',
      labelNames: ['outcome'] as const,
      buckets: DB_BUCKETS,
      registers: [registry],
    }),
  };
  const jobs = {
    runs: new Counter({
      name: 'casino_job_runs_total',
      help: 'Job runs in this process, by job and outcome (ok or failed).',
      labelNames: ['job', 'outcome'] as const,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'casino_job_duration_seconds',
      help: 'Time a job run took, by job.',
      labelNames: ['job'] as const,
      buckets: JOB_BUCKETS,
      registers: [registry],
    }),
    lag: new Histogram({
      name: 'casino_job_lag_seconds',
      help: 'How late a job run started after it was due, by job.',
      labelNames: ['job'] as const,
      buckets: JOB_BUCKETS,
      registers: [registry],
    }),
  };
  const activity = {
    processed: new Counter({
      name: 'casino_activity_processed_total',
      help: 'Activity outbox rows processed by this process, by kind.',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    failures: new Counter({
      name: 'casino_activity_handler_failures_total',
      help: 'Activity handler failures (retried, set aside after 5), by kind and handler.',
      labelNames: ['kind', 'handler'] as const,
      registers: [registry],
    }),
  };
  const realtime = {
    messages: new Counter({
      name: 'casino_realtime_messages_total',
      help: 'Realtime pushes published by this process, by target and message type.',
      labelNames: ['target', 'type'] as const,
      registers: [registry],
    }),
  };
  new Gauge({
    name: 'casino_realtime_connections',
    help: 'Open realtime connections on this process.',
    registers: [registry],
    collect() {
      this.set(sources.realtimeConnections());
    },
  });
  const pool = new Gauge({
    name: 'casino_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting callers, max); absent on the embedded database.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      if (!stats) return;
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, stats[state]);
    },
  });
  void pool;

  const business = {
    spins: new Counter({
      name: 'casino_spins_total',
      help: 'Game rounds settled, by brand and currency (COIN or ENTRY).',
      labelNames: ['brand', 'currency'] as const,
      registers: [registry],
    }),
    wagered: new Counter({
      name: 'casino_wagered_total',
      help: "Bets of settled rounds in the currency's minor unit (coins, entry hundredths), by brand and currency.",
      labelNames: ['brand', 'currency'] as const,
      registers: [registry],
    }),
    won: new Counter({
      name: 'casino_won_total',
      help: "Wins of settled rounds in the currency's minor unit, by brand and currency.",
      labelNames: ['brand', 'currency'] as const,
      registers: [registry],
    }),
    purchases: new Counter({
      name: 'casino_purchases_total',
      help: 'Purchases completed and credited, by brand.',
      labelNames: ['brand'] as const,
      registers: [registry],
    }),
    purchased: new Counter({
      name: 'casino_purchased_total',
      help: 'Coins and whole entries credited by purchases, by brand and currency.',
      labelNames: ['brand', 'currency'] as const,
      registers: [registry],
    }),
    revenue: new Counter({
      name: 'casino_purchase_cents_total',
      help: 'Price of completed purchases in cents, by brand.',
      labelNames: ['brand'] as const,
      registers: [registry],
    }),
    claims: new Counter({
      name: 'casino_feature_claims_total',
      help: 'Engagement feature claims committed, by feature key.',
      labelNames: ['feature'] as const,
      registers: [registry],
    }),
    redeemSteps: new Counter({
      name: 'casino_redeem_steps_total',
      help: 'Redeem requests moved to a step (approved, refused, sent, paid…), by step.',
      labelNames: ['step'] as const,
      registers: [registry],
    }),
  };

  // Read from the database once per scrape: the same figure on every process (the cluster's).
  const outbox = new Gauge({
    name: 'casino_activity_outbox',
    help: 'Activity outbox rows by state: pending (not processed yet) and set_aside (failed 5 times).',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const outboxAge = new Gauge({
    name: 'casino_activity_outbox_oldest_seconds',
    help: 'Age of the oldest pending activity (0 when none is pending).',
    registers: [registry],
  });
  const queued = new Gauge({
    name: 'casino_job_queue_depth',
    help: 'Jobs due or waiting to run, by job (pg-boss, the whole cluster).',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const overdue = new Gauge({
    name: 'casino_job_queue_oldest_due_seconds',
    help: 'How long the oldest due job has waited to start, by job (0 when none is due).',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const redeems = new Gauge({
    name: 'casino_redeem_requests',
    help: 'Redeem requests by status (pending, approved, rejected, cancelled).',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const processes = new Gauge({
    name: 'casino_server_processes',
    help: 'Server processes that reported a heartbeat in the last minute (the whole cluster).',
    registers: [registry],
  });
  const reconciliationProblems = new Gauge({
    name: 'casino_ledger_reconciliation_problems',
    help: 'Mismatches the last ledger reconciliation found (0 on a sound ledger; -1 before the first run).',
    registers: [registry],
  });
  const reconciliationAge = new Gauge({
    name: 'casino_ledger_reconciliation_age_seconds',
    help: 'Seconds since the last ledger reconciliation ran (-1 before the first run).',
    registers: [registry],
  });

  async function readDatabaseGauges() {
    const health = await getPlatformHealth(database.db, { now: sources.clock.now() });
    outbox.set({ state: 'pending' }, health.outbox.pending);
    outbox.set({ state: 'set_aside' }, health.outbox.setAside);
    outboxAge.set(health.outbox.oldestPendingSeconds);
    queued.reset();
    overdue.reset();
    for (const job of health.jobs) {
      queued.set({ job: job.name }, job.queued);
      overdue.set({ job: job.name }, job.oldestDueSeconds);
    }
    processes.set(health.processes.length);
    const last = health.reconciliation;
    reconciliationProblems.set(last ? last.problems : -1);
    reconciliationAge.set(
      last ? Math.max(0, (sources.clock.now().getTime() - Date.parse(last.ranAt)) / 1000) : -1,
    );
    redeems.reset();
    for (const [status, n] of Object.entries(await countRedeemsByStatus(database.db)))
      redeems.set({ status }, n);
  }

  return {
    registry,
    http,
    db,
    jobs,
    activity,
    realtime,
    recordActivity(settled) {
      const kind: ActivityKind = settled.kind;
      activity.processed.inc({ kind });
      const brand = settled.brand;
      if (kind === 'round') {
        const round = settled.data as Activity<'round'>['data'];
        const labels = { brand, currency: round.currency };
        business.spins.inc(labels);
        if (round.bet > 0) business.wagered.inc(labels, round.bet);
        if (round.win > 0) business.won.inc(labels, round.win);
      } else if (kind === 'purchase') {
        const purchase = settled.data as Activity<'purchase'>['data'];
        business.purchases.inc({ brand });
        if (purchase.priceCents > 0) business.revenue.inc({ brand }, purchase.priceCents);
        if (purchase.coins > 0) business.purchased.inc({ brand, currency: 'COIN' }, purchase.coins);
        if (purchase.entries > 0) business.purchased.inc({ brand, currency: 'ENTRY' }, purchase.entries);
      }
    },
    recordPush(target, message) {
      realtime.messages.inc({ target, type: message.type });
      const data = message.data as Record<string, unknown> | undefined;
      if (message.type === 'feature' && message.action === 'claimed' && typeof data?.key === 'string')
        business.claims.inc({ feature: data.key });
      else if (message.type === 'playerVerification') {
        const step =
          message.action === 'redeem_success'
            ? 'approved'
            : message.action === 'redeem_failed'
              ? 'refused'
              : message.action === 'redeem_step' && typeof data?.step === 'string'
                ? data.step
                : null;
        if (step) business.redeemSteps.inc({ step });
      }
    },
    async exposition() {
      await readDatabaseGauges();
      return registry.metrics();
    },
  };
}

/** A publisher that counts what it sends (realtime messages, claims, redeem steps), then sends it. */
export function withPushMetrics(publisher: Publisher, metrics: Metrics): Publisher {
  return {
    toPlayer(playerId, message) {
      metrics.recordPush('player', message);
      publisher.toPlayer(playerId, message);
    },
    toRoom(room, message) {
      metrics.recordPush('room', message);
      publisher.toRoom(room, message);
    },
    toPrivateRoom(room, message) {
      metrics.recordPush('privateRoom', message);
      publisher.toPrivateRoom(room, message);
    },
    toBrand(brand, message) {
      metrics.recordPush('brand', message);
      publisher.toBrand(brand, message);
    },
    toAll(message) {
      metrics.recordPush('all', message);
      publisher.toAll(message);
    },
  };
}

/**
 * Counts and times every answered request by its route pattern (`/rest/game/:slug/play/`, never the URL
 * a client sent); a request no route matched counts as `unmatched`.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    metrics.http.requests.inc({ method, route, status: String(reply.statusCode) });
    metrics.http.duration.observe({ method, route }, reply.elapsedTime / 1000);
  });
}

/** Times every database statement into the metrics. */
export function observeDatabase(database: Database, metrics: Metrics): () => void {
  return database.observe(() => {
    const end = metrics.db.duration.startTimer();
    return (error) => void end({ outcome: error ? 'error' : 'ok' });
  });
}

/**
 * The exposition on its own port (METRICS_PORT), for operators' network only: Prometheus scrapes
 * `GET /metrics` there. Answers the address it listens on.
 */
export async function listenMetrics(
  metrics: Metrics,
  options: { port: number; host: string },
): Promise<{ server: Server; address: AddressInfo }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is served here.\n');
      return;
    }
    metrics.exposition().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`metrics failed: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return { server, address: server.address() as AddressInfo };
}
