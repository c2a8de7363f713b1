import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  type ENGINE_IDS,
  GamePlayResponseSchema,
  GEO_TEXTS,
  InHouseSessionSchema,
  InHouseSpinSchema,
} from '@casino/contracts';
import { getPlayerBalances, setGameRestriction, tables, transfer } from '@casino/core';
import { databaseKinds, expectLedgerBalanced } from '@casino/core/testing';
import { getGameDefinition } from '@casino/game-math';
import { setupTestApp } from '../../testing/test-app.ts';
import { createAgent, type Agent } from '../../testing/agent.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

type EngineId = (typeof ENGINE_IDS)[number];
/** Nevada: entries are not played there (the seeded restriction rules). */
const LAS_VEGAS_IP = '24.234.0.1';

describe.each(databaseKinds())('in-house games on %s', (kind) => {
  const t = setupTestApp(kind);

  /** A seeded catalogue game played by the given engine. */
  const gameOf = async (engineId: EngineId) => {
    const [game] = await t.database.db
      .select({ slug: tables.games.slug })
      .from(tables.games)
      .where(and(eq(tables.games.engineId, engineId), eq(tables.games.isActive, true)))
      .limit(1);
    return game!.slug;
  };
  const launch = async (agent: Agent, slug: string) => {
    const response = await agent.get(`/rest/game/${slug}/play/`);
    expect(response.statusCode, response.body).toBe(200);
    const play = GamePlayResponseSchema.parse(response.json());
    const token = new URL(play.url, 'http://x').searchParams.get('session')!;
    return { play, token };
  };
  const spin = (agent: Agent, token: string, bet: number) =>
    agent.post(`/rest/in-house/session/${encodeURIComponent(token)}/spin/`, { bet });

  it('sends a guest to sign in and says so for an unknown game', async () => {
    const slug = await gameOf('triple-sevens');
    const guest = await createAgent(t.app).get(`/rest/game/${slug}/play/`);
    expect(guest.statusCode).toBe(401);
    const { agent } = await signedInPlayer(t);
    const unknown = await agent.get('/rest/game/no-such-game/play/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This game does not exist.');
  });

  it.each(['triple-sevens', 'jungle-quest', 'golden-link'] as const)(
    'plays %s in coins: the balance moves by exactly bet and win, and the round is kept',
    async (engineId) => {
      const { agent, player } = await signedInPlayer(t);
      const slug = await gameOf(engineId);
      const { play, token } = await launch(agent, slug);
      expect(play).toMatchObject({ success: true, gameMode: 'TournamentPoints' });
      expect(play.url).toMatch(new RegExp(`^/game-frame/${engineId}/\\?session=`));

      const session = InHouseSessionSchema.parse(
        (await agent.get(`/rest/in-house/session/${token}/`)).json(),
      );
      expect(session).toMatchObject({
        currency: 'COIN',
        minorUnits: 1,
        // The catalogue game's art theme: the frame draws the engine's symbols in it.
        game: { id: engineId, theme: expect.stringMatching(/^[a-z]+$/) },
      });
      expect(session.balance).toBe((await getPlayerBalances(t.database.db, player.id)).coins);

      let balance = session.balance;
      const bet = session.game.betLevels[0]!;
      for (let i = 0; i < 5; i++) {
        const response = await spin(agent, token, bet);
        expect(response.statusCode, response.body).toBe(200);
        const result = InHouseSpinSchema.parse(response.json());
        expect(result.outcome).toMatchObject({ gameId: engineId, bet });
        expect(result.balance).toBe(balance - bet + result.outcome.totalWin);
        // Engagement features may pay for the play (a quest task, a prize drop) once their handlers ran.
        await t.app.services.activity.drain();
        balance = (await getPlayerBalances(t.database.db, player.id)).coins;
      }
      const history = (await agent.get('/rest/player/game-history/')).json().data;
      expect(history.total).toBe(5);
      expect(history.rounds[0]).toMatchObject({
        gameId: slug,
        gameTitle: expect.any(String),
        currency: 'COIN',
      });
      const rounds = await t.database.db
        .select()
        .from(tables.gameRounds)
        .where(eq(tables.gameRounds.playerId, player.id));
      expect(rounds).toHaveLength(5);
      expect(rounds.every((r) => r.status === 'settled' && Number(r.bet) === bet)).toBe(true);
      await expectLedgerBalanced(t.database.db);
    },
  );

  it('opens the bonus-buy and fishing frames, and plays a bought feature and a shot over HTTP', async () => {
    const { agent } = await signedInPlayer(t);
    const post = (token: string, body: unknown) =>
      agent.post(`/rest/in-house/session/${encodeURIComponent(token)}/spin/`, body);

    const slot = await launch(agent, await gameOf('dragon-vault'));
    expect(slot.play.url).toMatch(/^\/game-frame\/dragon-vault\/\?session=/);
    const slotSession = InHouseSessionSchema.parse(
      (await agent.get(`/rest/in-house/session/${slot.token}/`)).json(),
    );
    expect(slotSession.game).toMatchObject({ kind: 'video', featureBuyPrice: 100 });
    const wrong = await post(slot.token, { bet: 20, buyFeature: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Say whether to buy the feature.');
    const bought = await post(slot.token, { bet: 20, buyFeature: true });
    expect(bought.statusCode, bought.body).toBe(200);
    const round = InHouseSpinSchema.parse(bought.json());
    expect(round.outcome.price).toBe(2_000);
    expect(round.balance).toBe(slotSession.balance - 2_000 + round.outcome.totalWin);

    const fishing = await launch(agent, await gameOf('ocean-hunter'));
    expect(fishing.play.url).toMatch(/^\/game-frame\/ocean-hunter\/\?session=/);
    const sea = InHouseSessionSchema.parse(
      (await agent.get(`/rest/in-house/session/${fishing.token}/`)).json(),
    );
    expect(sea.game).toMatchObject({ kind: 'fishing', reels: 0, rows: 0 });
    expect(sea.game.fish?.at(-1)).toEqual({ id: 'dragon', multipliers: [100, 200, 500, 1000] });
    const noTarget = await post(fishing.token, { bet: 10 });
    expect(noTarget.statusCode).toBe(422);
    expect(noTarget.json().message).toBe('Choose a fish to shoot at.');
    const shot = InHouseSpinSchema.parse((await post(fishing.token, { bet: 10, target: 'shark' })).json());
    expect(shot.outcome.steps).toEqual([expect.objectContaining({ kind: 'shot', target: 'shark' })]);
    expect(shot.balance).toBe(round.balance - 10 + shot.outcome.totalWin);
  });

  it('plays in SweepStakes for entries counted in cents, and refuses bets the game does not offer', async () => {
    const { agent, player } = await signedInPlayer(t);
    await t.database.db
      .update(tables.players)
      .set({ gameMode: 'SweepStakes' })
      .where(eq(tables.players.id, player.id));
    const { play, token } = await launch(agent, await gameOf('triple-sevens'));
    expect(play.gameMode).toBe('SweepStakes');
    const session = InHouseSessionSchema.parse((await agent.get(`/rest/in-house/session/${token}/`)).json());
    // The sign-up reward's 2 entries are 200 hundredths.
    expect(session).toMatchObject({ currency: 'ENTRY', minorUnits: 100, balance: 200 });

    const wrong = await spin(agent, token, 7);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Choose one of the bets this game offers.');
    const ok = InHouseSpinSchema.parse((await spin(agent, token, session.game.betLevels[0]!)).json());
    expect(ok.balance).toBe(200 - session.game.betLevels[0]! + ok.outcome.totalWin);
    const app = (await agent.get('/rest/app/init/')).json();
    expect(app.playerInfo.playerBalance.entries + app.playerInfo.playerBalance.winnings).toBeCloseTo(
      ok.balance / 100,
      2,
    );
  });

  it('refuses a SweepStakes launch from a region where entries are not allowed, opening no session', async () => {
    const { agent, player } = await signedInPlayer(t);
    await t.database.db
      .update(tables.players)
      .set({ gameMode: 'SweepStakes' })
      .where(eq(tables.players.id, player.id));
    const slug = await gameOf('triple-sevens');
    const refused = await agent.get(`/rest/game/${slug}/play/`, { remoteAddress: LAS_VEGAS_IP });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GEO_TEXTS.sweepstakesBlocked);
    const sessions = await t.database.db
      .select()
      .from(tables.gameSessions)
      .where(eq(tables.gameSessions.playerId, player.id));
    expect(sessions).toEqual([]);
  });

  it('answers 402 with the balance when the player cannot cover the bet, and moves nothing', async () => {
    const { agent, player } = await signedInPlayer(t);
    const { token } = await launch(agent, await gameOf('jungle-quest'));
    const coins = (await getPlayerBalances(t.database.db, player.id)).coins;
    await transfer(t.database.db, {
      key: `test-drain:${player.id}`,
      kind: 'adjustment',
      currency: 'COIN',
      amount: coins - 10,
      from: { playerId: player.id },
      to: { house: 'adjustments' },
    });
    const top = getGameDefinition('jungle-quest')!.betLevels[0]!;
    const response = await spin(agent, token, top);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'insufficient_funds',
      message: 'Not enough balance for this bet.',
      balance: 10,
    });
    expect((await getPlayerBalances(t.database.db, player.id)).coins).toBe(10);
  });

  it('keeps a session to its player, and stops a game the operator restricts mid-session', async () => {
    const owner = await signedInPlayer(t);
    const other = await signedInPlayer(t);
    const slug = await gameOf('golden-link');
    const { token } = await launch(owner.agent, slug);
    expect((await other.agent.get(`/rest/in-house/session/${token}/`)).statusCode).toBe(403);
    expect((await spin(other.agent, token, 20)).statusCode).toBe(403);
    expect((await owner.agent.get('/rest/in-house/session/not-a-session/')).statusCode).toBe(404);

    await setGameRestriction(
      { db: t.database.db, publisher: t.app.services.publisher },
      { playerEmail: owner.email!, slug, restricted: true },
    );
    expect((await spin(owner.agent, token, 20)).statusCode).toBe(403);
    expect((await owner.agent.get(`/rest/game/${slug}/play/`)).statusCode).toBe(403);
  });
});
