import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PASSWORD_TEXTS, PHONE_TEXTS } from '@casino/contracts';
import { hashToken, registerPlayer, tables, verifyPassword } from '@casino/core';
import { createPlayer, databaseKinds, TEST_PASSWORD, uniqueEmail } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import {
  codeOf,
  expect4xx,
  expireTokens,
  lastMessageTo,
  messagesTo,
  playerRow,
  signedInVisitor,
  tokenOf,
  visitor,
} from '../../testing/password.ts';

const NEW_PASSWORD = 'amber-lantern-77';

describe.each(databaseKinds())('passwords on %s', (kind) => {
  const t = setupTestApp(kind);
  const db = () => t.database.db;
  const isGuest = async (v: { get(url: string): Promise<{ json(): { isGuest: boolean } }> }) =>
    (await v.get('/rest/app/init/')).json().isGuest;

  it('refuses the common passwords of the shipped list on sign-up, change and reset, on the field, in es (issue #28)', async () => {
    const { email, password } = await createPlayer(db());
    const signedIn = await signedInVisitor(t.app, { email, password });
    const guest = visitor(t.app);
    await guest.post('/rest/password/request-restore/', { email });
    const token = tokenOf((await lastMessageTo(t.database, email))!.link, 'change-password');
    for (const weak of ['aaaaaa', 'sunflower']) {
      for (const [v, url, body] of [
        [guest, '/rest/registration/', { email: uniqueEmail(), password: weak, agreeTerms: true }],
        [
          signedIn,
          '/rest/players/change-password/',
          { password_old: password, password: weak, password_repeat: weak },
        ],
        [guest, '/rest/password/restore/', { token, password: weak, password_repeat: weak }],
      ] as const) {
        v.jar.set('i18n_redirected', 'es');
        const response = await v.post(url, body);
        expect(response.statusCode, `${url} ${weak}`).toBe(422);
        expect(response.json().errors.password).toEqual([
          'Esta contraseña es demasiado común y fácil de adivinar. Elige otra.',
        ]);
      }
    }
  });

  describe('change password', () => {
    it('changes it, rotates this session and signs every other device out', async () => {
      const { player, email, password } = await createPlayer(db());
      const here = await signedInVisitor(t.app, { email, password });
      const elsewhere = await signedInVisitor(t.app, { email, password });
      const oldSid = here.jar.get('sid');
      const response = await here.post('/rest/players/change-password/', {
        password_old: password,
        password: NEW_PASSWORD,
        password_repeat: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: expect.stringContaining('changed') });
      expect(here.jar.get('sid')).not.toBe(oldSid);
      expect(await isGuest(here)).toBe(false);
      expect(await isGuest(elsewhere)).toBe(true);
      // The old cookie is dead too.
      const replay = await t.app.inject({ url: '/rest/app/init/', headers: { cookie: `sid=${oldSid}` } });
      expect(replay.json().isGuest).toBe(true);
      const row = await playerRow(t.database, player.id);
      expect(await verifyPassword(row.passwordHash, NEW_PASSWORD)).toBe(true);
      expect((await visitor(t.app).post('/rest/login/', { email, password })).statusCode).toBe(401);
      expect((await visitor(t.app).post('/rest/login/', { email, password: NEW_PASSWORD })).statusCode).toBe(
        200,
      );
    });

    it('answers a wrong current password with 422 and errors.password_old, changing nothing', async () => {
      const { player, email, password } = await createPlayer(db());
      const here = await signedInVisitor(t.app, { email, password });
      const elsewhere = await signedInVisitor(t.app, { email, password });
      const before = (await playerRow(t.database, player.id)).passwordHash;
      const response = await here.post('/rest/players/change-password/', {
        password_old: 'not-my-password',
        password: NEW_PASSWORD,
        password_repeat: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        success: false,
        message: expect.stringContaining('current password is not correct'),
        errors: { password_old: [expect.stringContaining('current password is not correct')] },
      });
      expect((await playerRow(t.database, player.id)).passwordHash).toBe(before);
      expect(await isGuest(elsewhere)).toBe(false);
    });

    it.each([
      [
        { password: NEW_PASSWORD, password_repeat: NEW_PASSWORD },
        'enter your current password',
        'password_old',
      ],
      [
        { password_old: TEST_PASSWORD, password: NEW_PASSWORD, password_repeat: 'other-one-99' },
        PASSWORD_TEXTS.mismatch,
        'password_repeat',
      ],
      [
        { password_old: TEST_PASSWORD, password: 'abc12', password_repeat: 'abc12' },
        PASSWORD_TEXTS.tooShort,
        'password',
      ],
      [
        { password_old: TEST_PASSWORD, password: '', password_repeat: '' },
        PASSWORD_TEXTS.required,
        'password',
      ],
      [
        { password_old: TEST_PASSWORD, password: 'password123', password_repeat: 'password123' },
        'too common',
        'password',
      ],
      [
        { password_old: TEST_PASSWORD, password: TEST_PASSWORD, password_repeat: TEST_PASSWORD },
        'different from the current',
        'password',
      ],
      [{ password_old: TEST_PASSWORD }, PASSWORD_TEXTS.required, 'password'],
    ])('refuses bad input with a 4xx and a message (%#)', async (body, text, field) => {
      const { player, email, password } = await createPlayer(db());
      const here = await signedInVisitor(t.app, { email, password });
      const before = (await playerRow(t.database, player.id)).passwordHash;
      const sid = here.jar.get('sid');
      const answer = expect4xx(await here.post('/rest/players/change-password/', body), text);
      expect(Object.keys(answer.errors ?? {})).toContain(field);
      expect((await playerRow(t.database, player.id)).passwordHash).toBe(before);
      expect(here.jar.get('sid')).toBe(sid);
    });

    it('needs a signed-in player', async () => {
      const response = await visitor(t.app).post('/rest/players/change-password/', {
        password_old: TEST_PASSWORD,
        password: NEW_PASSWORD,
        password_repeat: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toContain('sign in');
    });

    it('takes no current password for a generated one, then asks for it', async () => {
      const v = visitor(t.app);
      expect((await v.post('/rest/registration/one-click/', { agreeTerms: true })).statusCode).toBe(200);
      expect((await v.get('/rest/app/init/')).json().hasAutoPassword).toBe(true);
      const first = await v.post('/rest/players/change-password/', {
        password: NEW_PASSWORD,
        password_repeat: NEW_PASSWORD,
      });
      expect(first.statusCode).toBe(200);
      expect((await v.get('/rest/app/init/')).json()).toMatchObject({
        isGuest: false,
        hasAutoPassword: false,
      });
      const second = await v.post('/rest/players/change-password/', {
        password: 'copper-meadow-31',
        password_repeat: 'copper-meadow-31',
      });
      expect(second.statusCode).toBe(422);
      expect(second.json().errors.password_old).toHaveLength(1);
    });

    it("changes only the signed-in player's own password", async () => {
      const a = await createPlayer(db());
      const b = await createPlayer(db());
      const aSession = await signedInVisitor(t.app, a);
      const bSession = await signedInVisitor(t.app, b);
      const aBefore = (await playerRow(t.database, a.player.id)).passwordHash;
      const response = await bSession.post('/rest/players/change-password/', {
        password_old: b.password,
        password: NEW_PASSWORD,
        password_repeat: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect((await playerRow(t.database, a.player.id)).passwordHash).toBe(aBefore);
      expect(await isGuest(aSession)).toBe(false);
    });
  });

  describe('forgot password by email', () => {
    it('sends a link to known accounts and answers unknown ones the same way', async () => {
      const { player, email } = await createPlayer(db());
      const known = await visitor(t.app).post('/rest/password/request-restore/', {
        email: email.toUpperCase(),
      });
      const stranger = uniqueEmail('nobody');
      const unknown = await visitor(t.app).post('/rest/password/request-restore/', { email: stranger });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json()).toMatchObject({ success: true, state: 'sent' });
      expect(await messagesTo(t.database, stranger)).toHaveLength(0);

      const message = await lastMessageTo(t.database, email);
      expect(message).toMatchObject({
        channel: 'email',
        playerId: player.id,
        status: 'outbox',
        locale: 'en',
      });
      expect(message!.subject).toBe('Reset your Funrize password');
      expect(message!.link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/\?change-password=[\w-]{43}$/);
      expect(message!.bodyText).toContain(message!.link!);
      const token = tokenOf(message!.link, 'change-password');
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
      // Only the hash is kept, and it expires within the hour.
      const [row] = await db()
        .select()
        .from(tables.authTokens)
        .where(eq(tables.authTokens.tokenHash, hashToken(token)));
      expect(row).toMatchObject({ playerId: player.id, purpose: 'password_restore', usedAt: null });
      const stored = await db()
        .select()
        .from(tables.authTokens)
        .where(eq(tables.authTokens.playerId, player.id));
      expect(JSON.stringify(stored)).not.toContain(token);
      const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
      expect(ttl).toBeGreaterThan(59 * 60_000);
      expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 5000);
    });

    it('writes in Spanish for a Spanish visitor, with a link to the Spanish site of the brand host', async () => {
      const { email } = await createPlayer(db(), { brand: 'tao' });
      const v = visitor(t.app, { host: 'tao.test' });
      await v.post('/rest/password/request-restore/', { email }, { cookies: { i18n_redirected: 'es' } });
      const message = await lastMessageTo(t.database, email);
      expect(message!.subject).toBe('Restablece tu contraseña de TaoFortune');
      expect(message!.link).toMatch(/^http:\/\/tao\.test\/es\/\?change-password=/);
      expect(message!.locale).toBe('es');
    });

    // Limits were per IP only: many addresses could flood one inbox with restore emails.
    it('sends one recipient at most three restore messages in 15 minutes, from any number of addresses', async () => {
      const { email } = await createPlayer(db());
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await visitor(t.app).post('/rest/password/request-restore/', { email })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(await messagesTo(t.database, email)).toHaveLength(3);
      // Another recipient from the same addresses is not affected.
      const other = await createPlayer(db());
      expect(
        (await visitor(t.app).post('/rest/password/request-restore/', { email: other.email })).statusCode,
      ).toBe(200);
    });

    it('never puts a forged host into the link', async () => {
      const { email } = await createPlayer(db(), { brand: 'nlc' });
      const v = visitor(t.app, { host: 'evil.example' });
      const response = await v.post('/rest/password/request-restore/', { email });
      expect(response.statusCode).toBe(200);
      const message = await lastMessageTo(t.database, email);
      expect(message!.link).not.toContain('evil.example');
    });

    it('confirms a live token without using it, then restores and signs the player in', async () => {
      const { player, email, password } = await createPlayer(db());
      const other = await signedInVisitor(t.app, { email, password });
      await visitor(t.app).post('/rest/password/request-restore/', { email });
      const token = tokenOf((await lastMessageTo(t.database, email))!.link, 'change-password');
      const v = visitor(t.app);
      for (let i = 0; i < 2; i++) {
        const check = await v.post('/rest/password/confirm-request-restore-by-token/', { token });
        expect(check.statusCode).toBe(200);
        expect(check.json()).toEqual({ success: true });
      }
      const restored = await v.post('/rest/password/restore/', {
        token,
        password: NEW_PASSWORD,
        password_repeat: NEW_PASSWORD,
      });
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toEqual({ success: true });
      expect(v.jar.get('sid')).toBeTruthy();
      expect((await v.get('/rest/app/init/')).json()).toMatchObject({
        isGuest: false,
        email,
        emailConfirmed: true,
      });
      expect(await isGuest(other)).toBe(true);
      const row = await playerRow(t.database, player.id);
      expect(await verifyPassword(row.passwordHash, NEW_PASSWORD)).toBe(true);
      expect(row.lastLoginAt).not.toBeNull();

      // Single use: the link is spent.
      expect4xx(
        await v.post('/rest/password/confirm-request-restore-by-token/', { token }),
        'not valid any more',
      );
      const again = await visitor(t.app).post('/rest/password/restore/', {
        token,
        password: 'second-try-password',
        password_repeat: 'second-try-password',
      });
      expect(again.statusCode).toBe(422);
      expect(await verifyPassword((await playerRow(t.database, player.id)).passwordHash, NEW_PASSWORD)).toBe(
        true,
      );
    });

    it('refuses an expired link, changing nothing', async () => {
      const { player, email } = await createPlayer(db());
      await visitor(t.app).post('/rest/password/request-restore/', { email });
      const token = tokenOf((await lastMessageTo(t.database, email))!.link, 'change-password');
      await expireTokens(t.database, player.id, 'password_restore');
      const before = (await playerRow(t.database, player.id)).passwordHash;
      expect4xx(
        await visitor(t.app).post('/rest/password/confirm-request-restore-by-token/', { token }),
        'expired',
      );
      const v = visitor(t.app);
      const response = await v.post('/rest/password/restore/', {
        token,
        password: NEW_PASSWORD,
        password_repeat: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(422);
      expect(v.jar.get('sid')).toBeUndefined();
      expect((await playerRow(t.database, player.id)).passwordHash).toBe(before);
    });

    it('keeps only the newest link alive', async () => {
      const { email } = await createPlayer(db());
      const v = visitor(t.app);
      await v.post('/rest/password/request-restore/', { email });
      const first = tokenOf((await lastMessageTo(t.database, email))!.link, 'change-password');
      await v.post('/rest/password/request-restore/', { email });
      const second = tokenOf((await lastMessageTo(t.database, email))!.link, 'change-password');
      expect(second).not.toBe(first);
      expect(
        (await v.post('/rest/password/confirm-request-restore-by-token/', { token: first })).statusCode,
      ).toBe(422);
      expect(
        (await v.post('/rest/password/confirm-request-restore-by-token/', { token: second })).statusCode,
      ).toBe(200);
    });

    it('leaves the link usable when the new password is refused', async () => {
      const { player, email } = await createPlayer(db());
      await visitor(t.app).post('/rest/password/request-restore/', { email });
      const token = tokenOf((await lastMessageTo(t.database, email))!.link, 'change-password');
      const before = (await playerRow(t.database, player.id)).passwordHash;
      for (const [body, text] of [
        [{ token, password: NEW_PASSWORD, password_repeat: 'nope-nope-1' }, PASSWORD_TEXTS.mismatch],
        [{ token, password: 'abc', password_repeat: 'abc' }, PASSWORD_TEXTS.tooShort],
        [{ token, password: 'password123', password_repeat: 'password123' }, 'too common'],
        [{ token: '', password: NEW_PASSWORD, password_repeat: NEW_PASSWORD }, 'incomplete'],
        [
          { token: 'made-up-token', password: NEW_PASSWORD, password_repeat: NEW_PASSWORD },
          'not valid any more',
        ],
      ] as const) {
        const v = visitor(t.app);
        expect4xx(await v.post('/rest/password/restore/', body), text);
        expect(v.jar.get('sid')).toBeUndefined();
      }
      expect((await playerRow(t.database, player.id)).passwordHash).toBe(before);
      const ok = await visitor(t.app).post('/rest/password/confirm-request-restore-by-token/', { token });
      expect(ok.statusCode).toBe(200);
    });

    it.each([
      [{}, 'email or your phone'],
      [{ email: 'not-an-email' }, 'valid email'],
      [{ email: uniqueEmail(), phone: '+14155550123' }, 'email or your phone'],
      [{ phone: '12345' }, PHONE_TEXTS.invalid],
      [{ email: 42 }, 'email'],
    ])('refuses a bad restore request with a 4xx and a message (%#)', async (body, text) => {
      expect4xx(await visitor(t.app).post('/rest/password/request-restore/', body), text);
    });

    it('refuses a bad token check with a 4xx and a message', async () => {
      const v = visitor(t.app);
      expect4xx(await v.post('/rest/password/confirm-request-restore-by-token/', {}), 'incomplete');
      expect4xx(await v.post('/rest/password/confirm-request-restore-by-token/', { token: 'x'.repeat(500) }));
      expect4xx(
        await v.post('/rest/password/confirm-request-restore-by-token/', { token: 'unknown' }),
        'ask for a new one',
      );
    });

    it('limits restore requests per address with a 429 and a message', async () => {
      const v = visitor(t.app);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await v.post('/rest/password/request-restore/', { email: uniqueEmail() })).statusCode);
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses[5]).toBe(429);
      const limited = await v.post('/rest/password/request-restore/', { email: uniqueEmail() });
      expect(limited.json().message).toContain('Too many attempts');
    });
  });

  describe('forgot password by phone', () => {
    const withConfirmedPhone = async (phone: string) => {
      const created = await createPlayer(db());
      await db()
        .update(tables.players)
        .set({ phone, phoneConfirmedAt: new Date() })
        .where(eq(tables.players.id, created.player.id));
      return created;
    };
    const randomPhone = () => `+1415${String(randomInt(10_000_000)).padStart(7, '0')}`;

    it('texts a code to a confirmed phone; the code with the phone restores the password', async () => {
      const phone = randomPhone();
      const { player } = await withConfirmedPhone(phone);
      const v = visitor(t.app);
      const response = await v.post('/rest/password/request-restore/', {
        phone: phone.replace(/^(\+1)(\d{3})/, '$1 ($2) '),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, state: 'phone-sent' });
      const sms = await lastMessageTo(t.database, phone);
      expect(sms).toMatchObject({ channel: 'sms', playerId: player.id, subject: null, link: null });
      const code = codeOf(sms!.bodyText);
      expect(code).toMatch(/^\d{6}$/);
      expect(
        (await v.post('/rest/password/confirm-request-restore-by-token/', { token: code, phone })).statusCode,
      ).toBe(200);
      const restored = await v.post('/rest/password/restore/', {
        token: code,
        phone,
        password: NEW_PASSWORD,
        password_repeat: NEW_PASSWORD,
      });
      expect(restored.statusCode).toBe(200);
      expect(await isGuest(v)).toBe(false);
      expect(
        (await v.post('/rest/password/confirm-request-restore-by-token/', { token: code, phone })).statusCode,
      ).toBe(422);
    });

    it('counts wrong codes and kills the code after five', async () => {
      const phone = randomPhone();
      const { player } = await withConfirmedPhone(phone);
      await visitor(t.app).post('/rest/password/request-restore/', { phone });
      const code = codeOf((await lastMessageTo(t.database, phone))!.bodyText);
      const wrong = code === '000000' ? '111111' : '000000';
      const first = await visitor(t.app).post('/rest/password/confirm-request-restore-by-token/', {
        token: wrong,
        phone,
      });
      expect(first.statusCode).toBe(422);
      expect(first.json().message).toContain('4 attempts left');
      for (let i = 0; i < 4; i++)
        await visitor(t.app).post('/rest/password/confirm-request-restore-by-token/', {
          token: wrong,
          phone,
        });
      const before = (await playerRow(t.database, player.id)).passwordHash;
      const right = await visitor(t.app).post('/rest/password/restore/', {
        token: code,
        phone,
        password: NEW_PASSWORD,
        password_repeat: NEW_PASSWORD,
      });
      expect(right.statusCode).toBe(422);
      expect(right.json().message).toContain('ask for a new one');
      expect((await playerRow(t.database, player.id)).passwordHash).toBe(before);
    });

    it('answers an unknown or unconfirmed phone the same way and texts nothing', async () => {
      const unknown = randomPhone();
      const unconfirmed = randomPhone();
      const { player } = await createPlayer(db());
      await db().update(tables.players).set({ phone: unconfirmed }).where(eq(tables.players.id, player.id));
      const a = await visitor(t.app).post('/rest/password/request-restore/', { phone: unknown });
      const b = await visitor(t.app).post('/rest/password/request-restore/', { phone: unconfirmed });
      expect(a.json()).toEqual(b.json());
      expect(a.json()).toMatchObject({ state: 'phone-sent' });
      expect(await messagesTo(t.database, unknown)).toHaveLength(0);
      expect(await messagesTo(t.database, unconfirmed)).toHaveLength(0);
    });

    it("does not let one player's code open another player's account", async () => {
      const phoneA = randomPhone();
      const phoneB = randomPhone();
      await withConfirmedPhone(phoneA);
      const b = await withConfirmedPhone(phoneB);
      await visitor(t.app).post('/rest/password/request-restore/', { phone: phoneA });
      const codeA = codeOf((await lastMessageTo(t.database, phoneA))!.bodyText);
      const before = (await playerRow(t.database, b.player.id)).passwordHash;
      const response = await visitor(t.app).post('/rest/password/restore/', {
        token: codeA,
        phone: phoneB,
        password: NEW_PASSWORD,
        password_repeat: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(422);
      expect((await playerRow(t.database, b.player.id)).passwordHash).toBe(before);
    });
  });

  it('clears a sign-in lockout when the password is restored', async () => {
    const email = uniqueEmail();
    const { player } = await registerPlayer(db(), {
      agreedToTerms: true,
      brand: 'funrize',
      locale: 'en',
      email,
      password: TEST_PASSWORD,
      now: new Date(),
    });
    await db()
      .update(tables.players)
      .set({ failedLoginCount: 5, lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(tables.players.id, player.id));
    await visitor(t.app).post('/rest/password/request-restore/', { email });
    const token = tokenOf((await lastMessageTo(t.database, email))!.link, 'change-password');
    const v = visitor(t.app);
    await v.post('/rest/password/restore/', { token, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD });
    expect(await playerRow(t.database, player.id)).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
    expect((await visitor(t.app).post('/rest/login/', { email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });
});

describe.each(databaseKinds())('reset links without BRAND_HOSTS on %s', (kind) => {
  // The default install has no BRAND_HOSTS: links used to be built from the Host header then.
  const t = setupTestApp(kind, { brandHosts: new Map() });

  it('mails the configured origin, never the Host header the request came with', async () => {
    const { email } = await createPlayer(t.database.db);
    const response = await visitor(t.app, { host: 'evil.example' }).post('/rest/password/request-restore/', {
      email,
    });
    expect(response.statusCode).toBe(200);
    const link = (await lastMessageTo(t.database, email))!.link!;
    expect(new URL(link).origin).toBe('http://127.0.0.1:3000');
    expect(link).not.toContain('evil.example');
  });
});
