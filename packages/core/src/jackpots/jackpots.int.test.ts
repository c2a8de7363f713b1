import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createManualClock } from '../clock/clock.ts';
import { openPostgres, type Database, type Db } from '../db/client.ts';
import { activityEvents, jackpotDrops, jackpotGames, jackpotTiers } from '../db/schema/index.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { createSeamlessWallet } from '../seamless-wallet/create-seamless-wallet.ts';
import { openGameSession } from '../seamless-wallet/open-game-session.ts';
import { fund, setGameMode } from '../seamless-wallet/seamless-test-client.ts';
import { IN_HOUSE_PROVIDER } from '../seamless-wallet/seamless-types.ts';
import type { GameSession } from '../seamless-wallet/session-ledger.ts';
import { createPlayer } from '../testing/factories.ts';
import { createTestDatabase, databaseKinds, type DatabaseKind } from '../testing/test-database.ts';
import { checkLedger, rowsOf } from '../wallet/check-ledger.ts';
import { getPlayerBalances } from '../wallet/get-player-balances.ts';
import { verifyDropPoint } from './drop-point.ts';
import { forceJackpotDrop } from './force-jackpot-drop.ts';
import { createJackpotAnnouncer } from './jackpot-announcer.ts';
import { getJackpots } from './get-jackpots.ts';

const BRAND = 'funrize';
const RACERS = 32;

/** A jackpot account's total: the sum of its ledger entries. */
async function accountTotal(db: Db, tierId: number, currency: string) {
  const [row] = rowsOf<{ total: string }>(
    await db.execute(sql`SELECT coalesce(sum(amount), 0)::text AS total FROM wallet_entries
      WHERE owner = ${`house:jackpot:${tierId}`} AND currency = ${currency}`),
  );
  return Number(row!.total);
}

const tierOf = async (db: Db, currency: 'COIN' | 'ENTRY', key: 'mini' | 'minor' | 'major' | 'grand') =>
  (
    await db
      .select()
      .from(jackpotTiers)
      .where(
        and(eq(jackpotTiers.brand, BRAND), eq(jackpotTiers.currency, currency), eq(jackpotTiers.key, key)),
      )
  )[0]!;

describe.each(databaseKinds())('progressive jackpots (%s)', (kind: DatabaseKind) => {
  let database: Database;
  /** On PostgreSQL, a pool as wide as the race so the 32 rounds really run at once. */
  let wide: Database | null = null;
  let gameId: number;
  let otherGameId: number;
  let slug: string;
  const clock = createManualClock('2026-12-02T12:00:00.000Z');
  const { publisher, sent } = createRecordingPublisher();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const rows = await database.db.execute(
      sql`SELECT g.id, g.slug, (j.game_id IS NOT NULL) AS eligible FROM games g
        LEFT JOIN jackpot_games j ON j.game_id = g.id AND j.brand = ${BRAND} WHERE g.is_active ORDER BY g.id`,
    );
    const list = rowsOf<{ id: number; slug: string; eligible: boolean }>(rows);
    const eligible = list.find((g) => g.eligible)!;
    gameId = eligible.id;
    slug = eligible.slug;
    otherGameId = list.find((g) => !g.eligible)!.id;
    if (kind === 'postgres') {
      const [row] = rowsOf<{ name: string }>(
        await database.db.execute(sql`SELECT current_database() AS name`),
      );
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${row!.name}`;
      wide = openPostgres(url.toString(), { max: RACERS });
    }
  }, 120_000);
  afterAll(async () => {
    await wide?.close();
    await database?.close();
  });

  /** The ticker paces pushes in real time: a short interval lets a test wait for the trailing one. */
  const walletOn = (db: Db) => {
    const announcer = createJackpotAnnouncer({ db, publisher, intervalMs: 50 });
    const wallet = createSeamlessWallet({ db, publisher, secrets: {}, clock, jackpots: announcer });
    return { wallet, announcer };
  };

  async function session(mode: 'TournamentPoints' | 'SweepStakes'): Promise<GameSession> {
    const { player } = await createPlayer(database.db, { brand: BRAND });
    await setGameMode(database.db, player.id, mode);
    await fund(database.db, player.id, mode === 'SweepStakes' ? 'ENTRY' : 'COIN', 1_000_000);
    return openGameSession(database.db, {
      playerId: player.id,
      gameId: slug,
      provider: IN_HOUSE_PROVIDER,
      now: clock.now(),
    }) as Promise<GameSession>;
  }
  const round = (bet: number, win = 0) => ({
    roundId: randomUUID(),
    bet,
    win,
    outcome: null,
    jackpotEligible: true,
  });

  it('seeds every tier funded from the house, with a commitment and no drop point in what players see', async () => {
    const { tiers, games } = await getJackpots(database.db, { brand: BRAND });
    expect(tiers.map((t) => `${t.currency}:${t.key}`)).toEqual([
      'COIN:mini',
      'COIN:minor',
      'COIN:major',
      'COIN:grand',
      'ENTRY:mini',
      'ENTRY:minor',
      'ENTRY:major',
      'ENTRY:grand',
    ]);
    expect(games.map((g) => g.id)).toContain(gameId);
    for (const tier of tiers) {
      expect(tier.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(tier).not.toHaveProperty('dropPoint');
      expect(await accountTotal(database.db, tier.id, tier.currency === 'COIN' ? 'COIN' : 'WINNING')).toBe(
        tier.amount,
      );
    }
  });

  it("moves each tier's share of an eligible bet into its account with the round, once, and carries fractions", async () => {
    const { wallet } = walletOn(database.db);
    const s = await session('TournamentPoints');
    const before = await Promise.all(
      (['mini', 'minor', 'major', 'grand'] as const).map((k) => tierOf(database.db, 'COIN', k)),
    );
    const r = round(1_000, 200);
    const start = (await getPlayerBalances(database.db, s.playerId)).coins;
    const settled = await wallet.settleInHouseRound(s, gameId, r);
    expect(settled).toMatchObject({ status: 'settled', balance: start - 1_000 + 200 });
    // 0.5%, 0.3%, 0.15% (1.5: 1 now, half a coin carried), 0.05% (0.5: carried).
    const shares = [5, 3, 1, 0];
    const carries = [0, 0, 5_000, 5_000];
    for (const [i, tier] of before.entries()) {
      const after = await tierOf(database.db, 'COIN', tier.key);
      expect(after.pot - tier.pot).toBe(shares[i]);
      expect((after.carry - tier.carry + 10_000) % 10_000).toBe(carries[i]);
      expect(await accountTotal(database.db, tier.id, 'COIN')).toBe(after.pot);
    }
    // The same round again: answered from the first settlement, nothing moves.
    expect(await wallet.settleInHouseRound(s, gameId, r)).toMatchObject({ replayed: true });
    expect((await tierOf(database.db, 'COIN', 'mini')).pot).toBe(before[0]!.pot + 5);
    // A game that is not one of the brand's jackpot games feeds nothing, even if the session said so.
    await wallet.settleInHouseRound(s, otherGameId, round(1_000));
    expect((await tierOf(database.db, 'COIN', 'mini')).pot).toBe(before[0]!.pot + 5);
    const ledger = await checkLedger(database.db);
    expect(Object.values(ledger.totals).every((t) => t === 0)).toBe(true);
    expect(ledger.mismatches).toEqual([]);
  });

  it('pays the round that reaches the committed drop point, reveals it and reseeds from the house', async () => {
    const { wallet } = walletOn(database.db);
    const s = await session('TournamentPoints');
    const forced = await database.db.transaction((tx) =>
      forceJackpotDrop(tx, { brand: BRAND, currency: 'COIN', key: 'mini', above: 8, at: clock.now() }),
    );
    const tier = await tierOf(database.db, 'COIN', 'mini');
    expect(forced.commitment).toBe(tier.commitment);
    const start = (await getPlayerBalances(database.db, s.playerId)).coins;
    // 1,000 adds 5: short of the point. The next 1,000 reaches it.
    await wallet.settleInHouseRound(s, gameId, round(1_000));
    expect(await database.db.select().from(jackpotDrops).where(eq(jackpotDrops.tierId, tier.id))).toEqual([]);
    sent.length = 0;
    const winning = round(1_000);
    const settled = await wallet.settleInHouseRound(s, gameId, winning);
    const pot = tier.pot + 10;
    expect(settled).toMatchObject({ status: 'settled', balance: start - 2_000 + pot });
    expect((await getPlayerBalances(database.db, s.playerId)).coins).toBe(start - 2_000 + pot);
    const [drop] = await database.db.select().from(jackpotDrops).where(eq(jackpotDrops.tierId, tier.id));
    expect(drop).toMatchObject({
      generation: tier.generation,
      amount: pot,
      dropPoint: tier.dropPoint,
      commitment: tier.commitment,
      playerId: s.playerId,
      roundRef: winning.roundId,
    });
    expect(verifyDropPoint(drop!)).toBe(true);
    const next = await tierOf(database.db, 'COIN', 'mini');
    expect(next).toMatchObject({ generation: tier.generation + 1, pot: next.seedAmount });
    expect(next.commitment).not.toBe(tier.commitment);
    expect(next.dropPoint).toBeGreaterThan(next.seedAmount);
    expect(next.dropPoint).toBeLessThanOrEqual(next.ceiling);
    expect(await accountTotal(database.db, tier.id, 'COIN')).toBe(next.seedAmount);
    // The winners feed's hook: one jackpotWin activity, and a winner push to the brand.
    const activity = await database.db
      .select()
      .from(activityEvents)
      .where(
        and(eq(activityEvents.kind, 'jackpotWin'), eq(activityEvents.ref, `${tier.id}:${tier.generation}`)),
      );
    expect(activity).toHaveLength(1);
    expect(sent).toContainEqual({
      to: 'public',
      message: expect.objectContaining({
        type: 'jackpots',
        action: 'won',
        data: expect.objectContaining({ amount: pot }),
      }),
    });
    // The ticker reads the pots after the commit (this round's is the interval's trailing one): waited for,
    // it arrives with the reseeded Mini.
    await expect
      .poll(() =>
        sent.some(
          (m) =>
            m.message.type === 'jackpots' &&
            m.message.action === 'ticker' &&
            m.message.data.tiers.some((x) => x.id === tier.id && x.amount === next.seedAmount),
        ),
      )
      .toBe(true);
  });

  it(`pays a drop once when ${RACERS} rounds race past the drop point`, async () => {
    const db = wide?.db ?? database.db;
    const { wallet } = walletOn(db);
    const sessions = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => session(i % 2 ? 'SweepStakes' : 'TournamentPoints')),
    );
    const tiers = await Promise.all((['COIN', 'ENTRY'] as const).map((c) => tierOf(database.db, c, 'mini')));
    for (const tier of tiers)
      await database.db.transaction((tx) =>
        forceJackpotDrop(tx, {
          brand: BRAND,
          currency: tier.currency,
          key: 'mini',
          above: 1,
          at: clock.now(),
        }),
      );
    const before = await Promise.all(sessions.map((s) => getPlayerBalances(database.db, s.playerId)));
    const settled = await Promise.all(
      sessions.map((s) => wallet.settleInHouseRound(s, gameId, round(1_000))),
    );
    expect(settled.every((r) => r.status === 'settled')).toBe(true);
    for (const tier of tiers) {
      const drops = await database.db.select().from(jackpotDrops).where(eq(jackpotDrops.tierId, tier.id));
      expect(drops.filter((d) => d.generation === tier.generation)).toHaveLength(1);
      const paid = rowsOf<{ n: string }>(
        await database.db.execute(
          sql`SELECT count(*)::text AS n FROM wallet_transfers WHERE kind = 'jackpot:drop' AND from_owner = ${`house:jackpot:${tier.id}`}`,
        ),
      );
      expect(Number(paid[0]!.n)).toBe(drops.length);
      const drop = drops.find((d) => d.generation === tier.generation)!;
      // The reseeded pot draws a new drop point, which the race's later rounds may reach too: then the next
      // generation drops, once as well (a generation never pays twice).
      const raced = drops.filter((d) => d.generation >= tier.generation);
      expect(new Set(raced.map((d) => d.generation)).size).toBe(raced.length);
      // The winner got bet back as the round paid nothing else: balance = before - bet + what they won.
      const i = sessions.findIndex((s) => s.playerId === drop.playerId);
      const after = await getPlayerBalances(database.db, drop.playerId!);
      const total = (b: typeof after) => (tier.currency === 'COIN' ? b.coins : b.entries + b.winnings);
      const won = raced.filter((d) => d.playerId === drop.playerId).reduce((sum, d) => sum + d.amount, 0);
      expect(total(after)).toBe(total(before[i]!) - 1_000 + won);
      const now = await tierOf(database.db, tier.currency, 'mini');
      expect(now.generation).toBe(tier.generation + raced.length);
      expect(await accountTotal(database.db, tier.id, tier.currency === 'COIN' ? 'COIN' : 'WINNING')).toBe(
        now.pot,
      );
    }
    const ledger = await checkLedger(database.db);
    expect(Object.values(ledger.totals).every((t) => t === 0)).toBe(true);
    expect(ledger.mismatches).toEqual([]);
    expect(ledger.unbalancedTransfers).toBe(0);
  }, 120_000);

  it('leaves a brand whose game list is empty untouched', async () => {
    const { wallet } = walletOn(database.db);
    const s = await session('TournamentPoints');
    const games = await database.db.select().from(jackpotGames).where(eq(jackpotGames.brand, BRAND));
    await database.db.delete(jackpotGames).where(eq(jackpotGames.brand, BRAND));
    const mini = await tierOf(database.db, 'COIN', 'mini');
    await wallet.settleInHouseRound(s, gameId, round(5_000));
    expect((await tierOf(database.db, 'COIN', 'mini')).pot).toBe(mini.pot);
    await database.db.insert(jackpotGames).values(games);
  });
});
