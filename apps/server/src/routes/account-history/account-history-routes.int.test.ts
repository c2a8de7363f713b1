import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  AccountHistoryResponseSchema,
  GamePlayResponseSchema,
  InHouseSessionSchema,
  LANGUAGE_COOKIE,
  type AccountHistoryRow,
} from '@casino/contracts';
import { tables, transfer } from '@casino/core';
import { signedInPlayer } from '../../testing/signed-in-player.ts';
import { setupEveryBrandApp, OPS_TOKEN } from '../../testing/feature-app.ts';
import { createAgent } from '../../testing/agent.ts';
import { giveWinnings, makeRedeemEligible } from '../../testing/redeem.ts';
import { buyWithSandboxCard } from '../../testing/deposit.ts';

const URL_ = '/rest/player/account-history/';

type Agent = ReturnType<typeof createAgent>;

describe('account history on pglite', () => {
  const { t, player: brandPlayer } = setupEveryBrandApp('pglite', {
    redeemMinimum: 50,
    paymentWebhookDelayMs: 0,
  });
  const db = () => t.database.db;

  const page = async (agent: Agent, query = '') => {
    const response = await agent.get(`${URL_}${query ? `?${query}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return AccountHistoryResponseSchema.parse(response.json()).data;
  };
  /** Every row of a filter, following the cursor `limit` rows at a time. */
  const all = async (agent: Agent, query = '', limit = 100) => {
    const rows: AccountHistoryRow[] = [];
    let cursor: string | null = null;
    do {
      const data = await page(
        agent,
        [query, `limit=${limit}`, cursor ? `cursor=${cursor}` : ''].filter(Boolean).join('&'),
      );
      rows.push(...data.rows);
      cursor = data.nextCursor;
    } while (cursor);
    return rows;
  };
  const fund = (playerId: string, amount: number, kind = 'adjustment', metadata?: Record<string, unknown>) =>
    transfer(db(), {
      key: `history-test:${randomUUID()}`,
      kind,
      currency: 'COIN',
      amount,
      from: { house: 'adjustments' },
      to: { playerId },
      ...(metadata ? { metadata } : {}),
    });

  /** A player with one of everything, each made through its own route: a purchase, a reward, a round, a redeem. */
  async function playerWithEverything() {
    const a = await brandPlayer('nlc');
    const { agent, player } = a;
    const [preset] = await db().select().from(tables.offerPresets).limit(1);
    const deposit = await buyWithSandboxCard(agent, preset!.id);
    expect(deposit.statusCode, deposit.body).toBeLessThan(300);
    const claim = await agent.get('/rest/daily-login/apply-prize/');
    expect(claim.statusCode, claim.body).toBe(200);
    const [game] = await db()
      .select({ slug: tables.games.slug, title: tables.games.title })
      .from(tables.games)
      .where(and(eq(tables.games.engineId, 'triple-sevens'), eq(tables.games.isActive, true)))
      .limit(1);
    const play = await agent.get(`/rest/game/${game!.slug}/play/`);
    const token = new URL(GamePlayResponseSchema.parse(play.json()).url, 'http://x').searchParams.get(
      'session',
    )!;
    const session = await agent.get(`/rest/in-house/session/${encodeURIComponent(token)}/`);
    const bet = InHouseSessionSchema.parse(session.json()).game.betLevels[0]!;
    const spin = await agent.post(`/rest/in-house/session/${encodeURIComponent(token)}/spin/`, { bet });
    expect(spin.statusCode, spin.body).toBe(200);
    const [round] = await db()
      .select()
      .from(tables.gameRounds)
      .where(eq(tables.gameRounds.playerId, player.id));
    // Redeem: SweepStakes, eligible, winnings from an operator adjustment.
    await makeRedeemEligible(db(), player.id);
    await giveWinnings(t.app, OPS_TOKEN, player.email, 200);
    const redeem = await agent.post('/rest/redeem/', { amount: 60, idempotencyKey: randomUUID() });
    expect(redeem.statusCode, redeem.body).toBeLessThan(300);
    // A kind this list does not know yet (another feature's), with a memo for the player.
    await transfer(db(), {
      key: `history-test:${randomUUID()}`,
      kind: 'mail-in:entry',
      currency: 'ENTRY',
      amount: 100,
      from: { house: 'rewards' },
      to: { playerId: player.id },
      metadata: { memo: 'Mail-in request #12' },
    });
    return { ...a, game: game!, preset: preset!, round: round! };
  }

  it('shows purchases, rewards, rounds, redeems, adjustments and unknown kinds in one list, each with its details', async () => {
    const { agent, game, preset, round } = await playerWithEverything();
    const rows = await all(agent);
    const byKind = (kind: string) => rows.filter((r) => r.kind === kind);

    expect(byKind('purchase')).toHaveLength(preset.entries > 0 ? 2 : 1);
    expect(byKind('purchase')[0]).toMatchObject({ type: 'purchase', priceCents: preset.priceCents });
    expect(byKind('purchase').every((r) => r.amount > 0)).toBe(true);
    expect(byKind('feature:dailyLogin').length).toBeGreaterThan(0);
    expect(byKind('feature:dailyLogin')[0]).toMatchObject({ type: 'reward' });
    expect(byKind('bet')[0]).toMatchObject({
      type: 'game',
      amount: -round.bet,
      gameId: game.slug,
      gameTitle: game.title,
    });
    expect(byKind('redeem:hold')[0]).toMatchObject({
      type: 'redeem',
      currency: 'WINNING',
      amount: -6000,
      redeemStatus: 'pending',
    });
    expect(byKind('adjustment')[0]).toMatchObject({ type: 'adjustment', amount: 20_000, memo: null });
    expect(byKind('mail-in:entry')[0]).toMatchObject({
      type: 'other',
      memo: 'Mail-in request #12',
      amount: 100,
    });
    // Newest first, by entry id.
    expect(rows.map((r) => Number(r.id))).toEqual([...rows.map((r) => Number(r.id))].sort((x, y) => y - x));

    // Each type filter answers exactly its rows; currency filters too.
    for (const type of ['purchase', 'redeem', 'reward', 'game', 'adjustment', 'other'] as const) {
      const filtered = await all(agent, `type=${type}`);
      expect(
        filtered.map((r) => r.id),
        type,
      ).toEqual(rows.filter((r) => r.type === type).map((r) => r.id));
    }
    const entries = await all(agent, 'currency=ENTRY');
    expect(entries.map((r) => r.id)).toEqual(rows.filter((r) => r.currency === 'ENTRY').map((r) => r.id));
    expect(await all(agent, 'type=purchase&currency=WINNING')).toEqual([]);
  });

  it('filters by the player’s days, in the player’s time zone', async () => {
    const { agent, player } = await signedInPlayer(t);
    const ids: string[] = [];
    for (const at of [
      '2026-03-01T12:00:00Z',
      '2026-03-02T03:00:00Z',
      '2026-03-02T12:00:00Z',
      '2026-03-04T00:30:00Z',
    ]) {
      const { transferId } = await fund(player.id, 10);
      ids.push(transferId);
      await db()
        .update(tables.walletEntries)
        .set({ createdAt: new Date(at) })
        .where(eq(tables.walletEntries.transferId, transferId));
    }
    const created = async (query: string) => (await all(agent, query)).map((r) => r.createdAt);
    expect(await created('from=2026-03-02&to=2026-03-02')).toEqual([
      '2026-03-02T12:00:00.000Z',
      '2026-03-02T03:00:00.000Z',
    ]);
    // Six hours west of UTC, 03:00Z on the 2nd is still the 1st, and 00:30Z on the 4th is the 3rd.
    expect(await created('from=2026-03-01&to=2026-03-01&tz=-360')).toEqual([
      '2026-03-02T03:00:00.000Z',
      '2026-03-01T12:00:00.000Z',
    ]);
    expect(await created('from=2026-03-02&to=2026-03-02&tz=-360')).toEqual(['2026-03-02T12:00:00.000Z']);
    expect(await created('from=2026-03-03&to=2026-03-31&tz=-360')).toEqual(['2026-03-04T00:30:00.000Z']);
    expect(await created('to=2026-03-01')).toEqual(['2026-03-01T12:00:00.000Z']);
  });

  it('pages with a cursor that new rows never shift: no row repeats or goes missing', async () => {
    const { agent, player } = await signedInPlayer(t);
    for (let i = 1; i <= 25; i++) await fund(player.id, i);
    // A new player also has their sign-up rewards: the test pages its own adjustments.
    const first = await page(agent, 'type=adjustment&limit=10');
    expect(first.rows.map((r) => r.amount)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    // Rows written while the player reads: they belong to a fresh first page, not to the next ones.
    for (let i = 101; i <= 105; i++) await fund(player.id, i);
    const second = await page(agent, `type=adjustment&limit=10&cursor=${first.nextCursor}`);
    expect(second.rows.map((r) => r.amount)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    const third = await page(agent, `type=adjustment&limit=10&cursor=${second.nextCursor}`);
    expect(third.rows.map((r) => r.amount)).toEqual([5, 4, 3, 2, 1]);
    expect(third.nextCursor).toBeNull();
    expect((await page(agent, 'type=adjustment&limit=5')).rows.map((r) => r.amount)).toEqual([
      105, 104, 103, 102, 101,
    ]);
    // Exactly the limit: the cursor is null once nothing older is left.
    expect(
      (await page(agent, `type=adjustment&limit=5&cursor=${second.rows.at(-1)!.id}`)).nextCursor,
    ).toBeNull();
  });

  it('shows a player only their own rows, whatever cursor or filter they send', async () => {
    const a = await signedInPlayer(t);
    const b = await signedInPlayer(t);
    for (let i = 0; i < 3; i++) await fund(a.player.id, 7);
    await fund(b.player.id, 9);
    const aRows = await all(a.agent);
    const bRows = await all(b.agent);
    expect(aRows.filter((r) => r.type === 'adjustment').map((r) => r.amount)).toEqual([7, 7, 7]);
    expect(bRows.filter((r) => r.type === 'adjustment').map((r) => r.amount)).toEqual([9]);
    const aIds = new Set(aRows.map((r) => r.id));
    expect(bRows.some((r) => aIds.has(r.id))).toBe(false);
    // B with A's newest id as cursor: still only B's older rows (none).
    const withACursor = await page(b.agent, `cursor=${Number(aRows[0]!.id) + 1}`);
    expect(withACursor.rows.map((r) => r.amount)).toEqual(
      bRows.filter((r) => Number(r.id) <= Number(aRows[0]!.id)).map((r) => r.amount),
    );
    const entries = await db()
      .select({ id: tables.walletEntries.id, owner: tables.walletEntries.owner })
      .from(tables.walletEntries)
      .where(
        inArray(
          tables.walletEntries.id,
          bRows.map((r) => Number(r.id)),
        ),
      );
    expect(entries.every((e) => e.owner === `player:${b.player.id}`)).toBe(true);
    const csv = await b.agent.get(`${URL_}?format=csv`);
    expect(csv.body.trim().split('\r\n')).toHaveLength(bRows.length + 1);
    expect((await createAgent(t.app).get(URL_)).statusCode).toBe(401);
    expect((await createAgent(t.app).get(`${URL_}?format=csv`)).statusCode).toBe(401);
  });

  it('exports the filtered rows as a CSV download, newest first, in the player’s language', async () => {
    const { agent, player } = await signedInPlayer(t);
    await fund(player.id, 40);
    await fund(player.id, 5, 'mail-in:entry', { memo: '=HYPERLINK("http://evil")' });
    await transfer(db(), {
      key: `history-test:${randomUUID()}`,
      kind: 'feature:dailyWheel',
      currency: 'ENTRY',
      amount: 250,
      from: { house: 'rewards' },
      to: { playerId: player.id },
    });
    await transfer(db(), {
      key: `history-test:${randomUUID()}`,
      kind: 'bet',
      currency: 'COIN',
      amount: 3,
      from: { playerId: player.id },
      to: { house: 'bets' },
      metadata: { gameId: 'not-in-catalogue' },
    });
    const response = await agent.get(`${URL_}?format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="account-history.csv"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    const rows = await all(agent);
    const ids = rows.map((r) => r.id);
    expect(lines).toHaveLength(rows.length + 2);
    expect(lines.slice(0, 5)).toEqual([
      'Date (UTC),Type,Description,Currency,Amount,Game,Price (USD),Redeem status,Reference',
      expect.stringMatching(new RegExp(`^\\d{4}-.+Z,Game,Bet,COIN,-3,not-in-catalogue,,,${ids[0]}$`)),
      expect.stringMatching(new RegExp(`,Reward,Reward: Daily wheel,ENTRY,2.5,,,,${ids[1]}$`)),
      // Another feature's kind shows its memo, made safe for spreadsheets.
      expect.stringMatching(new RegExp(`,Other,"'=HYPERLINK\\(""http://evil""\\)",COIN,5,,,,${ids[2]}$`)),
      expect.stringMatching(new RegExp(`,Adjustment,Balance adjustment by support,COIN,40,,,,${ids[3]}$`)),
    ]);

    const filtered = await agent.get(`${URL_}?format=csv&type=reward`);
    expect(filtered.body.trim().split('\r\n')).toHaveLength(
      rows.filter((r) => r.type === 'reward').length + 1,
    );
    agent.jar.set(LANGUAGE_COOKIE.name, 'es');
    const spanish = await agent.get(`${URL_}?format=csv&currency=ENTRY`);
    const [header, row] = spanish.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Fecha (UTC),Tipo,Descripción,Moneda,Importe,Juego,Precio (USD),Estado del canje,Referencia',
    );
    expect(row).toContain(',Premio,Premio: Ruleta diaria,ENTRY,2.5,');
  });

  it('refuses bad filters with a 400 that says what to fix, in the player’s language', async () => {
    const { agent } = await signedInPlayer(t);
    const cases: Array<[string, string, string]> = [
      ['type=deposits', 'type', 'Please choose a type from the list'],
      ['currency=USD', 'currency', 'Please choose a currency from the list.'],
      ['from=2026-02-30', 'from', 'Please enter dates as YYYY-MM-DD'],
      ['to=yesterday', 'to', 'Please enter dates as YYYY-MM-DD'],
      ['from=2026-03-05&to=2026-03-01', 'to', 'The end date is before the start date'],
      ['cursor=abc', 'cursor', 'This page link is no longer valid'],
      ['cursor=0', 'cursor', 'This page link is no longer valid'],
      ['limit=1000', 'limit', 'Please ask for between 1 and 100 rows at a time.'],
      ['limit=-1', 'limit', 'Please ask for between 1 and 100 rows at a time.'],
      ['tz=9999', 'tz', 'Your time zone could not be read'],
      ['format=xlsx', 'format', 'Please choose the list or a CSV download.'],
      ['type=purchase&type=game', 'type', 'Please choose a type from the list'],
    ];
    for (const [query, field, text] of cases) {
      const response = await agent.get(`${URL_}?${query}`);
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.message, query).toContain(text);
      expect(Object.keys(body.errors), query).toContain(field);
    }
    agent.jar.set(LANGUAGE_COOKIE.name, 'es');
    const spanish = await agent.get(`${URL_}?format=csv&type=deposits`);
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().message).toContain('Elige un tipo de la lista');
    // Empty parameters (an emptied form field) mean no filter.
    expect((await agent.get(`${URL_}?type=&currency=&from=&to=&cursor=`)).statusCode).toBe(200);
  });

  it('reads a page in one statement after the session, and a CSV in one per 500 rows', async () => {
    const { agent, player } = await signedInPlayer(t);
    for (let i = 0; i < 12; i++) await fund(player.id, 1);
    const count = async (run: () => Promise<unknown>) => {
      const seen: string[] = [];
      const stop = t.database.onQuery((query) => seen.push(query.replace(/\s+/g, ' ').slice(0, 120)));
      try {
        await run();
      } finally {
        stop();
      }
      return seen;
    };
    await agent.get(URL_); // warms whatever a first request of a session caches
    const before = await count(() => agent.get(URL_));
    const json = await count(() =>
      agent.get(`${URL_}?type=adjustment&currency=COIN&from=2020-01-01&limit=5`),
    );
    const csv = await count(() => agent.get(`${URL_}?format=csv`));
    const history = (s: string[]) => s.filter((q) => q.includes('wallet_entries'));
    expect(history(json), json.join('\n')).toHaveLength(1);
    expect(history(csv), csv.join('\n')).toHaveLength(1);
    // The session check is the rest; the same few statements whatever the filter.
    expect(json.length, json.join('\n')).toBe(before.length);
    expect(json.length).toBeLessThanOrEqual(4);
  });
});
