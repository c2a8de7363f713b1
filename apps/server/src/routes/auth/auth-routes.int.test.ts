import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PASSWORD_TEXTS } from '@casino/contracts';
import {
  CHALLENGE_REQUIRED_TEXT,
  EXISTING_EMAIL_ANSWERS_BEFORE_CHALLENGE,
  FAILURES_BEFORE_CHALLENGE,
  solveChallenge,
  tables,
} from '@casino/core';
import { createPlayer, databaseKinds, TEST_PASSWORD, uniqueEmail } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { createAgent, signedInAgent } from '../../testing/agent.ts';
import { visitor } from '../../testing/password.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';
import { PERMISSIONS_POLICY } from '../../plugins/security.ts';
import { LOGOUT_CROSS_SITE_TEXT } from './auth-routes.ts';

describe.each(databaseKinds())('accounts on %s', (kind) => {
  const t = setupTestApp(kind);
  const countPlayers = async (email: string) =>
    (await t.database.db.select().from(tables.players).where(eq(tables.players.email, email))).length;

  describe('sign-up', () => {
    it('creates the account, signs the player in, and app init answers their data', async () => {
      const agent = createAgent(t.app, { host: 'tao.test' });
      const email = uniqueEmail();
      const response = await agent.post('/rest/registration/', {
        email: email.toUpperCase(),
        password: TEST_PASSWORD,
        agreeTerms: true,
        registration_source: 'header',
      });
      expect(response.statusCode).toBe(200);
      const sid = response.cookies.find((c) => c.name === 'sid');
      expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(Buffer.from(sid!.value, 'base64url').length).toBeGreaterThanOrEqual(16);
      const init = (await agent.get('/rest/app/init/')).json();
      expect(init).toMatchObject({
        isGuest: false,
        email,
        appName: 'TaoFortune',
        hasAutoPassword: false,
        emailConfirmed: false,
      });
      expect(init.login).toMatch(/^player\d+$/);
      const [row] = await t.database.db.select().from(tables.players).where(eq(tables.players.email, email));
      expect(row).toMatchObject({ brand: 'tao', registrationSource: 'header' });
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it.each([
      [{ email: 'not-an-email', password: TEST_PASSWORD, agreeTerms: true }, 'valid email'],
      [{ email: uniqueEmail(), password: '', agreeTerms: true }, PASSWORD_TEXTS.required],
      [{ email: uniqueEmail(), password: 'abc12', agreeTerms: true }, PASSWORD_TEXTS.tooShort],
      [{ email: uniqueEmail(), password: TEST_PASSWORD, agreeTerms: false }, 'accept the terms'],
      [{ email: uniqueEmail(), password: 'password123', agreeTerms: true }, 'too common'],
      [{ email: uniqueEmail() }, PASSWORD_TEXTS.required],
    ])('refuses bad input with a 4xx and a message, creating nothing (%#)', async (body, text) => {
      const agent = createAgent(t.app);
      const response = await agent.post('/rest/registration/', body);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message + JSON.stringify(response.json().errors ?? {})).toContain(text);
      if (typeof body.email === 'string' && body.email.includes('@'))
        expect(await countPlayers(body.email)).toBe(0);
      expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    });

    it('refuses an email that already has an account with 409', async () => {
      const { email } = await createPlayer(t.database.db);
      const response = await createAgent(t.app).post('/rest/registration/', {
        email,
        password: TEST_PASSWORD,
        agreeTerms: true,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: expect.stringContaining('already exists'),
        errors: { email: [expect.any(String)] },
      });
      expect(await countPlayers(email)).toBe(1);
    });

    // Sign-up must say an email is taken; repeated probing from one address then costs a challenge each.
    it('asks for a challenge after a few "already exists" answers from one address', async () => {
      const prober = visitor(t.app);
      const taken = async (challenge?: string) => {
        const { email } = await createPlayer(t.database.db);
        return prober.post('/rest/registration/', {
          email,
          password: TEST_PASSWORD,
          agreeTerms: true,
          challenge,
        });
      };
      for (let i = 0; i < EXISTING_EMAIL_ANSWERS_BEFORE_CHALLENGE; i++)
        expect((await taken()).statusCode).toBe(409);
      const refused = await taken();
      expect(refused.statusCode).toBe(428);
      expect(refused.json().code).toBe('challenge_required');
      const solution = solveChallenge((await prober.get('/rest/challenge/')).json());
      expect((await taken(solution)).statusCode).toBe(409);
      // Someone else at another address signs up as usual.
      const fresh = await visitor(t.app).post('/rest/registration/', {
        email: uniqueEmail(),
        password: TEST_PASSWORD,
        agreeTerms: true,
      });
      expect(fresh.statusCode).toBe(200);
    });

    it('one-click sign-up creates an account with a generated password', async () => {
      const agent = createAgent(t.app);
      const response = await agent.post('/rest/registration/one-click/', { agreeTerms: true });
      expect(response.statusCode).toBe(200);
      const { login, password } = response.json();
      expect(password).toHaveLength(14);
      const init = (await agent.get('/rest/app/init/')).json();
      expect(init).toMatchObject({ isGuest: false, login, hasAutoPassword: true, email: null });
    });
  });

  describe('sign-in and sign-out', () => {
    it('signs in with a new session id each time and reports the previous sign-in time', async () => {
      const { email, password } = await createPlayer(t.database.db);
      const first = createAgent(t.app);
      const one = await first.post('/rest/login/', { email, password });
      expect(one.statusCode).toBe(200);
      const second = createAgent(t.app);
      const two = await second.post('/rest/login/', { email: email.toUpperCase(), password });
      expect(two.json().previousLoginAt).toEqual(expect.any(String));
      expect(first.jar.get('sid')).not.toBe(second.jar.get('sid'));
    });

    it('answers a wrong password and an unknown email with the same message', async () => {
      const { email } = await createPlayer(t.database.db);
      const wrong = await createAgent(t.app).post('/rest/login/', { email, password: 'not-the-password' });
      const unknown = await createAgent(t.app).post('/rest/login/', {
        email: uniqueEmail(),
        password: 'whatever1',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json().message).toBe(unknown.json().message);
    });

    // Five wrong passwords used to lock the account for 15 minutes, even against the right password.
    it('never locks the owner out: after failures the right password with a solved challenge signs in', async () => {
      const { email, password } = await createPlayer(t.database.db);
      const attacker = visitor(t.app);
      for (let i = 0; i < FAILURES_BEFORE_CHALLENGE; i++)
        expect((await attacker.post('/rest/login/', { email, password: `wrong-${i}-x` })).statusCode).toBe(
          401,
        );
      for (let i = 0; i < 3; i++) {
        const more = await attacker.post('/rest/login/', { email, password: `wrong-more-${i}` });
        expect(more.statusCode).toBe(428);
        expect(more.json()).toMatchObject({ code: 'challenge_required', message: CHALLENGE_REQUIRED_TEXT });
      }

      // A solution buys one attempt: a script cannot reuse one for many guesses.
      const bought = solveChallenge((await attacker.get('/rest/challenge/')).json());
      const guess = { email, password: 'wrong-again', challenge: bought };
      expect((await attacker.post('/rest/login/', guess)).statusCode).toBe(401);
      expect((await attacker.post('/rest/login/', guess)).statusCode).toBe(428);

      const owner = visitor(t.app, { host: 'tao.test' });
      const bare = await owner.post('/rest/login/', { email, password });
      expect(bare.statusCode).toBe(428);
      expect(bare.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      const challenge = await owner.get('/rest/challenge/');
      expect(challenge.headers['cache-control']).toBe('private, no-store');
      const right = await owner.post('/rest/login/', {
        email,
        password,
        challenge: solveChallenge(challenge.json()),
      });
      expect(right.statusCode).toBe(200);
      expect(right.cookies.find((c) => c.name === 'sid')).toBeDefined();
    });

    it('asks the same of unknown emails, so the challenge reveals no account', async () => {
      const agent = visitor(t.app);
      const email = uniqueEmail('nobody');
      const statuses = [];
      for (let i = 0; i <= FAILURES_BEFORE_CHALLENGE; i++)
        statuses.push((await agent.post('/rest/login/', { email, password: `wrong-${i}-x` })).statusCode);
      expect(statuses).toEqual([...Array<number>(FAILURES_BEFORE_CHALLENGE).fill(401), 428]);
      const solution = solveChallenge((await agent.get('/rest/challenge/')).json());
      const solved = await agent.post('/rest/login/', { email, password: 'wrong-last', challenge: solution });
      expect(solved.statusCode).toBe(401);
    });

    it('refuses a forged or expired-looking solution', async () => {
      const { email } = await createPlayer(t.database.db);
      const agent = visitor(t.app);
      for (let i = 0; i < FAILURES_BEFORE_CHALLENGE; i++)
        await agent.post('/rest/login/', { email, password: `w-${i}-xx` });
      const issued = (await agent.get('/rest/challenge/')).json();
      const forged = Buffer.from(
        JSON.stringify({ ...issued, number: 0, signature: 'f'.repeat(64) }),
      ).toString('base64');
      for (const challenge of [forged, 'not base64 json', ''])
        expect(
          (await agent.post('/rest/login/', { email, password: 'w-x-xxxx', challenge })).statusCode,
        ).toBe(428);
    });

    it('logout ends the session on the server: the old cookie no longer works', async () => {
      const { email, password } = await createPlayer(t.database.db);
      const agent = await signedInAgent(t.app, { email, password });
      const stolen = agent.jar.get('sid')!;
      expect((await agent.get('/rest/logout/')).json()).toEqual({ success: true });
      expect((await agent.get('/rest/app/init/')).json().isGuest).toBe(true);
      const replay = await t.app.inject({ url: '/rest/app/init/', headers: { cookie: `sid=${stolen}` } });
      expect(replay.json().isGuest).toBe(true);
    });

    it('refuses a logout another site starts (link, image), keeping the session', async () => {
      const { email, password } = await createPlayer(t.database.db);
      const agent = await signedInAgent(t.app, { email, password });
      const crossSite = await agent.get('/rest/logout/', { headers: { 'sec-fetch-site': 'cross-site' } });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json()).toMatchObject({ code: 'cross_site', message: LOGOUT_CROSS_SITE_TEXT });
      expect((await agent.get('/rest/app/init/')).json().isGuest).toBe(false);
      const sameOrigin = await agent.get('/rest/logout/', { headers: { 'sec-fetch-site': 'same-origin' } });
      expect(sameOrigin.statusCode).toBe(200);
      expect((await agent.get('/rest/app/init/')).json().isGuest).toBe(true);
    });
  });

  describe('security headers', () => {
    it('turns off browser features no page uses, on every answer, and keeps the location check working', async () => {
      for (const url of ['/healthz', '/rest/app/init/']) {
        const policy = (await t.app.inject({ url })).headers['permissions-policy'];
        expect(policy).toBe(PERMISSIONS_POLICY);
      }
      expect(PERMISSIONS_POLICY).toMatch(/camera=\(\).*microphone=\(\)/);
      // The sweepstakes region check asks the browser for the position on our own pages.
      expect(PERMISSIONS_POLICY).toContain('geolocation=(self)');
    });
  });

  describe('CSRF', () => {
    it('refuses a state-changing request without the token, or from another origin', async () => {
      const { email, password } = await createPlayer(t.database.db);
      const noToken = await createAgent(t.app).post('/rest/login/', { email, password }, { csrf: false });
      expect(noToken.statusCode).toBe(403);
      expect(noToken.json().message).toContain('could not be verified');
      const agent = createAgent(t.app);
      const foreign = await agent.post(
        '/rest/login/',
        { email, password },
        { headers: { origin: 'https://evil.example' } },
      );
      expect(foreign.statusCode).toBe(403);
    });

    it('refuses a guest token after sign-in: the token is bound to the session', async () => {
      const { email, password } = await createPlayer(t.database.db);
      const agent = createAgent(t.app);
      await agent.get('/rest/app/init/');
      const guestToken = agent.jar.get('csrf_token')!;
      await agent.post('/rest/login/', { email, password });
      expect(agent.jar.get('csrf_token')).not.toBe(guestToken);
      const replay = await agent.request({
        method: 'POST',
        url: '/rest/logout/',
        csrf: false,
        headers: {
          'x-csrf-token': guestToken,
          cookie: `sid=${agent.jar.get('sid')}; csrf_token=${guestToken}`,
        },
      });
      expect(replay.statusCode).toBe(403);
    });
  });

  describe('rate limits', () => {
    it('answers 429 with a message after too many sign-in attempts from one address', async () => {
      const agent = createAgent(t.app);
      let last = await agent.post(
        '/rest/login/',
        { email: uniqueEmail(), password: 'whatever1' },
        { remoteAddress: '10.9.9.9' },
      );
      for (let i = 0; i < 25 && last.statusCode !== 429; i++)
        last = await agent.post(
          '/rest/login/',
          { email: uniqueEmail(), password: 'whatever1' },
          { remoteAddress: '10.9.9.9' },
        );
      expect(last.statusCode).toBe(429);
      expect(last.json()).toMatchObject({
        success: false,
        message: expect.stringContaining('Too many attempts'),
      });
    });
  });

  it('answers the sign-up flow for registration and traffic sources', async () => {
    const response = await createAgent(t.app).post('/rest/otp/get-flow/', {
      registration_source: 'popup',
      traffic_source: 'ads',
    });
    expect(response.json()).toMatchObject({ success: true, flow: { type: 'email' } });
    const bad = await createAgent(t.app).post('/rest/otp/get-flow/', {
      registration_source: 'x'.repeat(100),
    });
    expect(bad.statusCode).toBe(400);
  });

  it("answers a player's own flow: one click without contacts, then the phone owing its code", async () => {
    const { agent, player } = await signedInPlayer(t, { oneClick: true });
    const flowOf = async () => (await agent.post('/rest/otp/get-flow/', {})).json().flow;
    expect(await flowOf()).toEqual({ type: 'one-click', otpRequired: false, channels: [] });
    await t.database.db
      .update(tables.players)
      .set({ phone: '+15555550123', primaryContact: 'phone' })
      .where(eq(tables.players.id, player.id));
    expect(await flowOf()).toEqual({ type: 'email', otpRequired: true, channels: ['sms'] });
  });
});
