import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { GAME_MODE_SWITCH_PATHS, GameModeSwitchResponseSchema, GEO_TEXTS } from '@casino/contracts';
import { tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { createAgent } from '../../testing/agent.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';
import { GAME_MODE_CROSS_SITE_TEXT } from './game-mode-routes.ts';

const AUSTIN_IP = '72.177.0.1';
const LAS_VEGAS_IP = '24.234.0.1';
const TO_SWEEPS = GAME_MODE_SWITCH_PATHS.SweepStakes;
const TO_COINS = GAME_MODE_SWITCH_PATHS.TournamentPoints;

describe.each(databaseKinds())('game mode switch on %s', (kind) => {
  const t = setupTestApp(kind);
  const storedMode = async (playerId: string) =>
    (
      await t.database.db
        .select({ gameMode: tables.players.gameMode })
        .from(tables.players)
        .where(eq(tables.players.id, playerId))
    )[0]!.gameMode;

  it.each([TO_SWEEPS, TO_COINS])('%s refuses a guest with 401 and a message', async (path) => {
    const response = await createAgent(t.app).get(path);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toContain('sign in');
  });

  it('switches both ways, stores the mode, and app init and profile follow', async () => {
    const { agent, player } = await signedInPlayer(t);
    expect(await storedMode(player.id)).toBe('TournamentPoints');

    const toSweeps = await agent.get(TO_SWEEPS, { remoteAddress: AUSTIN_IP });
    expect(toSweeps.statusCode).toBe(200);
    expect(GameModeSwitchResponseSchema.parse(toSweeps.json())).toEqual({
      success: true,
      gameMode: 'SweepStakes',
    });
    expect(toSweeps.headers['cache-control']).toContain('no-store');
    expect(await storedMode(player.id)).toBe('SweepStakes');
    expect((await agent.get('/rest/app/init/')).json().gameMode).toBe('SweepStakes');
    expect((await agent.get('/rest/player/profile/')).json().data.gameMode).toBe('SweepStakes');

    const toCoins = await agent.get(TO_COINS);
    expect(toCoins.json()).toEqual({ success: true, gameMode: 'TournamentPoints' });
    expect(await storedMode(player.id)).toBe('TournamentPoints');
    expect((await agent.get('/rest/app/init/')).json().gameMode).toBe('TournamentPoints');
  });

  it('pushes the new mode to every tab of the player, and nothing when the mode does not change', async () => {
    const { agent, player } = await signedInPlayer(t);
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    try {
      await agent.get(TO_SWEEPS, { remoteAddress: AUSTIN_IP });
      expect(toPlayer).toHaveBeenCalledTimes(1);
      expect(toPlayer).toHaveBeenCalledWith(player.id, {
        type: 'profile',
        action: 'profileUpdated',
        data: { gameMode: 'SweepStakes' },
      });
      // A double click or a retried GET: same answer, no second push.
      const again = await agent.get(TO_SWEEPS, { remoteAddress: AUSTIN_IP });
      expect(again.json()).toEqual({ success: true, gameMode: 'SweepStakes' });
      expect(toPlayer).toHaveBeenCalledTimes(1);
    } finally {
      toPlayer.mockRestore();
    }
  });

  it('refuses SweepStakes with 403 and the region text from a restricted IP, and keeps the mode', async () => {
    const { agent, player } = await signedInPlayer(t);
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    try {
      const refused = await agent.get(TO_SWEEPS, { remoteAddress: LAS_VEGAS_IP });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(GEO_TEXTS.sweepstakesBlocked);
      expect(await storedMode(player.id)).toBe('TournamentPoints');
      expect(toPlayer).not.toHaveBeenCalled();
      // Coins are for fun: switching back to them is never refused.
      const coins = await agent.get(TO_COINS, { remoteAddress: LAS_VEGAS_IP });
      expect(coins.statusCode).toBe(200);
    } finally {
      toPlayer.mockRestore();
    }
  });

  it('refuses SweepStakes to a player whose last location check was blocked, from any IP', async () => {
    const { agent, player } = await signedInPlayer(t);
    await t.database.db
      .update(tables.players)
      .set({ geoAccess: 'blocked', geoRegion: 'US-NV' })
      .where(eq(tables.players.id, player.id));
    const refused = await agent.get(TO_SWEEPS, { remoteAddress: AUSTIN_IP });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GEO_TEXTS.sweepstakesBlocked);
    expect(await storedMode(player.id)).toBe('TournamentPoints');
  });

  it('refuses a switch another site starts (a link or an image), since the spec makes it a GET', async () => {
    const { agent, player } = await signedInPlayer(t);
    const response = await agent.get(TO_SWEEPS, {
      remoteAddress: AUSTIN_IP,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(GAME_MODE_CROSS_SITE_TEXT);
    expect(await storedMode(player.id)).toBe('TournamentPoints');
    const sameOrigin = await agent.get(TO_SWEEPS, {
      remoteAddress: AUSTIN_IP,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });
});
