import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { fundedGameSession, seamlessPost, withExternalProvider } from '../../testing/seamless.ts';
import { createAgent } from '../../testing/agent.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

describe.each(databaseKinds())('game history on %s', (kind) => {
  const t = setupTestApp(kind, withExternalProvider());

  const post = (operation: string, body: unknown) => seamlessPost(t.app, operation, body);

  it('lists the signed-in player rounds newest first, in pages, and refuses guests', async () => {
    const { agent, player } = await signedInPlayer(t);
    const token = await fundedGameSession(t.database.db, {
      playerId: player.id,
      gameId: 'triple-sevens',
      provider: 'acme',
      coins: 500,
    });
    const rounds: string[] = [];
    for (let i = 0; i < 22; i++) {
      const roundId = `history-${randomUUID()}`;
      rounds.push(roundId);
      await post('bet', {
        provider: 'acme',
        sessionToken: token,
        transactionId: `${roundId}-b`,
        roundId,
        amount: 1 + i,
      });
      await post('win', {
        provider: 'acme',
        sessionToken: token,
        transactionId: `${roundId}-w`,
        roundId,
        amount: i % 2 ? 3 : 0,
        outcome: { spin: i },
      });
    }
    const first = await agent.get('/rest/player/game-history/');
    expect(first.statusCode).toBe(200);
    const page1 = first.json().data;
    expect(page1).toMatchObject({ page: 1, pageSize: 20, total: 22, pages: 2 });
    expect(page1.rounds[0]).toMatchObject({
      gameId: 'triple-sevens',
      bet: 22,
      win: 3,
      status: 'settled',
      outcome: { spin: 21 },
    });
    expect(page1.rounds[0].balanceAfter - page1.rounds[0].balanceBefore).toBe(-22 + 3);
    const page2 = (await agent.get('/rest/player/game-history/?page=2')).json().data;
    expect(page2.rounds.map((r: { bet: number }) => r.bet)).toEqual([2, 1]);
    expect((await agent.get('/rest/player/game-history/?page=0')).statusCode).toBe(400);
    expect((await createAgent(t.app).get('/rest/player/game-history/')).statusCode).toBe(401);
  });
});
