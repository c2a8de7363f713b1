import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BACKOFFICE_DASHBOARD_PATH,
  BackofficeDashboardResponseSchema,
  OPERATOR_ROLES,
  roleHas,
} from '@casino/contracts';
import { createApiKey, createManualClock, tables } from '@casino/core';
import { createPlayer, databaseKinds } from '@casino/core/testing';
import { signInOperator } from '../../../testing/operators.ts';
import { signedInPlayer } from '../../../testing/signed-in-player.ts';
import { setupTestApp } from '../../../testing/test-app.ts';

describe.each(databaseKinds())('GET /rest/backoffice/dashboard/ on %s', (kind) => {
  const clock = createManualClock('2031-05-20T15:00:00.000Z');
  const t = setupTestApp(kind, {}, { clock });

  it('refuses a request without an operator session, and a player session', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: BACKOFFICE_DASHBOARD_PATH });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: expect.any(String) });

    const player = await signedInPlayer(t);
    const asPlayer = await player.agent.get(BACKOFFICE_DASHBOARD_PATH);
    expect(asPlayer.statusCode).toBe(401);
  });

  it.each(OPERATOR_ROLES)('answers %s by its permission', async (role) => {
    const { headers } = await signInOperator(t.app, { role });
    const response = await t.app.inject({ method: 'GET', url: BACKOFFICE_DASHBOARD_PATH, headers });
    expect(response.statusCode).toBe(roleHas(role, 'dashboard.read') ? 200 : 403);
  });

  it('answers an API key only with the dashboard.read scope', async () => {
    const now = clock.now();
    const { key: withScope } = await createApiKey(t.database.db, {
      name: 'reports',
      scopes: ['dashboard.read'],
      createdBy: null,
      now,
    });
    const { key: without } = await createApiKey(t.database.db, {
      name: 'players',
      scopes: ['players.read'],
      createdBy: null,
      now,
    });
    const call = (key: string) =>
      t.app.inject({
        method: 'GET',
        url: BACKOFFICE_DASHBOARD_PATH,
        headers: { authorization: `Bearer ${key}` },
      });
    expect((await call(withScope)).statusCode).toBe(200);
    const refused = await call(without);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('dashboard.read');
  });

  it("counts today's sign-ups by the server's clock, private and never stored", async () => {
    const { headers } = await signInOperator(t.app, { role: 'viewer' });
    const read = async () => {
      const response = await t.app.inject({ method: 'GET', url: BACKOFFICE_DASHBOARD_PATH, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return BackofficeDashboardResponseSchema.parse(response.json()).data;
    };
    const before = await read();
    expect(before.day).toBe('2031-05-20');
    expect(before.series).toHaveLength(14);
    expect(before.series.at(-1)!.day).toBe('2031-05-20');

    const { player } = await createPlayer(t.database.db, { now: clock.now() });
    await t.database.db
      .update(tables.players)
      .set({ createdAt: clock.now() })
      .where(eq(tables.players.id, player.id));
    const after = await read();
    expect(after.signUps).toBe(before.signUps + 1);
    expect(after.series.at(-1)!.signUps).toBe(before.series.at(-1)!.signUps + 1);
  });
});
