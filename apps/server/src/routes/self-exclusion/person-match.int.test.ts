import { randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BoIdentityReviewsPageSchema, LANGUAGE_COOKIE, SANDBOX_CARDS, VALIDATION } from '@casino/contracts';
import { activeBreak, createManualClock, createSession, tables } from '@casino/core';
import { createPlayer, databaseKinds, TEST_PASSWORD } from '@casino/core/testing';
import { createAgent, type Agent } from '../../testing/agent.ts';
import { buyWithSandboxCard, popularPresetId } from '../../testing/deposit.ts';
import { signInOperator } from '../../testing/operators.ts';
import { peopleText } from '../../http/errors.ts';
import { visitor } from '../../testing/password.ts';
import { setupTestApp } from '../../testing/test-app.ts';

/**
 * A break covers the person, not one account (docs/player-protection.md, "One person, one break"): another
 * spelling of the email, the same identity or the same card on a new account is refused while the break
 * runs; the same name and birth date at another address goes to the operators' identity review queue.
 */
/** The refusal as people read it, in both languages (a code in contracts, the texts in the web messages). */
const OTHER_ACCOUNT = {
  en: peopleText('en')(VALIDATION.breaks.otherAccount),
  es: peopleText('es')(VALIDATION.breaks.otherAccount),
};

describe.each(databaseKinds())('a break covers the person on %s', (kind) => {
  const clock = createManualClock('2030-05-01T12:00:00.000Z');
  const t = setupTestApp(kind, {}, { clock });
  const db = () => t.database.db;

  const letters = (n = 8) =>
    Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(26)]).join('');
  const tag = () => randomBytes(4).toString('hex');
  const signUp = (email: string) =>
    visitor(t.app).post('/rest/registration/', { email, password: TEST_PASSWORD, agreeTerms: true });
  const saveProfile = (agent: Agent, fields: Record<string, string>) =>
    agent.post('/rest/player/profile/', fields);
  const buy = async (agent: Agent, number?: string) =>
    buyWithSandboxCard(agent, await popularPresetId(db()), 'package', number);
  const paymentsOf = (playerId: string) =>
    db().select().from(tables.payments).where(eq(tables.payments.playerId, playerId));
  const playerRow = async (playerId: string) =>
    (await db().select().from(tables.players).where(eq(tables.players.id, playerId)))[0]!;
  /** A new player of their own, signed in (a session made directly: many players, no sign-in limits). */
  async function newPlayer(email?: string) {
    const created = await createPlayer(db(), { ...(email ? { email } : {}), now: clock.now() });
    const agent = createAgent(t.app);
    agent.jar.set('sid', (await createSession(db(), created.player.id, clock.now())).token);
    return { ...created, agent };
  }
  /** A player with this identity (and a purchase with `card`) who then took a week's cooling-off. */
  async function playerOnBreak(identity: Record<string, string>, card?: string) {
    const local = `${letters(4)}.${letters(5)}`;
    const taker = await newPlayer(`${local}@gmail.com`);
    expect((await saveProfile(taker.agent, identity)).statusCode).toBe(200);
    if (card) expect((await buy(taker.agent, card)).statusCode).toBe(200);
    const taken = await taker.agent.post('/rest/self-exclusion/', {
      kind: 'coolingOff',
      period: '1w',
      confirm: true,
    });
    expect(taken.statusCode).toBe(200);
    return { ...taker, local };
  }
  const identityOf = () => ({
    name: 'José',
    surname: `Núñez${letters()}`,
    birthDay: '1990-04-02',
    address: '12 Main St.',
    city: 'Columbus',
    state: 'OH',
    zip: '43004',
  });

  it('sign-up with another spelling of a mailbox that has an account is refused, on a break or not', async () => {
    const identity = identityOf();
    const { local, email } = await playerOnBreak(identity);
    const plain = local.replace('.', '');
    for (const variant of [`${local.toUpperCase()}+again@gmail.com`, `${plain}+spin@googlemail.com`]) {
      const answer = await signUp(variant);
      expect(answer.statusCode, variant).toBe(409);
      expect(answer.json().message).toContain('already exists');
    }
    // Not on a break either: one account per mailbox, so the sign-up reward is paid once per mailbox.
    const other = `name${tag()}@example.com`;
    expect((await signUp(other)).statusCode).toBe(200);
    expect((await signUp(other.replace('@', '+again@'))).statusCode).toBe(409);
    // A dot elsewhere than at a provider that ignores it is another mailbox.
    expect((await signUp(other.replace('name', 'na.me'))).statusCode).toBe(200);
    expect(email).toContain('@gmail.com');
  });

  it('profile completion with the identity of a player on a break is refused (en, es) and saves nothing', async () => {
    const identity = identityOf();
    await playerOnBreak(identity);
    const newcomer = await newPlayer();
    const variant = {
      ...identity,
      name: ' JOSE ',
      surname: identity.surname.toUpperCase().replace('Ú', 'U'),
      address: '12,  main st',
      city: 'COLUMBUS',
    };
    const refused = await saveProfile(newcomer.agent, variant);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'player_on_break',
      message: OTHER_ACCOUNT.en,
      details: { kind: 'coolingOff' },
    });
    expect(refused.json().details.until).toBe('2030-05-08T12:00:00.000Z');
    expect((await playerRow(newcomer.player.id)).name).toBeNull();

    newcomer.agent.jar.set(LANGUAGE_COOKIE.name, 'es');
    const spanish = await saveProfile(newcomer.agent, variant);
    expect(spanish.statusCode).toBe(403);
    expect(spanish.json().message).toBe(OTHER_ACCOUNT.es);
    expect(spanish.json().message).not.toBe(OTHER_ACCOUNT.en);
    expect(OTHER_ACCOUNT.en).toContain('taking a break');
    expect(OTHER_ACCOUNT.es).toContain('descanso');
  });

  it('a purchase with the card, or by an account of the same identity, is refused during the break', async () => {
    const identity = identityOf();
    // Saved before the break: an account of the same person that already exists.
    const twin = await newPlayer();
    expect((await saveProfile(twin.agent, identity)).statusCode).toBe(200);
    await playerOnBreak(identity, SANDBOX_CARDS.success);

    const stranger = await newPlayer();
    const sameCard = await buy(stranger.agent, SANDBOX_CARDS.success);
    expect(sameCard.statusCode).toBe(403);
    expect(sameCard.json().code).toBe('player_on_break');
    expect(await paymentsOf(stranger.player.id)).toEqual([]);
    // Another card on the same stranger is not this person's.
    expect((await buy(stranger.agent, SANDBOX_CARDS.threeDsPass)).statusCode).toBe(200);

    const byTwin = await buy(twin.agent, SANDBOX_CARDS.threeDsPass);
    expect(byTwin.statusCode).toBe(403);
    expect(byTwin.json().message).toBe(OTHER_ACCOUNT.en);
    expect(await paymentsOf(twin.player.id)).toEqual([]);

    // The card number itself is never stored: a keyed fingerprint is.
    const [paid] = await paymentsOf(stranger.player.id);
    expect(paid!.cardFingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(paid)).not.toContain(SANDBOX_CARDS.threeDsPass);

    // When the break is over, the person may buy again on either account.
    clock.advance(8 * 24 * 60 * 60 * 1000);
    expect((await buy(twin.agent, SANDBOX_CARDS.threeDsPass)).statusCode).toBe(200);
  });

  it('a near match lands in the review queue; "same person" applies the break, "different people" dismisses', async () => {
    // Signed in now: operator sessions end after 12 hours, and the clock moved on in the test before.
    const kyc = (await signInOperator(t.app, { role: 'kyc' })).headers;
    const identity = identityOf();
    const onBreak = await playerOnBreak(identity);
    const moved = await newPlayer();
    const stranger = await newPlayer();
    // The same name and birth date at another address: saved, and queued for an operator.
    for (const account of [moved, stranger])
      expect(
        (await saveProfile(account.agent, { ...identity, address: `${randomInt(900)} Elm Rd` })).statusCode,
      ).toBe(200);

    const list = await t.app.inject({
      method: 'GET',
      url: `/rest/backoffice/identity-reviews/?status=pending&q=${encodeURIComponent(onBreak.email)}`,
      headers: kyc,
    });
    expect(list.statusCode).toBe(200);
    const page = BoIdentityReviewsPageSchema.parse(list.json()).data;
    expect(page.rows.map((row) => row.player.id).sort()).toEqual(
      [moved.player.id, stranger.player.id].sort(),
    );
    const review = (id: string) => page.rows.find((row) => row.player.id === id)!;
    expect(review(moved.player.id)).toMatchObject({
      status: 'pending',
      reason: 'sameNameAndBirthDate',
      matched: { id: onBreak.player.id, address: '12 Main St.', onBreak: { kind: 'coolingOff' } },
      player: { onBreak: null, birthDay: '1990-04-02' },
    });

    const decide = (id: number, decision: string, headers = kyc) =>
      t.app.inject({
        method: 'POST',
        url: `/rest/backoffice/identity-reviews/${id}/decide/`,
        headers,
        payload: { decision },
      });
    const support = (await signInOperator(t.app, { role: 'support' })).headers;
    expect((await decide(review(moved.player.id).id, 'samePerson', support)).statusCode).toBe(403);
    expect((await decide(review(moved.player.id).id, 'maybe')).statusCode).toBe(400);

    const same = await decide(review(moved.player.id).id, 'samePerson');
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({
      status: 'samePerson',
      player: { onBreak: { kind: 'coolingOff' } },
    });
    const applied = await activeBreak(db(), moved.player.id, clock.now());
    const original = await activeBreak(db(), onBreak.player.id, clock.now());
    expect(applied).toMatchObject({ kind: 'coolingOff', liftsAt: original!.liftsAt });
    // Signed out like a break taken by the player; sign-in is refused until it lifts.
    expect((await moved.agent.get('/rest/self-exclusion/')).statusCode).toBe(401);
    const again = await createAgent(t.app).post('/rest/login/', {
      email: moved.email,
      password: TEST_PASSWORD,
    });
    expect(again.statusCode).toBe(403);
    expect((await decide(review(moved.player.id).id, 'dismissed')).statusCode).toBe(409);

    const dismissed = await decide(review(stranger.player.id).id, 'dismissed');
    expect(dismissed.statusCode).toBe(200);
    expect(await activeBreak(db(), stranger.player.id, clock.now())).toBeNull();
    expect((await buy(stranger.agent, SANDBOX_CARDS.threeDsPass)).statusCode).toBe(200);

    const audit = await db()
      .select()
      .from(tables.auditLog)
      .where(eq(tables.auditLog.action, 'identity-review.decide'));
    expect(audit.map((row) => row.targetId)).toEqual(
      expect.arrayContaining([String(review(moved.player.id).id), String(review(stranger.player.id).id)]),
    );
  });
});
