import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { DomainError } from '../errors.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { createPlayer } from '../testing/factories.ts';
import { expectLedgerBalanced } from '../testing/ledger.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { getHouseBalance } from './check-ledger.ts';
import { getPlayerBalances, toPlayerBalance } from './get-player-balances.ts';
import { publishBalance } from './publish-balance.ts';
import { transfer } from './transfer.ts';
import type { AccountRef, Currency } from './wallet-types.ts';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe.each(databaseKinds())('wallet ledger on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  const newPlayer = async () => (await createPlayer(database.db)).player.id;
  const key = (label: string) => `${label}:${Math.floor(performance.now() * 1000)}:${crypto.randomUUID()}`;
  /** One movement under a fresh key (labelled by its kind). */
  const move = (db: Db, kind: string, currency: Currency, amount: number, from: AccountRef, to: AccountRef) =>
    transfer(db, { key: key(kind), kind, currency, amount, from, to });

  it('credits and debits a player with double entries, house totals derived', async () => {
    const playerId = await newPlayer();
    // Sign-up rewards (if any) are already paid: compare against the starting balances.
    const start = await getPlayerBalances(database.db, playerId);
    const before = await getHouseBalance(database.db, 'purchases', 'COIN');
    await move(database.db, 'purchase', 'COIN', 5_000, { house: 'purchases' }, { playerId });
    await move(database.db, 'bet', 'COIN', 1_200, { playerId }, { house: 'bets' });
    await move(database.db, 'reward', 'ENTRY', 30, { house: 'rewards' }, { playerId });
    expect(await getPlayerBalances(database.db, playerId)).toEqual({
      coins: start.coins + 3_800,
      entries: start.entries + 30,
      winnings: start.winnings,
      tourPoints: start.tourPoints,
    });
    expect(await getHouseBalance(database.db, 'purchases', 'COIN')).toBe(before - 5_000);
    await expectLedgerBalanced(database.db);
  });

  it('returns the first result for a repeated key and refuses the same key with other content', async () => {
    const playerId = await newPlayer();
    const start = await getPlayerBalances(database.db, playerId);
    const input = {
      key: key('gift'),
      kind: 'reward',
      currency: 'COIN' as const,
      amount: 700,
      from: { house: 'rewards' as const },
      to: { playerId },
    };
    const first = await transfer(database.db, input);
    const again = await transfer(database.db, { ...input, metadata: { note: 'retry' } });
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ transferId: first.transferId, replayed: true });
    expect((await getPlayerBalances(database.db, playerId)).coins).toBe(start.coins + 700);

    const error = await failure(transfer(database.db, { ...input, amount: 701 }));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ status: 409, code: 'idempotency_conflict' });
    expect((await getPlayerBalances(database.db, playerId)).coins).toBe(start.coins + 700);
  });

  it('refuses to take a player below zero and leaves nothing half-applied; the key stays usable', async () => {
    const playerId = await newPlayer();
    const start = await getPlayerBalances(database.db, playerId);
    await move(database.db, 'purchase', 'ENTRY', 100, { house: 'purchases' }, { playerId });
    const betKey = key('bet');
    const bet = {
      key: betKey,
      kind: 'bet',
      currency: 'ENTRY' as const,
      from: { playerId },
      to: { house: 'bets' as const },
    };
    const error = await failure(transfer(database.db, { ...bet, amount: start.entries + 101 }));
    expect(error).toMatchObject({
      status: 402,
      code: 'insufficient_funds',
      message: 'Not enough balance for this.',
    });
    expect((await getPlayerBalances(database.db, playerId)).entries).toBe(start.entries + 100);
    // Nothing was recorded under the refused key, so the same key can carry an affordable bet.
    await expect(transfer(database.db, { ...bet, amount: start.entries + 100 })).resolves.toMatchObject({
      replayed: false,
    });
    expect((await getPlayerBalances(database.db, playerId)).entries).toBe(0);
  });

  it('nests inside an outer transaction as a savepoint: a refused transfer does not abort the outer one', async () => {
    const playerId = await newPlayer();
    const start = await getPlayerBalances(database.db, playerId);
    await database.db.transaction(async (tx) => {
      await move(tx, 'reward', 'COIN', 10, { house: 'rewards' }, { playerId });
      const error = await failure(move(tx, 'bet', 'COIN', start.coins + 11, { playerId }, { house: 'bets' }));
      expect(error).toMatchObject({ code: 'insufficient_funds' });
    });
    expect((await getPlayerBalances(database.db, playerId)).coins).toBe(start.coins + 10);
  });

  it('has a database constraint against negative player balances, not only code', async () => {
    const playerId = await newPlayer();
    await move(database.db, 'purchase', 'COIN', 5, { house: 'purchases' }, { playerId });
    const error = await failure(
      database.db.execute(sql`UPDATE wallet_accounts SET balance = -1 WHERE owner = ${`player:${playerId}`}`),
    );
    expect(
      String((error as Error)?.message ?? '') + String((error as { cause?: Error })?.cause?.message ?? ''),
    ).toMatch(/wallet_accounts_player_balance_non_negative/);
    const house = await failure(
      database.db.execute(
        sql`UPDATE wallet_accounts SET balance = 1 WHERE owner = 'house:bets' AND currency = 'COIN'`,
      ),
    );
    expect(house).toBeInstanceOf(Error);
  });

  it('rejects invalid amounts and unknown accounts with 422', async () => {
    const playerId = await newPlayer();
    for (const amount of [0, -5, 1.5, Number.MAX_SAFE_INTEGER + 2]) {
      const error = await failure(
        transfer(database.db, {
          key: key('x'),
          kind: 'bet',
          currency: 'COIN',
          amount,
          from: { playerId },
          to: { house: 'bets' },
        }),
      );
      expect(error).toMatchObject({ status: 422 });
    }
    const error = await failure(
      move(database.db, 'bet', 'COIN', 1, { playerId }, { house: 'casino' as never }),
    );
    expect(error).toMatchObject({ status: 422 });
  });

  it('publishes the balance to the player room in the spec shape', async () => {
    const playerId = await newPlayer();
    const start = await getPlayerBalances(database.db, playerId);
    await move(database.db, 'win', 'WINNING', 42, { house: 'bets' }, { playerId });
    const { publisher, sent } = createRecordingPublisher();
    await publishBalance(database.db, publisher, playerId);
    expect(sent).toEqual([
      {
        to: `player:${playerId}`,
        message: {
          type: 'balance',
          action: 'setBalance',
          // Players see entries and winnings in whole units: 42 hundredths are 0.42.
          data: toPlayerBalance({ ...start, winnings: start.winnings + 42 }),
        },
      },
    ]);
  });
});
