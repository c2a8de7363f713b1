import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger, InjectOptions } from 'fastify';
import {
  ACTIVITY_HANDLERS,
  createActivityDispatcher,
  createCatalogueCache,
  createWinnersFeed,
  createSessionCache,
  createInHouseGames,
  createSeededPlay,
  createJackpotAnnouncer,
  createDatabaseDocumentStorage,
  createLocalDocumentStorage,
  createMessageSender,
  createPaymentProviderRegistry,
  createSandboxProvider,
  createOffsetClock,
  createSeamlessWallet,
  createWebPushNotifier,
  createWebPushSender,
  withWebPush,
  documentsDir,
  isOperatorSessionLive,
  isSessionLive,
  SANDBOX_PROVIDER,
  SANDBOX_SIGNATURE_HEADER,
  systemClock,
  watchSessionEnds,
  type ActivityDispatcher,
  type CatalogueCache,
  type Clock,
  type Database,
  type Db,
  type DocumentStorage,
  type InHouseGames,
  type MessageSender,
  type MovableClock,
  type SeededPlay,
  type PaymentProviderRegistry,
  type Publisher,
  type SandboxProvider,
  type SeamlessWallet,
  type SessionCache,
  type WebPushNotifier,
  type WebPushSender,
  type WinnersFeed,
  setAuditKey,
} from '@casino/core';
import type { PushMessage } from '@casino/contracts';
import type { Config } from './config.ts';
import { activitySweepJob } from './jobs/activity-sweep.ts';
import { dayRolloverJob } from './jobs/day-rollover.ts';
import { FEATURE_TRANSITIONS_JOB } from './jobs/feature-transitions.ts';
import { FEATURE_CONTENT_JOB } from './jobs/feature-content.ts';
import { scheduleFeatureJobs } from './jobs/feature-jobs.ts';
import { createJobEngine, scheduleJob, type JobEngine } from './jobs/job-engine.ts';
import { PAYMENT_RECONCILIATION_JOB } from './jobs/payment-reconciliation.ts';
import {
  fileAuditCheckpoints,
  AUDIT_CHECKPOINT_JOB,
  type AuditCheckpoints,
} from './jobs/audit-checkpoint.ts';
import { WEB_PUSH_CAMPAIGNS_JOB } from './jobs/web-push-campaigns.ts';
import { createJobScheduler, type JobScheduler } from './jobs/scheduler.ts';
import { LEDGER_RECONCILIATION_JOB } from './jobs/ledger-reconciliation.ts';
import { processHeartbeatJob } from './jobs/process-heartbeat.ts';
import { currentRequestId } from './plugins/logging.ts';
import { createMetrics, observeDatabase, withPushMetrics, type Metrics } from './plugins/metrics.ts';
import { traceDatabase, tracedJob, type Tracing } from './plugins/tracing.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime/hub.ts';
import { withWinnersPushes } from './realtime/winners-pushes.ts';
import { connectRedis, type RedisClient } from './redis.ts';
import { webhookPath } from './routes/cashier/webhook-path.ts';
import { createPageVersions, type PageVersions } from './web/page-cache.ts';

export interface PaymentsRuntime {
  providers: PaymentProviderRegistry;
  /** The built-in sandbox provider (tests hold, replay and await its webhooks). */
  sandbox: SandboxProvider;
}

/** Every long-lived service of the server, built once at boot. Route plugins get a `Pick` of it. */
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  /** Where "now" comes from: the system clock, or a manual clock in tests. */
  clock: Clock;
  /** The same clock when CLOCK_CONTROL=1 lets it be moved (POST /rest/ops/clock/), else null. */
  clockControl: MovableClock | null;
  /** With the movable clock only: players whose in-house rounds come from a seed (POST /rest/ops/in-house/seed/). */
  seededPlay: SeededPlay | null;
  /** With REDIS_URL, the counters every process shares (rate limits); null on one process. */
  redis: RedisClient | null;
  /** Socket.IO on the app's HTTP server (connection data, app reload, process-local pushes). */
  hub: RealtimeHub;
  /** How domain code pushes to players and rooms (the hub's). */
  publisher: Publisher;
  /** Email and SMS: SMTP when SMTP_URL is set, else the outbox table only. */
  sender: MessageSender;
  payments: PaymentsRuntime;
  /** Uploaded files (documents, chat pictures): in the database with DATABASE_URL, else under DATA_DIR/uploads. */
  documents: DocumentStorage;
  /**
   * Runs the engagement features' handlers over recorded player activity (settled rounds, purchases), once
   * across processes; woken after each such commit and swept every few seconds.
   */
  activity: ActivityDispatcher;
  /** In-house games call `handle` in-process with a signed body. */
  seamlessWallet: SeamlessWallet;
  inHouseGames: InHouseGames;
  /** One catalogue cache for the catalogue, page and image routes, SSR and the play route. */
  catalogueCache: CatalogueCache;
  /** The brands' winners feeds for the home (route and SSR); a win or a player's choice here drops a brand's. */
  winnersFeed: WinnersFeed;
  /**
   * Player sessions read lately (plugins/session.ts): sessions ended in this process are dropped at once
   * and announced to the other processes through the hub, whose announcements drop them here.
   */
  sessionCache: SessionCache;
  /** Versions of what guest pages show: a bump makes the guest page cache render again. */
  pageVersions: PageVersions;
  /** Timers every process runs for its own connections (the day rollover); started when the server listens. */
  scheduler: JobScheduler;
  /** Jobs that run once across processes (pg-boss in the app's database); started when the server listens. */
  jobs: JobEngine;
  /** The audit chain's signed head, outside the database (docs/security.md). */
  auditCheckpoints: AuditCheckpoints;
  /** Web push (docs/web-push.md): the sender (VAPID, RFC 8291) and the feature notices on `publisher`. */
  webPush: { sender: WebPushSender; notifier: WebPushNotifier };
  /** Prometheus metrics of this process (docs/observability.md). */
  metrics: Metrics;
  /** OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set, else null. */
  tracing: Tracing | null;
  /** Before the HTTP server closes: jobs, pending sandbox webhooks and open WebSockets would hold it open. */
  stop(): Promise<void>;
  /** After the last request: messages those requests queued are delivered. */
  drain(): Promise<void>;
}

export interface ServicesOptions {
  config: Config;
  database: Database;
  /** The HTTP server the realtime hub attaches to. */
  httpServer: HttpServer;
  logger: FastifyBaseLogger;
  /**
   * The app's own HTTP stack: the sandbox delivers its webhooks through the real webhook route, so
   * signature checks, parsing and idempotency run exactly as they would for an external provider.
   */
  inject: (request: InjectOptions) => Promise<{ statusCode: number }>;
  /** The web build's id (guest pages are cached per build). */
  buildId: string;
  /** Tests pass a manual clock. */
  clock?: Clock;
  tracing: Tracing | null;
}

/**
 * A brand's `promotionsPage update` (a feature started or finished, the back office's feature and offer
 * changes) also changes what its guest pages show: every sender of it bumps their version here, once.
 */
function withPromotionsVersion(publisher: Publisher, pageVersions: PageVersions): Publisher {
  const bump = (message: PushMessage) => {
    if (message.type === 'promotionsPage') pageVersions.bump('promotions');
  };
  return {
    toPlayer: (playerId, message) => publisher.toPlayer(playerId, message),
    toRoom: (room, message) => publisher.toRoom(room, message),
    toPrivateRoom: (room, message) => publisher.toPrivateRoom(room, message),
    toBrand(brand, message) {
      publisher.toBrand(brand, message);
      bump(message);
    },
    toAll(message) {
      publisher.toAll(message);
      bump(message);
    },
  };
}

/** Builds every service once, from the config and the database. */
export async function createServices(options: ServicesOptions): Promise<Services> {
  const { config, database, logger } = options;
  const { db } = database;
  // Before anything can write an audit row: the chain is keyed with a secret the database never holds.
  setAuditKey(config.auditHmacKey);
  const auditCheckpoints = fileAuditCheckpoints(config.auditCheckpointFile);
  // A test control, never the default: the offset clock runs with the real one until moved.
  const clockControl = config.clockControl ? createOffsetClock(options.clock ?? systemClock) : null;
  const clock = clockControl ?? options.clock ?? systemClock;
  if (clockControl)
    logger.warn(
      "CLOCK_CONTROL=1: operators can move this server's clock with POST /rest/ops/clock/ (a test control, never for real players)",
    );

  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : null;
  const sessionCache = createSessionCache({ now: () => clock.now().getTime() });
  const hub = await createRealtimeHub({
    httpServer: options.httpServer,
    secret: config.sessionSecret,
    redisUrl: config.redisUrl,
    logger,
    clock,
    requestId: currentRequestId,
    // A connection lives no longer than its session (docs/security.md, "Live connections end with their session").
    isLive: async ({ playerId, sessionId, operatorId }) =>
      operatorId
        ? // Operators connect only from the support console.
          isOperatorSessionLive(db, sessionId, clock.now(), 'chat.answer')
        : playerId !== null &&
          !sessionCache.hasEnded(sessionId, playerId) &&
          isSessionLive(db, sessionId, playerId, clock.now()),
  });
  const metrics = createMetrics({ database, clock, realtimeConnections: () => hub.io.engine.clientsCount });
  const unobserve = [observeDatabase(database, metrics)];
  if (options.tracing) unobserve.push(await traceDatabase(database, options.tracing));
  const webPushSender = createWebPushSender({
    db,
    clock,
    vapid: config.webPush,
    allowedHosts: config.webPush.endpointHosts,
    logger,
  });
  const webPushNotifier = createWebPushNotifier({ db, sender: webPushSender, clock, logger });
  const pageVersions = createPageVersions(options.buildId);
  // Feature notices ride on the realtime pushes already published for them (a prize won, a decision…).
  // A win refreshes this process's winners feed at once, and reaches open pages throttled per brand.
  const winnersFeed = createWinnersFeed();
  const winnersPushes = withWinnersPushes(withPushMetrics(hub.publisher, metrics), {
    onWin: (brand) => winnersFeed.invalidate(brand),
  });
  const publisher = withPromotionsVersion(
    withWebPush(winnersPushes.publisher, webPushNotifier, logger),
    pageVersions,
  );

  const sender = createMessageSender(db, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    onError: (error, id) => logger.error({ err: error, outboxMessageId: id }, 'email delivery failed'),
    clock,
  });

  const sandbox = createSandboxProvider({
    db,
    secret: config.paymentWebhookSecret,
    applePayEnabled: config.applePayEnabled,
    webhookDelayMs: config.paymentWebhookDelayMs,
    clock,
    deliver: async (webhook) => {
      const response = await options.inject({
        method: 'POST',
        url: webhookPath(SANDBOX_PROVIDER),
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: webhook.signature },
        payload: webhook.body,
      });
      return response.statusCode;
    },
  });
  if (config.sandboxPayments && config.env === 'production')
    logger.warn(
      'the sandbox payment provider is on: test cards buy coins and entries for free (SANDBOX_PAYMENTS=false turns it off)',
    );
  const activity = createActivityDispatcher({
    db,
    publisher,
    clock,
    handlers: ACTIVITY_HANDLERS,
    logger,
    observer: {
      processed: (settled) => metrics.recordActivity(settled),
      failed: (kind, handler) => metrics.activity.failures.inc({ kind, handler }),
    },
  });
  const payments: PaymentsRuntime = {
    providers: createPaymentProviderRegistry(config.sandboxPayments ? [sandbox] : []),
    sandbox,
  };

  // Jackpot ticker (throttled per brand) and winner pushes after an eligible in-house round commits.
  const jackpots = createJackpotAnnouncer({
    db,
    publisher,
    onError: (error) => logger.error({ err: error }, 'jackpot ticker failed'),
  });
  const seamlessWallet = createSeamlessWallet({
    db,
    publisher,
    secrets: config.seamlessWalletSecrets,
    clock,
    activity,
    jackpots,
  });
  // A test control, with the movable clock only (never on a public deployment: config refuses it).
  const seededPlay = clockControl ? createSeededPlay() : null;
  const inHouseGames = createInHouseGames({
    db,
    wallet: seamlessWallet,
    publisher,
    clock,
    activity,
    seeded: seededPlay,
  });

  // A changed catalogue changes the guest lobby and home pages.
  const catalogueCache = createCatalogueCache({ onInvalidate: () => pageVersions.bump('catalogue') });

  const unwatchSessionEnds = watchSessionEnds((ended) => {
    sessionCache.forget(ended);
    hub.announceSessionsEnded(ended);
    // Through the adapter: the sockets of those sessions close on every process.
    hub.revoke(ended);
  });
  hub.onSessionsEnded((ended) => sessionCache.forget(ended));

  const scheduler = createJobScheduler({ clock, logger });
  scheduler.add(dayRolloverJob({ emit: (message) => hub.broadcastLocal(message), logger }));
  scheduler.add(activitySweepJob(activity));
  scheduler.add(processHeartbeatJob({ db, logger }));
  const jobs = createJobEngine({
    executeSql: database.executeSql,
    clock,
    logger,
    requestId: currentRequestId,
    observer: {
      async run(job, handler) {
        metrics.jobs.lag.observe({ job: job.name }, job.lagSeconds);
        const end = metrics.jobs.duration.startTimer({ job: job.name });
        try {
          const result = await tracedJob(options.tracing, job, handler);
          metrics.jobs.runs.inc({ job: job.name, outcome: 'ok' });
          return result;
        } catch (error) {
          metrics.jobs.runs.inc({ job: job.name, outcome: 'failed' });
          throw error;
        } finally {
          end();
        }
      },
    },
  });
  scheduleJob(jobs, FEATURE_TRANSITIONS_JOB, { db, publisher });
  scheduleFeatureJobs(jobs, { db, publisher, activity });
  scheduleJob(jobs, FEATURE_CONTENT_JOB, { db, publisher, logger });
  scheduleJob(jobs, WEB_PUSH_CAMPAIGNS_JOB, { db, sender: webPushSender });
  scheduleJob(jobs, AUDIT_CHECKPOINT_JOB, { db, checkpoints: auditCheckpoints });
  scheduleJob(jobs, PAYMENT_RECONCILIATION_JOB, { db, publisher, providers: payments.providers, activity });
  scheduleJob(jobs, LEDGER_RECONCILIATION_JOB, { db, logger });

  return {
    config,
    database,
    db,
    clock,
    clockControl,
    seededPlay,
    redis,
    hub,
    publisher,
    sender,
    payments,
    activity,
    // Shared by every process when the database is (DATABASE_URL); the data folder on the embedded default.
    documents: config.databaseUrl
      ? createDatabaseDocumentStorage(db)
      : createLocalDocumentStorage(documentsDir(config.dataDir)),
    seamlessWallet,
    inHouseGames,
    catalogueCache,
    winnersFeed,
    sessionCache,
    pageVersions,
    scheduler,
    jobs,
    auditCheckpoints,
    webPush: { sender: webPushSender, notifier: webPushNotifier },
    metrics,
    tracing: options.tracing,
    async stop() {
      unwatchSessionEnds();
      scheduler.stop();
      winnersPushes.stop();
      jackpots.close();
      // Before the hub closes: a running job may still push.
      await jobs.stop();
      await webPushNotifier.drain();
      await activity.stop();
      await sandbox.close();
      await hub.close();
      if (redis?.isOpen) await redis.close();
      for (const stop of unobserve) stop();
    },
    drain: async () => {
      await sender.drain();
      await webPushNotifier.drain();
    },
  };
}
