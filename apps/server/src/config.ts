import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { BRAND_KEYS, BrandKeySchema, type BrandKey } from '@casino/contracts';
import {
  DEFAULT_PUSH_SERVICE_HOSTS,
  generateVapidKeys,
  vapidKeysProblem,
  deriveInHouseSecret,
  derivePaymentWebhookSecret,
  IN_HOUSE_PROVIDER,
  proxyEntryProblem,
} from '@casino/core';

const BrandHostsSchema = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const map = new Map<string, BrandKey>();
    for (const pair of value
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [host, brand] = pair.split('=').map((s) => s?.trim());
      const parsed = BrandKeySchema.safeParse(brand);
      if (!host || !parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message: `BRAND_HOSTS: "${pair}" is not host=brand with a known brand`,
        });
        return z.NEVER;
      }
      map.set(host.toLowerCase(), parsed.data);
    }
    return map;
  });

const PublicOriginsSchema = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const map = new Map<BrandKey, string>();
    for (const pair of value
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const at = pair.indexOf('=');
      const brand = BrandKeySchema.safeParse(pair.slice(0, at).trim());
      const origin = URL.canParse(pair.slice(at + 1).trim()) ? new URL(pair.slice(at + 1).trim()) : null;
      if (
        at < 1 ||
        !brand.success ||
        !origin ||
        !/^https?:$/.test(origin.protocol) ||
        origin.pathname !== '/'
      ) {
        ctx.addIssue({
          code: 'custom',
          message: `PUBLIC_ORIGINS: "${pair}" is not brand=https://host with a known brand and no path`,
        });
        return z.NEVER;
      }
      map.set(brand.data, origin.origin);
    }
    return map;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  DEFAULT_BRAND: BrandKeySchema.default('funrize'),
  BRAND_HOSTS: BrandHostsSchema,
  PUBLIC_ORIGINS: PublicOriginsSchema,
  SENTRY_DSN: z.string().url().optional(),
  /** Prometheus metrics on their own port (GET /metrics), for the operators' network only; off when unset. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** OTLP/HTTP collector for traces (e.g. http://otel-collector:4318); tracing is off when unset. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('casino-server'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OPS_TOKEN: z.string().min(16).optional(),
  AUDIT_HMAC_KEY: z.string().min(32, 'AUDIT_HMAC_KEY must be at least 32 characters').optional(),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  /** A player's session ends after this many minutes without a request (docs/self-exclusion.md). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1_051_200).default(30),
  REDEEM_MINIMUM: z.coerce
    .number()
    .positive('REDEEM_MINIMUM must be above 0')
    .multipleOf(0.01, 'REDEEM_MINIMUM must have at most two decimals')
    .default(50),
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const entries = value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      for (const entry of entries) {
        const problem = proxyEntryProblem(entry);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }
      return entries;
    }),
  SMTP_URL: z
    .string()
    .url()
    .refine((v) => /^smtps?:\/\//.test(v), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('no-reply@localhost'),
  SEAMLESS_WALLET_SECRETS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const secrets: Record<string, string> = {};
      for (const pair of value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const at = pair.indexOf('=');
        const provider = pair.slice(0, at).trim();
        const secret = pair.slice(at + 1).trim();
        if (at < 1 || secret.length < 16) {
          ctx.addIssue({
            code: 'custom',
            message: `SEAMLESS_WALLET_SECRETS: "${provider || pair.slice(0, 20)}" needs provider=secret with a secret of at least 16 characters`,
          });
          return z.NEVER;
        }
        secrets[provider] = secret;
      }
      return secrets;
    }),
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .min(16, 'PAYMENT_WEBHOOK_SECRET must be at least 16 characters')
    .optional(),
  SANDBOX_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  APPLE_PAY_ENABLED: z.enum(['true', 'false']).default('true'),
  SANDBOX_PAYMENTS: z.enum(['true', 'false']).default('true'),
  /** SIGTERM: seconds the process keeps serving while /readyz says 503, so the balancer stops sending first. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /** The bound on a graceful shutdown: past it the process exits anyway (with status 1). */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
  CLOCK_CONTROL: z.enum(['0', '1'], { error: 'CLOCK_CONTROL must be 1 (on) or 0 (off)' }).default('0'),
  // Web push (docs/web-push.md): the VAPID pair is made on first start and kept in DATA_DIR/secrets.json.
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .refine((v) => /^(mailto:|https:\/\/)/.test(v), 'VAPID_SUBJECT must be a mailto: or https:// URL')
    .optional(),
  /** Extra push services (host names, `.suffix`es or full origins) the server may send to. */
  WEB_PUSH_ENDPOINTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    ),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  sessionSecret: string;
  /** HMAC key of the audit chain and its checkpoints: AUDIT_HMAC_KEY, else generated in DATA_DIR/secrets.json. */
  auditHmacKey: string;
  /** The signed checkpoint of the audit chain's head, outside the database. */
  auditCheckpointFile: string;
  defaultBrand: BrandKey;
  brandHosts: Map<string, BrandKey>;
  /**
   * Where links in emails and texts point, per brand: from configuration only, never from a request's Host
   * header (a forged Host would otherwise receive live reset tokens).
   */
  publicOrigins: Record<BrandKey, string>;
  /** Production mode listening beyond loopback: a real deployment, where development aids must not exist. */
  publicDeployment: boolean;
  sentryDsn?: string;
  /** METRICS_PORT/METRICS_HOST: where Prometheus scrapes GET /metrics; null when off (docs/observability.md). */
  metrics: { port: number; host: string } | null;
  /** OTEL_EXPORTER_OTLP_ENDPOINT/OTEL_SERVICE_NAME: traces are exported there; null when off. */
  tracing: { endpoint: string; serviceName: string } | null;
  logLevel: string;
  opsToken?: string;
  /** Scales every per-IP budget; for test rigs where all traffic comes from one address. */
  rateLimitMultiplier: number;
  /** Idle sessions end after this long without a request (SESSION_IDLE_MINUTES, default 30 minutes). */
  sessionIdleMs: number;
  /** The least winnings (player-facing, with cents) a redeem request may ask for. */
  redeemMinimum: number;
  /** Proxies (IPs or CIDR blocks) whose X-Forwarded-For / CF-Connecting-IP headers are believed. */
  trustedProxies: string[];
  /** Emails go through this SMTP server; without it they stay in the outbox (GET /dev/outbox/). */
  smtpUrl?: string;
  mailFrom: string;
  /** HMAC secret per game provider for the seamless wallet; `in-house` defaults to one derived from the session secret. */
  seamlessWalletSecrets: Record<string, string>;
  /** HMAC secret of the sandbox payment provider's webhooks; defaults to one derived from the session secret. */
  paymentWebhookSecret: string;
  /** How long the sandbox provider waits before each webhook (its asynchronous completion). */
  paymentWebhookDelayMs: number;
  /** Offer the Apple Pay method in the cashier. */
  applePayEnabled: boolean;
  /**
   * Sell through the built-in sandbox provider (test cards, no money moves). On by default so a fresh
   * install can sell; an operator turns it off once a real provider is registered.
   */
  sandboxPayments: boolean;
  /**
   * Test-only: the server's clock can be moved with POST /rest/ops/clock/ (the browser suite's "tomorrow").
   * Refused on a public deployment (docs/security.md).
   */
  clockControl: boolean;
  /**
   * A graceful shutdown (SIGTERM, docs/operations.md): `drainMs` of serving while /readyz answers 503, then
   * close within `timeoutMs` (drain included).
   */
  shutdown: { drainMs: number; timeoutMs: number };
  /** Web push: the server's VAPID identity (RFC 8292) and the push services it may send to. */
  webPush: {
    publicKey: string;
    privateKey: string;
    subject: string;
    endpointHosts: string[];
  };
}

/**
 * Reads a secret kept in DATA_DIR/secrets.json (beside the embedded database, not in it), creating it on
 * first start so it survives restarts: the session secret, the audit chain's HMAC key.
 */
function persistedSecret(dataDir: string, name: 'sessionSecret' | 'auditHmacKey' = 'sessionSecret'): string {
  const file = join(dataDir, 'secrets.json');
  const saved = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  if (typeof saved[name] === 'string') return saved[name];
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // Other generated secrets (the VAPID pair) share the file.
  writeFileSync(file, JSON.stringify({ ...saved, [name]: secret }, null, 2), { mode: 0o600 });
  return secret;
}

/**
 * The VAPID pair kept beside the session secret in DATA_DIR/secrets.json, made on first start (the browsers'
 * subscriptions are bound to the public key, so it must survive restarts). Written to a temporary file and
 * renamed, so a process reading at the same time never sees half a file.
 */
function persistedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'secrets.json');
  const saved = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : ({} as Record<string, unknown>);
  if (typeof saved.vapidPublicKey === 'string' && typeof saved.vapidPrivateKey === 'string')
    return { publicKey: saved.vapidPublicKey, privateKey: saved.vapidPrivateKey };
  const keys = generateVapidKeys();
  mkdirSync(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(
    temporary,
    JSON.stringify({ ...saved, vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey }, null, 2),
    { mode: 0o600 },
  );
  renameSync(temporary, file);
  return keys;
}

function resolveVapidKeys(
  e: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string },
  dataDir: string,
): { publicKey: string; privateKey: string } {
  if (!e.VAPID_PUBLIC_KEY && !e.VAPID_PRIVATE_KEY) return persistedVapidKeys(dataDir);
  const keys = { publicKey: e.VAPID_PUBLIC_KEY ?? '', privateKey: e.VAPID_PRIVATE_KEY ?? '' };
  const problem =
    !keys.publicKey || !keys.privateKey
      ? 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither'
      : vapidKeysProblem(keys);
  if (problem) throw new Error(`Invalid configuration:\n  VAPID: ${problem}`);
  return keys;
}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1'];

/**
 * Each brand's public origin: PUBLIC_ORIGINS, else https (http outside production) with the brand's first
 * BRAND_HOSTS name. A public deployment without one for the default brand refuses to start; elsewhere the
 * fallback is this machine's own address, so `npm start` and `npm run dev` work on a laptop.
 */
function resolvePublicOrigins(
  e: { PUBLIC_ORIGINS: Map<BrandKey, string>; BRAND_HOSTS: Map<string, BrandKey>; DEFAULT_BRAND: BrandKey },
  options: { production: boolean; publicDeployment: boolean; host: string; port: number },
): Record<BrandKey, string> {
  const scheme = options.production ? 'https' : 'http';
  const known = new Map(e.PUBLIC_ORIGINS);
  for (const [host, brand] of e.BRAND_HOSTS) if (!known.has(brand)) known.set(brand, `${scheme}://${host}`);
  let fallback = known.get(e.DEFAULT_BRAND);
  if (!fallback && options.publicDeployment)
    throw new Error(
      `Invalid configuration:\n  PUBLIC_ORIGINS: a production server listening on ${options.host} needs the public origin of brand ${e.DEFAULT_BRAND} (PUBLIC_ORIGINS=${e.DEFAULT_BRAND}=https://… or BRAND_HOSTS); links in emails are never built from the request's Host header`,
    );
  if (!fallback) {
    const host = LOOPBACK_HOSTS.includes(options.host) ? options.host : 'localhost';
    fallback = `http://${host === '::1' ? '[::1]' : host}:${options.port}`;
  }
  return Object.fromEntries(BRAND_KEYS.map((brand) => [brand, known.get(brand) ?? fallback])) as Record<
    BrandKey,
    string
  >;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const empty = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(empty);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const publicDeployment = e.NODE_ENV === 'production' && !LOOPBACK_HOSTS.includes(e.HOST);
  const publicOrigins = resolvePublicOrigins(e, {
    production: e.NODE_ENV === 'production',
    publicDeployment,
    host: e.HOST,
    port: e.PORT,
  });
  if (e.CLOCK_CONTROL === '1' && publicDeployment)
    throw new Error(
      `Invalid configuration:\n  CLOCK_CONTROL: the movable clock is a test control; a production server listening on ${e.HOST} refuses it`,
    );
  const sessionSecret = e.SESSION_SECRET ?? persistedSecret(dataDir);
  const vapid = resolveVapidKeys(e, dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    sessionSecret,
    auditHmacKey: e.AUDIT_HMAC_KEY ?? persistedSecret(dataDir, 'auditHmacKey'),
    auditCheckpointFile: join(dataDir, 'audit-checkpoint.json'),
    defaultBrand: e.DEFAULT_BRAND,
    brandHosts: e.BRAND_HOSTS,
    publicOrigins,
    publicDeployment,
    sentryDsn: e.SENTRY_DSN,
    metrics: e.METRICS_PORT === undefined ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME }
      : null,
    logLevel: e.LOG_LEVEL,
    opsToken: e.OPS_TOKEN,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    redeemMinimum: e.REDEEM_MINIMUM,
    trustedProxies: e.TRUSTED_PROXIES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seamlessWalletSecrets: {
      [IN_HOUSE_PROVIDER]: deriveInHouseSecret(sessionSecret),
      ...e.SEAMLESS_WALLET_SECRETS,
    },
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? derivePaymentWebhookSecret(sessionSecret),
    paymentWebhookDelayMs: e.SANDBOX_WEBHOOK_DELAY_MS,
    applePayEnabled: e.APPLE_PAY_ENABLED === 'true',
    sandboxPayments: e.SANDBOX_PAYMENTS === 'true',
    clockControl: e.CLOCK_CONTROL === '1',
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000, timeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000 },
    webPush: {
      ...vapid,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.MAIL_FROM}`,
      endpointHosts: [...DEFAULT_PUSH_SERVICE_HOSTS, ...e.WEB_PUSH_ENDPOINTS],
    },
  };
}
