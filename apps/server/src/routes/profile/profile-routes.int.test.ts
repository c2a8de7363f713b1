import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getGameDefinition } from '@casino/game-math';
import {
  EASY_PROFILE_FIELDS,
  PASSWORD_TEXTS,
  PROFILE_TEXTS,
  ProfileSchema,
  todayIso,
} from '@casino/contracts';
import { tables } from '@casino/core';
import {
  createPlayer,
  databaseKinds,
  seededFeatureKeys,
  TEST_PASSWORD,
  uniqueEmail,
} from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { createAgent, signedInAgent } from '../../testing/agent.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';
import { multipartFile, tinyPng } from '../../testing/documents.ts';
import { launchGame } from '../../testing/games.ts';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';

/** A date `years` years before today (UTC), shifted by `days`. */
const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe.each(databaseKinds())('player profile on %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-profile-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const t = setupTestApp(kind, { dataDir, opsToken: OPS_TOKEN });
  afterEach(() => vi.restoreAllMocks());

  const signedIn = (host?: string) => signedInPlayer(t, host === 'tao.test' ? { host, brand: 'tao' } : {});
  const rowOf = async (id: string) =>
    (await t.database.db.select().from(tables.players).where(eq(tables.players.id, id)))[0]!;

  describe('GET /rest/player/profile/', () => {
    it('answers every field of the spec for the signed-in player', async () => {
      const { agent, email, player } = await signedIn();
      const response = await agent.get('/rest/player/profile/');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('no-store');
      const { success, data } = response.json();
      expect(success).toBe(true);
      expect(ProfileSchema.strict().parse(data)).toBeTruthy();
      const live = new Set<string>(seededFeatureKeys());
      expect(data).toMatchObject({
        login: player.login,
        email,
        isGuest: false,
        gameMode: 'TournamentPoints',
        depositsCount: 0,
        hasDeposits: false,
        profileCompleted: false,
        easyProfileCompleted: false,
        // localhost is funrize, which has the easy profile module.
        easyProfileModuleEnabled: true,
        uncompletedProfileFields: [...EASY_PROFILE_FIELDS],
        lastGames: [],
        favoriteGames: [],
        TournamentsSubscriptions: [],
        // The engagement flags follow the seeded features (each on while its feature runs).
        season: { isEnabled: live.has('season') },
        moneyBox: { isActive: live.has('moneyBox') },
        bingo: { isActive: live.has('bingo') },
        rankLeague: { enabled: live.has('rankLeague') },
        depositStreak: { isActive: live.has('depositStreak'), skin: 'classic' },
        isAffiliate: false,
        primaryContact: 'email',
        emailConfirmed: false,
        hasAutoPassword: false,
        registrationCompleted: true,
        fraudDetector: { verificationCompleted: false },
        autoVerificationData: { isEnabled: false, isAvailable: false, showOn: [], isTest: false },
      });
      expect(data.token).toBe(data.wsConnectionData.token);
      expect(data.websocket).toBe(data.wsConnectionData.endpoint);
      expect(data.wsConnectionData.channels).toContain(`player:${player.id}`);
      // Signed in once through the API: the sign-up did not go through markSignedIn here.
      expect(data.previousLoginAt === null || typeof data.previousLoginAt === 'string').toBe(true);
    });

    it("lists the games of the player's rounds in lastGames, most recently played first, each once", async () => {
      const { agent } = await signedIn();
      const db = t.database.db;
      const [a, b] = await db
        .select({ id: tables.games.id, slug: tables.games.slug })
        .from(tables.games)
        .where(and(eq(tables.games.engineId, 'triple-sevens'), eq(tables.games.isActive, true)))
        .orderBy(tables.games.id)
        .limit(2);
      const bet = getGameDefinition('triple-sevens')!.betLevels[0]!;
      const play = async (slug: string) => {
        const { token } = await launchGame(agent, slug);
        const spin = await agent.post(`/rest/in-house/session/${encodeURIComponent(token)}/spin/`, { bet });
        expect(spin.statusCode, spin.body).toBe(200);
      };
      await play(a!.slug);
      await play(b!.slug);
      await play(a!.slug);
      const data = (await agent.get('/rest/player/profile/')).json().data;
      expect(data.lastGames).toEqual([a!.id, b!.id]);
    });

    it('writes no primary contact for a one-click account until it gives one', async () => {
      const oneClick = await signedInPlayer(t, { oneClick: true });
      const profile = async () => (await oneClick.agent.get('/rest/player/profile/')).json().data;
      expect((await profile()).primaryContact).toBeNull();
      const email = uniqueEmail('contact');
      // From an address of its own: the describe's other completions use up the per-address limit (10).
      const complete = await oneClick.agent.post(
        '/rest/registration/complete/',
        { email, password: TEST_PASSWORD, password_repeat: TEST_PASSWORD },
        { remoteAddress: '10.20.30.40' },
      );
      expect(complete.statusCode, complete.body).toBe(200);
      expect((await profile()).primaryContact).toBe('email');
      expect((await rowOf(oneClick.player.id)).primaryContact).toBe('email');
    });

    it('reports the previous sign-in time', async () => {
      const { email, password } = await createPlayer(t.database.db);
      await signedInAgent(t.app, { email, password });
      const second = await signedInAgent(t.app, { email, password });
      const data = (await second.get('/rest/player/profile/')).json().data;
      expect(Date.parse(data.previousLoginAt)).toBeLessThanOrEqual(Date.now());
    });

    it('asks for the full field set on brands without the easy module', async () => {
      const { agent } = await signedIn('tao.test');
      const data = (await agent.get('/rest/player/profile/')).json().data;
      expect(data.easyProfileModuleEnabled).toBe(false);
      // address2 is optional and never listed.
      expect(data.uncompletedProfileFields).toEqual([
        'name',
        'surname',
        'city',
        'address',
        'zip',
        'state',
        'phone',
        'birthDay',
      ]);
    });

    it('refuses guests with 401', async () => {
      const response = await createAgent(t.app).get('/rest/player/profile/');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toContain('sign in');
    });
  });

  describe('POST /rest/player/profile/', () => {
    it('saves the fields, normalizes them, completes the profile and pushes the change', async () => {
      const { agent, player } = await signedIn();
      const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
      const birthDay = yearsAgo(30);
      const response = await agent.post('/rest/player/profile/', {
        name: '  Ana María ',
        surname: "O'Neil-Smith",
        birthDay,
        zip: '941031234',
        state: 'ca',
        city: 'San Francisco',
        address: '1 Market St',
        address2: '',
      });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({
        name: 'Ana María',
        surname: "O'Neil-Smith",
        birthDay,
        zip: '94103-1234',
        state: 'CA',
        address2: null,
        profileCompleted: true,
        easyProfileCompleted: true,
        uncompletedProfileFields: [],
      });
      expect(await rowOf(player.id)).toMatchObject({ name: 'Ana María', zip: '94103-1234', state: 'CA' });
      expect(toPlayer).toHaveBeenCalledWith(player.id, {
        type: 'profile',
        action: 'profileUpdated',
        data: {
          name: 'Ana María',
          surname: "O'Neil-Smith",
          birthDay,
          zip: '94103-1234',
          state: 'CA',
          city: 'San Francisco',
          address: '1 Market St',
          profileCompleted: true,
          easyProfileCompleted: true,
          uncompletedProfileFields: [],
        },
      });
      // App init agrees.
      expect((await agent.get('/rest/app/init/')).json().profileCompleted).toBe(true);
    });

    it('pushes nothing when nothing changed', async () => {
      const { agent } = await signedIn();
      await agent.post('/rest/player/profile/', { city: 'Austin' });
      const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
      const again = await agent.post('/rest/player/profile/', { city: 'Austin' });
      expect(again.statusCode).toBe(200);
      expect(toPlayer).not.toHaveBeenCalled();
    });

    it('accepts someone who turns 18 today and refuses someone who turns 18 tomorrow', async () => {
      const { agent } = await signedIn();
      const ok = await agent.post('/rest/player/profile/', { birthDay: yearsAgo(18) });
      expect(ok.statusCode).toBe(200);
      const young = await agent.post('/rest/player/profile/', { birthDay: yearsAgo(18, 1) });
      expect(young.statusCode).toBe(400);
      expect(young.json().errors.birthDay).toEqual([PROFILE_TEXTS.birthDayTooYoung]);
    });

    it.each([
      [{ birthDay: '2999-01-01' }, 'birthDay', PROFILE_TEXTS.birthDayFuture],
      [{ birthDay: '2001-02-30' }, 'birthDay', PROFILE_TEXTS.birthDayInvalid],
      [{ birthDay: '01/02/1990' }, 'birthDay', PROFILE_TEXTS.birthDayInvalid],
      [{ birthDay: '1850-01-01' }, 'birthDay', PROFILE_TEXTS.birthDayTooOld],
      [{ birthDay: '' }, 'birthDay', PROFILE_TEXTS.birthDayRequired],
      [{ zip: '1234' }, 'zip', PROFILE_TEXTS.zipInvalid],
      [{ zip: '12345-12' }, 'zip', PROFILE_TEXTS.zipInvalid],
      [{ zip: 'ABCDE' }, 'zip', PROFILE_TEXTS.zipInvalid],
      [{ state: 'XX' }, 'state', PROFILE_TEXTS.stateInvalid],
      [{ state: 'California' }, 'state', PROFILE_TEXTS.stateInvalid],
      [{ name: '' }, 'name', PROFILE_TEXTS.nameRequired],
      [{ name: '<script>' }, 'name', PROFILE_TEXTS.nameInvalid],
      [{ surname: 'x'.repeat(51) }, 'surname', PROFILE_TEXTS.nameTooLong],
      [{ city: '   ' }, 'city', PROFILE_TEXTS.cityRequired],
      [{ address: 'a'.repeat(121) }, 'address', PROFILE_TEXTS.addressTooLong],
      [{ address: 'Main\u0000St' }, 'address', PROFILE_TEXTS.addressInvalid],
      [{ zip: 12345 }, 'zip', PROFILE_TEXTS.zipInvalid],
      [{}, 'request', PROFILE_TEXTS.nothingToSave],
      [{ email: 'x@example.test' }, 'request', 'email'],
      [{ name: 'Ann', phone: '+15550100' }, 'request', 'phone'],
    ])('refuses %j with 400 and a message, changing nothing', async (body, field, text) => {
      const { agent, player } = await signedIn();
      const before = await rowOf(player.id);
      const response = await agent.post('/rest/player/profile/', body);
      expect(response.statusCode).toBe(400);
      const json = response.json();
      expect(json.message).toContain(text);
      if (field !== 'request') expect(json.errors[field]).toContain(text);
      expect(await rowOf(player.id)).toEqual(before);
    });

    it('refuses guests and requests without the CSRF header', async () => {
      const guest = await createAgent(t.app).post('/rest/player/profile/', { name: 'Ann' });
      expect(guest.statusCode).toBe(401);
      const { agent, player } = await signedIn();
      const noCsrf = await agent.post('/rest/player/profile/', { name: 'Ann' }, { csrf: false });
      expect(noCsrf.statusCode).toBe(403);
      expect((await rowOf(player.id)).name).toBeNull();
    });

    it('locks name and birthday once a document is approved, and still saves the rest', async () => {
      const { agent, player } = await signedIn();
      await agent.post('/rest/player/profile/', { name: 'Ann', surname: 'Lee', birthDay: yearsAgo(40) });
      const file = multipartFile({ name: 'id.png', type: 'image/png', data: tinyPng(424242) });
      const id = (await agent.post('/rest/player/documents/', file.payload, { headers: file.headers })).json()
        .data.id;
      const reviewed = await createAgent(t.app).post(
        `/rest/ops/documents/${id}/review/`,
        { status: 'approved' },
        { headers: { 'x-ops-token': OPS_TOKEN }, csrf: false },
      );
      expect(reviewed.statusCode).toBe(200);
      const locked = await agent.post('/rest/player/profile/', { name: 'Anne', city: 'Reno' });
      expect(locked.statusCode).toBe(409);
      expect(locked.json()).toMatchObject({
        message: PROFILE_TEXTS.identityLocked,
        errors: { name: [PROFILE_TEXTS.identityLocked] },
      });
      expect(await rowOf(player.id)).toMatchObject({ name: 'Ann', city: null });
      // Sending the same name is not a change.
      const same = await agent.post('/rest/player/profile/', { name: 'Ann', city: 'Reno' });
      expect(same.statusCode).toBe(200);
      expect((await rowOf(player.id)).city).toBe('Reno');
    });

    it('changes only the signed-in player', async () => {
      const a = await signedIn();
      const b = await signedIn();
      await b.agent.post('/rest/player/profile/', { name: 'Bob' });
      expect((await rowOf(a.player.id)).name).toBeNull();
      const seenByB = (await b.agent.get('/rest/player/profile/')).json().data;
      expect(seenByB).toMatchObject({ email: b.email, name: 'Bob' });
    });
  });

  describe('POST /rest/registration/complete/', () => {
    const oneClick = async () => {
      const { agent, player } = await signedInPlayer(t, { oneClick: true });
      return { agent, login: player.login };
    };

    it('gives a one-click account an email and its own password', async () => {
      const { agent } = await oneClick();
      const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
      const email = uniqueEmail('complete');
      const response = await agent.post('/rest/registration/complete/', {
        email: email.toUpperCase(),
        password: TEST_PASSWORD,
        password_repeat: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      const profile = (await agent.get('/rest/player/profile/')).json().data;
      expect(profile).toMatchObject({ email, hasAutoPassword: false, registrationCompleted: true });
      const [row] = await t.database.db.select().from(tables.players).where(eq(tables.players.email, email));
      expect(row!.registrationCompletedAt).toBeInstanceOf(Date);
      expect(toPlayer).toHaveBeenCalledWith(row!.id, {
        type: 'profile',
        action: 'profileUpdated',
        data: { email, hasAutoPassword: false, registrationCompleted: true },
      });
      // The new credentials work.
      await signedInAgent(t.app, { email, password: TEST_PASSWORD });
      // Once is enough.
      const again = await agent.post('/rest/registration/complete/', {
        email: uniqueEmail(),
        password: TEST_PASSWORD,
        password_repeat: TEST_PASSWORD,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(PROFILE_TEXTS.registrationAlreadyComplete);
    });

    it('answers 409 for an email that has an account, changing nothing', async () => {
      const { email } = await createPlayer(t.database.db);
      const { agent, login } = await oneClick();
      const response = await agent.post('/rest/registration/complete/', {
        email,
        password: TEST_PASSWORD,
        password_repeat: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors.email[0]).toContain('already exists');
      const [row] = await t.database.db.select().from(tables.players).where(eq(tables.players.login, login));
      expect(row).toMatchObject({ email: null, hasAutoPassword: true, registrationCompletedAt: null });
    });

    it.each([
      [{ email: 'nope', password: TEST_PASSWORD, password_repeat: TEST_PASSWORD }, 'valid email'],
      [{ email: uniqueEmail(), password: 'abc', password_repeat: 'abc' }, PASSWORD_TEXTS.tooShort],
      [
        { email: uniqueEmail(), password: TEST_PASSWORD, password_repeat: 'other-pass-1' },
        PASSWORD_TEXTS.mismatch,
      ],
      [{ email: uniqueEmail(), password: 'password123', password_repeat: 'password123' }, 'too common'],
      [{ email: uniqueEmail() }, PASSWORD_TEXTS.required],
    ])('refuses bad input with a 4xx and a message (%#)', async (body, text) => {
      const { agent, login } = await oneClick();
      const response = await agent.post('/rest/registration/complete/', body);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message + JSON.stringify(response.json().errors ?? {})).toContain(text);
      const [row] = await t.database.db.select().from(tables.players).where(eq(tables.players.login, login));
      expect(row!.email).toBeNull();
    });

    it('refuses a complete account and guests', async () => {
      const { agent } = await signedIn();
      const body = { email: uniqueEmail(), password: TEST_PASSWORD, password_repeat: TEST_PASSWORD };
      expect((await agent.post('/rest/registration/complete/', body)).statusCode).toBe(409);
      expect((await createAgent(t.app).post('/rest/registration/complete/', body)).statusCode).toBe(401);
    });
  });

  it('uses today in UTC for the age rule', () => {
    expect(todayIso(new Date('2030-06-01T23:59:00Z'))).toBe('2030-06-01');
  });
});
