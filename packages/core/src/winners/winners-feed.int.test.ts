import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createManualClock } from '../clock/clock.ts';
import type { Database } from '../db/client.ts';
import { games, players } from '../db/schema/index.ts';
import { recordActivity, type ActivityData } from '../engagement/activity.ts';
import { createActivityDispatcher } from '../engagement/activity-dispatcher.ts';
import { loadFeature } from '../engagement/load-features.ts';
import { periodAt } from '../engagement/periods.ts';
import { ensurePrizeDropPool } from '../prize-drops/prize-drop-pool.ts';
import { prizeDropsActivityHandler } from '../prize-drops/win-prize-drop.ts';
import { getPrizeDrops } from '../prize-drops/get-prize-drops.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { createPlayer } from '../testing/factories.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { createCatalogueCache } from '../catalogue/catalogue-cache.ts';
import { getHomePage } from '../catalogue/get-home-page.ts';
import { winnersActivityHandler } from './big-win-activity.ts';
import { recordWin } from './record-win.ts';
import { createWinnersFeed } from './winners-feed.ts';
import { setWinnersFeedSetting } from './winners-feed-setting.ts';

const AT = new Date('2026-03-10T12:00:00.000Z');

describe.each(databaseKinds())('the winners feed on %s', (kind) => {
  let database: Database;
  let slug: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const [game] = await database.db.select({ slug: games.slug }).from(games).limit(1);
    slug = game!.slug;
  });
  afterAll(() => database.close());
  const db = () => database.db;
  const clock = createManualClock(AT);
  const { publisher, sent } = createRecordingPublisher();
  const dispatcher = () =>
    createActivityDispatcher({ db: db(), publisher, clock, handlers: [winnersActivityHandler] });
  /** A fresh feed each read: what the database holds, no cache in between. */
  const feedOf = (brand: string) => createWinnersFeed().latest(db(), brand);

  let refs = 0;
  /** A settled round as the settlement records it, then dispatched. */
  const play = async (playerId: string, round: Partial<ActivityData['round']>) => {
    const data = {
      provider: 'in-house',
      gameId: slug,
      currency: 'COIN' as const,
      bet: 20,
      win: 0,
      freeRound: false,
    };
    await recordActivity(db(), {
      kind: 'round',
      ref: `winners-test:${++refs}`,
      playerId,
      data: { ...data, ...round },
      at: clock.now(),
    });
    await dispatcher().drain();
  };
  const named = async (name: string, brand: 'funrize' | 'tao' = 'funrize') => {
    const { player } = await createPlayer(db(), { brand });
    await db().update(players).set({ name }).where(eq(players.id, player.id));
    return player.id;
  };

  it('is empty on a fresh install: the seed invents no winners', async () => {
    expect(await feedOf('funrize')).toEqual([]);
    const home = await getHomePage(
      { db: db(), cache: createCatalogueCache(), winners: createWinnersFeed(), promotions: async () => [] },
      { brand: 'funrize', playerId: null, now: AT },
    );
    expect(home.lastWinners).toEqual([]);
  });

  it('shows a win of 15 bets or more with the masked name, pushed to open pages', async () => {
    const playerId = await named('Martha');
    sent.length = 0;
    await play(playerId, { bet: 20, win: 300 });
    const [top] = await feedOf('funrize');
    expect(top).toMatchObject({ name: 'Mar***', kind: 'bigWin', currency: 'COIN', amount: 300 });
    expect(top!.game.slug).toBe(slug);
    expect(sent).toEqual([
      {
        to: 'public',
        message: { type: 'winners', action: 'won', data: { brand: 'funrize', winners: [top] } },
      },
    ]);
  });

  it('leaves out wins under 15 bets and free rounds', async () => {
    const playerId = await named('Small');
    await play(playerId, { bet: 20, win: 299 });
    await play(playerId, { bet: 0, win: 5_000, freeRound: true });
    expect((await feedOf('funrize')).some((w) => w.name === 'Sma***')).toBe(false);
  });

  it('pays a SweepStakes big win in winnings', async () => {
    const playerId = await named('Sweepy');
    await play(playerId, { currency: 'ENTRY', bet: 40, win: 2_400 });
    expect((await feedOf('funrize'))[0]).toMatchObject({
      name: 'Swe***',
      currency: 'WINNING',
      amount: 2_400,
    });
  });

  it('never shows a player who opted out, their earlier wins included, and pushes nothing of theirs', async () => {
    const before = await named('Hidden');
    await play(before, { bet: 20, win: 1_000 });
    expect((await feedOf('funrize'))[0]!.name).toBe('Hid***');
    await setWinnersFeedSetting(db(), { playerId: before, setting: { display: 'hidden' }, now: AT });
    sent.length = 0;
    await play(before, { bet: 20, win: 2_000 });
    expect((await feedOf('funrize')).some((w) => w.name === 'Hid***')).toBe(false);
    expect(sent).toEqual([]);
    // Showing again brings both wins back.
    await setWinnersFeedSetting(db(), { playerId: before, setting: { display: 'masked' }, now: AT });
    expect((await feedOf('funrize')).filter((w) => w.name === 'Hid***').map((w) => w.amount)).toEqual([
      2_000, 1_000,
    ]);
  });

  it("keeps each brand's wins to its own feed", async () => {
    const playerId = await named('Taoist', 'tao');
    await play(playerId, { bet: 20, win: 600 });
    expect((await feedOf('tao')).map((w) => w.name)).toEqual(['Tao***']);
    expect((await feedOf('funrize')).some((w) => w.name === 'Tao***')).toBe(false);
  });

  it('adds a replayed win once', async () => {
    const playerId = await named('Replay');
    const win = {
      kind: 'jackpot' as const,
      ref: `jackpot-test:${playerId}`,
      brand: 'funrize',
      playerId,
      gameSlug: slug,
      currency: 'COIN' as const,
      amount: 25_000,
      at: AT,
    };
    expect(await recordWin(db(), publisher, win)).toBe(true);
    expect(await recordWin(db(), publisher, win)).toBe(false);
    expect((await feedOf('funrize')).filter((w) => w.name === 'Rep***')).toHaveLength(1);
  });

  it('shows a prize drop won by a bet, beside the game of that bet', async () => {
    const playerId = await named('Dropper', 'tao');
    const feature = (await loadFeature(db(), 'tao', 'prizeDrops'))!;
    await ensurePrizeDropPool(db(), {
      brand: 'tao',
      schedule: feature.schedule,
      config: feature.config,
      period: periodAt(feature.schedule, AT),
      now: AT,
      random: () => 0,
    });
    await recordActivity(db(), {
      kind: 'round',
      ref: `winners-drop:${playerId}`,
      playerId,
      data: { provider: 'in-house', gameId: slug, currency: 'COIN', bet: 100, win: 0, freeRound: false },
      at: AT,
    });
    await createActivityDispatcher({
      db: db(),
      publisher,
      clock,
      handlers: [prizeDropsActivityHandler],
    }).drain();
    expect((await feedOf('tao'))[0]).toMatchObject({ name: 'Dro***', kind: 'prizeDrop', currency: 'COIN' });
    // The prize drops' own board follows the player's choice too.
    const board = async () =>
      (await getPrizeDrops(db(), { brand: 'tao', playerId, now: AT })).lastWinners.map((w) => w.name);
    expect(await board()).toContain('Dro***');
    await setWinnersFeedSetting(db(), { playerId, setting: { display: 'hidden' }, now: AT });
    expect(await board()).not.toContain('Dro***');
    expect(await board()).toContain('***');
  });

  it('reads the database once per brand until a win or a choice invalidates it', async () => {
    const feed = createWinnersFeed();
    const first = feed.latest(db(), 'funrize');
    expect(feed.latest(db(), 'funrize')).toBe(first);
    feed.invalidate('tao');
    expect(feed.latest(db(), 'funrize')).toBe(first);
    feed.invalidate('funrize');
    expect(feed.latest(db(), 'funrize')).not.toBe(first);
  });
});
