import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CatalogueSchema,
  ENGINE_IDS,
  checkGamesData,
  HOME_ISSUE_KEYS,
  HomePageSchema,
  SPEC_PROMOTION_TYPES,
  ISSUE_KEYS,
  UNRESTRICTED_GROUP_KEY,
} from '@casino/contracts';
import type { Database } from '../db/client.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { createPlayer } from '../testing/factories.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { getAppInit } from '../app/get-app-init.ts';
import { addCatalogueGame } from './add-catalogue-game.ts';
import { createCatalogueCache } from './catalogue-cache.ts';
import { getCatalogue, getGameFilters, searchGames } from './get-catalogue.ts';
import { getHomePage } from './get-home-page.ts';
import { getJackpots } from '../jackpots/get-jackpots.ts';
import { setFavoriteGame } from './favorite-games.ts';
import { setGameRestriction, restrictionIdsHash } from './player-restrictions.ts';
import { resolvePlayableGame } from './resolve-playable-game.ts';
import { randomBytes } from 'node:crypto';
import { createWinnersFeed } from '../winners/winners-feed.ts';
import { and, eq } from 'drizzle-orm';
import { features as featuresTable } from '../db/schema/index.ts';
import { isLive, loadFeatures } from '../engagement/load-features.ts';
import { listPlayerOffers, toPresetPackage } from '../offers/player-offers.ts';
import { homePromotions } from '../app/home-promotions.ts';

const brand = { key: 'funrize', appName: 'Funrize' } as never;

describe.each(databaseKinds())('catalogue on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  const deps = () => ({
    db: database.db,
    cache: createCatalogueCache(),
    winners: createWinnersFeed(),
    promotions: homePromotions,
  });
  const newGame = (issues: Parameters<typeof addCatalogueGame>[1]['issues'] = []) => {
    const id = randomBytes(4).toString('hex');
    return addCatalogueGame(database.db, {
      slug: `zeta-${id}`,
      title: `Zeta Quasar ${id}`,
      providerSlug: 'indigo-owl',
      engineId: 'jungle-quest',
      issues,
    });
  };

  it('seeds 150+ playable games across 10 providers with every category filled', async () => {
    const catalogue = await getCatalogue(deps(), { playerId: null });
    expect(CatalogueSchema.parse(catalogue)).toBeTruthy();
    expect(checkGamesData(catalogue)).toEqual({ ok: true });
    expect(catalogue.games.length).toBeGreaterThanOrEqual(150);
    expect(catalogue.providers).toHaveLength(10);
    for (const key of ISSUE_KEYS) expect(catalogue.issueGamesIds[key]?.length, key).toBeGreaterThan(0);
    expect(catalogue.groupKey).toBe(UNRESTRICTED_GROUP_KEY);
    // Every engine has games, the fishing arcade and the bonus-buy slot included.
    expect(new Set(catalogue.games.map((g) => g.engineId))).toEqual(new Set(ENGINE_IDS));
  });

  it('hides a restricted game everywhere, moves the player to a new group and tells them', async () => {
    const { player, email } = await createPlayer(database.db);
    const game = await newGame(['newGames', 'popularGames']);
    const { publisher, sent } = createRecordingPublisher();
    const d = deps();
    const before = await getCatalogue(d, { playerId: player.id });
    expect(before.games.some((g) => g.id === game.id)).toBe(true);

    const result = await setGameRestriction(
      { db: database.db, publisher },
      { playerEmail: email, slug: game.slug, restricted: true },
    );
    expect(result.playerRestrictionIdsHash).toBe(restrictionIdsHash([game.id]));
    expect(sent).toEqual([
      {
        to: `player:${player.id}`,
        message: {
          type: 'player',
          action: 'updateGroupHash',
          data: { playerRestrictionIdsHash: result.playerRestrictionIdsHash },
        },
      },
    ]);
    const after = await getCatalogue(d, { playerId: player.id });
    expect(after.groupKey).toBe(result.playerRestrictionIdsHash);
    expect(after.games.some((g) => g.id === game.id)).toBe(false);
    expect(Object.values(after.issueGamesIds).flat()).not.toContain(game.id);
    expect(Object.values(after.providerGamesIds).flat()).not.toContain(game.id);
    expect((await searchGames(d, { playerId: player.id, query: game.title })).total).toBe(0);
    expect((await getGameFilters(d, { playerId: player.id })).playerRestrictionIdsHash).toBe(after.groupKey);
    const home = await getHomePage(d, { brand: 'funrize', playerId: player.id, now: new Date() });
    expect(home.newGames.games.some((g) => g.id === game.id)).toBe(false);
    expect(
      (await getAppInit({ db: database.db }, { brand, playerId: player.id, now: new Date() }))
        .playerRestrictionIdsHash,
    ).toBe(after.groupKey);
    await expect(
      resolvePlayableGame(database.db, { playerId: player.id, slug: game.slug }),
    ).rejects.toMatchObject({
      status: 403,
    });
    // Other players still see it.
    const other = await createPlayer(database.db);
    expect((await getCatalogue(d, { playerId: other.player.id })).games.some((g) => g.id === game.id)).toBe(
      true,
    );

    // Lifting it restores the unrestricted group; repeating a no-op publishes nothing.
    const lifted = await setGameRestriction(
      { db: database.db, publisher },
      { playerEmail: email, slug: game.slug, restricted: false },
    );
    expect(lifted.playerRestrictionIdsHash).toBe(UNRESTRICTED_GROUP_KEY);
    await setGameRestriction(
      { db: database.db, publisher },
      { playerEmail: email, slug: game.slug, restricted: false },
    );
    expect(sent).toHaveLength(2);
    expect((await resolvePlayableGame(database.db, { playerId: player.id, slug: game.slug })).engineId).toBe(
      'jungle-quest',
    );
  });

  it('resolves playable games: 401 guest, 404 unknown slug', async () => {
    const game = await newGame();
    await expect(resolvePlayableGame(database.db, { playerId: null, slug: game.slug })).rejects.toMatchObject(
      { status: 401 },
    );
    const { player } = await createPlayer(database.db);
    await expect(
      resolvePlayableGame(database.db, { playerId: player.id, slug: 'no-such-game' }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it('keeps favourites per player, newest first, and overlays isFavorite', async () => {
    const { player } = await createPlayer(database.db);
    const a = await newGame();
    const b = await newGame();
    await setFavoriteGame(database.db, { playerId: player.id, gameId: a.id, favorite: true });
    const { favoriteGames } = await setFavoriteGame(database.db, {
      playerId: player.id,
      gameId: b.id,
      favorite: true,
    });
    expect(favoriteGames.slice(0, 2).sort()).toEqual([a.id, b.id].sort());
    await setFavoriteGame(database.db, { playerId: player.id, gameId: b.id, favorite: true });
    const catalogue = await getCatalogue(deps(), { playerId: player.id });
    expect(
      catalogue.games
        .filter((g) => g.isFavorite)
        .map((g) => g.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const removed = await setFavoriteGame(database.db, {
      playerId: player.id,
      gameId: a.id,
      favorite: false,
    });
    expect(removed.favoriteGames).toEqual([b.id]);
    expect(
      (await getAppInit({ db: database.db }, { brand, playerId: player.id, now: new Date() })).favoriteGames,
    ).toEqual([b.id]);
    await expect(
      setFavoriteGame(database.db, { playerId: player.id, gameId: 999_999, favorite: true }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      setFavoriteGame(database.db, { playerId: null, gameId: a.id, favorite: true }),
    ).rejects.toMatchObject({
      status: 401,
    });
  });

  it('searches case-insensitively by title and by provider name', async () => {
    const game = await newGame();
    const d = deps();
    const byTitle = await searchGames(d, { playerId: null, query: game.title.toUpperCase() });
    expect(byTitle.games.map((g) => g.id)).toEqual([game.id]);
    const byProvider = await searchGames(d, { playerId: null, query: 'indigo OWL' });
    expect(byProvider.total).toBeGreaterThanOrEqual(16);
    expect(byProvider.games.every((g) => g.providers.includes('indigo-owl'))).toBe(true);
  });

  it('answers the home payload with every key of the spec', async () => {
    const home = HomePageSchema.parse(
      await getHomePage(deps(), { brand: 'funrize', playerId: null, now: new Date() }),
    );
    for (const key of HOME_ISSUE_KEYS) expect(home[key].games.length, key).toBeGreaterThan(0);
    // The brand's progressive tiers as they are now, and its jackpot games as the `jackpot` list.
    const jackpots = await getJackpots(database.db, { brand: 'funrize' });
    expect(home.jackpots.map((j) => j.key)).toEqual(['mini', 'minor', 'major', 'grand']);
    expect(home.jackpots.map((j) => j.coins)).toEqual(
      jackpots.tiers.filter((t) => t.currency === 'COIN').map((t) => t.amount),
    );
    expect(new Set(home.jackpot.games.map((g) => g.id))).toEqual(new Set(jackpots.games.map((g) => g.id)));
    expect(new Set(home.banners.map((b) => b.type))).toEqual(
      new Set(['ordinary', 'Vip_bundle', 'bannerPresetPackage']),
    );
    expect(home.promoBanners.some((b) => b.type === 'fpChallenge')).toBe(true);
    expect(home.gameOfWeek).not.toBeNull();
    // Nothing is invented: a fresh install has no winners until real rounds make some.
    expect(home.lastWinners).toEqual([]);
    expect(home.collections.length).toBeGreaterThan(0);
    expect(home.questData).toBeNull();
  });

  it('fills the info plate, what the brand runs and the packages on sale to anyone from the data', async () => {
    const now = new Date();
    const homeOf = async () =>
      HomePageSchema.parse(await getHomePage(deps(), { brand: 'funrize', playerId: null, now }));
    const home = await homeOf();
    expect(home.infoPlate).toMatchObject({ link: '/page/sweepstakes-rules' });
    // Every live feature with a promotion type of the spec, in priority order, then the running races.
    const live = (await loadFeatures(database.db, 'funrize')).filter((f) => isLive(f, now)).map((f) => f.key);
    const features = home.promotions.filter((p) => p.type !== 'tournament').map((p) => p.type);
    expect(features.length).toBeGreaterThan(0);
    const specTypes: readonly string[] = SPEC_PROMOTION_TYPES;
    expect(features).toEqual(live.filter((key) => specTypes.includes(key) && key !== 'tournament'));
    for (const race of home.promotions.filter((p) => p.type === 'tournament')) {
      expect(race.title?.en).toBeTruthy();
      expect(race.prizeCoins! + race.prizeEntries!).toBeGreaterThan(0);
    }
    // The packages a new player of the brand is sold, none invented.
    const { player } = await createPlayer(database.db, { now });
    const sold = await listPlayerOffers(database.db, { playerId: player.id, now });
    expect(home.packages.length).toBeGreaterThan(0);
    expect(home.packages).toEqual(sold.packages.map(toPresetPackage));

    // A feature switched off leaves the list.
    const dailyWheel = and(eq(featuresTable.brand, 'funrize'), eq(featuresTable.key, 'dailyWheel'));
    await database.db.update(featuresTable).set({ enabled: false }).where(dailyWheel);
    try {
      expect((await homeOf()).promotions.map((p) => p.type)).not.toContain('dailyWheel');
    } finally {
      await database.db.update(featuresTable).set({ enabled: true }).where(dailyWheel);
    }
  });

  it('serves the same object from the cache until invalidated', async () => {
    const d = deps();
    const first = await getCatalogue(d, { playerId: null });
    expect(await getCatalogue(d, { playerId: null })).toBe(first);
    const game = await newGame();
    expect((await getCatalogue(d, { playerId: null })).games.some((g) => g.id === game.id)).toBe(false);
    d.cache.invalidate();
    const fresh = await getCatalogue(d, { playerId: null });
    expect(fresh.games.some((g) => g.id === game.id)).toBe(true);
    expect(fresh.hash).not.toBe(first.hash);
  });
});
