import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BACKOFFICE_BASE, SIGNED_OUT_COOKIE } from '@casino/contracts';
import {
  createSession,
  DomainError,
  endSession,
  findSession,
  SESSION_TTL_MS,
  type Clock,
  type Database,
  type SessionCache,
} from '@casino/core';

export const SESSION_COOKIE = 'sid';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_FAILED_TEXT = 'This request could not be verified. Please reload the page and try again.';

declare module 'fastify' {
  interface FastifyRequest {
    sessionId: string | null;
  }
  interface FastifyReply {
    /** Signs the player in on a fresh session id (the old one, if any, ends). */
    startSession(playerId: string): Promise<void>;
    /** Ends the current session and forgets the cookie. */
    endSession(): Promise<void>;
  }
  interface FastifyContextConfig {
    /** Off for callers that authenticate otherwise (signed provider callbacks). */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `/rest/backoffice` and everything under it. */
export const isBackofficePath = (path: string) =>
  path === BACKOFFICE_BASE || path.startsWith(`${BACKOFFICE_BASE}/`);

/**
 * No Origin header is a same-origin navigation or a non-browser client; `null` (sandboxed frames, privacy
 * redirects) or anything that is not a URL cannot be proven ours, so it counts as cross-origin.
 */
export function isSameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  if (!URL.canParse(origin)) return false;
  return new URL(origin).host === host;
}

/**
 * Sessions live in the database; the cookie holds a random token. State-changing requests carry the
 * CSRF token (a signed double-submit value bound to the session) in a header, and must come from our origin.
 */
export function registerSessions(
  app: FastifyInstance,
  opts: {
    database: Database;
    clock: Clock;
    secret: string;
    secure: boolean;
    idleMs?: number;
    cache?: SessionCache;
  },
) {
  const { db } = opts.database;
  const sign = (nonce: string, binding: string) =>
    createHmac('sha256', opts.secret).update(`csrf.${nonce}.${binding}`).digest('base64url');
  const csrfFor = (binding: string) => {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${sign(nonce, binding)}`;
  };
  const csrfValid = (token: string | undefined, binding: string) => {
    const [nonce, mac] = (token ?? '').split('.');
    if (!nonce || !mac) return false;
    const expected = Buffer.from(sign(nonce, binding));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  const cookieBase = { path: '/', sameSite: 'lax' as const, secure: opts.secure };
  const signedOutCookie = { ...cookieBase, httpOnly: false, maxAge: 10 * 60 };
  const setCsrfCookie = (reply: FastifyReply, binding: string) =>
    reply.setCookie(CSRF_COOKIE, csrfFor(binding), {
      ...cookieBase,
      httpOnly: false,
      maxAge: SESSION_TTL_MS / 1000,
    });

  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/assets/')) return;
    // The back-office has its own session and CSRF cookies (plugins/operator-session.ts): a player's are
    // never read there, so no player session can reach an operator endpoint.
    if (isBackofficePath(request.routeOptions.url ?? request.url.split('?')[0] ?? '')) return;
    // Nor do the back-office's pages (apps/web/app/routes/backoffice/) read or set them; they write only
    // through /rest/backoffice/, so a POST to a page keeps the site's CSRF check.
    if (SAFE_METHODS.has(request.method) && /^\/backoffice(?:[/?.]|$)/.test(request.url)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const found = await findSession(db, token, opts.clock.now(), {
        idleMs: opts.idleMs,
        cache: opts.cache,
      });
      const live = found && 'sessionId' in found ? found : null;
      request.playerId = live?.playerId ?? null;
      request.sessionId = live?.sessionId ?? null;
      if (!live) reply.clearCookie(SESSION_COOKIE, cookieBase);
      // The page that renders (or the next API answer) tells the player why they were signed out.
      if (found && 'idle' in found) reply.setCookie(SIGNED_OUT_COOKIE, 'idle', signedOutCookie);
    }
    const binding = request.sessionId ?? 'guest';
    const cookieToken = request.cookies[CSRF_COOKIE];
    const cookieOk = csrfValid(cookieToken, binding);
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === false) {
      if (!cookieOk) setCsrfCookie(reply, binding);
      return;
    }
    const sameOrigin = isSameOrigin(request.headers.origin, request.headers.host);
    const header = request.headers[CSRF_HEADER];
    if (!sameOrigin || !cookieOk || typeof header !== 'string' || header !== cookieToken) {
      if (!cookieOk) setCsrfCookie(reply, binding);
      throw new DomainError({ status: 403, code: 'csrf', message: CSRF_FAILED_TEXT });
    }
  });

  app.decorateReply('startSession', async function (this: FastifyReply, playerId: string) {
    const request = this.request as FastifyRequest;
    if (request.sessionId) await endSession(db, request.sessionId, 'rotated');
    const session = await createSession(db, playerId, opts.clock.now(), {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    request.sessionId = session.sessionId;
    request.playerId = playerId;
    this.setCookie(SESSION_COOKIE, session.token, {
      ...cookieBase,
      httpOnly: true,
      expires: session.expiresAt,
    });
    setCsrfCookie(this, session.sessionId);
  });

  app.decorateReply('endSession', async function (this: FastifyReply) {
    const request = this.request as FastifyRequest;
    if (request.sessionId) await endSession(db, request.sessionId);
    request.sessionId = null;
    request.playerId = null;
    this.clearCookie(SESSION_COOKIE, cookieBase);
    setCsrfCookie(this, 'guest');
  });
}
