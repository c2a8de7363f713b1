import { describe, expect, it } from 'vitest';
import { createManualClock, SESSION_TTL_MS } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from './test-app.ts';
import { signedInPlayer } from './signed-in-player.ts';

describe.each(databaseKinds())('an app on a manual clock on %s', (kind) => {
  const clock = createManualClock('2026-01-01T12:00:00.000Z');
  const t = setupTestApp(kind, {}, { clock });

  it('ends a session when the clock passes its expiry, without waiting', async () => {
    const { agent } = await signedInPlayer(t);
    expect((await agent.get('/rest/player/game-history/')).statusCode).toBe(200);
    clock.advance(SESSION_TTL_MS + 1000);
    const late = await agent.get('/rest/player/game-history/');
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ message: 'Please sign in to continue.' });
  });
});
