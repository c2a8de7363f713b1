import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BACKOFFICE_BASE,
  BACKOFFICE_SESSION,
  PERMISSION_TEXT,
  permissionsOf,
  roleHas,
  type OperatorRole,
  type Permission,
} from '@casino/contracts';
import {
  API_KEY_PREFIX,
  DomainError,
  findOperatorSession,
  OPERATOR_PASSWORD_CHANGE_REQUIRED_TEXT,
  refused,
  verifyApiKey,
  type Clock,
  type Db,
  type OperatorAccount,
} from '@casino/core';
import { isBackofficePath, isSameOrigin } from './session.ts';

/** Who acts on a back-office or operator endpoint: an operator, or an API key (`id` = `apikey:<keyId>`). */
export interface BackofficeOperator {
  id: string;
  email: string;
  role: OperatorRole;
  /** What this caller may do: the role's permissions, or the API key's scopes. */
  permissions: Permission[];
  via: 'session' | 'apiKey' | 'opsToken';
}

declare module 'fastify' {
  interface FastifyInstance {
    backofficeDeps: { db: Db; clock: Clock };
  }
  interface FastifyRequest {
    /**
     * The operator of a back-office request, set by `requireBackoffice` (or `requireOperator`); read it only
     * in handlers behind one of them.
     */
    operator: BackofficeOperator;
    /** The `bo_sid` session of a `/rest/backoffice/` request, half-open or full; null without one. */
    operatorSession: { sessionId: string; stage: 'password' | 'full'; operator: OperatorAccount } | null;
  }
}

export const BACKOFFICE_PREFIX = `${BACKOFFICE_BASE}/`;
export const OPERATOR_SIGN_IN_TEXT = 'Please sign in to the back-office.';
export const OPERATOR_CSRF_TEXT = 'This request could not be verified. Reload the page and try again.';
/** An API key's refusals (`refused(…, status)`). */
export const API_KEY_REFUSALS = {
  invalid: { code: 'unauthorized', message: 'This API key is not valid, or it was revoked.' },
  notForThisEndpoint: { code: 'forbidden', message: 'API keys cannot call this endpoint.' },
} as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A request to the back-office API: the players' session and CSRF token are never read for these. */
export const isBackofficeRequest = (request: FastifyRequest) =>
  isBackofficePath(request.routeOptions.url ?? request.url.split('?')[0] ?? '');

/** The `ck_…` of an `authorization: Bearer ck_…` header, or null. */
export function bearerApiKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match && match[1]!.startsWith(API_KEY_PREFIX) ? match[1]! : null;
}

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Operator sessions on `/rest/backoffice/`: reads only the `bo_sid` cookie (sliding 30-minute idle and
 * 12-hour absolute expiry, from the server's clock), and checks the `bo_csrf` cookie against the
 * `x-bo-csrf` header on every non-GET request (except for API keys, which a browser never sends by itself).
 * Cookies are HttpOnly (the session), SameSite=Strict, Secure when the site is https, Path=/.
 */
export function registerOperatorSessions(
  app: FastifyInstance,
  opts: { db: Db; clock: Clock; secure: boolean },
) {
  const { db, clock } = opts;
  app.decorate('backofficeDeps', { db, clock });
  app.decorateRequest('operator', null as unknown as BackofficeOperator);
  app.decorateRequest('operatorSession', null);
  const base = { path: '/', sameSite: 'strict' as const, secure: opts.secure };
  const setCsrf = (reply: FastifyReply) =>
    reply.setCookie(BACKOFFICE_SESSION.csrfCookie, randomBytes(24).toString('base64url'), {
      ...base,
      httpOnly: false,
      maxAge: BACKOFFICE_SESSION.absoluteTimeoutSeconds,
    });

  app.decorateReply('startOperatorSession', function (this: FastifyReply, token: string) {
    this.setCookie(BACKOFFICE_SESSION.cookie, token, {
      ...base,
      httpOnly: true,
      maxAge: BACKOFFICE_SESSION.absoluteTimeoutSeconds,
    });
    // A new CSRF token with each new session: one planted before sign-in is worth nothing after.
    setCsrf(this);
  });
  app.decorateReply('endOperatorSession', function (this: FastifyReply) {
    this.clearCookie(BACKOFFICE_SESSION.cookie, { ...base, httpOnly: true });
    setCsrf(this);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!isBackofficeRequest(request)) {
      // The back-office pages: their first load gets the CSRF cookie the sign-in form needs.
      if (request.method === 'GET' && /^\/backoffice(\/|$|\?)/.test(request.url)) {
        if (!request.cookies[BACKOFFICE_SESSION.csrfCookie]) setCsrf(reply);
      }
      return;
    }
    const csrfCookie = request.cookies[BACKOFFICE_SESSION.csrfCookie];
    const withKey = bearerApiKey(request) !== null;
    if (!withKey) {
      const token = request.cookies[BACKOFFICE_SESSION.cookie];
      if (token) {
        request.operatorSession = await findOperatorSession(db, token, clock.now());
        if (!request.operatorSession)
          reply.clearCookie(BACKOFFICE_SESSION.cookie, { ...base, httpOnly: true });
      }
    }
    if (SAFE_METHODS.has(request.method) || withKey) {
      if (!csrfCookie) setCsrf(reply);
      return;
    }
    const header = request.headers[BACKOFFICE_SESSION.csrfHeader];
    if (
      !isSameOrigin(request.headers.origin, request.headers.host) ||
      !csrfCookie ||
      typeof header !== 'string' ||
      !sameToken(header, csrfCookie)
    ) {
      if (!csrfCookie) setCsrf(reply);
      throw new DomainError({ status: 403, code: 'csrf', message: OPERATOR_CSRF_TEXT });
    }
  });
}

declare module 'fastify' {
  interface FastifyReply {
    /** Sets the `bo_sid` cookie (and a new `bo_csrf`). */
    startOperatorSession(token: string): void;
    /** Forgets the `bo_sid` cookie. */
    endOperatorSession(): void;
  }
}

const forbidden = (permission: Permission, who: string) =>
  new DomainError({
    status: 403,
    code: 'forbidden',
    message: `${who} cannot ${PERMISSION_TEXT[permission]} (it needs the "${permission}" permission).`,
  });

/**
 * Authenticates an `authorization: Bearer ck_…` API key and checks `permission` is among its scopes; sets
 * `request.operator` (`apikey:<id>`, the key's name, the least role). 401 for an unknown or revoked key.
 */
export async function authenticateApiKey(
  request: FastifyRequest,
  key: string,
  permission: Permission | null,
) {
  const { db, clock } = request.server.backofficeDeps;
  const row = await verifyApiKey(db, key, clock.now());
  if (!row) throw refused(API_KEY_REFUSALS.invalid, 401);
  const scopes = row.scopes as Permission[];
  if (!permission) throw refused(API_KEY_REFUSALS.notForThisEndpoint, 403);
  if (!scopes.includes(permission)) throw forbidden(permission, `The API key "${row.name}"`);
  request.operator = {
    id: `apikey:${row.id}`,
    email: row.name,
    role: 'viewer',
    permissions: scopes,
    via: 'apiKey',
  };
}

/**
 * The guard of every back-office endpoint (`onRequest: requireBackoffice('players.read')`): 401 without a
 * full operator session (a half-open one waiting for its code does not count) or a valid API key with that
 * scope; 403 while the operator's one-time password is not replaced, or when their role lacks the
 * permission. Sets `request.operator`.
 */
export function requireBackoffice(permission: Permission): BackofficeGuard {
  const guard = async function requireBackofficePermission(request: FastifyRequest) {
    const key = bearerApiKey(request);
    if (key) return authenticateApiKey(request, key, permission);
    const session = request.operatorSession;
    if (!session || session.stage !== 'full')
      throw new DomainError({ status: 401, code: 'unauthorized', message: OPERATOR_SIGN_IN_TEXT });
    const { operator } = session;
    // A one-time password reaches only the session read, sign-out and the password change (not guarded here).
    if (operator.passwordChangeRequired)
      throw new DomainError({
        status: 403,
        code: 'password_change_required',
        message: OPERATOR_PASSWORD_CHANGE_REQUIRED_TEXT,
      });
    if (!roleHas(operator.role, permission)) throw forbidden(permission, `Your role (${operator.role})`);
    request.operator = {
      id: operator.id,
      email: operator.email,
      role: operator.role,
      permissions: permissionsOf(operator.role),
      via: 'session',
    };
  };
  // The permission matrix test reads which permission each route needs from its guard.
  return Object.assign(guard, { permission });
}

/** A `requireBackoffice` hook, carrying the permission it checks. */
export type BackofficeGuard = ((request: FastifyRequest) => Promise<void>) & { permission: Permission };

/** The permission a route's `onRequest` hooks require through `requireBackoffice`, or null. */
export function backofficePermissionOf(onRequest: unknown): Permission | null {
  const hooks = [onRequest].flat() as Array<Partial<BackofficeGuard> | undefined>;
  return hooks.find((hook) => typeof hook?.permission === 'string')?.permission ?? null;
}
