import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CODE_TEXTS, PHONE_TEXTS } from '@casino/contracts';
import { tables } from '@casino/core';
import { createPlayer, databaseKinds, uniqueEmail } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import {
  codeOf,
  expect4xx,
  expireTokens,
  freshIp,
  lastMessageTo,
  messagesTo,
  playerRow,
  randomPhone,
  signedInVisitor,
  tokenOf,
  visitor,
  type Visitor,
} from '../../testing/password.ts';

describe.each(databaseKinds())('email and phone on %s', (kind) => {
  const t = setupTestApp(kind);
  const db = () => t.database.db;
  const signedInPlayer = async () => {
    const created = await createPlayer(db());
    return { ...created, session: await signedInVisitor(t.app, created) };
  };
  const init = async (v: Visitor) => (await v.get('/rest/app/init/')).json();

  // The limits were per IP only: a session used from many addresses could send and guess without end.
  it('limits one account across addresses: sending and checking codes share a budget', async () => {
    const { session } = await signedInPlayer();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await session.post(
        '/rest/players/phone/confirm/',
        { code: '000000' },
        { remoteAddress: freshIp() },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
    const sent = await session.post('/rest/players/email/send-confirmation/', undefined, {
      remoteAddress: freshIp(),
    });
    expect(sent.statusCode).toBe(429);
    expect(sent.json().message).toMatch(/wait/);
    // Another account is not affected.
    const other = await signedInPlayer();
    expect((await other.session.post('/rest/players/email/send-confirmation/')).statusCode).toBe(200);
  });

  it.each([
    ['/rest/players/email/send-confirmation/', undefined],
    ['/rest/players/email/confirm/', { token: 'whatever' }],
    ['/rest/players/email/confirm/', {}],
    ['/rest/players/email/', { email: uniqueEmail() }],
    ['/rest/players/email/', { email: 'bad' }],
    ['/rest/players/phone/', { phone: '+14155550123' }],
    ['/rest/players/phone/confirm/', { code: '123456' }],
  ])('%s needs a signed-in player (401 with a message)', async (url, body) => {
    const response = await visitor(t.app).post(url, body);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toContain('sign in');
  });

  describe('email confirmation', () => {
    it('sends a 24-hour link to /email-verify that confirms the email once', async () => {
      const { player, email, session } = await signedInPlayer();
      const sent = await session.post('/rest/players/email/send-confirmation/');
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({ success: true, email, message: expect.stringContaining(email) });
      const message = await lastMessageTo(t.database, email);
      expect(message).toMatchObject({
        channel: 'email',
        playerId: player.id,
        subject: 'Confirm your email for Funrize',
      });
      expect(message!.link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/email-verify\?token=[\w-]{43}$/);
      const [row] = await db()
        .select()
        .from(tables.authTokens)
        .where(eq(tables.authTokens.playerId, player.id));
      const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
      expect(ttl).toBeGreaterThan(23.9 * 3_600_000);
      expect(ttl).toBeLessThanOrEqual(24 * 3_600_000 + 5000);

      const token = tokenOf(message!.link, 'token');
      const confirmed = await session.post('/rest/players/email/confirm/', { token });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ success: true, message: expect.stringContaining('confirmed') });
      expect(await init(session)).toMatchObject({ emailConfirmed: true });
      expect((await playerRow(t.database, player.id)).emailConfirmedAt).not.toBeNull();

      expect4xx(await session.post('/rest/players/email/confirm/', { token }), 'already used');
      expect(
        expect4xx(await session.post('/rest/players/email/send-confirmation/'), 'already confirmed'),
      ).toBeTruthy();
      expect((await session.post('/rest/players/email/send-confirmation/')).statusCode).toBe(409);
    });

    it('refuses an expired link, leaving the email unconfirmed', async () => {
      const { player, email, session } = await signedInPlayer();
      await session.post('/rest/players/email/send-confirmation/');
      const token = tokenOf((await lastMessageTo(t.database, email))!.link, 'token');
      await expireTokens(t.database, player.id, 'email_confirm');
      const response = await session.post('/rest/players/email/confirm/', { token });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toContain('expired');
      expect((await playerRow(t.database, player.id)).emailConfirmedAt).toBeNull();
    });

    it.each([
      [{}, 'incomplete'],
      [{ token: '' }, 'incomplete'],
      [{ token: 'x'.repeat(300) }, 'not valid'],
      [{ token: 'made-up' }, 'not valid any more'],
      [{ token: 12 }, 'token'],
    ])('refuses a bad confirm request with a 4xx (%#)', async (body, text) => {
      const { player, session } = await signedInPlayer();
      expect4xx(await session.post('/rest/players/email/confirm/', body), text);
      expect((await playerRow(t.database, player.id)).emailConfirmedAt).toBeNull();
    });

    it("does not let another player confirm someone's email with their link", async () => {
      const a = await signedInPlayer();
      const b = await signedInPlayer();
      await a.session.post('/rest/players/email/send-confirmation/');
      const token = tokenOf((await lastMessageTo(t.database, a.email))!.link, 'token');
      const stolen = await b.session.post('/rest/players/email/confirm/', { token });
      expect(stolen.statusCode).toBe(422);
      expect(stolen.json().message).toContain('another account');
      expect((await playerRow(t.database, a.player.id)).emailConfirmedAt).toBeNull();
      expect((await playerRow(t.database, b.player.id)).emailConfirmedAt).toBeNull();
      // The link still works for its owner.
      expect((await a.session.post('/rest/players/email/confirm/', { token })).statusCode).toBe(200);
    });

    it('tells a one-click player without an email to add one first', async () => {
      const v = visitor(t.app);
      await v.post('/rest/registration/one-click/', { agreeTerms: true });
      expect4xx(await v.post('/rest/players/email/send-confirmation/'), 'no email address');
    });
  });

  describe('change email', () => {
    it('stores the new email unconfirmed, sends it a link, and kills links to the old one', async () => {
      const { player, email, password, session } = await signedInPlayer();
      await session.post('/rest/players/email/send-confirmation/');
      const oldToken = tokenOf((await lastMessageTo(t.database, email))!.link, 'token');
      const next = uniqueEmail('next');
      const response = await session.post('/rest/players/email/', { email: `  ${next.toUpperCase()} ` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, email: next });
      expect(await init(session)).toMatchObject({ email: next, emailConfirmed: false });
      const message = await lastMessageTo(t.database, next);
      expect(message).toMatchObject({ channel: 'email', playerId: player.id });
      expect4xx(
        await session.post('/rest/players/email/confirm/', { token: oldToken }),
        'not valid any more',
      );
      const token = tokenOf(message!.link, 'token');
      expect((await session.post('/rest/players/email/confirm/', { token })).statusCode).toBe(200);
      expect(await init(session)).toMatchObject({ email: next, emailConfirmed: true });
      // Signing in goes by the new address now.
      expect((await visitor(t.app).post('/rest/login/', { email: next, password })).statusCode).toBe(200);
    });

    it('unconfirms a confirmed email when it changes', async () => {
      const { player, session } = await signedInPlayer();
      await db()
        .update(tables.players)
        .set({ emailConfirmedAt: new Date() })
        .where(eq(tables.players.id, player.id));
      await session.post('/rest/players/email/', { email: uniqueEmail('again') });
      expect((await playerRow(t.database, player.id)).emailConfirmedAt).toBeNull();
    });

    it('refuses an email another account uses with 409, changing nothing', async () => {
      const other = await createPlayer(db());
      const { player, email, session } = await signedInPlayer();
      const response = await session.post('/rest/players/email/', { email: other.email });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        errors: { email: [expect.stringContaining('Another account')] },
      });
      expect((await playerRow(t.database, player.id)).email).toBe(email);
      expect((await playerRow(t.database, other.player.id)).email).toBe(other.email);
      expect(await messagesTo(t.database, other.email)).toHaveLength(0);
    });

    it.each([
      [{ email: 'not-an-email' }, 'valid email'],
      [{ email: '' }, 'enter your email'],
      [{}, 'enter your email'],
      [{ email: `${'a'.repeat(250)}@example.test` }, 'too long'],
    ])('refuses bad input with a 4xx and a message (%#)', async (body, text) => {
      const { player, email, session } = await signedInPlayer();
      expect4xx(await session.post('/rest/players/email/', body), text);
      expect((await playerRow(t.database, player.id)).email).toBe(email);
    });

    it('answers "already your email" for the same confirmed address', async () => {
      const { player, email, session } = await signedInPlayer();
      await db()
        .update(tables.players)
        .set({ emailConfirmedAt: new Date() })
        .where(eq(tables.players.id, player.id));
      expect4xx(await session.post('/rest/players/email/', { email }), 'already your email');
    });
  });

  describe('phone confirmation', () => {
    it('stores the number unconfirmed, texts a 6-digit code, and the code confirms it', async () => {
      const { player, session } = await signedInPlayer();
      const phone = randomPhone();
      const typed = `${phone.slice(0, 3)} (${phone.slice(3, 6)}) ${phone.slice(6, 9)}-${phone.slice(9)}`;
      const response = await session.post('/rest/players/phone/', { phone: typed });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, phone, expiresInSeconds: 600 });
      expect(await init(session)).toMatchObject({ phone, phoneConfirmed: false });
      const sms = await lastMessageTo(t.database, phone);
      expect(sms).toMatchObject({ channel: 'sms', playerId: player.id });
      const code = codeOf(sms!.bodyText);
      expect(code).toMatch(/^\d{6}$/);
      // Stored salted, never as the code.
      const rows = await db()
        .select()
        .from(tables.authTokens)
        .where(eq(tables.authTokens.playerId, player.id));
      expect(JSON.stringify(rows)).not.toContain(code);
      const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
      expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5000);

      const confirmed = await session.post('/rest/players/phone/confirm/', { code });
      expect(confirmed.statusCode).toBe(200);
      expect(await init(session)).toMatchObject({ phone, phoneConfirmed: true });
      expect4xx(await session.post('/rest/players/phone/confirm/', { code }), 'not valid any more');
      expect4xx(await session.post('/rest/players/phone/', { phone }), 'already confirmed');
    });

    it('allows five wrong codes, then the code is dead', async () => {
      const { player, session } = await signedInPlayer();
      const phone = randomPhone();
      await session.post('/rest/players/phone/', { phone });
      const code = codeOf((await lastMessageTo(t.database, phone))!.bodyText);
      const wrong = code === '000000' ? '999999' : '000000';
      // The per-address limit (5 a minute) is not what is tested here: each try comes from elsewhere.
      const tryCode = async (value: string) => {
        const v = visitor(t.app);
        for (const [k, val] of session.jar) v.jar.set(k, val);
        return v.post('/rest/players/phone/confirm/', { code: value });
      };
      const first = await tryCode(wrong);
      expect(first.statusCode).toBe(422);
      expect(first.json().message).toContain('4 attempts left');
      for (let i = 0; i < 4; i++) expect((await tryCode(wrong)).statusCode).toBe(422);
      const right = await tryCode(code);
      expect(right.statusCode).toBe(422);
      expect(right.json().message).toContain('ask for a new one');
      expect((await playerRow(t.database, player.id)).phoneConfirmedAt).toBeNull();
    });

    it('refuses an expired code', async () => {
      const { player, session } = await signedInPlayer();
      const phone = randomPhone();
      await session.post('/rest/players/phone/', { phone });
      const code = codeOf((await lastMessageTo(t.database, phone))!.bodyText);
      await expireTokens(t.database, player.id, 'phone_confirm');
      expect4xx(await session.post('/rest/players/phone/confirm/', { code }), 'expired');
      expect((await playerRow(t.database, player.id)).phoneConfirmedAt).toBeNull();
    });

    it.each([
      [{ phone: '4155550123' }, PHONE_TEXTS.invalid],
      [{ phone: '+0123456789' }, PHONE_TEXTS.invalid],
      [{ phone: '+1 415 555 0123 4567 89' }, PHONE_TEXTS.invalid],
      [{ phone: 'call me' }, PHONE_TEXTS.invalid],
      [{ phone: '' }, PHONE_TEXTS.required],
      [{}, PHONE_TEXTS.required],
    ])('refuses a bad phone with a 4xx and a clear message (%#)', async (body, text) => {
      const { player, session } = await signedInPlayer();
      expect4xx(await session.post('/rest/players/phone/', body), text);
      expect((await playerRow(t.database, player.id)).phone).toBeNull();
    });

    it.each([[{ code: '12345' }], [{ code: 'abcdef' }], [{}], [{ code: 123456 }]])(
      'refuses a malformed code with a 4xx (%#)',
      async (body) => {
        const { session } = await signedInPlayer();
        expect4xx(await session.post('/rest/players/phone/confirm/', body), CODE_TEXTS.invalid);
      },
    );

    it('asks for a number before a code', async () => {
      const { session } = await signedInPlayer();
      expect4xx(await session.post('/rest/players/phone/confirm/', { code: '123456' }), 'phone number first');
    });

    it("refuses a number another account confirmed with 409; one player's code never confirms another", async () => {
      const a = await signedInPlayer();
      const b = await signedInPlayer();
      const phone = randomPhone();
      await a.session.post('/rest/players/phone/', { phone });
      const codeA = codeOf((await lastMessageTo(t.database, phone))!.bodyText);
      // B enters the same number and A's code: B has a code of its own, A's does not fit it.
      await b.session.post('/rest/players/phone/', { phone });
      const bCodes = await messagesTo(t.database, phone);
      expect(bCodes).toHaveLength(2);
      const codeB = codeOf(bCodes.find((m) => m.playerId === b.player.id)!.bodyText);
      if (codeA !== codeB)
        expect((await b.session.post('/rest/players/phone/confirm/', { code: codeA })).statusCode).toBe(422);
      expect((await playerRow(t.database, a.player.id)).phoneConfirmedAt).toBeNull();
      // A confirms first; from then on the number is A's.
      expect((await a.session.post('/rest/players/phone/confirm/', { code: codeA })).statusCode).toBe(200);
      const late = await b.session.post('/rest/players/phone/confirm/', { code: codeB });
      expect(late.statusCode).toBe(409);
      expect((await playerRow(t.database, b.player.id)).phoneConfirmedAt).toBeNull();
      const c = await signedInPlayer();
      const taken = await c.session.post('/rest/players/phone/', { phone });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toContain('Another account');
      expect((await playerRow(t.database, c.player.id)).phone).toBeNull();
    });

    it('limits code requests per address with a 429', async () => {
      const { session } = await signedInPlayer();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await session.post('/rest/players/phone/', { phone: randomPhone() })).statusCode);
      expect(statuses[5]).toBe(429);
    });
  });
});
