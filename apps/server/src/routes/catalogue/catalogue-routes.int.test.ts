import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  BannersHomeSchema,
  CachedCatalogueSchema,
  CatalogueSchema,
  checkGamesData,
  FavoritesSchema,
  GameFiltersSchema,
  GameSearchSchema,
  HOME_ISSUE_KEYS,
  HomePageSchema,
  PLAYER_ROWS_PATH,
  PlayerGameRowsSchema,
  UNRESTRICTED_GROUP_KEY,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { getGameDefinition } from '@casino/game-math';
import { addCatalogueGame, tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { createAgent } from '../../testing/agent.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';
import { activeGameSlug, launchGame } from '../../testing/games.ts';

const OPS_TOKEN = 'ops-token-for-catalogue-tests';

describe.each(databaseKinds())('catalogue routes on %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-img-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const t = setupTestApp(kind, { dataDir, opsToken: OPS_TOKEN });
  const newGame = async () => {
    const id = randomBytes(4).toString('hex');
    const game = await addCatalogueGame(t.database.db, {
      slug: `orbit-${id}`,
      title: `Orbit Mango ${id}`,
      providerSlug: 'harbor-light',
      engineId: 'golden-link',
      issues: ['holdNLink', 'jackpot'],
    });
    t.app.services.catalogueCache.invalidate();
    return game;
  };

  it('answers a valid catalogue to a guest (unrestricted group)', async () => {
    const response = await createAgent(t.app).get('/api/rest/games?groupKey=&versionApp=1.28');
    expect(response.statusCode).toBe(200);
    const body = CatalogueSchema.parse(response.json());
    expect(checkGamesData(body)).toEqual({ ok: true });
    expect(body.groupKey).toBe(UNRESTRICTED_GROUP_KEY);
    expect(body.games.length).toBeGreaterThanOrEqual(150);
    expect(response.headers['cache-control']).toContain('private');
    const etag = String(response.headers.etag);
    expect(etag).toBe(`W/"${body.hash}"`);
    const again = await createAgent(t.app).get('/api/rest/games', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('hides games an operator restricted, and changes the player group', async () => {
    const game = await newGame();
    const { agent, email } = await signedInPlayer(t);
    const restrict = (restricted: boolean, token = OPS_TOKEN) =>
      t.app.inject({
        method: 'POST',
        url: '/rest/ops/games/restriction/',
        headers: { 'x-ops-token': token },
        payload: { playerEmail: email, slug: game.slug, restricted },
      });
    expect((await restrict(true, 'wrong-token-wrong-token-wrong-tok')).statusCode).toBe(401);
    const done = await restrict(true);
    expect(done.statusCode).toBe(200);
    const hash = done.json().data.playerRestrictionIdsHash as string;
    expect(hash).not.toBe(UNRESTRICTED_GROUP_KEY);

    const catalogue = CatalogueSchema.parse((await agent.get(`/api/rest/games?groupKey=${hash}`)).json());
    expect(catalogue.groupKey).toBe(hash);
    expect(catalogue.games.map((g) => g.id)).not.toContain(game.id);
    expect(catalogue.issueGamesIds.holdNLink).not.toContain(game.id);
    // A stale or forged groupKey does not matter: the server works the group out itself.
    const forged = CatalogueSchema.parse((await agent.get('/api/rest/games?groupKey=anything')).json());
    expect(forged.groupKey).toBe(hash);
    const filters = GameFiltersSchema.parse((await agent.get('/rest/get-game-filters/')).json());
    expect(filters.playerRestrictionIdsHash).toBe(hash);
    const cached = CachedCatalogueSchema.parse(
      (await agent.get(`/api/rest/games/get-cached-games?groupKey=${hash}`)).json(),
    );
    expect(cached.games[String(game.id)]).toBeUndefined();
    // The guest still sees it.
    const guest = CatalogueSchema.parse((await createAgent(t.app).get('/api/rest/games')).json());
    expect(guest.games.map((g) => g.id)).toContain(game.id);
    const home = HomePageSchema.parse((await agent.get('/rest/page/home/')).json());
    expect(home.holdNLink.games.map((g) => g.id)).not.toContain(game.id);

    expect((await restrict(false)).json().data.playerRestrictionIdsHash).toBe(UNRESTRICTED_GROUP_KEY);
    const back = CatalogueSchema.parse((await agent.get('/api/rest/games')).json());
    expect(back.games.map((g) => g.id)).toContain(game.id);
  });

  it('serves the cached snapshot keyed by id and checks a posted one', async () => {
    const agent = createAgent(t.app);
    const response = await agent.get('/api/rest/games/get-cached-games');
    const cached = CachedCatalogueSchema.parse(response.json());
    expect(checkGamesData(cached, { cached: true })).toEqual({ ok: true });
    const fresh = await agent.post('/api/rest/games/cached-games', cached);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ success: true, upToDate: true, hash: cached.hash });
    const stale = await agent.post('/api/rest/games/cached-games', { ...cached, hash: 'old' });
    expect(stale.json()).toMatchObject({ upToDate: false, hash: cached.hash });
    const bad = await agent.post('/api/rest/games/cached-games', { games: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });

  it('serves the cached snapshot only on brands with the cacheAvailable capability', async () => {
    // tao has no cacheAvailable (contracts values/brands.ts): its site loads the live list.
    const tao = createAgent(t.app, { host: 'tao.test' });
    const refused = await tao.get('/api/rest/games/get-cached-games');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toContain('/api/rest/games');
    expect((await tao.get('/api/rest/games')).statusCode).toBe(200);
  });

  it('searches by title or provider, and refuses a one-letter query', async () => {
    const game = await newGame();
    const agent = createAgent(t.app);
    const byTitle = GameSearchSchema.parse(
      (await agent.get(`/rest/games/search/?query=${encodeURIComponent(game.title.toLowerCase())}`)).json(),
    );
    expect(byTitle.games.map((g) => g.id)).toEqual([game.id]);
    const byProvider = GameSearchSchema.parse(
      (await agent.get('/rest/games/search/?query=HARBOR%20light')).json(),
    );
    expect(byProvider.games.every((g) => g.providers.includes('harbor-light'))).toBe(true);
    const short = await agent.get('/rest/games/search/?query=a');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('at least 2');
  });

  it('adds and removes favourites for a signed-in player only', async () => {
    const game = await newGame();
    const guest = await createAgent(t.app).post(`/rest/favorites/${game.id}/`);
    expect(guest.statusCode).toBe(401);
    const { agent } = await signedInPlayer(t);
    const added = await agent.post(`/rest/favorites/${game.id}/`);
    expect(added.statusCode).toBe(200);
    expect(FavoritesSchema.parse(added.json()).favoriteGames).toEqual([game.id]);
    const catalogue = CatalogueSchema.parse((await agent.get('/api/rest/games')).json());
    expect(catalogue.games.find((g) => g.id === game.id)?.isFavorite).toBe(true);
    expect((await agent.get('/rest/app/init/')).json().favoriteGames).toEqual([game.id]);
    const removed = await agent.request({ method: 'DELETE', url: `/rest/favorites/${game.id}/` });
    expect(removed.json().favoriteGames).toEqual([]);
    expect((await agent.get('/rest/favorites/')).json()).toEqual({ success: true, favoriteGames: [] });
    expect((await agent.post('/rest/favorites/999999/')).statusCode).toBe(404);
    expect((await agent.post('/rest/favorites/abc/')).statusCode).toBe(400);
    expect((await agent.post(`/rest/favorites/${game.id}/`, undefined, { csrf: false })).statusCode).toBe(
      403,
    );
  });

  it("answers the lobby's rows of the player's favourite and recently played games", async () => {
    expect((await createAgent(t.app).get(PLAYER_ROWS_PATH)).statusCode).toBe(401);
    const { agent } = await signedInPlayer(t);
    const rows = async () => {
      const response = await agent.get(PLAYER_ROWS_PATH);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toContain('no-store');
      const { favorites, recent } = PlayerGameRowsSchema.parse(response.json());
      return { favorites: favorites.map((g) => g.id), recent: recent.map((g) => g.id) };
    };
    // A new player has neither: the rows say so rather than show made-up games.
    expect(await rows()).toEqual({ favorites: [], recent: [] });
    const [first, second] = [await newGame(), await newGame()];
    await agent.post(`/rest/favorites/${first.id}/`);
    await agent.post(`/rest/favorites/${second.id}/`);
    const slug = await activeGameSlug(t.database.db);
    const [played] = await t.database.db.select().from(tables.games).where(eq(tables.games.slug, slug));
    const { token } = await launchGame(agent, slug);
    const spin = await agent.post(`/rest/in-house/session/${encodeURIComponent(token)}/spin/`, {
      bet: getGameDefinition('triple-sevens')!.betLevels[0]!,
    });
    expect(spin.statusCode, spin.body).toBe(200);
    expect(await rows()).toEqual({ favorites: [second.id, first.id], recent: [played!.id] });
  });

  it("keeps one player's favourites away from another", async () => {
    const game = await newGame();
    const a = await signedInPlayer(t);
    const b = await signedInPlayer(t);
    await a.agent.post(`/rest/favorites/${game.id}/`);
    expect((await b.agent.get('/rest/favorites/')).json().favoriteGames).toEqual([]);
    const seenByB = CatalogueSchema.parse((await b.agent.get('/api/rest/games')).json());
    expect(seenByB.games.find((g) => g.id === game.id)?.isFavorite).toBe(false);
    // B removing it changes nothing for A.
    await b.agent.request({ method: 'DELETE', url: `/rest/favorites/${game.id}/` });
    expect((await a.agent.get('/rest/favorites/')).json().favoriteGames).toEqual([game.id]);
  });

  it('answers the home page and the home banners', async () => {
    const agent = createAgent(t.app);
    const home = HomePageSchema.parse((await agent.get('/rest/page/home/')).json());
    for (const key of HOME_ISSUE_KEYS) expect(home[key].games.length, key).toBeGreaterThan(0);
    expect(home.schemeSections.length).toBeGreaterThan(0);
    const banners = BannersHomeSchema.parse((await agent.get('/rest/banners/home/')).json());
    expect(banners.banners.map((b) => b.id)).toEqual(home.banners.map((b) => b.id));
    expect(banners.bannerPresetPackage).toBeNull();
  });

  it('renders artwork to webp at the requested size, immutable, and 404s unknown sizes or versions', async () => {
    const agent = createAgent(t.app);
    const catalogue = CatalogueSchema.parse((await agent.get('/api/rest/games')).json());
    const game = catalogue.games[0]!;
    const url = `${game.image.base}/320w@2x.webp`;
    const first = await agent.get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta).toMatchObject({
      format: 'webp',
      width: 640,
      height: Math.round(640 / game.image.aspectRatio),
    });
    const second = await agent.get(url);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    const logo = await agent.get(catalogue.providers[0]!.logo);
    expect(logo.statusCode).toBe(200);
    const home = HomePageSchema.parse((await agent.get('/rest/page/home/')).json());
    expect((await agent.get(home.banners[0]!.image.src)).statusCode).toBe(200);
    expect((await agent.get(home.collections[0]!.image.src)).statusCode).toBe(200);

    expect((await agent.get(`${game.image.base}/333w@1x.webp`)).statusCode).toBe(404);
    expect((await agent.get(`${game.image.base}/320w@3x.webp`)).statusCode).toBe(404);
    expect((await agent.get(`/img/games/${game.slug}.old/320w@1x.webp`)).statusCode).toBe(404);
    expect((await agent.get('/img/nothing/x.y/320w@1x.webp')).statusCode).toBe(400);
  });
});
