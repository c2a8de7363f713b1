import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HomePageSchema, WINNERS_PATHS, WinnersFeedSettingResponseSchema } from '@casino/contracts';
import { createManualClock, recordActivity, tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { createAgent } from '../../testing/agent.ts';
import { setupTestApp } from '../../testing/test-app.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

const HOME = '/rest/page/home/';

describe.each(databaseKinds())('the winners feed routes on %s', (kind) => {
  const clock = createManualClock('2026-03-10T12:00:00.000Z');
  const t = setupTestApp(kind, {}, { clock });
  const home = async () => {
    const response = await createAgent(t.app).get(HOME);
    expect(response.statusCode, response.body).toBe(200);
    return HomePageSchema.parse(response.json()).lastWinners;
  };
  let refs = 0;
  const bigWin = async (playerId: string) => {
    const [game] = await t.database.db.select({ slug: tables.games.slug }).from(tables.games).limit(1);
    await recordActivity(t.database.db, {
      kind: 'round',
      ref: `winners-route:${++refs}`,
      playerId,
      data: {
        provider: 'in-house',
        gameId: game!.slug,
        currency: 'COIN',
        bet: 20,
        win: 1_000,
        freeRound: false,
      },
      at: clock.now(),
    });
    await t.app.services.activity.drain();
  };

  it('answers an honest empty feed on a fresh install, then a real big win at once', async () => {
    expect(await home()).toEqual([]);
    const { player } = await signedInPlayer(t);
    await t.database.db.update(tables.players).set({ name: 'Lucia' }).where(eq(tables.players.id, player.id));
    await bigWin(player.id);
    // The win told this process's feed cache: no waiting for its time to live.
    expect((await home()).map((w) => [w.name, w.kind, w.amount])).toEqual([['Luc***', 'bigWin', 1_000]]);
  });

  it("keeps the player's choice, refuses what is not one, and hides their wins from the home at once", async () => {
    const { player, agent } = await signedInPlayer(t);
    await t.database.db.update(tables.players).set({ name: 'Hugo' }).where(eq(tables.players.id, player.id));
    await bigWin(player.id);
    expect((await home()).some((w) => w.name === 'Hu***')).toBe(true);

    const read = async () =>
      WinnersFeedSettingResponseSchema.parse((await agent.get(WINNERS_PATHS.setting)).json()).data;
    expect(await read()).toEqual({ display: 'masked' });
    const bad = await agent.request({
      method: 'PUT',
      url: WINNERS_PATHS.setting,
      payload: { display: 'shout' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: expect.any(String) });

    const saved = await agent.request({
      method: 'PUT',
      url: WINNERS_PATHS.setting,
      payload: { display: 'hidden' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await read()).toEqual({ display: 'hidden' });
    expect((await home()).some((w) => w.name === 'Hu***')).toBe(false);
  });

  it('asks a guest to sign in', async () => {
    const response = await createAgent(t.app).get(WINNERS_PATHS.setting);
    expect(response.statusCode).toBe(401);
  });
});
