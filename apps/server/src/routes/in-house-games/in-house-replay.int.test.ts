import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GamePlayResponseSchema, GameRoundReplaySchema, InHouseSpinSchema } from '@casino/contracts';
import { tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { createSeededRandom, getGameDefinition, playRound } from '@casino/game-math';
import { setupTestApp } from '../../testing/test-app.ts';
import { createAgent, type Agent } from '../../testing/agent.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';

describe.each(databaseKinds())('replays and seeded test play on %s', (kind) => {
  // The movable clock's test controls are on, as in the browser suite.
  const t = setupTestApp(kind, { opsToken: OPS_TOKEN, clockControl: true });

  const launch = async (agent: Agent) => {
    const [game] = await t.database.db
      .select({ slug: tables.games.slug })
      .from(tables.games)
      .where(and(eq(tables.games.engineId, 'jungle-quest'), eq(tables.games.isActive, true)))
      .limit(1);
    const play = GamePlayResponseSchema.parse((await agent.get(`/rest/game/${game!.slug}/play/`)).json());
    return new URL(play.url, 'http://x').searchParams.get('session')!;
  };
  const seed = (body: unknown) =>
    createAgent(t.app).post('/rest/ops/in-house/seed/', body, { headers: { 'x-ops-token': OPS_TOKEN } });

  it("plays a seeded player's rounds from the seed, and replays each from its stored steps to that player only", async () => {
    const { agent, email } = await signedInPlayer(t);
    const token = await launch(agent);
    expect((await seed({ email, seed: 7 })).statusCode).toBe(200);

    const expected = createSeededRandom(7);
    const game = getGameDefinition('jungle-quest')!;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await agent.post(`/rest/in-house/session/${token}/spin/`, { bet: 20 });
      const spin = InHouseSpinSchema.parse(response.json());
      expect(spin.outcome).toEqual(playRound(game, 20, expected));
      ids.push(spin.roundId);
    }

    const history = (await agent.get('/rest/player/game-history/')).json().data;
    const newest = history.rounds[0];
    const replay = await agent.get(`/rest/player/game-history/${newest.id}/`);
    expect(replay.statusCode, replay.body).toBe(200);
    const { round, theme } = GameRoundReplaySchema.parse(replay.json());
    expect(round).toEqual(newest);
    // The replay draws the round's own game, in the theme its session was drawn in.
    const session = (await agent.get(`/rest/in-house/session/${token}/`)).json();
    expect(theme).toBe(session.game.theme);
    expect(round.outcome).toMatchObject({ gameId: 'jungle-quest', bet: 20, steps: expect.any(Array) });

    // Another player's round is not theirs to see; a malformed id says what is wrong.
    const other = await signedInPlayer(t);
    const refused = await other.agent.get(`/rest/player/game-history/${newest.id}/`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('This round is not in your game history.');
    expect((await agent.get('/rest/player/game-history/not-a-round/')).statusCode).toBe(400);
    expect((await createAgent(t.app).get(`/rest/player/game-history/${newest.id}/`)).statusCode).toBe(401);
  });

  it('seeds for operators only, a known player, a 32-bit seed (without the movable clock the route is absent: clock-routes)', async () => {
    const { email } = await signedInPlayer(t);
    expect((await createAgent(t.app).post('/rest/ops/in-house/seed/', { email, seed: 1 })).statusCode).toBe(
      401,
    );
    expect((await seed({ email: 'nobody@example.com', seed: 1 })).statusCode).toBe(404);
    expect((await seed({ email, seed: -1 })).statusCode).toBe(400);
  });
});
