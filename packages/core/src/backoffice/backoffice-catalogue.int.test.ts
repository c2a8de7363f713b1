import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, max } from 'drizzle-orm';
import {
  BackofficeGamesQuerySchema,
  BackofficeListQuerySchema,
  BackofficeOfferCreateSchema,
  BackofficeOffersQuerySchema,
  type BackofficeGamesQuery,
} from '@casino/contracts';
import { getGameDefinition, theoreticalRtp } from '@casino/game-math';
import type { Database, Db } from '../db/client.ts';
import {
  gameCategoryGames,
  gameRounds,
  gameSessions,
  games,
  playerGameRestrictions,
} from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import { addCatalogueGame } from '../catalogue/add-catalogue-game.ts';
import { listPlayerOffers } from '../offers/player-offers.ts';
import { createPlayer } from '../testing/factories.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { listBackofficeGames } from './games/list-backoffice-games.ts';
import { listRestrictionGroups } from './games/list-restriction-groups.ts';
import { observedRtp } from './games/observed-rtp.ts';
import { updateBackofficeGame } from './games/update-backoffice-game.ts';
import {
  createBackofficeOffer,
  listBackofficeOffers,
  updateBackofficeOffer,
} from './offers/backoffice-offers.ts';
import { createBackofficeRedirect } from './content/backoffice-redirects.ts';
import { findRedirect } from '../redirects/find-redirect.ts';

const NOW = new Date('2026-03-10T12:00:00Z');

async function playRounds(
  db: Db,
  input: {
    playerId: string;
    slug: string;
    currency?: 'COIN' | 'ENTRY';
    rounds: ReadonlyArray<{ bet: number; win: number; status?: 'open' | 'settled' | 'rolled_back' }>;
  },
) {
  const token = randomUUID();
  const currency = input.currency ?? 'COIN';
  await db.insert(gameSessions).values({
    token,
    playerId: input.playerId,
    gameId: input.slug,
    provider: 'in-house',
    gameMode: currency === 'COIN' ? 'TournamentPoints' : 'SweepStakes',
    currency,
    expiresAt: new Date(NOW.getTime() + 3600_000),
  });
  await db.insert(gameRounds).values(
    input.rounds.map((r) => ({
      provider: 'in-house',
      roundRef: randomUUID(),
      sessionToken: token,
      playerId: input.playerId,
      gameId: input.slug,
      currency,
      bet: r.bet,
      win: r.win,
      balanceBefore: 1_000_000,
      balanceAfter: 1_000_000 - r.bet + r.win,
      status: r.status ?? 'settled',
    })),
  );
}

const gamesQuery = (over: Partial<Record<keyof BackofficeGamesQuery, unknown>> = {}) =>
  BackofficeGamesQuerySchema.parse(over);

describe.each(databaseKinds())('back-office catalogue on %s', (kind) => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
  });
  afterAll(() => database.close());

  describe('games and their observed RTP', () => {
    it('adds up settled paid rounds of one currency in SQL, as observedRtp does over the raw rounds', async () => {
      const { player } = await createPlayer(db);
      const game = await addCatalogueGame(db, {
        slug: 'rtp-check-sevens',
        title: 'Rtp Check Sevens',
        providerSlug: 'aurora-reels',
        engineId: 'triple-sevens',
      });
      const paid = [
        { bet: 100, win: 0 },
        { bet: 100, win: 250 },
        { bet: 200, win: 50 },
        { bet: 50, win: 0 },
        { bet: 100, win: 1000 },
        { bet: 100, win: 20 },
      ];
      await playRounds(db, {
        playerId: player.id,
        slug: game.slug,
        rounds: [
          ...paid,
          // Left out: a free round (no bet), a round still open and one rolled back.
          { bet: 0, win: 500 },
          { bet: 100, win: 0, status: 'open' },
          { bet: 100, win: 900, status: 'rolled_back' },
        ],
      });
      // Another currency is its own figure.
      await playRounds(db, {
        playerId: player.id,
        slug: game.slug,
        currency: 'ENTRY',
        rounds: [{ bet: 20, win: 10 }],
      });

      const page = await listBackofficeGames(db, gamesQuery({ q: 'rtp check sevens' }));
      expect(page.total).toBe(1);
      const row = page.rows[0]!;
      const expected = observedRtp({
        rounds: 6,
        sumBet: 650,
        sumWin: 1320,
        sumBetSquared: paid.reduce((s, r) => s + r.bet * r.bet, 0),
        sumWinSquared: paid.reduce((s, r) => s + r.win * r.win, 0),
        sumBetWin: paid.reduce((s, r) => s + r.bet * r.win, 0),
      });
      expect(row).toMatchObject({
        id: game.id,
        slug: 'rtp-check-sevens',
        engineId: 'triple-sevens',
        isActive: true,
        categories: ['allGames'],
        rounds: 6,
        totalBet: 650,
        totalWin: 1320,
      });
      expect(row.observedRtp).toBeCloseTo(1320 / 650, 12);
      expect(row.ciLow).toBeCloseTo(expected.ciLow!, 9);
      expect(row.ciHigh).toBeCloseTo(expected.ciHigh!, 9);
      expect(row.theoreticalRtp).toBeCloseTo(theoreticalRtp(getGameDefinition('triple-sevens')!), 12);

      const entries = (
        await listBackofficeGames(db, gamesQuery({ q: 'rtp check sevens', currency: 'ENTRY' }))
      ).rows[0]!;
      // Entries are counted in hundredths: 20 → 0.2 entries.
      expect(entries).toMatchObject({
        rounds: 1,
        totalBet: 0.2,
        totalWin: 0.1,
        observedRtp: 0.5,
        ciLow: null,
      });

      const window = async (from: string, to: string) =>
        (await listBackofficeGames(db, gamesQuery({ q: 'rtp check sevens', from, to }))).rows[0]!.rounds;
      expect(await window('2000-01-01', '2999-12-31')).toBe(6);
      expect(await window('2999-01-01', '2999-12-31')).toBe(0);
      expect(await window('2000-01-01', '2000-01-02')).toBe(0);
      expect(await window('2000-01-01T00:00:00Z', '2999-01-01T00:00:00Z')).toBe(6);

      const unplayed = (
        await listBackofficeGames(db, gamesQuery({ status: 'active', pageSize: 200 }))
      ).rows.find((r) => r.rounds === 0)!;
      expect(unplayed).toMatchObject({ observedRtp: null, ciLow: null, ciHigh: null, totalBet: 0 });
    });

    it('pages, sorts and filters on the server, and refuses an unknown sort with the columns it takes', async () => {
      const all = await listBackofficeGames(db, gamesQuery({ pageSize: 200 }));
      expect(all.total).toBeGreaterThanOrEqual(161);
      const page2 = await listBackofficeGames(
        db,
        gamesQuery({ page: 2, pageSize: 10, sort: 'title', order: 'asc' }),
      );
      expect(page2.rows).toHaveLength(10);
      expect(page2.total).toBe(all.total);
      expect(page2.rows[0]!.title <= page2.rows[9]!.title).toBe(true);
      const jackpot = await listBackofficeGames(db, gamesQuery({ category: 'jackpot', pageSize: 200 }));
      expect(jackpot.total).toBe(16);
      expect(jackpot.rows.every((r) => r.categories.includes('jackpot'))).toBe(true);
      const byRtp = await listBackofficeGames(
        db,
        gamesQuery({ sort: 'observedRtp', order: 'desc', pageSize: 5 }),
      );
      expect(byRtp.rows[0]!.slug).toBe('rtp-check-sevens');
      await expect(listBackofficeGames(db, gamesQuery({ sort: 'nonsense' }))).rejects.toMatchObject({
        status: 400,
        message: expect.stringContaining('Sort by one of: sort, title'),
      });
      const beyond = await listBackofficeGames(db, gamesQuery({ page: 1000, pageSize: 10 }));
      expect(beyond).toMatchObject({ rows: [], total: all.total });
    });

    it('enables, orders and categorises a game; allGames stays; an unknown game is a 404', async () => {
      const game = await addCatalogueGame(db, {
        slug: 'bo-update-quest',
        title: 'Bo Update Quest',
        providerSlug: 'aurora-reels',
        engineId: 'jungle-quest',
        issues: ['hotGames'],
      });
      const result = await db.transaction((tx) =>
        updateBackofficeGame(tx, {
          id: game.id,
          update: { isActive: false, sort: 7, categories: ['jackpot', 'newGames'] },
        }),
      );
      expect(result.before).toMatchObject({
        isActive: true,
        sort: 10_000,
        categories: ['allGames', 'hotGames'],
      });
      expect(result.after).toMatchObject({
        isActive: false,
        sort: 7,
        categories: ['allGames', 'jackpot', 'newGames'],
      });
      const [stored] = await db.select().from(games).where(eq(games.id, game.id));
      expect(stored).toMatchObject({ isActive: false, sort: 7 });
      const members = await db.select().from(gameCategoryGames).where(eq(gameCategoryGames.gameId, game.id));
      const jackpotMember = members.find((m) => m.categoryKey === 'jackpot')!;
      // The new member goes last in its category.
      const [last] = await db
        .select({ sort: max(gameCategoryGames.sort) })
        .from(gameCategoryGames)
        .where(eq(gameCategoryGames.categoryKey, 'jackpot'));
      expect(jackpotMember.sort).toBe(last!.sort);

      await expect(
        updateBackofficeGame(db, { id: 999_999, update: { isActive: true } }),
      ).rejects.toMatchObject({
        status: 404,
      });
    });

    it('lists restriction groups: players with the same restricted set share one, largest first', async () => {
      const [a, b, c] = await Promise.all([createPlayer(db), createPlayer(db), createPlayer(db)]);
      const picks = await db.select({ id: games.id }).from(games).limit(3);
      const [g1, g2] = picks.map((p) => p.id) as [number, number];
      await db.insert(playerGameRestrictions).values([
        { playerId: a.player.id, gameId: g1 },
        { playerId: a.player.id, gameId: g2 },
        { playerId: b.player.id, gameId: g2 },
        { playerId: b.player.id, gameId: g1 },
        { playerId: c.player.id, gameId: g1 },
      ]);
      const groups = await listRestrictionGroups(db, BackofficeListQuerySchema.parse({}));
      expect(groups.total).toBe(2);
      expect(groups.rows[0]).toMatchObject({ players: 2, games: [{ id: g1 }, { id: g2 }] });
      expect(groups.rows[1]).toMatchObject({ players: 1, games: [{ id: g1 }] });
      expect(groups.rows[0]!.groupKey).toMatch(/^[0-9a-f]{16}$/);
      const listed = await listBackofficeGames(db, gamesQuery({ sort: 'restrictedPlayers', pageSize: 1 }));
      expect(listed.rows[0]).toMatchObject({ id: g1, restrictedPlayers: 3 });
    });
  });

  describe('offers', () => {
    const create = (over: Record<string, unknown> = {}) =>
      BackofficeOfferCreateSchema.parse({
        kind: 'package',
        titleEn: 'Back-office pack',
        titleEs: 'Paquete',
        priceCents: 1299,
        coins: 130_000,
        ...over,
      });

    it('creates an offer disabled, and a brand offer reaches only that brand once enabled', async () => {
      const offer = await createBackofficeOffer(db, create({ brand: 'tao', entries: 13 }));
      expect(offer).toMatchObject({ isActive: false, brand: 'tao', kind: 'package' });
      const { player: taoPlayer } = await createPlayer(db, { brand: 'tao' });
      const { player: nlcPlayer } = await createPlayer(db, { brand: 'nlc' });
      const ids = async (playerId: string) =>
        (await listPlayerOffers(db, { playerId, now: NOW })).packages.map((p) => p.id);
      expect(await ids(taoPlayer.id)).not.toContain(offer.id);

      const { before, after } = await updateBackofficeOffer(db, {
        id: offer.id,
        update: {
          isActive: true,
          availableFrom: '2026-03-01T00:00:00Z',
          availableTill: '2026-04-01T00:00:00Z',
        },
      });
      expect(before.isActive).toBe(false);
      expect(after).toMatchObject({ isActive: true, availableTill: new Date('2026-04-01T00:00:00Z') });
      expect(await ids(taoPlayer.id)).toContain(offer.id);
      expect(await ids(nlcPlayer.id)).not.toContain(offer.id);

      const listed = await listBackofficeOffers(
        db,
        BackofficeOffersQuerySchema.parse({ brand: 'tao', status: 'onSale', q: 'Back-office pack' }),
        NOW,
      );
      expect(listed.rows.map((r) => [r.id, r.state])).toEqual([[offer.id, 'onSale']]);
      const nlc = await listBackofficeOffers(
        db,
        BackofficeOffersQuerySchema.parse({ brand: 'nlc', q: 'Back-office' }),
        NOW,
      );
      expect(nlc.rows).toEqual([]);
      const later = await listBackofficeOffers(
        db,
        BackofficeOffersQuerySchema.parse({ q: String(offer.id) }),
        new Date('2026-05-01T00:00:00Z'),
      );
      expect(later.rows[0]).toMatchObject({ id: offer.id, state: 'ended' });
    });

    it('checks the merged offer: an end before its start or a taken link hash changes nothing', async () => {
      const offer = await createBackofficeOffer(
        db,
        create({ kind: 'promoOffer', availableFrom: '2026-03-01T00:00:00Z', urlHash: 'bo-hash-1' }),
      );
      const refusal = await updateBackofficeOffer(db, {
        id: offer.id,
        update: { availableTill: '2026-02-01T00:00:00Z', titleEn: 'Changed' },
      }).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(DomainError);
      expect(refusal).toMatchObject({ status: 422, message: 'The end must be after the start.' });
      await expect(
        createBackofficeOffer(db, create({ kind: 'promoOffer', urlHash: 'bo-hash-1' })),
      ).rejects.toMatchObject({
        status: 409,
      });
      const [stored] = (
        await listBackofficeOffers(db, BackofficeOffersQuerySchema.parse({ q: String(offer.id) }), NOW)
      ).rows;
      expect(stored).toMatchObject({ titleEn: 'Back-office pack', availableTill: null });
    });
  });

  it('stores a redirect as findRedirect compares it, once per path', async () => {
    const row = await createBackofficeRedirect(
      db,
      { fromPath: '/spring-promo/', to: '/promotions/', status: 301 },
      NOW,
    );
    expect(row).toMatchObject({ fromPath: '/spring-promo', type: 'internal', status: 301, createdAt: NOW });
    expect(await findRedirect(db, '/spring-promo/')).toEqual({
      redirect: { type: 'internal', to: '/promotions/', status: 301 },
    });
    await expect(
      createBackofficeRedirect(
        db,
        { fromPath: '/spring-promo', to: 'https://example.com/', status: 302 },
        NOW,
      ),
    ).rejects.toMatchObject({ status: 409 });
  });
});
