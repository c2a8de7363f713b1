import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  BACKOFFICE_PLAYER_LISTS,
  BACKOFFICE_PLAYERS_PATHS,
  BackofficeAdjustResponseSchema,
  BackofficeLedgerPageSchema,
  BackofficePlayerDetailResponseSchema,
  BackofficePlayerNotePageSchema,
  BackofficePlayerPageSchema,
  BackofficeRestrictionsResponseSchema,
  type OperatorRole,
} from '@casino/contracts';
import { ACCOUNT_LOCKED_TEXT, tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { createAgent } from '../../../testing/agent.ts';
import { auditEntries, signInOperator } from '../../../testing/operators.ts';
import { signedInPlayer } from '../../../testing/signed-in-player.ts';
import { setupTestApp } from '../../../testing/test-app.ts';

const P = BACKOFFICE_PLAYERS_PATHS;
const { auditLog, games, playerGameRestrictions, playerNotes, players, walletTransfers } = tables;

describe.each(databaseKinds())('back-office players routes on %s', (kind) => {
  const t = setupTestApp(kind);
  const operators = new Map<OperatorRole, Record<string, string>>();
  /** One signed-in operator per role, reused across tests (each sign-in costs an argon2 hash). */
  const as = async (role: OperatorRole) => {
    if (!operators.has(role)) operators.set(role, (await signInOperator(t.app, { role })).headers);
    return operators.get(role)!;
  };
  const inject = async (
    role: OperatorRole,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: await as(role),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const coins = async (playerId: string) => {
    const res = await inject('viewer', 'GET', P.detail(playerId));
    return BackofficePlayerDetailResponseSchema.parse(res.json()).data.balances.find(
      (b) => b.currency === 'COIN',
    )!.amount;
  };
  const auditRows = (action: string, playerId: string) => auditEntries(t.database.db, action, playerId);

  /** A player with an email and a password, signed in on the site. */
  const newPlayer = async () => {
    const created = await signedInPlayer(t);
    return { ...created, email: created.email!, password: created.password! };
  };

  it('searches players by part of the email and exports the same list as CSV', async () => {
    const { player, email } = await newPlayer();
    const part = email.split('@')[0]!.slice(-8);
    const res = await inject('support', 'GET', `${P.list}?q=${part}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const page = BackofficePlayerPageSchema.parse(res.json()).data;
    expect(page.rows.map((r) => r.id)).toEqual([player.id]);
    expect(page.rows[0]).toMatchObject({ email, status: 'active' });

    const csv = await inject('viewer', 'GET', `${P.list}?q=${part}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Id,Brand,Email,Login,Phone,Name,Status,Mode,Signed up,Last sign-in');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(email);
  });

  it('shows the player page and every list of it, each paged, and 404s an unknown player', async () => {
    const { player } = await newPlayer();
    const detail = await inject('kyc', 'GET', P.detail(player.id));
    expect(detail.statusCode).toBe(200);
    const data = BackofficePlayerDetailResponseSchema.parse(detail.json()).data;
    expect(data).toMatchObject({ id: player.id, status: 'active', activeSessions: 1, kycStatus: null });
    expect(data.balances.map((b) => b.currency)).toEqual(['COIN', 'ENTRY', 'WINNING', 'TOUR_POINT']);

    for (const list of BACKOFFICE_PLAYER_LISTS) {
      const res = await inject('finance', 'GET', `${P.sub(player.id, list)}?pageSize=2`);
      expect(res.statusCode, list).toBe(200);
      expect(res.json().data, list).toMatchObject({ page: 1, pageSize: 2 });
      const csv = await inject('finance', 'GET', `${P.sub(player.id, list)}?format=csv`);
      expect(csv.headers['content-type'], list).toContain('text/csv');
    }
    const missing = await inject('support', 'GET', P.sub(crypto.randomUUID(), 'ledger'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/no player with this id/);
    const notUuid = await inject('support', 'GET', P.detail('not-a-uuid'));
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().message).toMatch(/UUID/);
  });

  it('adds a note with its author and audits it', async () => {
    const { player } = await newPlayer();
    const res = await inject('support', 'POST', P.sub(player.id, 'notes'), {
      text: 'Asked about the bonus.',
    });
    expect(res.statusCode).toBe(200);
    const notes = BackofficePlayerNotePageSchema.parse(
      (await inject('viewer', 'GET', P.sub(player.id, 'notes'))).json(),
    ).data;
    expect(notes.rows).toHaveLength(1);
    expect(notes.rows[0]!.text).toBe('Asked about the bonus.');
    expect(notes.rows[0]!.operatorEmail).toMatch(/@/);
    const [audit] = await auditRows('player.note', player.id);
    expect(audit).toMatchObject({ targetType: 'player', operatorEmail: notes.rows[0]!.operatorEmail });
  });

  it("locks a player: the player's session stops working, sign-in is refused with the message; unlock lets in", async () => {
    const { player, email, password, agent } = await newPlayer();
    expect((await agent.get('/rest/player/profile/')).statusCode).toBe(200);

    const lock = await inject('support', 'POST', P.action(player.id, 'lock'), { reason: 'Suspected fraud' });
    expect(lock.statusCode).toBe(200);
    expect(BackofficePlayerDetailResponseSchema.parse(lock.json()).data).toMatchObject({
      status: 'locked',
      lockReason: 'Suspected fraud',
      activeSessions: 0,
    });
    expect((await agent.get('/rest/player/profile/')).statusCode).toBe(401);
    const browser = createAgent(t.app);
    const signIn = await browser.post('/rest/login/', { email, password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe(ACCOUNT_LOCKED_TEXT);
    const [audit] = await auditRows('player.lock', player.id);
    expect(audit?.before).toMatchObject({ status: 'active' });
    expect(audit?.after).toMatchObject({ status: 'locked', lockReason: 'Suspected fraud', sessionsEnded: 1 });

    const again = await inject('support', 'POST', P.action(player.id, 'lock'), { reason: 'Suspected fraud' });
    expect(again.statusCode).toBe(409);
    const unlock = await inject('admin', 'POST', P.action(player.id, 'unlock'), {
      reason: 'Cleared by review',
    });
    expect(unlock.statusCode).toBe(200);
    expect((await browser.post('/rest/login/', { email, password })).statusCode).toBe(200);
    expect(await auditRows('player.unlock', player.id)).toHaveLength(1);
  });

  it('closes an account for good, keeping its balance', async () => {
    const { player, email, password } = await newPlayer();
    const before = await coins(player.id);
    const res = await inject('support', 'POST', P.action(player.id, 'close'), { reason: 'Asked to close' });
    expect(res.statusCode).toBe(200);
    expect(BackofficePlayerDetailResponseSchema.parse(res.json()).data.status).toBe('closed');
    expect((await createAgent(t.app).post('/rest/login/', { email, password })).statusCode).toBe(403);
    expect(await coins(player.id)).toBe(before);
    expect(
      (await inject('support', 'POST', P.action(player.id, 'unlock'), { reason: 'Oops' })).statusCode,
    ).toBe(409);
    expect(await auditRows('player.close', player.id)).toHaveLength(1);
  });

  it('adjusts a balance through the ledger with the reason, once per idempotency key', async () => {
    const { player } = await newPlayer();
    const start = await coins(player.id);
    const body = {
      currency: 'COIN',
      amount: 125,
      reason: 'Missing win on a slot',
      idempotencyKey: 'adj-once-0001',
    };
    const first = await inject('finance', 'POST', P.action(player.id, 'adjust'), body);
    expect(first.statusCode).toBe(200);
    const second = await inject('finance', 'POST', P.action(player.id, 'adjust'), body);
    expect(second.statusCode).toBe(200);
    const [a, b] = [first, second].map((r) => BackofficeAdjustResponseSchema.parse(r.json()).data);
    expect(a!.replayed).toBe(false);
    expect(b).toMatchObject({ replayed: true, transferId: a!.transferId });
    expect(await coins(player.id)).toBe(start + 125);
    const ledger = BackofficeLedgerPageSchema.parse(
      (await inject('finance', 'GET', `${P.sub(player.id, 'ledger')}?kind=adjustment`)).json(),
    ).data;
    expect(ledger.rows).toHaveLength(1);
    expect(ledger.rows[0]).toMatchObject({ amount: 125, reason: 'Missing win on a slot' });
    const audits = await auditRows('wallet.adjust', player.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.before).toEqual({ balance: start });
    expect(audits[0]!.after).toMatchObject({ balance: start + 125, amount: 125, currency: 'COIN' });
    // The same key for another amount is refused.
    const changed = await inject('finance', 'POST', P.action(player.id, 'adjust'), { ...body, amount: 126 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toMatch(/already done/);
  });

  it('pays 32 concurrent identical adjustments once', async () => {
    const { player } = await newPlayer();
    const start = await coins(player.id);
    const entries = async () =>
      BackofficePlayerDetailResponseSchema.parse(
        (await inject('finance', 'GET', P.detail(player.id))).json(),
      ).data.balances.find((b) => b.currency === 'ENTRY')!.amount;
    const startEntries = await entries();
    const headers = await as('finance');
    const body = {
      currency: 'ENTRY',
      amount: 2.5,
      reason: 'Double-clicked',
      idempotencyKey: `race-${Date.now()}`,
    };
    const answers = await Promise.all(
      Array.from({ length: 32 }, () =>
        t.app.inject({ method: 'POST', url: P.action(player.id, 'adjust'), headers, payload: body }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(32).fill(200));
    const data = answers.map((r) => BackofficeAdjustResponseSchema.parse(r.json()).data);
    expect(new Set(data.map((d) => d.transferId)).size).toBe(1);
    expect(data.filter((d) => !d.replayed)).toHaveLength(1);
    expect(await entries()).toBe(startEntries + 2.5);
    expect(await coins(player.id)).toBe(start);
    const transfers = await t.database.db
      .select()
      .from(walletTransfers)
      .where(
        sql`${walletTransfers.toOwner} = ${`player:${player.id}`} AND ${walletTransfers.kind} = 'adjustment'`,
      );
    expect(transfers).toHaveLength(1);
    expect(await auditRows('wallet.adjust', player.id)).toHaveLength(1);
  });

  it('restricts a game for the player and lifts it, audited both ways', async () => {
    const { player } = await newPlayer();
    const [game] = await t.database.db.select({ slug: games.slug }).from(games).limit(1);
    const add = await inject('support', 'POST', P.restrictions(player.id), { gameSlug: game!.slug });
    expect(add.statusCode).toBe(200);
    expect(BackofficeRestrictionsResponseSchema.parse(add.json()).data).toMatchObject({
      changed: true,
      restrictions: [{ gameSlug: game!.slug }],
    });
    const lift = await inject('support', 'DELETE', P.restriction(player.id, game!.slug));
    expect(lift.statusCode).toBe(200);
    expect(BackofficeRestrictionsResponseSchema.parse(lift.json()).data.restrictions).toEqual([]);
    expect(await auditRows('player.restrict', player.id)).toHaveLength(1);
    expect(await auditRows('player.unrestrict', player.id)).toHaveLength(1);
    const unknown = await inject('support', 'POST', P.restrictions(player.id), { gameSlug: 'no-such-game' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/No game/);
  });

  it('refuses every action to a role without its permission (403), changing nothing', async () => {
    const { player } = await newPlayer();
    const [game] = await t.database.db.select({ slug: games.slug }).from(games).limit(1);
    const start = await coins(player.id);
    const refusals: Array<[OperatorRole, 'GET' | 'POST' | 'DELETE', string, unknown?]> = [
      ['marketing', 'GET', P.list],
      ['marketing', 'GET', P.detail(player.id)],
      ['marketing', 'GET', P.sub(player.id, 'ledger')],
      ['finance', 'POST', P.sub(player.id, 'notes'), { text: 'no' }],
      ['viewer', 'POST', P.action(player.id, 'lock'), { reason: 'no reason at all' }],
      ['kyc', 'POST', P.action(player.id, 'close'), { reason: 'no reason at all' }],
      ['finance', 'POST', P.action(player.id, 'unlock'), { reason: 'no reason at all' }],
      [
        'support',
        'POST',
        P.action(player.id, 'adjust'),
        { currency: 'COIN', amount: 5, reason: 'nope', idempotencyKey: 'refused-1' },
      ],
      ['viewer', 'POST', P.restrictions(player.id), { gameSlug: game!.slug }],
      ['finance', 'DELETE', P.restriction(player.id, game!.slug)],
    ];
    for (const [role, method, url, payload] of refusals) {
      const res = await inject(role, method, url, payload);
      expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      expect(res.json().message, `${role} ${method} ${url}`).toMatch(/[a-z] [a-z]/);
    }
    expect(await coins(player.id)).toBe(start);
    const [row] = await t.database.db.select().from(players).where(eq(players.id, player.id));
    expect(row).toMatchObject({ lockedAt: null, closedAt: null });
    expect(await t.database.db.select().from(playerNotes).where(eq(playerNotes.playerId, player.id))).toEqual(
      [],
    );
    expect(
      await t.database.db
        .select()
        .from(playerGameRestrictions)
        .where(eq(playerGameRestrictions.playerId, player.id)),
    ).toEqual([]);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, player.id))).toEqual([]);
    // Without an operator session at all: 401, and a player's own session does not count.
    const { agent } = await newPlayer();
    expect((await agent.get(P.list)).statusCode).toBe(401);
  });

  it('answers bad input with a 4xx and a message, and changes nothing', async () => {
    const { player } = await newPlayer();
    const start = await coins(player.id);
    type Bad = [OperatorRole, 'GET' | 'POST', string, unknown?, RegExp?];
    const badAdjust = (body: object, message: RegExp): Bad => [
      'admin',
      'POST',
      P.action(player.id, 'adjust'),
      body,
      message,
    ];
    const bad: Bad[] = [
      ['admin', 'POST', P.sub(player.id, 'notes'), { text: '   ' }, /Write the note/],
      ['admin', 'POST', P.sub(player.id, 'notes'), { text: 'x'.repeat(2001) }, /2,000/],
      ['admin', 'POST', P.action(player.id, 'lock'), {}, /reason/],
      ['admin', 'POST', P.action(player.id, 'lock'), { reason: 'no' }, /at least 3/],
      ['admin', 'POST', P.action(player.id, 'close'), { reason: 'x'.repeat(501) }, /500/],
      badAdjust({ currency: 'COIN', amount: 0, reason: 'zero', idempotencyKey: 'bad-00001' }, /not be 0/),
      badAdjust({ currency: 'COIN', amount: 5e6, reason: 'huge', idempotencyKey: 'bad-00002' }, /at most/),
      badAdjust({ currency: 'COIN', amount: 5, reason: 'no', idempotencyKey: 'bad-00003' }, /at least 3/),
      badAdjust({ currency: 'COIN', amount: 5, reason: 'fine reason' }, /key/),
      badAdjust(
        { currency: 'TOUR_POINT', amount: 5, reason: 'fine reason', idempotencyKey: 'bad-00004' },
        /COIN, ENTRY or WINNING/,
      ),
      badAdjust(
        { currency: 'COIN', amount: 1.5, reason: 'fine reason', idempotencyKey: 'bad-00005' },
        /whole number/,
      ),
      badAdjust(
        { currency: 'COIN', amount: -1e6, reason: 'fine reason', idempotencyKey: 'bad-00006' },
        /does not have that much/,
      ),
      ['admin', 'POST', P.restrictions(player.id), { gameSlug: '' }, /Name the game/],
      ['admin', 'GET', `${P.list}?sort=passwordHash`, undefined, /sorts by/],
      ['admin', 'GET', `${P.list}?status=sleeping`, undefined, undefined],
      ['admin', 'GET', `${P.sub(player.id, 'ledger')}?from=2026-13-40`, undefined, /real day/],
      [
        'admin',
        'GET',
        `${P.sub(player.id, 'ledger')}?from=2026-02-10&to=2026-02-01`,
        undefined,
        /must not be after/,
      ],
      ['admin', 'GET', `${P.sub(player.id, 'ledger')}?currency=USD`, undefined, /COIN, ENTRY, WINNING/],
    ];
    for (const [role, method, url, payload, message] of bad) {
      const res = await inject(role, method, url, payload);
      const what = `${method} ${url} ${JSON.stringify(payload)}`;
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, what).toBeLessThan(500);
      expect(typeof res.json().message, what).toBe('string');
      if (message) expect(res.json().message, what).toMatch(message);
    }
    expect(await coins(player.id)).toBe(start);
    const [row] = await t.database.db.select().from(players).where(eq(players.id, player.id));
    expect(row).toMatchObject({ lockedAt: null, closedAt: null });
    expect(await t.database.db.select().from(playerNotes).where(eq(playerNotes.playerId, player.id))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, player.id))).toEqual([]);
  });
});
