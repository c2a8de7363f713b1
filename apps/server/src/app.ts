import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sharedPageGroup, type Clock, type Database } from '@casino/core';
import { messages } from '@casino/web/messages';
import type { Config } from './config.ts';
import { frameworkErrors, registerErrorHandling } from './http/errors.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { registerBrand } from './plugins/brand.ts';
import { registerBreakGuard } from './plugins/break-guard.ts';
import { registerClientIp } from './plugins/client-ip.ts';
import { registerOperatorAuth } from './plugins/operator-auth.ts';
import { registerOperatorSessions } from './plugins/operator-session.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { RequestLog } from './plugins/request-log.ts';
import { loggerOptions, registerRequestIds } from './plugins/logging.ts';
import { listenMetrics, registerHttpMetrics } from './plugins/metrics.ts';
import { registerHttpTracing, startTracing } from './plugins/tracing.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerServerDate } from './plugins/server-date.ts';
import { createRequestServices } from './web/request-services.ts';
import { registerSessions } from './plugins/session.ts';
import { createServices, type Services } from './services.ts';
import { healthRoutes, type Readiness } from './routes/health/health-routes.ts';
import { appRoutes } from './routes/app/app-routes.ts';
import { translationRoutes } from './routes/translations/translation-routes.ts';
import { redirectRoutes } from './routes/redirects/redirect-routes.ts';
import { accessRoutes } from './routes/access/access-routes.ts';
import { authRoutes } from './routes/auth/auth-routes.ts';
import { termsRoutes } from './routes/terms/terms-routes.ts';
import { restrictionRoutes } from './routes/geo/geo-routes.ts';
import { passwordRoutes } from './routes/password/password-routes.ts';
import { contactRoutes } from './routes/contact/contact-routes.ts';
import { devRoutes } from './routes/dev/dev-routes.ts';
import { profileRoutes } from './routes/profile/profile-routes.ts';
import { documentRoutes } from './routes/documents/document-routes.ts';
import { rewardRoutes } from './routes/rewards/reward-routes.ts';
import { gameModeRoutes } from './routes/game-mode/game-mode-routes.ts';
import { inHouseRoutes } from './routes/in-house-games/in-house-games-routes.ts';
import { seamlessWalletRoutes } from './routes/seamless-wallet/seamless-wallet-routes.ts';
import { gameHistoryRoutes } from './routes/game-history/game-history-routes.ts';
import { accountHistoryRoutes } from './routes/account-history/account-history-routes.ts';
import { realtimeRoutes } from './routes/realtime/realtime-routes.ts';
import { opsRoutes } from './routes/ops/ops-routes.ts';
import { metricsRoutes } from './routes/ops/metrics-routes.ts';
import { clockRoutes } from './routes/ops/clock-routes.ts';
import { seededPlayRoutes } from './routes/ops/seeded-play-routes.ts';
import { redeemRoutes } from './routes/redeem/redeem-routes.ts';
import { walletRoutes } from './routes/wallet/wallet-routes.ts';
import { catalogueRoutes } from './routes/catalogue/catalogue-routes.ts';
import { imageRoutes } from './routes/catalogue/image-routes.ts';
import { homePageRoutes } from './routes/catalogue/home-page-routes.ts';
import { cashierRoutes } from './routes/cashier/cashier-routes.ts';
import { promotionsRoutes } from './routes/promotions/promotions-routes.ts';
import { dailyLoginRoutes } from './routes/daily-login/daily-login-routes.ts';
import { miniGamesRoutes } from './routes/mini-games/mini-games-routes.ts';
import { depositStreakRoutes } from './routes/deposit-streak/deposit-streak-routes.ts';
import { referralRoutes } from './routes/referral/referral-routes.ts';
import { emailLotteryRoutes } from './routes/email-lottery/email-lottery-routes.ts';
import { questsRoutes } from './routes/quests/quests-routes.ts';
import { featureOpsRoutes } from './routes/engagement/feature-ops-routes.ts';
import { freeSpinsRoutes } from './routes/free-spins/free-spins-routes.ts';
import { tournamentsRoutes } from './routes/tournaments/tournaments-routes.ts';
import { bonusOfferRoutes } from './routes/bonus-offer/bonus-offer-routes.ts';
import { scratchCardsRoutes } from './routes/scratch-cards/scratch-cards-routes.ts';
import { magicBoxRoutes } from './routes/magic-box/magic-box-routes.ts';
import { piggyBankRoutes } from './routes/piggy-bank/piggy-bank-routes.ts';
import { provablyFairRoutes } from './routes/provably-fair/provably-fair-routes.ts';
import { supportChatRoutes } from './routes/support-chat/support-chat-routes.ts';
import { backofficeSupportChatRoutes } from './routes/backoffice/support-chat/support-chat-routes.ts';
import { webPushRoutes } from './routes/web-push/web-push-routes.ts';
import { winnersRoutes } from './routes/winners/winners-routes.ts';
import { backofficePushCampaignsRoutes } from './routes/backoffice/push-campaigns/push-campaigns-routes.ts';
import { playLimitsRoutes } from './routes/play-limits/play-limits-routes.ts';
import { freeEntryRoutes } from './routes/free-entry/free-entry-routes.ts';
import { stateRulesRoutes } from './routes/state-rules/state-rules-routes.ts';
import { backofficeFreeEntryRoutes } from './routes/backoffice/free-entry/free-entry-routes.ts';
import { fortuneInvestmentRoutes } from './routes/fortune-investment/fortune-investment-routes.ts';
import { prizeDropsRoutes } from './routes/prize-drops/prize-drops-routes.ts';
import { jackpotsRoutes } from './routes/jackpots/jackpots-routes.ts';
import { bingoRoutes } from './routes/bingo/bingo-routes.ts';
import { rankLeagueRoutes } from './routes/rank-league/rank-league-routes.ts';
import { backofficeAuthRoutes } from './routes/backoffice/auth/backoffice-auth-routes.ts';
import { operatorsRoutes } from './routes/backoffice/operators/operators-routes.ts';
import { apiKeysRoutes } from './routes/backoffice/api-keys/api-keys-routes.ts';
import { auditRoutes } from './routes/backoffice/audit/audit-routes.ts';
import { dashboardRoutes } from './routes/backoffice/dashboard/dashboard-routes.ts';
import { backofficeQueuesRoutes } from './routes/backoffice/queues-routes.ts';
import { backofficePlayersRoutes } from './routes/backoffice/players/players-routes.ts';
import { selfExclusionRoutes } from './routes/self-exclusion/self-exclusion-routes.ts';
import { backofficeSelfExclusionRoutes } from './routes/backoffice/self-exclusion/self-exclusion-routes.ts';
import { backofficeCatalogueRoutes } from './routes/backoffice/catalogue-routes.ts';
import { backofficeLiveOperationsRoutes } from './routes/backoffice/live-operations/live-operations-routes.ts';
import { apiNotFound } from './routes/api-not-found.ts';
import { readBuildId, registerWeb, type WebMode } from './web/ssr.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in player of this request, or null for a guest. */
    playerId: string | null;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  web?: WebMode;
  logger?: boolean;
  /** Where log lines go (stdout by default); the log-redaction test reads them. */
  logStream?: NodeJS.WritableStream;
  /** Tests pass a manual clock; the system clock otherwise. */
  clock?: Clock;
  /** Tests read the route table as it is built (the fuzz suite and the isolation matrix cover every route). */
  onRoute?: (route: RouteOptions) => void;
}

export type App = FastifyInstance & {
  readiness: Readiness;
  /** The long-lived services (tests spy on the publisher, drive the sandbox, reset the catalogue cache). */
  services: Services;
  /** The metrics port once listening (METRICS_PORT, or the one picked for METRICS_PORT=0), else null. */
  metricsAddress: { port: number | null };
};

/**
 * Builds the whole server in boot order: services, plugins, API routes, the SSR site. Listening is the
 * caller's job; jobs start when the server listens and stop when it closes.
 */
export async function buildApp({
  config,
  database,
  web = 'none',
  logger = true,
  logStream,
  clock: testClock,
  onRoute,
}: AppOptions): Promise<App> {
  const logging = loggerOptions({ level: config.logLevel, ...(logStream ? { stream: logStream } : {}) });
  const fastify = Fastify({
    ...logging,
    logger: logger ? logging.logger : false,
    logController: new RequestLog(),
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  if (onRoute) fastify.addHook('onRoute', onRoute);
  registerErrorHandling(fastify);
  registerInputGuard(fastify);
  // First of all hooks: every later hook, handler and log line runs in the request's scope.
  registerRequestIds(fastify);
  // Off (nothing loaded) without OTEL_EXPORTER_OTLP_ENDPOINT.
  const tracing = config.tracing ? await startTracing(config.tracing) : null;
  if (tracing) await registerHttpTracing(fastify, tracing);

  // 1. Services.
  const buildId = web === 'production' ? readBuildId() : 'development';
  const services = await createServices({
    config,
    database,
    buildId,
    httpServer: fastify.server,
    logger: fastify.log,
    inject: (request) => fastify.inject(request),
    tracing,
    ...(testClock ? { clock: testClock } : {}),
  });
  registerHttpMetrics(fastify, services.metrics);
  const metricsAddress: { port: number | null } = { port: null };
  let closeMetrics = async () => {};
  fastify.addHook('onListen', async () => {
    if (config.metrics && !metricsAddress.port) {
      const { server, address } = await listenMetrics(services.metrics, config.metrics);
      metricsAddress.port = address.port;
      closeMetrics = () => new Promise<void>((resolve) => server.close(() => resolve()));
      fastify.log.info(
        { metrics: `http://${config.metrics.host}:${address.port}/metrics` },
        'metrics listening',
      );
    }
    services.scheduler.start();
    // Without the engine the site still serves; the log says why jobs do not run here.
    await services.jobs
      .start()
      .catch((error: unknown) => fastify.log.error({ err: error }, 'job engine failed to start'));
  });
  // Requests in flight (not Socket.IO's, which bypass Fastify): a close lets them finish before the services
  // they push through stop. Once closing, Fastify answers new ones 503 with Connection: close.
  const inFlight = trackInFlight(fastify);
  // Before the HTTP server closes: open WebSockets would otherwise hold the close forever.
  fastify.addHook('preClose', async () => {
    await inFlight.idle();
    await services.stop();
  });
  fastify.addHook('onClose', async () => {
    await services.drain();
    await closeMetrics();
    await tracing?.shutdown();
  });
  const readiness: Readiness = {
    state: 'starting',
    checks: {
      database: () => database.ping(),
      realtime: () => {
        if (!services.hub.isReady()) throw new Error('realtime is not ready');
      },
    },
  };
  const app: App = Object.assign(fastify, { readiness, services, metricsAddress });

  // 2. Plugins: cookies, security headers, brand, client IP, sessions, operator auth, rate limits.
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await registerSecurity(app, { strictCsp: web === 'production', sentryDsn: config.sentryDsn });
  registerBrand(app, config);
  registerClientIp(app, config.trustedProxies);
  app.decorateRequest('playerId', null);
  const secureCookies = config.env === 'production' && !isLocalPlainHttp(config);
  registerSessions(app, {
    database,
    clock: services.clock,
    secret: config.sessionSecret,
    secure: secureCookies,
    idleMs: config.sessionIdleMs,
    cache: services.sessionCache,
  });
  // The back-office's own sessions and CSRF (never the players'), then the operator endpoints' guard.
  registerOperatorSessions(app, { db: database.db, clock: services.clock, secure: secureCookies });
  registerOperatorAuth(app, config.opsToken);
  await registerRateLimits(app, config.rateLimitMultiplier, services.redis);
  registerServerDate(app, services.clock);
  // Before the routes: a player on a break is refused every route classified `refused` (docs/player-protection.md).
  registerBreakGuard(app, { db: database.db, clock: services.clock });

  // 3. API routes, each with the services it uses.
  const { db, clock, publisher, hub, catalogueCache, payments, documents, pageVersions, winnersFeed } =
    services;
  await app.register(healthRoutes, { readiness });
  await app.register(appRoutes, { db, clock });
  await app.register(translationRoutes);
  await app.register(redirectRoutes, { db });
  await app.register(accessRoutes, { db });
  await app.register(authRoutes, { db, clock, publisher, config });
  await app.register(termsRoutes, { db, clock });
  await app.register(restrictionRoutes, { db, clock });
  await app.register(passwordRoutes, { db, clock, sender: services.sender, config });
  await app.register(contactRoutes, { db, clock, publisher, sender: services.sender, config });
  await app.register(devRoutes, { db, config });
  await app.register(profileRoutes, { db, clock, publisher, hub });
  await app.register(documentRoutes, { db, publisher, documents });
  await app.register(rewardRoutes, { db });
  await app.register(gameModeRoutes, { db, clock, publisher });
  await app.register(seamlessWalletRoutes, { seamlessWallet: services.seamlessWallet });
  await app.register(inHouseRoutes, { inHouseGames: services.inHouseGames });
  await app.register(freeSpinsRoutes, { db, clock, publisher });
  await app.register(gameHistoryRoutes, { db });
  await app.register(accountHistoryRoutes, { db });
  await app.register(realtimeRoutes, { hub });
  await app.register(opsRoutes, { hub });
  await app.register(metricsRoutes, { metrics: services.metrics });
  if (services.clockControl) await app.register(clockRoutes, { clock: services.clockControl });
  if (services.seededPlay) await app.register(seededPlayRoutes, { seeded: services.seededPlay });
  await app.register(redeemRoutes, { db, publisher, clock, redeemMinimum: config.redeemMinimum });
  await app.register(walletRoutes, { db, publisher, clock });
  await app.register(catalogueRoutes, { db, publisher, catalogueCache });
  await app.register(homePageRoutes, { db, clock, catalogueCache, winnersFeed });
  await app.register(imageRoutes, { db, catalogueCache, dataDir: config.dataDir });
  await app.register(cashierRoutes, { db, clock, publisher, payments, activity: services.activity });
  await app.register(promotionsRoutes, {
    db,
    clock,
    publisher,
    applePayEnabled: payments.providers.methods().some((method) => method.isApplePay),
  });
  await app.register(dailyLoginRoutes, { db, clock, publisher });
  await app.register(miniGamesRoutes, { db, clock, publisher });
  await app.register(referralRoutes, { db, clock });
  await app.register(emailLotteryRoutes, { db, clock });
  await app.register(tournamentsRoutes, { db, clock });
  await app.register(featureOpsRoutes, { db, clock, publisher });
  await app.register(bonusOfferRoutes, { db, clock, publisher });
  await app.register(depositStreakRoutes, { db, clock, publisher });
  await app.register(scratchCardsRoutes, { db, clock, publisher });
  await app.register(magicBoxRoutes, { db, clock, publisher });
  await app.register(piggyBankRoutes, { db, clock });
  await app.register(provablyFairRoutes, { db, clock });
  await app.register(supportChatRoutes, { db, clock, publisher, documents, secureCookies });
  await app.register(freeEntryRoutes, { db, clock });
  await app.register(stateRulesRoutes, { db, clock });
  await app.register(fortuneInvestmentRoutes, { db, clock, publisher });
  await app.register(prizeDropsRoutes, { db, clock });
  await app.register(jackpotsRoutes, { db, clock, catalogueCache, clockControl: services.clockControl });
  await app.register(bingoRoutes, { db, clock, publisher });
  await app.register(rankLeagueRoutes, { db, clock, publisher });
  await app.register(questsRoutes, { db, clock });
  await app.register(webPushRoutes, { db, clock, config });
  await app.register(winnersRoutes, { db, clock, winnersFeed });
  await app.register(playLimitsRoutes, { db, clock });
  await app.register(selfExclusionRoutes, { db, clock, publisher, hub, config });
  // The back-office API (issue #16, docs/backoffice.md).
  await app.register(backofficeAuthRoutes, { db, clock });
  await app.register(operatorsRoutes, { db, clock });
  await app.register(apiKeysRoutes, { db, clock });
  await app.register(auditRoutes, { db, clock, auditCheckpoints: services.auditCheckpoints });
  await app.register(dashboardRoutes, { db, clock });
  await app.register(backofficeQueuesRoutes, { db, clock, publisher, documents, hub });
  await app.register(backofficePlayersRoutes, { db, clock, publisher });
  await app.register(backofficeSupportChatRoutes, { db, clock, publisher, hub, documents });
  await app.register(backofficeSelfExclusionRoutes, { db, clock });
  await app.register(backofficeFreeEntryRoutes, { db, clock, publisher });
  await app.register(backofficeCatalogueRoutes, { db, clock, publisher, catalogueCache, pageVersions });
  await app.register(backofficePushCampaignsRoutes, { db, clock });
  await app.register(backofficeLiveOperationsRoutes, { db, clock });
  apiNotFound(app);

  // 4. The SSR site: request services from the same objects as the routes.
  if (web !== 'none') {
    await registerWeb(
      app,
      web,
      createRequestServices({
        db,
        clock,
        catalogueCache,
        winnersFeed,
        buildId,
        sentryDsn: config.sentryDsn ?? null,
        messages,
        connectionData: (playerId, brand, sessionId) =>
          hub.connectionData(playerId, brand, [], sessionId ? { sessionId } : undefined),
        inject: (request) => app.inject(request),
      }),
      {
        versions: pageVersions,
        playerGroup: async (playerId) => {
          const group = await sharedPageGroup(db, playerId);
          return group && { restrictions: group, gameMode: group.gameMode };
        },
      },
    );
  }
  return app;
}

/** Counts the requests Fastify is answering; `idle` resolves when none is (at once when none is). */
function trackInFlight(fastify: FastifyInstance) {
  let count = 0;
  const waiters: Array<() => void> = [];
  fastify.addHook('onRequest', async (_request, reply) => {
    count++;
    // 'close' comes once per response, sent or aborted.
    reply.raw.once('close', () => {
      if (--count > 0) return;
      for (const resolve of waiters.splice(0)) resolve();
    });
  });
  return {
    idle: () => (count === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}

/** `npm start` on a laptop serves plain http on loopback; a Secure cookie would never come back there. */
const isLocalPlainHttp = (config: Config) => ['127.0.0.1', 'localhost', '::1'].includes(config.host);
