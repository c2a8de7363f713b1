import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  BRAND_KEYS,
  ProfileResponseSchema,
  PromotionsPageResponseSchema,
  TournamentResponseSchema,
  TournamentsListResponseSchema,
  type BrandKey,
  type PushMessage,
  type TournamentCreateRequest,
} from '@casino/contracts';
import {
  createManualClock,
  finishTournaments,
  getPlayerBalances,
  recordActivity,
  tables,
  takeBreak,
} from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupEveryBrandApp, OPS_TOKEN, hostOf, setFeature } from '../../testing/feature-app.ts';
import { createAgent } from '../../testing/agent.ts';
import { expectLedgerBalanced } from '../../testing/ledger.ts';

const MINUTE = 60_000;
/** Two classic games and a hold-and-link one of the seeded catalogue (filled before the tests). */
const GAMES: string[] = [];
let OTHER_GAME = '';

describe.each(databaseKinds())('tournaments on %s', (kind) => {
  const clock = createManualClock('2026-11-24T12:00:00.000Z');
  const { t, player: brandPlayer } = setupEveryBrandApp(kind, {}, { clock });
  afterEach(() => vi.restoreAllMocks());
  const db = () => t.database.db;
  beforeAll(async () => {
    const games = await db().select().from(tables.games).orderBy(tables.games.id);
    GAMES.push(
      ...games
        .filter((g) => g.engineId === 'triple-sevens')
        .slice(4, 6)
        .map((g) => g.slug),
    );
    OTHER_GAME = games.find((g) => g.engineId === 'golden-link')!.slug;
  });

  const player = async (brand: BrandKey = 'tao', name?: string) => {
    const created = await brandPlayer(brand);
    if (name)
      await db()
        .update(tables.players)
        .set({ name, surname: 'Tester' })
        .where(eq(tables.players.id, created.player.id));
    return created;
  };
  type Player = Awaited<ReturnType<typeof player>>;

  const create = async (body: Partial<TournamentCreateRequest> = {}) => {
    const now = clock.now().getTime();
    const response = await createAgent(t.app).request({
      method: 'POST',
      url: '/rest/ops/tournaments/',
      headers: { 'x-ops-token': OPS_TOKEN },
      payload: {
        brand: 'tao',
        title: { en: 'Test Race', es: 'Carrera de prueba' },
        games: GAMES,
        mode: 'COIN',
        scoring: { rule: 'winMultiplier', factor: 100 },
        prizes: [
          { coins: 1000, entries: 1 },
          { coins: 500, entries: 0.5 },
          { coins: 100, entries: 0 },
        ],
        startsAt: new Date(now - MINUTE).toISOString(),
        endsAt: new Date(now + 60 * MINUTE).toISOString(),
        ...body,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { id: number } }).data.id;
  };

  const byGame = async (p: Player, gameId = GAMES[0]!) => {
    const response = await p.agent.get(`/rest/tournament/?gameId=${encodeURIComponent(gameId)}`);
    expect(response.statusCode, response.body).toBe(200);
    return TournamentResponseSchema.parse(response.json());
  };
  const one = async (p: Player, id: number) => {
    const response = await p.agent.get(`/rest/tournaments/${id}/`);
    expect(response.statusCode, response.body).toBe(200);
    return TournamentResponseSchema.parse(response.json());
  };
  const subscribe = async (p: Player, id: number) => {
    const response = await p.agent.get(`/rest/tournaments/${id}/subscribe/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, teamId: null });
  };
  let roundNo = 0;
  /** A settled round, as the in-house settlement records it (bet and win in whole coins). */
  const round = async (
    p: Player,
    bet: number,
    win: number,
    extra: { gameId?: string; currency?: 'COIN' | 'ENTRY'; freeRound?: boolean; at?: Date } = {},
  ) =>
    recordActivity(db(), {
      kind: 'round',
      ref: `tournament-test:${++roundNo}`,
      playerId: p.player.id,
      at: extra.at ?? clock.now(),
      data: {
        provider: 'in-house',
        gameId: extra.gameId ?? GAMES[0]!,
        currency: extra.currency ?? 'COIN',
        bet,
        win,
        freeRound: extra.freeRound ?? false,
      },
    });
  const drain = () => t.app.services.activity.drain();

  it('asks a guest to sign in, and refuses bad input without changing anything', async () => {
    const guest = createAgent(t.app, { host: hostOf('tao') });
    for (const url of [
      '/rest/tournament/',
      '/rest/tournaments/',
      '/rest/tournaments/1/',
      '/rest/tournaments/1/subscribe/',
    ])
      expect((await guest.get(url)).statusCode).toBe(401);
    const p = await player();
    for (const id of ['abc', '0', '-3', '1.5', '99999999999'])
      expect((await p.agent.get(`/rest/tournaments/${id}/subscribe/`)).statusCode).toBe(400);
    const missing = await p.agent.get('/rest/tournaments/2147483647/subscribe/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'We could not find that tournament.' });
    expect((await p.agent.get(`/rest/tournament/?gameId=${'x'.repeat(200)}`)).statusCode).toBe(400);
    // Another brand's tournament is not found on this site.
    const nlcTournament = await create({ brand: 'nlc' });
    expect((await p.agent.get(`/rest/tournaments/${nlcTournament}/subscribe/`)).statusCode).toBe(404);
    const rows = await db()
      .select()
      .from(tables.tournamentPlayers)
      .where(eq(tables.tournamentPlayers.playerId, p.player.id));
    expect(rows).toEqual([]);
    // The operator's create checks its games and dates.
    const ops = (payload: object) =>
      createAgent(t.app).request({
        method: 'POST',
        url: '/rest/ops/tournaments/',
        headers: { 'x-ops-token': OPS_TOKEN },
        payload,
      });
    const bad = await ops({
      brand: 'tao',
      title: { en: 'x', es: 'x' },
      games: ['no-such-game'],
      mode: 'COIN',
      scoring: { rule: 'winMultiplier', factor: 1 },
      prizes: [{ coins: 1, entries: 0 }],
      startsAt: '2026-11-24T00:00:00Z',
      endsAt: '2026-11-25T00:00:00Z',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ message: 'Unknown games: no-such-game.' });
    expect(
      (
        await ops({
          brand: 'tao',
          title: { en: 'x', es: 'x' },
          games: GAMES,
          mode: 'COIN',
          scoring: { rule: 'winMultiplier', factor: 1 },
          prizes: [{ coins: 1, entries: 0 }],
          startsAt: '2026-11-25T00:00:00Z',
          endsAt: '2026-11-24T00:00:00Z',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('seeds a running and an upcoming tournament for every brand', async () => {
    const seeded = await db().select().from(tables.tournaments);
    for (const brand of BRAND_KEYS)
      expect(seeded.filter((row) => row.brand === brand).length).toBeGreaterThanOrEqual(2);
    const features = await db().select().from(tables.features).where(eq(tables.features.key, 'tournament'));
    expect(features).toHaveLength(BRAND_KEYS.length);
  });

  it('scores subscribed players by the rule, ranks them with 3 around each, and shows it in the profile', async () => {
    const id = await create();
    const [ann, bob, cid] = [await player('tao', 'Ann'), await player('tao', 'Bob'), await player('tao')];
    // Not subscribed yet: the game's tournament is shown, the player has no place.
    const before = await byGame(ann);
    expect(before.data).toMatchObject({
      id,
      isActive: true,
      isOpen: true,
      isSubscribed: false,
      isFinished: false,
    });
    expect(before.playerData).toMatchObject({ name: 'An***', place: null, points: 0, roundsPlayed: 0 });
    // The catalogue keys games by number: the game's id finds the same tournament as its slug.
    const [game] = await db().select().from(tables.games).where(eq(tables.games.slug, GAMES[0]!));
    expect((await byGame(ann, String(game!.id))).data?.id).toBe(id);
    expect((await byGame(ann, '2147483')).data).toBeNull(); // no game has that id
    // A round before subscribing does not count.
    await round(ann, 10, 50);
    await drain();
    for (const p of [ann, bob, cid]) await subscribe(p, id);
    await subscribe(ann, id); // a repeat changes nothing

    const pushes: PushMessage[] = [];
    vi.spyOn(t.app.services.publisher, 'toRoom').mockImplementation((room, message) => {
      if (room === 'tournaments') pushes.push(message);
    });
    await round(ann, 10, 50); // 5× the bet: 500 points
    await round(bob, 20, 200); // 10×: 1000 points
    await round(bob, 20, 0); // a loss: a round, no points
    await round(cid, 10, 30, { freeRound: true }); // free rounds never score
    await round(cid, 10, 30, { gameId: OTHER_GAME }); // another game
    await round(cid, 10, 30, { currency: 'ENTRY' }); // another mode
    await round(cid, 10, 30, { at: new Date(clock.now().getTime() + 61 * MINUTE) }); // after its end
    await round(cid, 10, 25); // 250 points
    await drain();

    const view = await byGame(ann);
    expect(view.data!.winners.map((w) => [w.name, w.points, w.place, w.rounds, w.prizePlace])).toEqual([
      // Masked by the boards' one helper (maskedName): never an internal id.
      ['Bo***', 1000, 1, 2, 1],
      ['An***', 500, 2, 1, 2],
      [expect.stringMatching(/^[^*]{1,3}\*\*\*$/), 250, 3, 1, 3],
    ]);
    expect(view.data!.participants).toBe(3);
    expect(view.data!.isSubscribed).toBe(true);
    expect(view.playerData).toMatchObject({ name: 'An***', place: 2, points: 500, roundsPlayed: 1 });
    expect(view.data!.around.map((row) => [row.place, row.isMe])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    // Nobody's id, email or login is on the board.
    expect(JSON.stringify(view)).not.toContain(ann.player.id);
    expect(JSON.stringify(view)).not.toContain(bob.email ?? '@');

    // Every scoring round told the public room: the leaders and the row that changed.
    const boards = pushes.filter((m) => m.type === 'tournament' && m.action === 'leaderboard');
    expect(boards).toHaveLength(4);
    expect(boards.at(-1)).toMatchObject({
      data: { id, participants: 3, changed: { points: 250, place: 3 }, winners: [{ points: 1000 }, {}, {}] },
    });

    const profile = ProfileResponseSchema.parse((await ann.agent.get('/rest/player/profile/')).json());
    expect(profile.data.TournamentsSubscriptions).toContain(id);

    // The promotions page has a card for each running tournament.
    const page = PromotionsPageResponseSchema.parse((await ann.agent.get('/rest/page/promotions/')).json());
    const card = page.payload.promotions.find((p) => p.type === 'tournament' && p.data.id === id);
    expect(card).toMatchObject({ data: { isSubscribed: true, end: view.data!.end }, prizeCoins: 1600 });
  });

  it('answers a place among many quickly from the index and 3 rows either side', async () => {
    const id = await create();
    const players = [];
    for (let i = 0; i < 12; i++) players.push(await player('tao'));
    for (const p of players) await subscribe(p, id);
    // Points 1200, 1100 … 100: player i is at place i + 1.
    for (const [i, p] of players.entries()) await round(p, 1, 12 - i);
    await drain();
    const view = await one(players[6]!, id);
    expect(view.playerData!.place).toBe(7);
    expect(view.data!.around.map((row) => row.place)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(view.data!.winners.map((row) => row.points)).toEqual([
      1200, 1100, 1000, 900, 800, 700, 600, 500, 400, 300,
    ]);
    const top = await one(players[0]!, id);
    expect(top.data!.around.map((row) => row.place)).toEqual([1, 2, 3, 4]);
    // Ties: who got there first ranks higher.
    const late = await player('tao');
    await subscribe(late, id);
    clock.advance(1000);
    await round(late, 1, 12);
    await drain();
    expect((await one(late, id)).playerData!.place).toBe(2);
  });

  it('pays the places once when the job ends it, even when 32 runs race; later rounds do not count', async () => {
    const id = await create({ endsAt: new Date(clock.now().getTime() + 10 * MINUTE).toISOString() });
    const [ann, bob, cid, dan] = [await player(), await player(), await player(), await player()];
    for (const p of [ann, bob, cid, dan]) await subscribe(p, id);
    await round(ann, 10, 100);
    await round(bob, 10, 50);
    await round(cid, 10, 20);
    await round(dan, 10, 0); // subscribed but scored nothing: no prize
    await drain();
    const coinsBefore = await Promise.all(
      [ann, bob, cid, dan].map((p) => getPlayerBalances(db(), p.player.id)),
    );

    // Not over yet: nothing is paid.
    expect(
      (await finishTournaments(t.app.services, clock.now())).filter((r) => r.tournamentId === id),
    ).toEqual([]);
    clock.advance(10 * MINUTE);
    // A round played just before the end, still waiting to be scored: the end waits for it.
    await round(cid, 10, 40, { at: new Date(clock.now().getTime() - 1000) });
    const waiting = await finishTournaments(t.app.services, clock.now());
    expect(waiting.find((r) => r.tournamentId === id)).toEqual({ tournamentId: id, status: 'waiting' });
    await drain();

    const pushes: Array<{ to: string; message: PushMessage }> = [];
    vi.spyOn(t.app.services.publisher, 'toRoom').mockImplementation((room, message) => {
      pushes.push({ to: room, message });
    });
    const runs = await Promise.all(
      Array.from({ length: 32 }, () => finishTournaments(t.app.services, clock.now())),
    );
    const finished = runs.flat().filter((r) => r.tournamentId === id && r.status === 'finished');
    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({
      paid: [
        { playerId: ann.player.id, place: 1, points: 1000 },
        { playerId: cid.player.id, place: 2, points: 600 },
        { playerId: bob.player.id, place: 3, points: 500 },
      ],
    });
    expect(
      pushes.filter((p) => p.message.type === 'tournament' && p.message.action === 'finished'),
    ).toHaveLength(1);

    const after = await Promise.all([ann, bob, cid, dan].map((p) => getPlayerBalances(db(), p.player.id)));
    expect(after.map((b, i) => b.coins - coinsBefore[i]!.coins)).toEqual([1000, 100, 500, 0]);
    // Entries in the ledger's hundredths: 1 and 0.5 entries.
    expect(after.map((b, i) => b.entries - coinsBefore[i]!.entries)).toEqual([100, 0, 50, 0]);
    const claims = await db()
      .select()
      .from(tables.featureClaims)
      .where(
        and(
          eq(tables.featureClaims.featureKey, 'tournament'),
          eq(tables.featureClaims.period, `tournament:${id}`),
        ),
      );
    expect(claims).toHaveLength(3);

    // After the end: rounds do not score, subscriptions are closed, the board shows the final standings.
    await round(bob, 10, 1000);
    await drain();
    const final = await one(bob, id);
    expect(final.data).toMatchObject({ isActive: false, isOpen: false, isFinished: true });
    expect(final.data!.winners.map((w) => w.points)).toEqual([1000, 600, 500, 0]);
    const closed = await bob.agent.get(`/rest/tournaments/${id}/subscribe/`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ message: 'This tournament has ended.' });
    const list = TournamentsListResponseSchema.parse((await ann.agent.get('/rest/tournaments/')).json());
    expect(list.data.finished.map((x) => x.id)).toContain(id);
    expect(list.data.current.map((x) => x.id)).not.toContain(id);
    // A later run pays nobody again.
    expect(
      (await finishTournaments(t.app.services, clock.now())).filter((r) => r.tournamentId === id),
    ).toEqual([]);
    await expectLedgerBalanced(db());
  });

  it('pays no prize to a leader on a break at the end, and still pays the others', async () => {
    const id = await create({ endsAt: new Date(clock.now().getTime() + 10 * MINUTE).toISOString() });
    const [ann, bob] = [await player(), await player()];
    for (const p of [ann, bob]) await subscribe(p, id);
    await round(ann, 10, 100);
    await round(bob, 10, 50);
    await drain();
    await takeBreak(db(), {
      playerId: ann.player.id,
      request: { kind: 'coolingOff', period: '24h', confirm: true },
      now: clock.now(),
    });
    const before = await Promise.all([ann, bob].map((p) => getPlayerBalances(db(), p.player.id)));
    clock.advance(10 * MINUTE);
    const [finished] = (await finishTournaments(t.app.services, clock.now())).filter(
      (r) => r.tournamentId === id,
    );
    expect(finished).toMatchObject({
      status: 'finished',
      paid: [{ playerId: bob.player.id, place: 2, points: 500 }],
    });
    const after = await Promise.all([ann, bob].map((p) => getPlayerBalances(db(), p.player.id)));
    expect(after.map((b, i) => b.coins - before[i]!.coins)).toEqual([0, 500]);
    await expectLedgerBalanced(db());
  });

  it('subscribes once and scores every round when 32 subscriptions and 32 rounds race', async () => {
    const id = await create();
    const p = await player();
    const responses = await Promise.all(
      Array.from({ length: 32 }, () => p.agent.get(`/rest/tournaments/${id}/subscribe/`)),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    for (let i = 0; i < 32; i++) await round(p, 10, 10);
    // Two dispatchers' worth of drains at once: each activity is scored once.
    await Promise.all([drain(), drain(), drain()]);
    const view = await one(p, id);
    expect(view.playerData).toMatchObject({ points: 3200, roundsPlayed: 32, place: 1 });
    const rows = await db()
      .select()
      .from(tables.tournamentPlayers)
      .where(eq(tables.tournamentPlayers.tournamentId, id));
    expect(rows).toHaveLength(1);
  });

  it('lists the running, upcoming and finished tournaments; shows none while the feature is off', async () => {
    const p = await player('nlc');
    const upcoming = await create({
      brand: 'nlc',
      startsAt: new Date(clock.now().getTime() + 120 * MINUTE).toISOString(),
      endsAt: new Date(clock.now().getTime() + 180 * MINUTE).toISOString(),
    });
    const list = TournamentsListResponseSchema.parse((await p.agent.get('/rest/tournaments/')).json());
    expect(list.data.upcoming.find((x) => x.id === upcoming)).toMatchObject({
      isActive: false,
      isOpen: true,
    });
    await subscribe(p, upcoming);
    await setFeature(t.app, 'nlc', 'tournament', { enabled: false });
    expect((await p.agent.get('/rest/tournaments/')).json()).toEqual({
      success: true,
      data: { current: [], upcoming: [], finished: [] },
    });
    expect((await byGame(p)).data).toBeNull();
    expect((await p.agent.get(`/rest/tournaments/${upcoming}/subscribe/`)).statusCode).toBe(409);
  });
});
