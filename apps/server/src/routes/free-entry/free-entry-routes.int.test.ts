import { beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import {
  BoFreeEntryEnterReplySchema,
  BoFreeEntryPageSchema,
  FREE_ENTRY_CODE_PATTERN,
  FREE_ENTRY_PATHS,
  FreeEntryInfoSchema,
  FreeEntryTermsReplySchema,
  LANGUAGE_COOKIE,
  type OperatorRole,
} from '@casino/contracts';
import { checkLedger, createManualClock, createSession, getPlayerBalances, tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { auditEntries, signInOperator } from '../../testing/operators.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

describe.each(databaseKinds())('free entry by mail on %s', (kind) => {
  const clock = createManualClock('2026-11-25T15:00:00.000Z');
  const t = setupTestApp(kind, {}, { clock });

  const as: Partial<Record<OperatorRole, Record<string, string>>> = {};
  beforeAll(async () => {
    for (const role of ['support', 'finance', 'viewer'] as const)
      as[role] = (await signInOperator(t.app, { role })).headers;
  });
  const enter = (code: string, role: OperatorRole = 'support') =>
    t.app.inject({ method: 'POST', url: FREE_ENTRY_PATHS.boEnter, headers: as[role], payload: { code } });
  const entriesOf = async (playerId: string) => (await getPlayerBalances(t.database.db, playerId)).entries;
  const askCode = async (agent: Awaited<ReturnType<typeof signedInPlayer>>['agent']) => {
    const response = await agent.post(FREE_ENTRY_PATHS.request, {});
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.code as string;
  };

  it('answers each brand its own terms (amount, cap and address from data)', async () => {
    const funrize = FreeEntryTermsReplySchema.parse(
      (await t.app.inject({ url: FREE_ENTRY_PATHS.terms, headers: { host: 'localhost' } })).json(),
    ).data;
    const tao = FreeEntryTermsReplySchema.parse(
      (await t.app.inject({ url: FREE_ENTRY_PATHS.terms, headers: { host: 'tao.test' } })).json(),
    ).data;
    expect(funrize).toMatchObject({ entriesPerRequest: 5, yearlyCap: 250 });
    expect(tao).toMatchObject({ entriesPerRequest: 4, yearlyCap: 200 });
    expect(funrize.address[0]).toContain('Funrize');
    expect(tao.address[0]).toContain('TaoFortune');
  });

  it('gives a player one pending code at a time, even when asked 8 times at once', async () => {
    const { agent } = await signedInPlayer(t);
    expect((await t.app.inject({ method: 'POST', url: FREE_ENTRY_PATHS.request })).statusCode).toBe(403);
    const codes = await Promise.all(Array.from({ length: 8 }, () => askCode(agent)));
    expect(new Set(codes).size).toBe(1);
    expect(codes[0]).toMatch(FREE_ENTRY_CODE_PATTERN);
    const info = FreeEntryInfoSchema.parse((await agent.get(FREE_ENTRY_PATHS.info)).json()).data;
    expect(info.pending?.code).toBe(codes[0]);
    expect(info).toMatchObject({ creditedThisYear: 0, remainingThisYear: 250 });
  });

  it('credits a code once when 32 operator submissions race, audited once, ledger balanced', async () => {
    const { agent, player } = await signedInPlayer(t);
    const code = await askCode(agent);
    const before = await entriesOf(player.id);
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) => enter(i % 2 ? code : code.toLowerCase().replace('-', ' - '))),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const credited = answers.filter((a) => BoFreeEntryEnterReplySchema.parse(a.json()).data.credited);
    expect(credited).toHaveLength(1);
    // 5 whole Entries: the ledger keeps hundredths.
    expect(await entriesOf(player.id)).toBe(before + 500);
    const transfers = await t.database.db
      .select()
      .from(tables.walletTransfers)
      .where(like(tables.walletTransfers.key, 'free-entry:%'));
    expect(transfers.filter((tr) => tr.toOwner === `player:${player.id}`)).toHaveLength(1);
    const audits = await auditEntries(t.database.db, 'free-entry.enter', player.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ code, status: 'credited', entries: 5 });
    const ledger = await checkLedger(t.database.db);
    expect(ledger.mismatches).toEqual([]);

    // The player sees it and may ask for the next code.
    const info = FreeEntryInfoSchema.parse((await agent.get(FREE_ENTRY_PATHS.info)).json()).data;
    expect(info).toMatchObject({ pending: null, creditedThisYear: 5, remainingThisYear: 245 });
    expect(info.recent[0]).toMatchObject({ code, status: 'credited', entries: 5 });
    expect(await askCode(agent)).not.toBe(code);
  });

  let capped: { agent: Awaited<ReturnType<typeof signedInPlayer>>['agent']; playerId: string };
  it('stops at the yearly cap', async () => {
    const { agent, player } = await signedInPlayer(t, { host: 'nlc.test', brand: 'nlc' });
    await t.database.db
      .update(tables.freeEntryTerms)
      .set({ entriesPerRequest: 5, yearlyCap: 8 })
      .where(eq(tables.freeEntryTerms.brand, 'nlc'));
    const start = await entriesOf(player.id);
    const results: unknown[] = [];
    for (let i = 0; i < 3; i++)
      results.push(BoFreeEntryEnterReplySchema.parse((await enter(await askCode(agent))).json()).data.row);
    expect(results.map((r) => (r as { status: string }).status)).toEqual(['credited', 'credited', 'capped']);
    expect(results.map((r) => (r as { entries: number }).entries)).toEqual([5, 3, 0]);
    expect(await entriesOf(player.id)).toBe(start + 800); // 8 Entries in hundredths
    capped = { agent, playerId: player.id };
  });

  it('refuses a malformed or unknown code in words, and roles without free-entry.enter', async () => {
    const malformed = await enter('not a code');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('A request code looks like AB2CD-EF3GH.');
    const unknown = await enter('ABCDE-FGHJK');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('No mail-in request has this code');
    expect((await enter('ABCDE-FGHJK', 'finance')).statusCode).toBe(403);
    expect((await enter('ABCDE-FGHJK', 'viewer')).statusCode).toBe(403);
  });

  it('lists requests with filters and CSV for free-entry.read', async () => {
    const { agent, player } = await signedInPlayer(t);
    const code = await askCode(agent);
    const page = BoFreeEntryPageSchema.parse(
      (
        await t.app.inject({
          url: `${FREE_ENTRY_PATHS.boList}?status=pending&q=${code}`,
          headers: as.viewer,
        })
      ).json(),
    ).data;
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ code, playerId: player.id, status: 'pending' });
    const csv = await t.app.inject({
      url: `${FREE_ENTRY_PATHS.boList}?format=csv&q=${code}`,
      headers: as.finance,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(code);
  });

  it('refuses a code to a player whose state is closed, telling why in their language', async () => {
    const { agent, player } = await signedInPlayer(t);
    await t.database.db.update(tables.players).set({ state: 'NV' }).where(eq(tables.players.id, player.id));
    const en = await agent.post(FREE_ENTRY_PATHS.request, {});
    expect(en.statusCode).toBe(403);
    expect(en.json()).toMatchObject({ code: 'state_rules' });
    expect(en.json().message).toContain('You can still play with Coins');
    agent.jar.set(LANGUAGE_COOKIE.name, 'es');
    const es = await agent.post(FREE_ENTRY_PATHS.request, {});
    expect(es.json().message).toContain('Puedes seguir jugando con Monedas');
  });

  // Last: the clock moves into the next year, where every earlier session has lapsed.
  it('starts the cap again on January 1st (the injected clock moves)', async () => {
    const { agent, playerId } = capped;
    clock.set('2027-01-01T00:00:00.000Z');
    // Sessions and CSRF tokens are dated: the player and the operator sign in again in the new year.
    agent.jar.clear();
    agent.jar.set('sid', (await createSession(t.database.db, playerId, clock.now())).token);
    as.support = (await signInOperator(t.app, { role: 'support' })).headers;
    const row = BoFreeEntryEnterReplySchema.parse((await enter(await askCode(agent))).json()).data.row;
    expect(row).toMatchObject({ status: 'credited', entries: 5 });
  });
});
