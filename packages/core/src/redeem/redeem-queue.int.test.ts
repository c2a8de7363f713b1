import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { redeemRequests } from '../db/schema/index.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { createPlayer, uniqueEmail } from '../testing/factories.ts';
import { makeRedeemEligible } from '../testing/redeem.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { adjustBalance } from '../backoffice-players/adjust-player-balance.ts';
import { checkLedger } from '../wallet/check-ledger.ts';
import { getPlayerBalances } from '../wallet/get-player-balances.ts';
import { createRedeem } from './create-redeem.ts';
import { systemClock } from '../clock/clock.ts';
import { moveRedeemByOperatorInTransaction, rejectRedeem } from './decide-redeem.ts';
import { findRedeemRow, listRedeemsPage } from './list-redeems-page.ts';

const PAGE = { page: 1, pageSize: 25, order: 'desc' as const };
const actor = () => ({ operatorId: null, operatorEmail: 'test', ip: null, at: new Date() });

describe.each(databaseKinds())('the redeem queue on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());
  const db = () => database.db;
  const quiet = () => createRecordingPublisher().publisher;

  /** A player allowed to redeem, with 100.00 winnings and one pending request per amount. */
  async function playerWithRequests(tag: string, amounts: number[]) {
    const { player, email } = await createPlayer(db(), { email: uniqueEmail(tag) });
    await makeRedeemEligible(db(), player.id);
    await adjustBalance(
      { db: db(), publisher: quiet() },
      { playerEmail: email, currency: 'WINNING', amount: 100, reason: 'test', idempotencyKey: randomUUID() },
      { operatorId: 'test', operatorEmail: 'test', ip: null, at: new Date() },
    );
    const ids: string[] = [];
    for (const amount of amounts) {
      const { request } = await createRedeem(
        { db: db(), publisher: quiet(), clock: systemClock, minimumMinor: 100 },
        { playerId: player.id, amount, idempotencyKey: randomUUID() },
      );
      ids.push(request.id);
    }
    return { player, email, ids };
  }

  it('lists pending requests first, oldest first, filters by status and pages', async () => {
    const tag = `rq${Date.now()}`;
    const { email, ids } = await playerWithRequests(tag, [10, 20, 30]);
    await rejectRedeem(
      { db: db(), publisher: quiet() },
      { redeemId: ids[0]!, note: 'no' },
      {
        operatorId: 'test',
        operatorEmail: 'test',
        ip: null,
        at: new Date(),
      },
    );
    const page = await listRedeemsPage(db(), { ...PAGE, q: tag });
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => r.id)).toEqual([ids[1], ids[2], ids[0]]);
    expect(page.rows[0]).toMatchObject({ amount: 20, status: 'pending', email });
    const rejected = await listRedeemsPage(db(), { ...PAGE, q: tag, status: 'rejected' });
    expect(rejected.rows.map((r) => [r.id, r.note])).toEqual([[ids[0], 'no']]);
    const byAmount = await listRedeemsPage(db(), {
      ...PAGE,
      q: tag,
      sort: 'amount',
      order: 'desc',
      pageSize: 2,
    });
    expect(byAmount.rows.map((r) => r.amount)).toEqual([30, 20]);
  });

  it('approves in the caller transaction with before and after, and pushes after the commit only', async () => {
    const { player, ids } = await playerWithRequests(`ap${Date.now()}`, [25]);
    const { publisher, sent } = createRecordingPublisher();
    const decided = await db().transaction((tx) =>
      moveRedeemByOperatorInTransaction(tx, { redeemId: ids[0]!, step: 'approved' }, actor()),
    );
    expect(decided.before).toEqual({ status: 'pending', step: 'review', amount: 25, note: null });
    expect(decided.after).toEqual({ status: 'approved', step: 'approved', amount: 25, note: null });
    expect(sent).toEqual([]);
    await decided.notify({ db: db(), publisher });
    expect(sent).toEqual([
      {
        to: `player:${player.id}`,
        message: {
          type: 'playerVerification',
          action: 'redeem_success',
          data: { redeemId: ids[0], amount: 25 },
        },
      },
    ]);
    await expect(
      db().transaction((tx) =>
        moveRedeemByOperatorInTransaction(tx, { redeemId: ids[0]!, step: 'approved' }, actor()),
      ),
    ).rejects.toMatchObject({ status: 409, code: 'not_pending' });
  });

  it('rejects with the winnings back and the player told (balance included) after the commit', async () => {
    const { player, ids } = await playerWithRequests(`rj${Date.now()}`, [40]);
    expect((await getPlayerBalances(db(), player.id)).winnings).toBe(6_000);
    const { publisher, sent } = createRecordingPublisher();
    const decided = await db().transaction((tx) =>
      moveRedeemByOperatorInTransaction(
        tx,
        { redeemId: ids[0]!, step: 'refused', note: ' Name does not match ' },
        actor(),
      ),
    );
    expect(decided.after).toEqual({
      status: 'rejected',
      step: 'refused',
      amount: 40,
      note: 'Name does not match',
    });
    expect((await getPlayerBalances(db(), player.id)).winnings).toBe(10_000);
    await decided.notify({ db: db(), publisher });
    expect(sent.map((s) => s.message.action)).toEqual(['redeem_failed', 'setBalance']);
    expect((await checkLedger(db())).mismatches).toEqual([]);
  });

  it('leaves the request and the winnings as they were when the caller transaction rolls back', async () => {
    const { player, ids } = await playerWithRequests(`rb${Date.now()}`, [15]);
    await expect(
      db().transaction(async (tx) => {
        await moveRedeemByOperatorInTransaction(
          tx,
          { redeemId: ids[0]!, step: 'refused', note: 'x' },
          actor(),
        );
        throw new Error('the audit failed');
      }),
    ).rejects.toThrow('the audit failed');
    expect(await findRedeemRow(db(), ids[0]!)).toMatchObject({ status: 'pending', note: null });
    expect((await getPlayerBalances(db(), player.id)).winnings).toBe(8_500);
    const [row] = await db().select().from(redeemRequests).where(eq(redeemRequests.id, ids[0]!));
    expect(row?.decidedAt).toBeNull();
  });

  it('refuses an unknown id with 404 and a blank note with 422', async () => {
    await expect(
      db().transaction((tx) =>
        moveRedeemByOperatorInTransaction(tx, { redeemId: randomUUID(), step: 'approved' }, actor()),
      ),
    ).rejects.toMatchObject({ status: 404 });
    const { ids } = await playerWithRequests(`nt${Date.now()}`, [5]);
    await expect(
      db().transaction((tx) =>
        moveRedeemByOperatorInTransaction(tx, { redeemId: ids[0]!, step: 'refused', note: '  ' }, actor()),
      ),
    ).rejects.toMatchObject({ status: 422 });
  });
});
