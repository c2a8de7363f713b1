import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import {
  FeaturesGamesInfoResponseSchema,
  HomePageSchema,
  InHouseSpinSchema,
  GamePlayResponseSchema,
  InHouseSessionSchema,
  PromotionsPageResponseSchema,
  QuestResponseSchema,
  QuestsPageResponseSchema,
  SeasonResponseSchema,
  type BrandKey,
  type QuestDayDefinition,
} from '@casino/contracts';
import { createManualClock, createSession, getPlayerBalances, recordActivity, tables } from '@casino/core';
import { createPlayer, databaseKinds, expectLedgerBalanced } from '@casino/core/testing';
import {
  featureClaimsOf,
  OPS_TOKEN,
  hostOf,
  setFeature as setBrandFeature,
} from '../../testing/feature-app.ts';
import { createAgent, type Agent } from '../../testing/agent.ts';
import { raceRounds } from '../../testing/race-activity.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const HOUR = 3600 * 1000;
const prize = (coins: number) => ({ coins, entries: 0, freeSpins: null });
const spins = (goal: number, coins: number) => ({
  kind: 'spins' as const,
  currency: null,
  goal,
  games: [],
  sharedGameSet: null,
  prize: prize(coins),
});

describe.each(databaseKinds())('quests and the season tower on %s', (kind) => {
  // Far from the seed's own quests (dated from the day the seed ran).
  const clock = createManualClock('2030-01-10T12:00:00.000Z');
  const t = setupTestApp(
    kind,
    { opsToken: OPS_TOKEN, brandHosts: new Map((['tao', 'funrize'] as const).map((b) => [hostOf(b), b])) },
    { clock },
  );
  afterEach(() => vi.restoreAllMocks());

  const player = async (brand: BrandKey = 'tao') => {
    const created = await createPlayer(t.database.db, { brand });
    const session = await createSession(t.database.db, created.player.id, clock.now());
    const agent = createAgent(t.app, { host: hostOf(brand) });
    agent.jar.set('sid', session.token);
    return { ...created, agent };
  };
  const addQuest = async (input: {
    brand?: BrandKey;
    type: 'season' | 'advent' | 'fp_challenge';
    startsAt: Date;
    dayHours: number;
    days: QuestDayDefinition[];
    requiresConfirmedPhone?: boolean;
    requiredRank?: number;
  }) => {
    const [row] = await t.database.db
      .insert(tables.quests)
      .values({
        brand: 'tao',
        title: { en: `Test ${input.type}`, es: `Prueba ${input.type}` },
        sharedGameSets: {},
        ...input,
      })
      .returning({ id: tables.quests.id });
    return row!.id;
  };
  const quest = async (agent: Agent, query = '') => {
    const response = await agent.get(`/rest/quest/${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return QuestResponseSchema.parse(response.json()).data;
  };
  const gameSlug = async () => {
    const [game] = await t.database.db
      .select({ slug: tables.games.slug })
      .from(tables.games)
      .where(and(eq(tables.games.engineId, 'triple-sevens'), eq(tables.games.isActive, true)))
      .limit(1);
    return game!.slug;
  };
  const launch = async (agent: Agent) => {
    const response = await agent.get(`/rest/game/${await gameSlug()}/play/`);
    expect(response.statusCode, response.body).toBe(200);
    const token = new URL(GamePlayResponseSchema.parse(response.json()).url, 'http://x').searchParams.get(
      'session',
    )!;
    const session = InHouseSessionSchema.parse((await agent.get(`/rest/in-house/session/${token}/`)).json());
    return { token, bet: session.game.betLevels[0]! };
  };
  const spin = async (agent: Agent, token: string, bet: number) => {
    const response = await agent.post(`/rest/in-house/session/${encodeURIComponent(token)}/spin/`, { bet });
    expect(response.statusCode, response.body).toBe(200);
    return InHouseSpinSchema.parse(response.json());
  };
  const claimsOf = (playerId: string, key: 'quest' | 'season') =>
    featureClaimsOf(t.database.db, playerId, key);
  const setFeature = (brand: BrandKey, key: string, change: object) =>
    setBrandFeature(t.app, brand, key, change);
  const ledgerBalanced = () => expectLedgerBalanced(t.database.db);

  it('asks a guest to sign in, and refuses bad input without changing anything', async () => {
    for (const url of [
      '/rest/page/quests/',
      '/rest/quest/',
      '/rest/features-games-info/info/',
      '/rest/seasons/default/',
    ]) {
      const response = await createAgent(t.app, { host: hostOf('tao') }).get(url);
      expect(response.statusCode, url).toBe(401);
    }
    const { agent } = await player();
    const bad = await agent.get('/rest/quest/?useOptimizedGames=2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/useOptimizedGames/);
    expect((await agent.get('/rest/quest/?type=daily')).statusCode).toBe(400);
    const season = await agent.get('/rest/seasons/summer/');
    expect(season.statusCode).toBe(400);
    expect(season.json().message).toMatch(/Unknown season/);
  });

  it('completes a free-play challenge task from real spins, pays it once, and follows the path', async () => {
    clock.set('2030-01-10T12:00:00.000Z');
    const questId = await addQuest({
      type: 'fp_challenge',
      startsAt: new Date(clock.now().getTime() - HOUR),
      dayHours: 48,
      days: [{ tasks: [spins(3, 1_000), spins(2, 500)] }],
    });
    const { agent, player: p } = await player();
    // The title in the player's language (stored in both).
    agent.jar.set('i18n_redirected', 'es');
    expect((await quest(agent, '?type=fp_challenge')).quest?.questInfo.title).toBe('Prueba fp_challenge');
    agent.jar.delete('i18n_redirected');
    const before = await quest(agent, '?type=fp_challenge');
    expect(before.quest).toMatchObject({
      questInfo: {
        id: questId,
        type: 'fp_challenge',
        title: 'Test fp_challenge',
        end: '2030-01-12T11:00:00.000Z',
        daysCount: 1,
      },
      isAvailable: true,
      activeTaskIndex: 0,
      dayInfo: { index: 0, isCompleted: false },
    });
    expect(before.quest!.dayInfo.tasks[0]).toMatchObject({
      taskIndex: 0,
      isCompleted: false,
      progress: 0,
      goal: 3,
      action: { type: 'gamesList', details: { link: '/lobby/' } },
      prize: { coins: 1_000, entries: 0, freeSpin: null },
      executionTimeData: { startedAt: '2030-01-10T11:00:00.000Z', finishedAt: '2030-01-12T11:00:00.000Z' },
    });

    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const { token, bet } = await launch(agent);
    let balance = (await getPlayerBalances(t.database.db, p.id)).coins;
    for (let i = 0; i < 4; i++) balance += (await spin(agent, token, bet)).outcome.totalWin - bet;
    await t.app.services.activity.drain();

    const after = await quest(agent, '?type=fp_challenge');
    expect(after.quest!.dayInfo.tasks.map((task) => [task.isCompleted, task.progress])).toEqual([
      [true, 3],
      [false, 1],
    ]);
    expect(after.quest!.activeTaskIndex).toBe(1);
    expect(after.playerData!.days[0]).toMatchObject({ isCompleted: false, isEnded: false, isLocked: false });
    const claims = await claimsOf(p.id, 'quest');
    expect(claims.map((c) => [c.period, c.prizes])).toEqual([[`quest:${questId}:0:0`, [prize(1_000)]]]);
    // Bets and wins moved the balance, and the prize on top.
    expect((await getPlayerBalances(t.database.db, p.id)).coins).toBe(balance + 1_000);
    const events = toPlayer.mock.calls
      .filter(([id, m]) => id === p.id && m.type === 'quest')
      .map(([, m]) => `${m.action} ${(m.data as { taskIndex?: number }).taskIndex ?? ''}`);
    expect(events).toEqual(['taskProgress 0', 'taskProgress 0', 'taskCompleted 0', 'taskProgress 1']);
    const completed = toPlayer.mock.calls.find(([, m]) => m.type === 'quest' && m.action === 'taskCompleted');
    expect(completed![1].data).toMatchObject({
      questId,
      questType: 'fp_challenge',
      isLast: false,
      progress: 3,
    });

    // The last task completes the challenge: the event says so (the congratulations popup).
    await spin(agent, token, bet);
    await t.app.services.activity.drain();
    const last = toPlayer.mock.calls.filter(([, m]) => m.type === 'quest' && m.action === 'taskCompleted');
    expect(last.at(-1)![1].data).toMatchObject({ taskIndex: 1, isLast: true });
    expect((await quest(agent, '?type=fp_challenge')).quest!.dayInfo.isCompleted).toBe(true);

    // The promotions page lists the challenge, the home page its quest data.
    const promotions = PromotionsPageResponseSchema.parse((await agent.get('/rest/page/promotions/')).json());
    expect(promotions.payload.promotions.find((pr) => pr.type === 'fpChallenge')?.data).toMatchObject({
      questId,
      tasksCompleted: 2,
      tasksCount: 2,
    });
    const home = HomePageSchema.parse((await agent.get('/rest/page/home/')).json());
    expect(home.questData).toMatchObject({ quest: { questInfo: { id: questId } } });
    await ledgerBalanced();
    await t.database.db.delete(tables.quests).where(eq(tables.quests.id, questId));
  });

  it('opens advent days by the clock: ended days stay as they were, later ones are locked', async () => {
    clock.set('2030-02-01T08:00:00.000Z');
    const questId = await addQuest({
      type: 'advent',
      startsAt: new Date('2030-02-01T00:00:00.000Z'),
      dayHours: 24,
      days: [{ tasks: [spins(2, 300)] }, { tasks: [spins(2, 400)] }, { tasks: [spins(2, 500)] }],
    });
    const { agent, player: p } = await player();
    const { token, bet } = await launch(agent);
    await spin(agent, token, bet);
    await t.app.services.activity.drain();
    clock.set('2030-02-02T08:00:00.000Z');
    const next = await launch(agent);
    await spin(agent, next.token, bet);
    await spin(agent, next.token, bet);
    await t.app.services.activity.drain();
    const page = QuestsPageResponseSchema.parse(
      (await agent.get('/rest/page/quests/?type=advent')).json(),
    ).payload;
    expect(
      page.playerData!.days.map((d) => [d.isEnded, d.isLocked, d.isCompleted, d.tasks[0]!.progress]),
    ).toEqual([
      [true, false, false, 1],
      [false, false, true, 2],
      [false, true, false, 0],
    ]);
    expect(page.quest!.dayInfo.index).toBe(1);
    expect((await claimsOf(p.id, 'quest')).map((c) => c.period)).toEqual([`quest:${questId}:1:0`]);
    // After the end: no running quest; the next one is announced ahead as futureQuest.
    const nextId = await addQuest({
      type: 'advent',
      startsAt: new Date('2030-02-05T00:00:00.000Z'),
      dayHours: 24,
      days: [{ tasks: [spins(2, 300)] }],
    });
    clock.set('2030-02-04T12:00:00.000Z');
    const later = await quest(agent, '?type=advent');
    expect(later.quest).toBeNull();
    expect(later.futureQuest?.questInfo.id).toBe(nextId);
    await t.database.db.delete(tables.quests).where(eq(tables.quests.brand, 'tao'));
    await ledgerBalanced();
  });

  it('pays a task once when 32 spins race past its goal, with several dispatchers at work', async () => {
    clock.set('2030-03-01T12:00:00.000Z');
    const questId = await addQuest({
      type: 'season',
      startsAt: new Date('2030-03-01T00:00:00.000Z'),
      dayHours: 168,
      days: [{ tasks: [spins(5, 700)] }],
    });
    const { agent, player: p } = await player();
    const { token, bet } = await launch(agent);
    const results = await Promise.all(
      Array.from({ length: 32 }, () =>
        agent.post(`/rest/in-house/session/${encodeURIComponent(token)}/spin/`, { bet }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(5);
    await Promise.all([1, 2, 3, 4].map(() => t.app.services.activity.drain()));
    await t.app.services.activity.drain();
    const claims = await claimsOf(p.id, 'quest');
    expect(claims.map((c) => c.period)).toEqual([`quest:${questId}:0:0`]);
    const transfers = await t.database.db
      .select()
      .from(tables.walletTransfers)
      .where(like(tables.walletTransfers.key, `feature:quest:${p.id}:%`));
    expect(transfers).toHaveLength(1);
    const data = await quest(agent);
    expect(data.quest!.dayInfo.tasks[0]).toMatchObject({ isCompleted: true, progress: 5 });
    await ledgerBalanced();
    await t.database.db.delete(tables.quests).where(eq(tables.quests.id, questId));
  });

  it('climbs the season tower from bets and pays every level reached once', async () => {
    clock.set('2030-04-01T12:00:00.000Z');
    const { agent, player: p } = await player('funrize');
    const { token, bet } = await launch(agent);
    await setFeature('funrize', 'season', {
      config: {
        slug: 'test-season',
        type: 'default',
        coinsPerPoint: bet,
        entriesPerPoint: 0.01,
        requiresDeposit: false,
        levels: [
          { points: 1, prize: prize(111) },
          { points: 3, prize: prize(333) },
          { points: 100, prize: prize(1_000) },
        ],
      },
    });
    const season0 = SeasonResponseSchema.parse((await agent.get('/rest/seasons/default/')).json()).season;
    expect(season0).toMatchObject({
      isEnabled: true,
      isAvailable: true,
      currentLevel: 0,
      points: 0,
      nextLevelPoints: 1,
    });
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    await Promise.all([1, 2, 3, 4].map(() => spin(agent, token, bet)));
    await Promise.all([1, 2].map(() => t.app.services.activity.drain()));
    await t.app.services.activity.drain();
    const season = SeasonResponseSchema.parse((await agent.get('/rest/seasons/default/')).json()).season;
    expect(season).toMatchObject({
      slug: 'test-season',
      points: 4,
      currentLevel: 2,
      totalProgressPercents: 4,
      nextLevelPoints: 100,
      levelProgressPercents: 1,
    });
    expect(season.levels.map((l) => l.isReached)).toEqual([true, true, false]);
    const claims = await claimsOf(p.id, 'season');
    expect(claims.map((c) => c.period).sort()).toEqual(['season:test-season:1', 'season:test-season:2']);
    const assigned = toPlayer.mock.calls.filter(
      ([, m]) => m.type === 'season' && m.action === 'prizeAssigned',
    );
    expect(assigned.map(([, m]) => m.data)).toEqual([
      { slug: 'test-season', level: 1, prize: prize(111) },
      { slug: 'test-season', level: 2, prize: prize(333) },
    ]);
    expect(toPlayer.mock.calls.some(([, m]) => m.type === 'season' && m.action === 'progressUpdate')).toBe(
      true,
    );
    const profile = (await agent.get('/rest/player/profile/')).json();
    expect(profile.season ?? profile.data?.season).toEqual({
      isEnabled: true,
      isAvailable: true,
      slug: 'test-season',
      currentLevel: 2,
      totalProgressPercents: 4,
    });
    const games = FeaturesGamesInfoResponseSchema.parse(
      (await agent.get('/rest/features-games-info/info/')).json(),
    );
    expect(games.data.season).toEqual({ isEnabled: true, allGames: true });

    // A tower that opens with a purchase: not available, and bets do not count, before one.
    await setFeature('funrize', 'season', {
      config: {
        slug: 'deposit-season',
        levels: [{ points: 1, prize: prize(5) }],
        coinsPerPoint: bet,
        requiresDeposit: true,
      },
    });
    await spin(agent, token, bet);
    await t.app.services.activity.drain();
    const closed = SeasonResponseSchema.parse((await agent.get('/rest/seasons/default/')).json()).season;
    expect(closed).toMatchObject({ isAvailable: false, points: 0, currentLevel: 0 });
    await ledgerBalanced();
  });
  it('pays each tower level once when 32 rounds settle at once, each handled by another process', async () => {
    clock.set('2030-05-01T12:00:00.000Z');
    const { player: p } = await player('funrize');
    const prizes = [111, 222, 333, 444, 555, 666];
    await setFeature('funrize', 'season', {
      config: {
        slug: 'race-season',
        type: 'default',
        coinsPerPoint: 100,
        entriesPerPoint: 0.01,
        requiresDeposit: false,
        levels: [10, 50, 100, 200, 300, 400].map((points, i) => ({ points, prize: prize(prizes[i]!) })),
      },
    });
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    // 32 rounds of 1,000 coins: 320 points, so levels 1–5 (300 points) and not the sixth (400).
    const { db } = t.database;
    const refs = Array.from({ length: 32 }, (_, i) => `season-race:${p.id}:${i}`);
    const activities = await raceRounds(t.app, p.id, refs, 1_000);

    // Nothing lost: every round processed, all its bets counted.
    expect(activities.filter((a) => a.processedAt === null || a.failedHandlers !== null)).toEqual([]);
    const [progress] = await db
      .select()
      .from(tables.seasonProgress)
      .where(and(eq(tables.seasonProgress.playerId, p.id), eq(tables.seasonProgress.slug, 'race-season')));
    expect(progress).toMatchObject({ coinsBet: 32_000, entriesBet: 0 });
    const agent = createAgent(t.app, { host: hostOf('funrize') });
    agent.jar.set('sid', (await createSession(db, p.id, clock.now())).token);
    const season = SeasonResponseSchema.parse((await agent.get('/rest/seasons/default/')).json()).season;
    expect(season).toMatchObject({ slug: 'race-season', points: 320, currentLevel: 5 });

    // Nothing paid twice: one claim, one prize push and one ledger payment per level reached.
    const claims = await claimsOf(p.id, 'season');
    expect(claims.map((c) => c.period).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `season:race-season:${n}`));
    const assigned = toPlayer.mock.calls
      .filter(([id, m]) => id === p.id && m.type === 'season' && m.action === 'prizeAssigned')
      .map(([, m]) => (m.data as { level: number }).level)
      .sort();
    expect(assigned).toEqual([1, 2, 3, 4, 5]);
    const paid = await db
      .select()
      .from(tables.walletTransfers)
      .where(like(tables.walletTransfers.key, `feature:season:${p.id}:%`));
    expect(paid.map((transfer) => transfer.amount).sort((a, b) => a - b)).toEqual(prizes.slice(0, 5));
    await ledgerBalanced();
  });
  it('unlocks a quest that asks for a rank league rank when the player reaches it, and says so once', async () => {
    clock.set('2030-06-01T12:00:00.000Z');
    const questId = await addQuest({
      type: 'season',
      startsAt: new Date('2030-06-01T00:00:00.000Z'),
      dayHours: 168,
      days: [{ tasks: [spins(3, 900)] }],
      requiredRank: 2,
    });
    const { agent, player: p } = await player();
    const locked = await quest(agent, '?type=season');
    expect(locked.quest).toMatchObject({
      isAvailable: false,
      questInfo: { id: questId, requiredRank: { rank: 2, name: 'silver' } },
    });
    expect(locked.playerData!.days[0]!.isLocked).toBe(true);

    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    let rounds = 0;
    const round = async (bet: number) => {
      await recordActivity(t.database.db, {
        kind: 'round',
        ref: `rank-unlock:${p.id}:${++rounds}`,
        playerId: p.id,
        data: { provider: 'test', gameId: 'test-game', currency: 'COIN', bet, win: 0, freeRound: false },
        at: clock.now(),
      });
      await t.app.services.activity.drain();
    };
    const unlocked = () =>
      toPlayer.mock.calls.filter(
        ([id, m]) => id === p.id && m.type === 'quest' && m.action === 'availableByRankLeague',
      );
    // Bronze (1,000 of silver's 5,000 points): the quest stays locked and the round does not count.
    await round(1_000);
    expect(unlocked()).toEqual([]);
    expect((await quest(agent, '?type=season')).quest!.dayInfo.tasks[0]!.progress).toBe(0);

    // The round that reaches silver unlocks it, says so once, and counts for it.
    await round(4_000);
    expect(unlocked().map(([, m]) => m.data)).toEqual([{ questId, questType: 'season', day: null }]);
    const open = await quest(agent, '?type=season');
    expect(open.quest).toMatchObject({ isAvailable: true });
    expect(open.quest!.dayInfo.tasks[0]!.progress).toBe(1);
    expect(open.playerData!.days[0]!.isLocked).toBe(false);
    const promotions = PromotionsPageResponseSchema.parse((await agent.get('/rest/page/promotions/')).json());
    expect(promotions.payload.promotions.some((pr) => pr.type === 'quest')).toBe(true);

    // Later rounds at the same rank announce nothing more.
    await round(1_000);
    expect(unlocked()).toHaveLength(1);
    expect((await quest(agent, '?type=season')).quest!.dayInfo.tasks[0]!.progress).toBe(2);
    await ledgerBalanced();
    await t.database.db.delete(tables.quests).where(eq(tables.quests.id, questId));
  });

  it('shows and counts the quest that started last when an operator schedules one over a running quest of its type', async () => {
    clock.set('2030-07-01T12:00:00.000Z');
    const regular = await addQuest({
      type: 'fp_challenge',
      startsAt: new Date('2030-07-01T00:00:00.000Z'),
      dayHours: 168,
      days: [{ tasks: [spins(2, 700)] }],
    });
    const special = await addQuest({
      type: 'fp_challenge',
      startsAt: new Date('2030-07-01T11:00:00.000Z'),
      dayHours: 2,
      days: [{ tasks: [spins(1, 300)] }],
    });
    const { agent, player: p } = await player();
    let rounds = 0;
    const round = async () => {
      await recordActivity(t.database.db, {
        kind: 'round',
        ref: `quest-over:${p.id}:${++rounds}`,
        playerId: p.id,
        data: { provider: 'test', gameId: 'test-game', currency: 'COIN', bet: 100, win: 0, freeRound: false },
        at: clock.now(),
      });
      await t.app.services.activity.drain();
    };
    const shown = async () => (await quest(agent, '?type=fp_challenge')).quest!;
    expect((await shown()).questInfo.id).toBe(special);
    // The round counts for the quest the player sees, not for the one it covers.
    await round();
    expect((await shown()).dayInfo.tasks[0]).toMatchObject({ isCompleted: true, progress: 1 });
    const promotions = PromotionsPageResponseSchema.parse((await agent.get('/rest/page/promotions/')).json());
    expect(
      promotions.payload.promotions.filter((pr) => pr.type === 'fpChallenge').map((pr) => pr.data),
    ).toMatchObject([{ questId: special }]);
    // Once it ends, the regular challenge is back, as the player left it.
    clock.set('2030-07-01T13:00:00.000Z');
    const back = await shown();
    expect(back.questInfo.id).toBe(regular);
    expect(back.dayInfo.tasks[0]).toMatchObject({ isCompleted: false, progress: 0 });
    await round();
    expect((await shown()).dayInfo.tasks[0]!.progress).toBe(1);
    expect((await claimsOf(p.id, 'quest')).map((c) => [c.period, c.prizes])).toEqual([
      [`quest:${special}:0:0`, [prize(300)]],
    ]);
    await ledgerBalanced();
    await t.database.db.delete(tables.quests).where(inArray(tables.quests.id, [regular, special]));
  });
});
