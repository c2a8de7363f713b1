import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AuthSuccessSchema,
  GAME_MODE_SWITCH_PATHS,
  SANDBOX_CARDS,
  STATE_RULES_PATHS,
  StateRulesCheckSchema,
} from '@casino/contracts';
import { createManualClock, SANDBOX_METHOD_IDS, tables } from '@casino/core';
import { createPlayer, databaseKinds } from '@casino/core/testing';
import { createAgent } from '../../testing/agent.ts';
import { setupTestApp } from '../../testing/test-app.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

const LAS_VEGAS_IP = '24.234.0.1';

/** Issue #18: the state and age rules at sign-up, sign-in, purchase and the Entries mode, on the injected clock. */
describe.each(databaseKinds())('state rules on %s', (kind) => {
  const clock = createManualClock('2026-11-25T15:00:00.000Z');
  const t = setupTestApp(kind, { rateLimitMultiplier: 50 }, { clock });
  const setPlayer = (id: string, set: Partial<typeof tables.players.$inferInsert>) =>
    t.database.db.update(tables.players).set(set).where(eq(tables.players.id, id));

  it('tells a guest from a closed state before sign-up, and the sign-up answer says so too', async () => {
    const check = StateRulesCheckSchema.parse(
      (await t.app.inject({ url: STATE_RULES_PATHS.check, remoteAddress: LAS_VEGAS_IP })).json(),
    ).data;
    expect(check).toMatchObject({ sweepstakes: 'closed', reason: 'stateClosed', region: 'NV' });
    const byPosition = StateRulesCheckSchema.parse(
      (await t.app.inject({ url: `${STATE_RULES_PATHS.check}?latitude=42.36&longitude=-71.06` })).json(),
    ).data;
    expect(byPosition).toMatchObject({ sweepstakes: 'open', region: 'MA', minimumAge: 21 });

    const agent = createAgent(t.app);
    const signUp = await agent.request({
      method: 'POST',
      url: '/rest/registration/',
      payload: {
        email: `nv-${randomUUID()}@example.com`,
        password: 'a-long-enough-password-1',
        agreeTerms: true,
      },
      remoteAddress: LAS_VEGAS_IP,
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    expect(AuthSuccessSchema.parse(signUp.json()).stateRules).toMatchObject({
      sweepstakes: 'closed',
      region: 'NV',
    });
  });

  it('at sign-in: a player whose state closed is told, and put back in TournamentPoints mode', async () => {
    const { player, email, password } = await createPlayer(t.database.db);
    await setPlayer(player.id, { state: 'NY', gameMode: 'SweepStakes' });
    const response = await createAgent(t.app).post('/rest/login/', { email, password });
    expect(response.statusCode, response.body).toBe(200);
    expect(AuthSuccessSchema.parse(response.json()).stateRules).toMatchObject({
      sweepstakes: 'closed',
      reason: 'stateClosed',
      region: 'NY',
      since: '2025-12-01',
    });
    const [row] = await t.database.db.select().from(tables.players).where(eq(tables.players.id, player.id));
    expect(row!.gameMode).toBe('TournamentPoints');
  });

  it('refuses a purchase and the switch to Entries for an under-age player; a rule from tomorrow waits', async () => {
    const { agent, player } = await signedInPlayer(t);
    // 20 today; Texas raises its minimum to 21 from tomorrow (a test rule).
    await setPlayer(player.id, { state: 'TX', birthDay: '2006-01-15' });
    await t.database.db
      .insert(tables.minimumAgeRules)
      .values({ country: 'US', region: 'TX', minimumAge: 21, effectiveFrom: '2026-11-26', source: 'test' });
    const purchase = {
      presetId: (await t.database.db.select().from(tables.offerPresets).limit(1))[0]!.id,
      offerType: 'package',
      methodId: SANDBOX_METHOD_IDS.card,
      card: { number: SANDBOX_CARDS.success, expiry: '12/39', cvc: '123', holder: 'Test Player' },
    };
    const switchToEntries = () => agent.get(GAME_MODE_SWITCH_PATHS.SweepStakes);

    expect((await switchToEntries()).statusCode).toBe(200);
    expect((await agent.get(GAME_MODE_SWITCH_PATHS.TournamentPoints)).statusCode).toBe(200);

    clock.advance(24 * 3600_000);
    const refused = await switchToEntries();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'state_rules' });
    expect(refused.json().message).toContain('minimum age');
    const bought = await agent.post('/rest/cash/deposit/', { ...purchase, idempotencyKey: randomUUID() });
    expect(bought.statusCode).toBe(403);
    expect(bought.json()).toMatchObject({ code: 'state_rules' });
    expect(
      await t.database.db.select().from(tables.payments).where(eq(tables.payments.playerId, player.id)),
    ).toHaveLength(0);
    // Coins stay open.
    expect((await agent.get(GAME_MODE_SWITCH_PATHS.TournamentPoints)).statusCode).toBe(200);
  });
});
