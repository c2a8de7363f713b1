import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BACKOFFICE_AUTH_PATHS, BACKOFFICE_SESSION } from '@casino/contracts';
import { createManualClock, tables, totpCodeAt } from '@casino/core';
import { createOperator, databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../../testing/test-app.ts';
import { keepCookies, operatorHeaders, signInOperator } from '../../../testing/operators.ts';
import { signedInPlayer } from '../../../testing/signed-in-player.ts';

const { signIn, totp, me, signOut } = BACKOFFICE_AUTH_PATHS;
const OPERATORS = '/rest/backoffice/operators/';

describe.each(databaseKinds())('back-office sign-in on %s', (kind) => {
  const clock = createManualClock('2026-03-02T09:00:00.000Z');
  const t = setupTestApp(kind, {}, { clock });
  const db = () => t.database.db;

  /** A browser of the back-office: a cookie jar, each request from the same address. */
  function browser(remoteAddress = `10.1.${randomInt(250)}.${randomInt(1, 250)}`) {
    const jar = new Map<string, string>();
    const send = async (method: 'GET' | 'POST', url: string, payload?: unknown, headers = {}) =>
      keepCookies(
        jar,
        await t.app.inject({
          method,
          url,
          payload: payload as object,
          headers: { ...operatorHeaders(jar), ...headers },
          remoteAddress,
        }),
      );
    return { jar, get: (url: string) => send('GET', url), post: send };
  }

  async function passwordStep(b: ReturnType<typeof browser>, email: string, password: string) {
    if (!b.jar.has(BACKOFFICE_SESSION.csrfCookie)) await b.get(me);
    return b.post('POST', signIn, { email, password });
  }

  const signInsOf = (email: string) =>
    db().select().from(tables.operatorSignIns).where(eq(tables.operatorSignIns.email, email));

  it('sets up two-factor sign-in with a QR code, then signs in with a code or a recovery code', async () => {
    const { operator, email, password } = await createOperator(db(), { role: 'admin' });
    const b = browser();
    expect((await b.get(me)).statusCode).toBe(401);
    expect(b.jar.has(BACKOFFICE_SESSION.csrfCookie)).toBe(true);

    const first = await passwordStep(b, email.toUpperCase(), password);
    expect(first.statusCode, first.body).toBe(200);
    const setup = first.json().data;
    expect(setup.step).toBe('totpSetup');
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Casino%20back-office:/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const sidCookie = first.cookies.find((c) => c.name === BACKOFFICE_SESSION.cookie)!;
    expect(sidCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });

    // Half-open: nothing but the code step answers it.
    expect((await b.get(me)).statusCode).toBe(401);
    expect((await b.get(OPERATORS)).statusCode).toBe(401);
    expect((await b.post('POST', OPERATORS, { email: 'x@example.test', role: 'viewer' })).statusCode).toBe(
      401,
    );

    const wrong = await b.post('POST', totp, { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/code is not right/);

    const halfOpenSid = b.jar.get(BACKOFFICE_SESSION.cookie);
    const code = await totpCodeAt(setup.secret, clock.now());
    const done = await b.post('POST', totp, { code });
    expect(done.statusCode, done.body).toBe(200);
    const { operator: signedIn, recoveryCodes } = done.json().data;
    expect(signedIn).toMatchObject({ id: operator.id, email, role: 'admin' });
    expect(signedIn.permissions).toContain('operators.manage');
    expect(recoveryCodes).toHaveLength(BACKOFFICE_SESSION.recoveryCodeCount);
    expect(new Set(recoveryCodes).size).toBe(BACKOFFICE_SESSION.recoveryCodeCount);
    // The half-open token does not become the full one: a new one replaces it.
    expect(b.jar.get(BACKOFFICE_SESSION.cookie)).not.toBe(halfOpenSid);
    expect((await b.get(me)).json().data.operator.email).toBe(email);
    expect((await b.get(OPERATORS)).statusCode).toBe(200);

    // Signing out ends the session.
    expect((await b.post('POST', signOut)).statusCode).toBe(200);
    expect((await b.get(me)).statusCode).toBe(401);

    // Again: the same code (still in its window) is refused; the next step's code signs in.
    const again = await passwordStep(b, email, password);
    expect(again.json().data).toEqual({ step: 'totp' });
    expect((await b.post('POST', totp, { code })).statusCode).toBe(401);
    clock.advance(30_000);
    const next = await b.post('POST', totp, { code: await totpCodeAt(setup.secret, clock.now()) });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().data.recoveryCodes).toBeUndefined();

    // A recovery code signs in once.
    await b.post('POST', signOut);
    await passwordStep(b, email, password);
    const recovered = await b.post('POST', totp, { code: ` ${recoveryCodes[3].toUpperCase()} ` });
    expect(recovered.statusCode, recovered.body).toBe(200);
    await b.post('POST', signOut);
    await passwordStep(b, email, password);
    expect((await b.post('POST', totp, { code: recoveryCodes[3] })).statusCode).toBe(401);

    const [row] = await db().select().from(tables.operators).where(eq(tables.operators.id, operator.id));
    expect(row!.recoveryCodeHashes).toHaveLength(BACKOFFICE_SESSION.recoveryCodeCount - 1);
    // Every attempt is recorded; every full sign-in is audited.
    const attempts = await signInsOf(email);
    expect(attempts.filter((a) => a.success).map((a) => a.reason)).toEqual(
      expect.arrayContaining(['password', 'totpSetup', 'totp', 'recoveryCode']),
    );
    expect(attempts.filter((a) => !a.success).map((a) => a.reason)).toEqual([
      'wrongCode',
      'wrongCode',
      'wrongCode',
    ]);
    const audited = await db()
      .select()
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.action, 'auth.signIn'), eq(tables.auditLog.operatorId, operator.id)));
    expect(audited.map((a) => (a.after as { method: string }).method)).toEqual([
      'totpSetup',
      'totp',
      'recoveryCode',
    ]);
  });

  it('refuses a wrong password with a message, counts it, and locks after five until a time it says', async () => {
    const { email, password } = await createOperator(db(), { role: 'viewer' });
    const b = browser();
    for (let i = 1; i < BACKOFFICE_SESSION.maxFailures; i++) {
      const wrong = await passwordStep(b, email, 'not-the-password-1');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('Wrong email or password. Please check them and try again.');
    }
    const [counted] = await db().select().from(tables.operators).where(eq(tables.operators.email, email));
    expect(counted!.failedAttempts).toBe(BACKOFFICE_SESSION.maxFailures - 1);
    const locking = await passwordStep(b, email, 'not-the-password-1');
    expect(locking.statusCode).toBe(423);
    const until = new Date(clock.now().getTime() + BACKOFFICE_SESSION.lockoutSeconds * 1000);
    expect(locking.json().message).toContain(
      `locked until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    );
    // Locked: even the right password is refused, and says the same.
    const right = await passwordStep(b, email, password);
    expect(right.statusCode).toBe(423);
    expect(right.json().message).toMatch(/locked until/);

    clock.advance(BACKOFFICE_SESSION.lockoutSeconds * 1000 + 1000);
    const after = await passwordStep(b, email, password);
    expect(after.statusCode, after.body).toBe(200);
    const reasons = (await signInsOf(email)).map((a) => a.reason);
    expect(reasons.filter((r) => r === 'wrongPassword')).toHaveLength(BACKOFFICE_SESSION.maxFailures - 1);
    expect(reasons).toContain('wrongPassword+locked');
    expect(reasons).toContain('locked');

    // Wrong codes count too: the password alone does not reset the count.
    const setup = after.json().data;
    for (let i = 1; i < BACKOFFICE_SESSION.maxFailures; i++)
      expect((await b.post('POST', totp, { code: '123456' })).statusCode).toBe(401);
    await passwordStep(b, email, password);
    expect((await b.post('POST', totp, { code: '654321' })).statusCode).toBe(423);
    expect(
      (await b.post('POST', totp, { code: await totpCodeAt(setup.secret, clock.now()) })).statusCode,
    ).toBe(423);
  });

  it('an unknown email gets the same answer as a wrong password, and is recorded', async () => {
    const b = browser();
    const email = 'nobody-here@example.test';
    const response = await passwordStep(b, email, 'whatever-password');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Wrong email or password. Please check them and try again.');
    expect((await signInsOf(email)).map((a) => [a.success, a.reason])).toEqual([[false, 'unknownEmail']]);
  });

  it('ends a session after 30 idle minutes, slides with use, and ends any after 12 hours', async () => {
    const { headers } = await signInOperator(t.app, { role: 'viewer' });
    const meOk = async () => (await t.app.inject({ url: me, headers })).statusCode;
    clock.advance(29 * 60_000);
    expect(await meOk()).toBe(200);
    clock.advance(29 * 60_000);
    expect(await meOk()).toBe(200);
    clock.advance(31 * 60_000);
    expect(await meOk()).toBe(401);
    // Once ended it stays ended.
    expect(await meOk()).toBe(401);

    const busy = await signInOperator(t.app, { role: 'viewer' });
    let elapsed = 0;
    while (elapsed < 12 * 3600_000 - 25 * 60_000) {
      clock.advance(25 * 60_000);
      elapsed += 25 * 60_000;
      expect((await t.app.inject({ url: me, headers: busy.headers })).statusCode).toBe(200);
    }
    clock.advance(26 * 60_000);
    expect((await t.app.inject({ url: me, headers: busy.headers })).statusCode).toBe(401);
  });

  it('never lets a player session reach the back-office, nor an operator session the site', async () => {
    const player = await signedInPlayer(t);
    expect((await player.agent.get('/rest/app/init/')).json().isGuest).toBe(false);
    expect((await player.agent.get(me)).statusCode).toBe(401);
    expect((await player.agent.get(OPERATORS)).statusCode).toBe(401);
    // The player's CSRF token is not the back-office's either.
    expect((await player.agent.post(signOut, {})).statusCode).toBe(403);

    const { headers } = await signInOperator(t.app, { role: 'admin' });
    expect((await t.app.inject({ url: me, headers })).statusCode).toBe(200);
    const init = await t.app.inject({ url: '/rest/app/init/', headers });
    expect(init.json().isGuest).toBe(true);
    expect((await t.app.inject({ url: '/rest/player/profile/', headers })).statusCode).toBe(401);
    // Even under the player's cookie name, an operator token is no player session.
    const token = headers.cookie!.match(/bo_sid=([^;]+)/)![1]!;
    const asSid = await t.app.inject({ url: '/rest/app/init/', headers: { cookie: `sid=${token}` } });
    expect(asSid.json().isGuest).toBe(true);
    expect((await t.app.inject({ url: me, headers: { cookie: `sid=${token}` } })).statusCode).toBe(401);
  });

  it('refuses back-office writes without the CSRF header, or with another value (403)', async () => {
    const { headers } = await signInOperator(t.app, { role: 'admin' });
    const { 'x-bo-csrf': _csrf, ...withoutHeader } = headers;
    const body = { email: 'csrf-new@example.test', role: 'viewer' };
    const missing = await t.app.inject({
      method: 'POST',
      url: OPERATORS,
      headers: withoutHeader,
      payload: body,
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toMatch(/could not be verified/);
    const other = await t.app.inject({
      method: 'POST',
      url: OPERATORS,
      headers: { ...headers, 'x-bo-csrf': 'another-value' },
      payload: body,
    });
    expect(other.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: OPERATORS,
      headers: { ...headers, origin: 'https://evil.example' },
      payload: body,
    });
    expect(crossSite.statusCode).toBe(403);
    // The sign-in form needs it as well (no signing a victim into an attacker's account).
    const b = browser();
    const { email, password } = await createOperator(db(), { role: 'viewer' });
    const noCsrf = await b.post('POST', signIn, { email, password });
    expect(noCsrf.statusCode).toBe(403);
    expect(
      await db().select().from(tables.operators).where(eq(tables.operators.email, 'csrf-new@example.test')),
    ).toHaveLength(0);
    const ok = await t.app.inject({ method: 'POST', url: OPERATORS, headers, payload: body });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses bad input with a 4xx and a message', async () => {
    const b = browser();
    await b.get(me);
    for (const body of [
      {},
      { email: 'not-an-email', password: 'x' },
      { email: 'a@example.test', password: '' },
    ]) {
      const response = await b.post('POST', signIn, body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toBeTruthy();
    }
    const noSession = await b.post('POST', totp, { code: '123456' });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json().message).toMatch(/sign-in expired/);
    const { email, password } = await createOperator(db(), { role: 'viewer' });
    await passwordStep(b, email, password);
    for (const body of [{}, { code: '12' }, { code: 'x'.repeat(40) }]) {
      const response = await b.post('POST', totp, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });
});
