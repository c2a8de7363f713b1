import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  BACKOFFICE_AUTH_PATHS,
  BACKOFFICE_SESSION,
  BackofficeSignInResponseSchema,
  BackofficeTotpResponseSchema,
  type OperatorRole,
} from '@casino/contracts';
import { tables, totpCodeAt, type Db } from '@casino/core';
import { createOperator } from '@casino/core/testing';
import type { App } from '../app.ts';

/** The cookies a response sets, folded into `jar` (a cleared cookie is dropped). */
export function keepCookies(jar: Map<string, string>, response: LightMyRequestResponse) {
  for (const cookie of response.cookies) {
    if (cookie.value === '' || cookie.maxAge === 0) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return response;
}

/** The headers of a browser holding `jar`: its cookies and the back-office CSRF header. */
export const operatorHeaders = (jar: Map<string, string>): Record<string, string> => ({
  cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
  ...(jar.has(BACKOFFICE_SESSION.csrfCookie)
    ? { [BACKOFFICE_SESSION.csrfHeader]: jar.get(BACKOFFICE_SESSION.csrfCookie)! }
    : {}),
});

/**
 * Tests only: a new operator with `role`, signed in through the real endpoints (password, then TOTP set-up
 * with a code computed from the QR secret at the app's clock). `headers` (cookie + x-bo-csrf) spread into
 * `app.inject({ headers })`. Each sign-in comes from its own address, so suites signing in many operators
 * stay under the sign-in rate limits.
 */
export async function signInOperator(app: App, options: { role: OperatorRole; email?: string }) {
  const created = await createOperator(app.services.db, {
    role: options.role,
    ...(options.email ? { email: options.email } : {}),
  });
  return signInOperatorAs(app, created);
}

/** Tests only: the first sign-in (password, then TOTP set-up) of an existing operator. */
export async function signInOperatorAs(app: App, created: { email: string; password: string }) {
  const jar = new Map<string, string>();
  const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  keepCookies(jar, await app.inject({ method: 'GET', url: BACKOFFICE_AUTH_PATHS.me, remoteAddress }));
  const post = async (url: string, payload: object) =>
    keepCookies(
      jar,
      await app.inject({ method: 'POST', url, headers: operatorHeaders(jar), payload, remoteAddress }),
    );
  const signIn = await post(BACKOFFICE_AUTH_PATHS.signIn, {
    email: created.email,
    password: created.password,
  });
  if (signIn.statusCode !== 200)
    throw new Error(`operator sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const step = BackofficeSignInResponseSchema.parse(signIn.json()).data;
  if (step.step !== 'totpSetup')
    throw new Error('a new operator should be asked to set up two-factor sign-in');
  const totp = await post(BACKOFFICE_AUTH_PATHS.totp, {
    code: await totpCodeAt(step.secret, app.services.clock.now()),
  });
  if (totp.statusCode !== 200) throw new Error(`operator TOTP failed: ${totp.statusCode} ${totp.body}`);
  const { operator, recoveryCodes } = BackofficeTotpResponseSchema.parse(totp.json()).data;
  return {
    operator: { ...operator, password: created.password },
    headers: operatorHeaders(jar),
    /** The TOTP secret and the recovery codes, for tests of the sign-in itself. */
    secret: step.secret,
    recoveryCodes: recoveryCodes ?? [],
  };
}

/** Tests only: the audit log's entries of `action` (on `targetId` when given). */
export const auditEntries = (db: Db, action: string, targetId?: string) =>
  db
    .select()
    .from(tables.auditLog)
    .where(
      targetId === undefined
        ? eq(tables.auditLog.action, action)
        : and(eq(tables.auditLog.action, action), eq(tables.auditLog.targetId, targetId)),
    );

/** Tests only: each `[payload, status, text]` POSTed to `url` is refused with that status, its message holding `text`. */
export async function expectPostsRefused(
  app: App,
  url: string,
  headers: Record<string, string>,
  cases: Array<[object, number, string]>,
) {
  for (const [payload, status, text] of cases) {
    const response = await app.inject({ method: 'POST', url, headers, payload });
    expect(response.statusCode, JSON.stringify(payload)).toBe(status);
    expect(response.json().message).toContain(text);
  }
}
