import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * What a request's work carries wherever it goes (a job it sends, a push it publishes): the request's id,
 * read from async context rather than passed through every use case.
 */
export interface WorkScope {
  requestId?: string;
  /** The trace span of this work (tracing on only): statements and jobs started in it are its children. */
  span?: unknown;
}
const workScope = new AsyncLocalStorage<WorkScope>();

/** The id of the request whose work is running now, if any. */
export const currentRequestId = (): string | undefined => workScope.getStore()?.requestId;

/** The scope of the work running now (a request, a job run), if any. */
export const currentWorkScope = (): WorkScope | undefined => workScope.getStore();

/** Runs `work` in its own scope (a job run: its request id and span). */
export const runInScope = <R>(scope: WorkScope, work: () => R): R => workScope.run(scope, work);

export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept when a balancer or a client sent a plain one; anything else gets a fresh id. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's `genReqId`: the incoming `x-request-id` when sane, else a random UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Every answer names its request (`x-request-id`), and the request's work runs in its scope, so a job it
 * sends carries the id into the job's logs. Fastify's child logger already puts it on every line.
 */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    workScope.run({ requestId: request.id }, done);
  });
}

/** Keys whose values never reach a log line, wherever they sit in a logged object. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'totp',
  'totpCode',
  'otp',
  'recoveryCode',
  'recoveryCodes',
  'cardNumber',
  'cvc',
  'cvv',
  'authorization',
  'cookie',
  'set-cookie',
  'x-ops-token',
  'x-csrf-token',
];

/** Pino's redact paths: the keys above at the top level and one or two levels down. */
export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const at = (prefix: string) => (name.startsWith('[') ? `${prefix}${name}` : `${prefix}.${name}`);
  return [name, at('*'), at('*.*'), at('req.headers'), at('res.headers')];
}).concat(
  // Keys too common to redact everywhere (an error's `code`), redacted where they are secrets.
  ['card.number', '*.card.number', 'card.cvc', '*.card.cvc', 'body.code', '*.body.code'],
);

/** Query parameters whose values are secrets (reset links, game sessions, signatures). */
const SECRET_QUERY = /^(token|session|sid|code|key|secret|signature|sig|password|hash)$/i;
/** A path segment that is a random token (43 base64url characters for a 256-bit one), not a word or an id. */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{32,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isToken = (segment: string) => TOKEN_SEGMENT.test(segment) && !UUID.test(segment);

/** The URL as logged: secret query values and token-like path segments replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2) as [string, string | undefined];
  const cleanPath = path
    .split('/')
    .map((segment) => (isToken(segment) ? '[redacted]' : segment))
    .join('/');
  if (query === undefined) return cleanPath;
  const params = query.split('&').map((pair) => {
    const at = pair.indexOf('=');
    return at > 0 && SECRET_QUERY.test(pair.slice(0, at)) ? `${pair.slice(0, at)}=[redacted]` : pair;
  });
  return `${cleanPath}?${params.join('&')}`;
}

/** Luhn's check: what tells a card number from any other run of digits. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * 12–19 digits, optionally grouped by spaces or dashes, inside text: not a JSON number (after `":`, like the
 * line's own time) nor part of a decimal (a response time's fraction), so a masked line stays valid JSON.
 */
const PAN = /(?<!\d|\d\.|":)\d(?:[ -]?\d){11,18}(?!\d|\.\d)/g;

/** A log line with every card-number-like run of digits (Luhn-valid) masked to its last four. */
export function maskCardNumbers(line: string): string {
  return line.replace(PAN, (match) => {
    const digits = match.replace(/[ -]/g, '');
    return passesLuhn(digits) ? `[card …${digits.slice(-4)}]` : match;
  });
}

/** A secret query value or a token path segment quoted in free text (Fastify's errors quote the URL). */
const QUOTED_QUERY_SECRET =
  /([?&](?:token|session|sid|code|key|secret|signature|sig|password|hash)=)[^&"\s\\]+/gi;
const QUOTED_TOKEN_SEGMENT = /(?<=\/)[A-Za-z0-9_-]{32,}(?=[/?"\s\\]|$)/g;

/** A written line with card numbers masked and URL secrets quoted in messages redacted. */
export function maskSecrets(line: string): string {
  return maskCardNumbers(line)
    .replace(QUOTED_QUERY_SECRET, '$1[redacted]')
    .replace(QUOTED_TOKEN_SEGMENT, (segment) => (UUID.test(segment) ? segment : '[redacted]'));
}

/**
 * A destination that masks secrets in each line before writing it: card numbers, and tokens in URLs that a
 * message or an error's text quotes, where no key names them.
 */
export function maskingStream(destination: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      destination.write(maskSecrets(chunk.toString()));
      callback();
    },
  });
}

/**
 * The app's logger options: the level, the request's id on every line of it, secrets redacted by key, URLs
 * cleaned of tokens, card numbers masked in the written text (docs/observability.md, "Logs").
 */
export function loggerOptions(options: {
  level: string;
  stream?: NodeJS.WritableStream;
}): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: {
      level: options.level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          route: request.routeOptions?.url,
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
      stream: maskingStream(options.stream),
    },
    genReqId: requestIdOf,
    requestIdHeader: false,
  };
}
