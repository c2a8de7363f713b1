import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, createTestDatabase, databaseKinds } from '../testing/index.ts';
import type { Database } from '../db/client.ts';
import { transfer } from '../wallet/transfer.ts';
import { dayRange, eachAccountHistoryRow, listAccountHistory } from './list-account-history.ts';

describe.each(databaseKinds())('account history on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  const credit = (playerId: string, amount: number, kindOf = 'adjustment') =>
    transfer(database.db, {
      key: `history:${randomUUID()}`,
      kind: kindOf,
      currency: 'COIN',
      amount,
      from: { house: 'adjustments' },
      to: { playerId },
    });

  it('streams every row of a filter a page at a time, up to the cap', async () => {
    const { player } = await createPlayer(database.db);
    for (let i = 1; i <= 7; i++) await credit(player.id, i);
    const read = async (max: number) => {
      const rows = [];
      for await (const row of eachAccountHistoryRow(
        database.db,
        { playerId: player.id, type: 'adjustment' },
        { max, pageSize: 3 },
      ))
        rows.push(row.amount);
      return rows;
    };
    expect(await read(100)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(await read(4)).toEqual([7, 6, 5, 4]);
  });

  it('counts a kind nobody mapped as other, and the mapped ones never as other', async () => {
    const { player } = await createPlayer(database.db);
    await credit(player.id, 3, 'limits:refund');
    await credit(player.id, 4, 'adjustment');
    const other = await listAccountHistory(database.db, { playerId: player.id, type: 'other', limit: 10 });
    expect(other.rows.map((r) => [r.kind, r.type])).toEqual([['limits:refund', 'other']]);
  });

  it('turns the player’s days into instants by their offset', () => {
    expect(dayRange({ from: '2026-03-01', to: '2026-03-01', tz: 120 })).toEqual({
      from: new Date('2026-02-28T22:00:00Z'),
      until: new Date('2026-03-01T22:00:00Z'),
    });
    expect(dayRange({ tz: 0 })).toEqual({ from: undefined, until: undefined });
  });
});
