import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AuthSuccessSchema,
  GAME_MODE_SWITCH_PATHS,
  GamePlayResponseSchema,
  OneClickSuccessSchema,
  SANDBOX_CARDS,
  STATE_RULES_PATHS,
  StateRulesCheckSchema,
} from '@casino/contracts';
import { checkLedger, createManualClock, SANDBOX_METHOD_IDS, tables, transfer } from '@casino/core';
import { createPlayer, databaseKinds } from '@casino/core/testing';
import { getGameDefinition } from '@casino/game-math';
import { messages } from '@casino/web/messages';
import { createAgent } from '../../testing/agent.ts';
import { setupTestApp } from '../../testing/test-app.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

const LAS_VEGAS_IP = '24.234.0.1';

/** Issue #18: the state and age rules at sign-up, sign-in, purchase and the Entries mode, on the injected clock. */
describe.each(databaseKinds())('state rules on %s', (kind) => {
  const clock = createManualClock('2026-11-25T15:00:00.000Z');
  const t = setupTestApp(kind, { rateLimitMultiplier: 50 }, { clock });
  /** A validation text as the player reads it (en or es). */
  const text = (locale: 'en' | 'es', key: 'stateClosed' | 'underAge') => {
    const validation = messages[locale].validation as { stateRules: Record<string, string> };
    return validation.stateRules[key];
  };
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
    // One click is a sign-up too.
    const oneClick = await createAgent(t.app).request({
      method: 'POST',
      url: '/rest/registration/one-click/',
      payload: { agreeTerms: true },
      remoteAddress: LAS_VEGAS_IP,
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(OneClickSuccessSchema.parse(oneClick.json()).stateRules).toMatchObject({
      sweepstakes: 'closed',
      reason: 'stateClosed',
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

  it('judges every in-house spin: a California Entries session stops at midnight on 2026-01-01, Coins play on', async () => {
    const start = clock.now();
    const { agent, player } = await signedInPlayer(t);
    const db = t.database.db;
    await setPlayer(player.id, { state: 'CA', gameMode: 'SweepStakes' });
    await transfer(db, {
      key: `fund:${randomUUID()}`,
      kind: 'purchase',
      currency: 'ENTRY',
      amount: 100_000,
      from: { house: 'purchases' },
      to: { playerId: player.id },
    });
    const [game] = await db
      .select({ slug: tables.games.slug })
      .from(tables.games)
      .where(eq(tables.games.engineId, 'triple-sevens'))
      .limit(1);
    const launch = async () => {
      const answer = await agent.get(`/rest/game/${game!.slug}/play/`);
      expect(answer.statusCode, answer.body).toBe(200);
      const play = GamePlayResponseSchema.parse(answer.json());
      return { mode: play.gameMode, token: new URL(play.url, 'http://x').searchParams.get('session')! };
    };
    const bet = getGameDefinition('triple-sevens')!.betLevels[0]!;
    const spin = (token: string) =>
      agent.post(`/rest/in-house/session/${encodeURIComponent(token)}/spin/`, { bet });
    try {
      clock.set('2025-12-31T23:59:00.000Z');
      const entries = await launch();
      expect(entries.mode).toBe('SweepStakes');
      expect((await spin(entries.token)).statusCode).toBe(200);

      clock.set('2026-01-01T00:00:30.000Z'); // the same session, still open: the spin is judged, not the launch
      const rounds = await db
        .select()
        .from(tables.gameRounds)
        .where(eq(tables.gameRounds.playerId, player.id));
      const refused = await spin(entries.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'state_rules',
        message: text('en', 'stateClosed'),
      });
      agent.jar.set('i18n_redirected', 'es');
      expect((await spin(entries.token)).json()).toMatchObject({
        code: 'state_rules',
        message: text('es', 'stateClosed'),
      });
      agent.jar.delete('i18n_redirected');
      expect(
        await db.select().from(tables.gameRounds).where(eq(tables.gameRounds.playerId, player.id)),
      ).toHaveLength(rounds.length);

      // Coins (TournamentPoints) stay open: switch, launch again, spin.
      expect((await agent.get(GAME_MODE_SWITCH_PATHS.TournamentPoints)).statusCode).toBe(200);
      const coins = await launch();
      expect(coins.mode).toBe('TournamentPoints');
      expect((await spin(coins.token)).statusCode).toBe(200);
      expect(await checkLedger(db)).toMatchObject({ mismatches: [], unbalancedTransfers: 0 });
    } finally {
      clock.set(start);
    }
  });
});
