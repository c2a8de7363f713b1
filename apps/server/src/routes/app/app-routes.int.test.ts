import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppInitSchema, BRANDS } from '@casino/contracts';
import { getAppInit } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe.each(databaseKinds())('app init on %s', (kind) => {
  const t = setupTestApp(kind);

  // The route writes the answer as built (no per-request schema encoding): the schema must change nothing.
  it('answers exactly what the schema would write, for a guest and a signed-in player', async () => {
    const { agent, player } = await signedInPlayer(t);
    const { db, clock } = t.app.services;
    for (const playerId of [null, player.id]) {
      const built = await getAppInit({ db }, { brand: BRANDS.funrize, playerId, now: clock.now() });
      expect(asJson(built)).toEqual(asJson(z.encode(AppInitSchema, built)));
    }
    const answer = await agent.get('/rest/app/init/');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(asJson(z.encode(AppInitSchema, AppInitSchema.parse(answer.json()))));
    expect(answer.json()).toMatchObject({ isGuest: false });
  });
});
