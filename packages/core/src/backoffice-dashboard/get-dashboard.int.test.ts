import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { offerPresets, payments } from '../db/schema/cashier.ts';
import { identityDocuments } from '../db/schema/documents.ts';
import { players, sessions } from '../db/schema/identity.ts';
import { redeemRequests } from '../db/schema/redeem.ts';
import { gameRounds, gameSessions } from '../db/schema/wallet.ts';
import { createPlayer } from '../testing/factories.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { getDashboard } from './get-dashboard.ts';

// Far from the seed's own rows (created at the real time), so every dated figure is this test's.
const NOW = new Date('2031-03-15T10:30:00Z');
const at = (iso: string) => new Date(iso);

describe.each(databaseKinds())('back-office dashboard on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  const newPlayer = async (createdAt: Date) => {
    const { player } = await createPlayer(database.db, { now: createdAt });
    await database.db.update(players).set({ createdAt }).where(eq(players.id, player.id));
    return player.id;
  };

  const round = async (
    playerId: string,
    createdAt: Date,
    currency: 'COIN' | 'ENTRY',
    bet: number,
    win: number,
    status: 'settled' | 'rolled_back' | 'open' = 'settled',
  ) => {
    const token = randomUUID();
    await database.db.insert(gameSessions).values({
      token,
      playerId,
      gameId: 'test-game',
      provider: 'test',
      gameMode: currency === 'COIN' ? 'TournamentPoints' : 'SweepStakes',
      currency,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 3600_000),
    });
    await database.db.insert(gameRounds).values({
      provider: 'test',
      roundRef: randomUUID(),
      sessionToken: token,
      playerId,
      gameId: 'test-game',
      currency,
      bet,
      win,
      balanceBefore: 100_000,
      balanceAfter: 100_000 - bet + win,
      status,
      createdAt,
    });
  };

  const payment = async (
    playerId: string,
    priceCents: number,
    status: 'completed' | 'declined',
    completedAt: Date | null,
  ) => {
    const [preset] = await database.db
      .select({ id: offerPresets.id, kind: offerPresets.kind })
      .from(offerPresets)
      .limit(1);
    await database.db.insert(payments).values({
      playerId,
      idempotencyKey: randomUUID(),
      presetId: preset!.id,
      offerType: preset!.kind,
      provider: 'sandbox',
      methodId: 'card',
      methodType: 'card',
      priceCents,
      coins: 1000,
      entries: 0,
      status,
      completedAt,
      createdAt: completedAt ?? NOW,
    });
  };

  it('counts today and the 14 days before, by UTC day, and the queues as they stand', async () => {
    const before = await getDashboard(database.db, { now: NOW });
    expect(before.series).toHaveLength(14);
    expect(before.series[0]!.day).toBe('2031-03-02');
    expect(before.series[13]!.day).toBe('2031-03-15');
    expect(before.day).toBe('2031-03-15');
    expect(before.signUps).toBe(0);

    // Sign-ups: two today (one just after midnight UTC), one yesterday just before midnight, one 20 days ago, one tomorrow.
    const today1 = await newPlayer(at('2031-03-15T00:00:01Z'));
    const today2 = await newPlayer(at('2031-03-15T10:00:00Z'));
    const yesterday = await newPlayer(at('2031-03-14T23:59:59Z'));
    const old = await newPlayer(at('2031-02-23T12:00:00Z'));
    await newPlayer(at('2031-03-16T00:00:00Z'));

    // Purchases: completed today (2), completed yesterday (1), declined today (ignored), completed 20 days ago.
    await payment(today1, 1999, 'completed', at('2031-03-15T01:00:00Z'));
    await payment(today2, 500, 'completed', at('2031-03-15T09:00:00Z'));
    await payment(yesterday, 1000, 'completed', at('2031-03-14T08:00:00Z'));
    await payment(today1, 9999, 'declined', null);
    await payment(old, 700, 'completed', at('2031-02-23T13:00:00Z'));

    // Rounds: COIN and ENTRY today, a rolled-back and an open one (ignored for GGR), one yesterday.
    await round(old, at('2031-03-15T02:00:00Z'), 'COIN', 1000, 300);
    await round(old, at('2031-03-15T03:00:00Z'), 'COIN', 500, 1500);
    await round(today2, at('2031-03-15T04:00:00Z'), 'ENTRY', 250, 0);
    await round(today2, at('2031-03-15T05:00:00Z'), 'COIN', 10_000, 0, 'rolled_back');
    await round(today2, at('2031-03-15T05:30:00Z'), 'COIN', 7_000, 0, 'open');
    await round(yesterday, at('2031-03-14T06:00:00Z'), 'COIN', 800, 0);

    // Active today: `old` played, `yesterday` signed in today, `today1` opened a session today; today2 played.
    await database.db
      .update(players)
      .set({ lastLoginAt: at('2031-03-15T06:00:00Z') })
      .where(eq(players.id, yesterday));
    await database.db.insert(sessions).values({
      id: randomUUID(),
      playerId: today1,
      createdAt: at('2031-03-15T07:00:00Z'),
      lastSeenAt: at('2031-03-15T07:00:00Z'),
      expiresAt: at('2031-04-15T07:00:00Z'),
    });

    // Queues: a pending and a decided redeem, a pending and an approved document.
    await database.db.insert(redeemRequests).values([
      { id: randomUUID(), playerId: today1, amount: 12_345, idempotencyKey: randomUUID(), status: 'pending' },
      { id: randomUUID(), playerId: today2, amount: 5_000, idempotencyKey: randomUUID(), status: 'approved' },
    ]);
    const document = { storageKey: randomUUID(), mime: 'image/png', size: 10, sha256: randomUUID() };
    await database.db.insert(identityDocuments).values([
      { ...document, playerId: today1, status: 'pending' },
      { ...document, playerId: today2, status: 'approved' },
    ]);

    const after = await getDashboard(database.db, { now: NOW });
    expect(after.signUps).toBe(2);
    expect(after.purchases).toEqual({ count: 2, sums: { USD: 2499 } });
    expect(after.ggr).toEqual({ COIN: 1000 - 300 + 500 - 1500, ENTRY: 250 });
    expect(after.activePlayers).toBe(4);
    expect(after.redeemsWaiting.count - before.redeemsWaiting.count).toBe(1);
    expect(after.redeemsWaiting.amount - before.redeemsWaiting.amount).toBe(12_345);
    expect(after.documentsWaiting - before.documentsWaiting).toBe(1);

    const day = (d: string) => after.series.find((entry) => entry.day === d)!;
    expect(day('2031-03-15')).toEqual({
      day: '2031-03-15',
      signUps: 2,
      purchases: 2,
      purchaseSums: { USD: 2499 },
      ggr: { COIN: -300, ENTRY: 250 },
    });
    expect(day('2031-03-14')).toEqual({
      day: '2031-03-14',
      signUps: 1,
      purchases: 1,
      purchaseSums: { USD: 1000 },
      ggr: { COIN: 800 },
    });
    // The 20-day-old sign-up, purchase and tomorrow's sign-up are outside the series.
    expect(after.series.reduce((n, entry) => n + entry.signUps, 0)).toBe(3);
    expect(after.series.reduce((n, entry) => n + entry.purchases, 0)).toBe(3);
    expect(after.series.every((entry) => entry.day >= '2031-03-02' && entry.day <= '2031-03-15')).toBe(true);
  });

  it('takes the day from the clock it is given: tomorrow starts a new day', async () => {
    const next = await getDashboard(database.db, { now: at('2031-03-16T00:30:00Z') });
    expect(next.day).toBe('2031-03-16');
    expect(next.signUps).toBe(1);
    expect(next.purchases.count).toBe(0);
    expect(next.series[12]!.day).toBe('2031-03-15');
    expect(next.series[12]!.signUps).toBe(2);
  });
});
