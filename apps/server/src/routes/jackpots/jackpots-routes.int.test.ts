import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  BackofficeJackpotsReplySchema,
  ForceJackpotDropReplySchema,
  GamePlayResponseSchema,
  HomePageSchema,
  InHouseSpinSchema,
  JACKPOTS_PATHS as PATHS,
  JackpotsReplySchema,
} from '@casino/contracts';
import { tables, verifyDropPoint } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { createAgent } from '../../testing/agent.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';
import { signInOperator } from '../../testing/operators.ts';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';

describe.each(databaseKinds())('jackpot routes on %s', (kind) => {
  const t = setupTestApp(kind, { opsToken: OPS_TOKEN, clockControl: true });
  const audits = (action: string) =>
    t.database.db.select().from(tables.auditLog).where(eq(tables.auditLog.action, action));

  it("answers the site brand's tiers, jackpot games and drops to anyone, without the drop points", async () => {
    const response = await createAgent(t.app).get(PATHS.info);
    expect(response.statusCode).toBe(200);
    const reply = JackpotsReplySchema.parse(response.json());
    expect(reply.tiers).toHaveLength(8);
    expect(reply.games.length).toBeGreaterThan(0);
    expect(response.body).not.toContain('dropPoint');
  });

  it('drops a forced tier on the next spin of a jackpot game, pays it once and reveals the committed point', async () => {
    const { agent } = await signedInPlayer(t);
    const { games } = JackpotsReplySchema.parse((await createAgent(t.app).get(PATHS.info)).json());
    const play = GamePlayResponseSchema.parse((await agent.get(`/rest/game/${games[0]!.slug}/play/`)).json());
    const token = new URL(play.url, 'http://x').searchParams.get('session')!;
    const forced = await createAgent(t.app).post(
      PATHS.forceDrop,
      { brand: 'funrize', currency: 'COIN', key: 'mini', above: 1 },
      { headers: { 'x-ops-token': OPS_TOKEN } },
    );
    expect(forced.statusCode).toBe(200);
    const { tier } = ForceJackpotDropReplySchema.parse(forced.json());
    const spin = InHouseSpinSchema.parse(
      (await agent.post(`/rest/in-house/session/${token}/spin/`, { bet: 200 })).json(),
    );
    expect(spin.roundId).toBeTruthy();
    const after = JackpotsReplySchema.parse((await createAgent(t.app).get(PATHS.info)).json());
    const drop = after.drops.find((d) => d.tierId === tier.id && d.generation === tier.generation)!;
    expect(drop).toMatchObject({ commitment: tier.commitment, amount: tier.amount + 1 });
    expect(verifyDropPoint(drop)).toBe(true);
    expect(after.tiers.find((x) => x.id === tier.id)).toMatchObject({ generation: tier.generation + 1 });
    expect(await audits('jackpot.forceDrop')).toHaveLength(1);
    // The home's winners feed shows the drop once its activity has been handled.
    await t.app.services.activity.drain();
    const home = HomePageSchema.parse((await createAgent(t.app).get('/rest/page/home/')).json());
    expect(home.lastWinners.filter((w) => w.kind === 'jackpot')).toMatchObject([
      { amount: drop.amount, currency: 'COIN', game: { slug: games[0]!.slug } },
    ]);
  });

  it('saves tiers and games per brand for games.manage, audited, and refuses bad settings with a reason (400, 422)', async () => {
    const { headers } = await signInOperator(t.app, { role: 'admin' });
    const url = `${PATHS.backoffice}?brand=tao`;
    const current = BackofficeJackpotsReplySchema.parse(
      (await t.app.inject({ method: 'GET', url, headers })).json(),
    );
    const mini = current.tiers.find((x) => x.currency === 'COIN' && x.key === 'mini')!;
    const body = {
      tiers: [{ id: mini.id, seedAmount: 30_000, ceiling: 60_000, shareBps: 80 }],
      gameIds: current.gameIds.slice(0, 2),
    };
    const saved = await t.app.inject({ method: 'PUT', url, headers, payload: body });
    expect(saved.statusCode).toBe(200);
    const after = BackofficeJackpotsReplySchema.parse(saved.json());
    expect(after.tiers.find((x) => x.id === mini.id)).toMatchObject({
      seedAmount: 30_000,
      ceiling: 60_000,
      shareBps: 80,
    });
    expect(after.gameIds).toEqual(body.gameIds);
    const [audit] = await audits('jackpot.update');
    expect(audit).toMatchObject({ targetId: 'tao' });

    const low = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { ...body, tiers: [{ ...body.tiers[0], ceiling: 10 }] },
    });
    expect(low.statusCode).toBe(400);
    expect(low.body).toContain('must-drop-by ceiling must be above the seed');
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `${PATHS.backoffice}?brand=nlc`,
      headers,
      payload: body,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.body).toContain("is not one of nlc's jackpot tiers");
    const viewer = await signInOperator(t.app, { role: 'viewer' });
    const refused = await t.app.inject({ method: 'PUT', url, headers: viewer.headers, payload: body });
    expect(refused.statusCode).toBe(403);
    const unchanged = await t.database.db
      .select()
      .from(tables.jackpotTiers)
      .where(and(eq(tables.jackpotTiers.brand, 'nlc'), eq(tables.jackpotTiers.key, 'mini')));
    expect(unchanged.every((x) => x.shareBps === 50)).toBe(true);
  });
});
