import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { games, players, playerNotes, sessions, walletTransfers } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import { ACCOUNT_CLOSED_TEXT, ACCOUNT_LOCKED_TEXT } from '../identity/account-status.ts';
import { restorePassword } from '../identity/restore-password.ts';
import { findLinkToken, issueLinkToken } from '../identity/restore-password-tokens.ts';
import { createSession, findSession } from '../identity/sessions.ts';
import { createSignInGuard } from '../identity/sign-in-guard.ts';
import { signIn } from '../identity/sign-in.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { createPlayer, uniqueEmail } from '../testing/factories.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { closePlayer, lockPlayer, unlockPlayer } from './account-actions.ts';
import { adjustPlayerBalance } from './adjust-player-balance.ts';
import { getPlayerDetail } from './get-player-detail.ts';
import { listPlayerFeatures } from './list-player-features.ts';
import { listPlayerLedger } from './list-player-ledger.ts';
import { listPlayerSessions } from './list-player-sessions.ts';
import { addPlayerNote, listPlayerNotes } from './player-notes.ts';
import { setPlayerGameRestriction } from './restrict-player-game.ts';
import { searchPlayers } from './search-players.ts';
import { rowsOf } from '../wallet/check-ledger.ts';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as DomainError,
  );
const page = { page: 1, pageSize: 25, order: 'desc' as const };

describe.each(databaseKinds())('back-office players on %s', (kind) => {
  let database: Database;
  let db: Db;
  const now = new Date();
  const actor = { operatorId: 'op-1', operatorEmail: 'support@example.test', ip: '127.0.0.1', at: now };
  const guard = () => createSignInGuard(db, 'test-secret-of-the-sign-in-guard');
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
  });
  afterAll(() => database.close());

  const coins = async (playerId: string) =>
    (await getPlayerDetail(db, playerId, now)).balances.find((b) => b.currency === 'COIN')!.amount;
  /** An operator's coins adjustment for the player, under a fresh key. */
  const coinsAdjustment = (playerId: string, amount: number, reason: string) => ({
    playerId,
    currency: 'COIN' as const,
    amount,
    reason,
    idempotencyKey: `k-${crypto.randomUUID()}`,
  });

  it('finds players by any part of the email or login, a whole id, or the digits of a phone', async () => {
    const tag = `srch${Date.now().toString(36)}`;
    const a = await createPlayer(db, { email: `${tag}-anna@example.test` });
    const b = await createPlayer(db, { email: `${tag}-bob@example.test` });
    await db.update(players).set({ phone: '+1 (555) 201-9988' }).where(eq(players.id, b.player.id));

    const byEmail = await searchPlayers(db, { ...page, q: `${tag}-ANN` });
    expect(byEmail.rows.map((r) => r.id)).toEqual([a.player.id]);
    const both = await searchPlayers(db, { ...page, q: tag, sort: 'email', order: 'asc' });
    expect(both.total).toBe(2);
    expect(both.rows.map((r) => r.id)).toEqual([a.player.id, b.player.id]);
    const paged = await searchPlayers(db, {
      ...page,
      q: tag,
      pageSize: 1,
      page: 2,
      sort: 'email',
      order: 'asc',
    });
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.rows.map((r) => r.id)).toEqual([b.player.id]);
    expect((await searchPlayers(db, { ...page, q: a.player.id.toUpperCase() })).rows[0]?.email).toBe(a.email);
    expect((await searchPlayers(db, { ...page, q: '555 2019' })).rows.map((r) => r.id)).toContain(
      b.player.id,
    );
    const login = (await searchPlayers(db, { ...page, q: a.player.login })).rows.map((r) => r.id);
    expect(login).toContain(a.player.id);
    // LIKE's own characters are taken literally.
    expect((await searchPlayers(db, { ...page, q: `${tag}%` })).total).toBe(0);
  });

  it('refuses a sort column the list does not have, naming the ones it has', async () => {
    const error = await failure(searchPlayers(db, { ...page, sort: 'passwordHash' }));
    expect(error).toBeInstanceOf(DomainError);
    expect(error?.status).toBe(422);
    expect(error?.message).toMatch(/sorts by createdAt, lastLoginAt, email, login/);
  });

  it('locks an account: its sessions end at once, sign-in is refused with the reason, unlock lets it in', async () => {
    const { player, email, password } = await createPlayer(db);
    const session = await createSession(db, player.id, now);
    expect(await findSession(db, session.token, now)).not.toBeNull();
    expect((await getPlayerDetail(db, player.id, now)).activeSessions).toBe(1);

    await lockPlayer(db, { playerId: player.id, reason: 'Chargeback under review' }, actor);
    expect(await db.select().from(sessions).where(eq(sessions.playerId, player.id))).toHaveLength(0);
    expect(await findSession(db, session.token, now)).toBeNull();
    const refused = await failure(signIn(db, { email, password }, { now, ip: '10.0.0.1', guard: guard() }));
    expect(refused).toMatchObject({ status: 403, message: ACCOUNT_LOCKED_TEXT, code: 'account_locked' });
    // The wrong password still hears the usual answer: the lock is told only to the owner.
    const wrong = await failure(
      signIn(db, { email, password: 'nope-nope-nope' }, { now, ip: '10.0.0.2', guard: guard() }),
    );
    expect(wrong?.status).toBe(401);
    // A session written by a sign-in racing the lock opens nothing.
    const late = await createSession(db, player.id, now);
    expect(await findSession(db, late.token, now)).toBeNull();
    const detail = await getPlayerDetail(db, player.id, now);
    expect(detail).toMatchObject({
      status: 'locked',
      lockReason: 'Chargeback under review',
      activeSessions: 0,
    });

    expect(await failure(lockPlayer(db, { playerId: player.id, reason: 'again' }, actor))).toMatchObject({
      status: 409,
    });
    await unlockPlayer(db, { playerId: player.id, reason: 'Chargeback cleared' }, actor);
    expect((await getPlayerDetail(db, player.id, now)).status).toBe('active');
    const back = await signIn(db, { email, password }, { now, ip: '10.0.0.3', guard: guard() });
    expect(back.id).toBe(player.id);
    expect(await failure(unlockPlayer(db, { playerId: player.id, reason: 'twice' }, actor))).toMatchObject({
      status: 409,
    });
  });

  it('refuses a locked account a password-restore link, keeping the password and the link', async () => {
    const { player, email, password } = await createPlayer(db);
    const token = await issueLinkToken(db, {
      playerId: player.id,
      purpose: 'password_restore',
      target: email,
      ttlMs: 3600_000,
      now,
    });
    await lockPlayer(db, { playerId: player.id, reason: 'Account takeover suspected' }, actor);
    const fresh = 'a-brand-new-pass-9917';
    expect(
      await failure(restorePassword(db, { token, password: fresh, passwordRepeat: fresh }, now)),
    ).toMatchObject({ status: 403, message: ACCOUNT_LOCKED_TEXT });
    expect(await findLinkToken(db, token, 'password_restore', now)).not.toBeNull();
    await unlockPlayer(db, { playerId: player.id, reason: 'Owner verified' }, actor);
    const back = await signIn(db, { email, password }, { now, ip: '10.0.0.9', guard: guard() });
    expect(back.id).toBe(player.id);
  });

  it('closes an account for good: sessions end, sign-in refused, balances kept', async () => {
    const { player, email, password } = await createPlayer(db);
    await adjustPlayerBalance(
      { db, publisher: createRecordingPublisher().publisher },
      {
        playerId: player.id,
        currency: 'COIN',
        amount: 700,
        reason: 'goodwill',
        idempotencyKey: 'close-test-1',
      },
      actor,
    );
    const before = await coins(player.id);
    await createSession(db, player.id, now);
    await closePlayer(db, { playerId: player.id, reason: 'Asked to close the account' }, actor);
    expect(await db.select().from(sessions).where(eq(sessions.playerId, player.id))).toHaveLength(0);
    expect(
      await failure(signIn(db, { email, password }, { now, ip: '10.0.0.4', guard: guard() })),
    ).toMatchObject({
      status: 403,
      message: ACCOUNT_CLOSED_TEXT,
    });
    expect(await coins(player.id)).toBe(before);
    expect((await getPlayerDetail(db, player.id, now)).status).toBe('closed');
    for (const action of [lockPlayer, unlockPlayer, closePlayer])
      expect(await failure(action(db, { playerId: player.id, reason: 'once more' }, actor))).toMatchObject({
        status: 409,
      });
  });

  it('refuses a lock without a real reason or for an unknown player, changing nothing', async () => {
    const { player } = await createPlayer(db);
    expect(await failure(lockPlayer(db, { playerId: player.id, reason: '  x ' }, actor))).toMatchObject({
      status: 422,
    });
    expect(
      await failure(lockPlayer(db, { playerId: crypto.randomUUID(), reason: 'a good reason' }, actor)),
    ).toMatchObject({ status: 404 });
    expect((await getPlayerDetail(db, player.id, now)).status).toBe('active');
  });

  it('adjusts a balance through the ledger once per key, with the reason, and refuses overdrafts', async () => {
    const { player } = await createPlayer(db);
    const { publisher, sent } = createRecordingPublisher();
    const start = await coins(player.id);
    const input = coinsAdjustment(player.id, 250, 'Missing win');
    const first = await adjustPlayerBalance({ db, publisher }, input, actor);
    const again = await adjustPlayerBalance({ db, publisher }, input, actor);
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, transferId: first.transferId });
    expect(await coins(player.id)).toBe(start + 250);
    expect(sent.filter((s) => s.message.action === 'setBalance')).toHaveLength(1);
    const [transfer] = await db
      .select()
      .from(walletTransfers)
      .where(eq(walletTransfers.id, first.transferId));
    expect(transfer).toMatchObject({ kind: 'adjustment', fromOwner: 'house:adjustments' });
    expect(transfer?.metadata).toMatchObject({ reason: 'Missing win', operatorEmail: actor.operatorEmail });

    // The same key with another amount is refused.
    expect(
      await failure(adjustPlayerBalance({ db, publisher }, { ...input, amount: 300 }, actor)),
    ).toMatchObject({
      status: 409,
    });
    // Taking back more than there is.
    expect(
      await failure(
        adjustPlayerBalance(
          { db, publisher },
          { ...input, amount: -(start + 10_000), idempotencyKey: `k-${crypto.randomUUID()}` },
          actor,
        ),
      ),
    ).toMatchObject({ status: 402 });
    // Cents on coins.
    expect(
      await failure(
        adjustPlayerBalance(
          { db, publisher },
          { ...input, amount: 1.5, idempotencyKey: 'k-cents-coin' },
          actor,
        ),
      ),
    ).toMatchObject({ status: 422 });
    expect(await coins(player.id)).toBe(start + 250);

    const ledger = await listPlayerLedger(db, player.id, { ...page, kind: 'adjustment' });
    expect(ledger.rows).toHaveLength(1);
    expect(ledger.rows[0]).toMatchObject({
      amount: 250,
      currency: 'COIN',
      counterparty: 'house:adjustments',
      reason: 'Missing win',
    });
  });

  it('pays 32 racing adjustments with one key once', async () => {
    const { player } = await createPlayer(db);
    const start = await coins(player.id);
    const input = coinsAdjustment(player.id, 40, 'Race test');
    const publisher = createRecordingPublisher().publisher;
    const results = await Promise.all(
      Array.from({ length: 32 }, () => adjustPlayerBalance({ db, publisher }, input, actor)),
    );
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await coins(player.id)).toBe(start + 40);
  });

  it('filters the ledger by currency, kind and days, and sorts it by amount', async () => {
    const { player } = await createPlayer(db);
    const publisher = createRecordingPublisher().publisher;
    const adjust = (currency: 'COIN' | 'ENTRY', amount: number) =>
      adjustPlayerBalance(
        { db, publisher },
        { playerId: player.id, currency, amount, reason: 'ledger test', idempotencyKey: crypto.randomUUID() },
        actor,
      );
    await adjust('COIN', 5);
    await adjust('COIN', 90);
    await adjust('ENTRY', 1.25);
    const entries = await listPlayerLedger(db, player.id, { ...page, currency: 'ENTRY', kind: 'adjustment' });
    expect(entries.rows.map((r) => r.amount)).toEqual([1.25]);
    const byAmount = await listPlayerLedger(db, player.id, {
      ...page,
      currency: 'COIN',
      kind: 'adjustment',
      sort: 'amount',
      order: 'asc',
    });
    expect(byAmount.rows.map((r) => r.amount)).toEqual([5, 90]);
    // Entries carry the database's time: ask it which UTC day it is.
    const [{ day }] = rowsOf<{ day: string }>(
      await db.execute(sql`SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day`),
    ) as [{ day: string }];
    expect(
      (await listPlayerLedger(db, player.id, { ...page, kind: 'adjustment', from: day, to: day })).total,
    ).toBe(3);
    expect(
      (
        await listPlayerLedger(db, player.id, {
          ...page,
          kind: 'adjustment',
          from: '2001-01-01',
          to: '2001-01-02',
        })
      ).total,
    ).toBe(0);
  });

  it('keeps notes with their author, newest first, and refuses an empty or huge one', async () => {
    const { player } = await createPlayer(db);
    await addPlayerNote(db, { playerId: player.id, text: 'Called about a missing win.' }, actor);
    await addPlayerNote(
      db,
      { playerId: player.id, text: '  Second note.  ' },
      { ...actor, at: new Date(now.getTime() + 1000) },
    );
    const notes = await listPlayerNotes(db, player.id, page);
    expect(notes.rows.map((n) => n.text)).toEqual(['Second note.', 'Called about a missing win.']);
    expect(notes.rows[0]).toMatchObject({ operatorEmail: actor.operatorEmail, operatorId: 'op-1' });
    for (const text of ['   ', 'x'.repeat(2001)])
      expect(await failure(addPlayerNote(db, { playerId: player.id, text }, actor))).toMatchObject({
        status: 422,
      });
    expect(await db.select().from(playerNotes).where(eq(playerNotes.playerId, player.id))).toHaveLength(2);
  });

  it('restricts a game for one player and lifts it, telling the player once per change', async () => {
    const { player } = await createPlayer(db);
    const [game] = await db.select({ slug: games.slug }).from(games).limit(1);
    const { publisher, sent } = createRecordingPublisher();
    const deps = { db, publisher };
    const first = await setPlayerGameRestriction(
      deps,
      { playerId: player.id, gameSlug: game!.slug, restricted: true },
      actor,
    );
    expect(first.changed).toBe(true);
    expect(first.restrictions.map((r) => r.gameSlug)).toEqual([game!.slug]);
    const again = await setPlayerGameRestriction(
      deps,
      { playerId: player.id, gameSlug: game!.slug, restricted: true },
      actor,
    );
    expect(again.changed).toBe(false);
    expect((await getPlayerDetail(db, player.id, now)).restrictions).toHaveLength(1);
    const lifted = await setPlayerGameRestriction(
      deps,
      { playerId: player.id, gameSlug: game!.slug, restricted: false },
      actor,
    );
    expect(lifted).toEqual({ restrictions: [], changed: true });
    expect(sent.filter((s) => s.message.action === 'updateGroupHash')).toHaveLength(2);
    expect(
      await failure(
        setPlayerGameRestriction(
          deps,
          { playerId: player.id, gameSlug: 'no-such-game', restricted: true },
          actor,
        ),
      ),
    ).toMatchObject({ status: 404 });
  });

  it('lists live sessions and every feature of the brand with the player’s claims', async () => {
    const { player } = await createPlayer(db, { email: uniqueEmail('features') });
    await createSession(db, player.id, now, { ip: '10.1.1.1', userAgent: 'Test browser' });
    const live = await listPlayerSessions(db, player.id, page, now);
    expect(live.rows).toHaveLength(1);
    expect(live.rows[0]).toMatchObject({ ip: '10.1.1.1', userAgent: 'Test browser' });
    expect(live.rows[0]!.ref).toHaveLength(10);

    const features = await listPlayerFeatures(db, player.id, { ...page, pageSize: 100, order: 'asc' });
    expect(features.total).toBeGreaterThan(5);
    const keys = features.rows.map((f) => f.featureKey);
    expect(keys).toEqual([...keys].sort());
    expect(features.rows.find((f) => f.featureKey === 'dailyLogin')).toMatchObject({
      claims: 0,
      lastClaimAt: null,
    });
  });
});
