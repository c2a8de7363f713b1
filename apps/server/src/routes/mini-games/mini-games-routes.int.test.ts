import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { eq, like } from 'drizzle-orm';
import {
  AdventureMapChooseResponseSchema,
  AdventureMapResponseSchema,
  FunMachineResponseSchema,
  FunMeterResponseSchema,
  MiniGameSlotResponseSchema,
  MiniGameSlotSpinResponseSchema,
  MINI_SLOT_ALREADY_SPINNING,
} from '@casino/contracts';
import { checkLedger, getPlayerBalances, recordActivity, tables, type ActivityData } from '@casino/core';
import { databaseKinds, expectLedgerBalanced } from '@casino/core/testing';
import { createAgent } from '../../testing/agent.ts';
import { raceRounds } from '../../testing/race-activity.ts';
import { featureClaimsOf } from '../../testing/feature-app.ts';
import { activeGameSlug, launchGame } from '../../testing/games.ts';
import { setupTestApp } from '../../testing/test-app.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

const PATHS = [
  '/rest/adventure-map-info/',
  '/rest/adventure-map/current/',
  '/rest/funmeter/info/',
  '/rest/mini-game-slot/configs/',
  '/rest/mini-game-slot/spin/',
  '/rest/mini-game-slot/reset-level/',
  '/rest/funmachine/',
];

describe.each(databaseKinds())('mini games on %s', (kind) => {
  const t = setupTestApp(kind);

  /** A settled round as the wallet records it (big bets reach the thresholds without thousands of spins). */
  async function played(playerId: string, bet: number, currency: 'COIN' | 'ENTRY' = 'COIN') {
    const data: ActivityData['round'] = {
      provider: 'test',
      gameId: 'test-game',
      currency,
      bet,
      win: 0,
      freeRound: false,
    };
    await recordActivity(t.database.db, {
      kind: 'round',
      ref: randomUUID(),
      playerId,
      data,
      at: t.app.services.clock.now(),
    });
    await t.app.services.activity.drain();
  }

  it('refuses guests on every call', async () => {
    const guest = createAgent(t.app);
    for (const path of PATHS) expect((await guest.get(path)).statusCode, path).toBe(401);
  });

  it('fills the funmeter with real spins, and pays a drawn prize each time it is full', async () => {
    const { agent, player } = await signedInPlayer(t);
    const { token } = await launchGame(agent, await activeGameSlug(t.database.db));
    const spin = await agent.post(`/rest/in-house/session/${encodeURIComponent(token)}/spin/`, { bet: 100 });
    expect(spin.statusCode, spin.body).toBe(200);
    await t.app.services.activity.drain();
    const meter = FunMeterResponseSchema.parse((await agent.get('/rest/funmeter/info/')).json()).data;
    expect(meter).toMatchObject({ isActive: true, points: 100, capacity: 50_000, fills: 0, lastPrize: null });
    expect(meter.prizes.reduce((sum, p) => sum + p.chance, 0)).toBeCloseTo(100, 5);

    // 99,950 more points: the meter fills twice and keeps the 50 left over.
    await played(player.id, 99_950);
    const full = FunMeterResponseSchema.parse((await agent.get('/rest/funmeter/info/')).json()).data;
    expect(full).toMatchObject({ fills: 2, points: 50 });
    const paid = await featureClaimsOf(t.database.db, player.id, 'funMeter');
    expect(paid.map((c) => c.period).sort()).toEqual(['fun-meter:1', 'fun-meter:2']);
    // What the claims say they paid is what the ledger moved under the funmeter's keys (other features pay
    // for the same play under theirs).
    const coins = paid.reduce((sum, c) => sum + (c.prizes as Array<{ coins: number }>)[0]!.coins, 0);
    const moved = await t.database.db
      .select()
      .from(tables.walletTransfers)
      .where(like(tables.walletTransfers.key, `feature:funMeter:${player.id}:%:COIN`));
    expect(moved.reduce((sum, transfer) => sum + transfer.amount, 0)).toBe(coins);
  });

  it('fills the funmeter exactly when 32 rounds settle at once, each handled by another process', async () => {
    const { player } = await signedInPlayer(t);
    const { db } = t.database;
    const { publisher } = t.app.services;
    const toPlayer = vi.spyOn(publisher, 'toPlayer');
    // 32 rounds of 7,000 coins: 224,000 points, so 4 fills of 50,000 and 24,000 left over.
    const bet = 7_000;
    const refs = Array.from({ length: 32 }, () => randomUUID());
    // A dispatcher per round, as if each settlement's process took up the work: they share it with
    // FOR UPDATE SKIP LOCKED, and their handlers race on the player's meter row.
    const activities = await raceRounds(t.app, player.id, refs, bet);

    // Every round counted once: none lost, none failed.
    expect(activities).toHaveLength(32);
    expect(activities.filter((a) => a.processedAt === null || a.failedHandlers !== null)).toEqual([]);
    const [meter] = await db.select().from(tables.funMeters).where(eq(tables.funMeters.playerId, player.id));
    expect(meter).toMatchObject({ points: 24_000, fills: 4 });

    // Each fill paid once, numbered without gaps, and the ledger moved exactly what the claims say.
    const claims = await featureClaimsOf(db, player.id, 'funMeter');
    expect(claims.map((c) => c.period).sort()).toEqual([1, 2, 3, 4].map((n) => `fun-meter:${n}`));
    const prizes = claims.map((c) => (c.prizes as Array<{ coins: number; entries: number }>)[0]!);
    const moved = await db
      .select()
      .from(tables.walletTransfers)
      .where(like(tables.walletTransfers.key, `feature:funMeter:${player.id}:%`));
    const sum = (currency: string) =>
      moved.filter((m) => m.currency === currency).reduce((total, m) => total + m.amount, 0);
    expect(sum('COIN')).toBe(prizes.reduce((total, p) => total + p.coins, 0));
    expect(sum('ENTRY')).toBe(Math.round(prizes.reduce((total, p) => total + p.entries * 100, 0)));
    const filled = toPlayer.mock.calls.filter(
      ([id, m]) => id === player.id && m.type === 'funMeter' && m.action === 'filled',
    );
    expect(filled.map(([, m]) => (m.data as { fills: number }).fills).sort()).toEqual([1, 2, 3, 4]);
    toPlayer.mockRestore();

    // Σ = 0 per currency, every balance the sum of its entries, every transfer balanced.
    const ledger = await checkLedger(db);
    expect(Object.keys(ledger.totals)).toEqual(expect.arrayContaining(['COIN', 'ENTRY']));
    for (const [currency, total] of Object.entries(ledger.totals)) expect(total, currency).toBe(0);
    expect(ledger.mismatches).toEqual([]);
    expect(ledger.unbalancedTransfers).toBe(0);
  });

  it('earns slot spins with play, spins on the server, climbs and collects the top level once', async () => {
    const { agent, player } = await signedInPlayer(t);
    const empty = MiniGameSlotResponseSchema.parse(
      (await agent.get('/rest/mini-game-slot/configs/')).json(),
    ).data;
    expect(empty).toMatchObject({ level: 1, spins: 0, spinCost: 20_000, canReset: false });
    const none = await agent.get('/rest/mini-game-slot/spin/');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/no mini-game spins left/);

    // 3 entries bet = 300 hundredths × 50 points = 15,000; plus 45,000 coins: 60,000 points, 3 spins.
    await played(player.id, 300, 'ENTRY');
    await played(player.id, 45_000);
    const earned = MiniGameSlotResponseSchema.parse(
      (await agent.get('/rest/mini-game-slot/configs/')).json(),
    ).data;
    expect(earned).toMatchObject({ spins: 3, progress: 0 });

    const results = [];
    for (let i = 0; i < 3; i++) {
      const response = await agent.get('/rest/mini-game-slot/spin/');
      expect(response.statusCode, response.body).toBe(200);
      results.push(MiniGameSlotSpinResponseSchema.parse(response.json()));
    }
    expect(results.at(-1)!.data.spins).toBe(0);
    const levelUps = results.filter((r) => r.levelUp).length;
    expect(results.at(-1)!.data.level).toBe(Math.min(1 + levelUps, 3));
    for (const r of results) {
      if (r.symbol === 'blank') expect(new Set(r.reels).size).toBe(3);
      else expect(r.reels).toEqual([r.symbol, r.symbol, r.symbol]);
    }

    // At the top level (set here: climbing is chance) the reset pays the top prize once and starts again.
    await t.database.db
      .update(tables.miniGameSlots)
      .set({ level: 3 })
      .where(eq(tables.miniGameSlots.playerId, player.id));
    const before = await getPlayerBalances(t.database.db, player.id);
    const resets = await Promise.all(
      Array.from({ length: 8 }, () => agent.get('/rest/mini-game-slot/reset-level/')),
    );
    const ok = resets.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const refused of resets.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect([
        MINI_SLOT_ALREADY_SPINNING,
        'Reach the top level to collect its prize and start again.',
      ]).toContain(refused.json().message);
    }
    const after = await getPlayerBalances(t.database.db, player.id);
    expect(after.coins - before.coins).toBe(25_000);
    expect(after.entries - before.entries).toBe(200); // hundredths
  });

  it('never pays more spins than were earned when 32 spins race', async () => {
    const { agent, player } = await signedInPlayer(t);
    await played(player.id, 100_000); // 5 spins
    const answers = await Promise.all(
      Array.from({ length: 32 }, () => agent.get('/rest/mini-game-slot/spin/')),
    );
    const paid = answers.filter((a) => a.statusCode === 200).length;
    expect(paid).toBeLessThanOrEqual(5);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.statusCode).toBe(409);
    // What did not spin while another held the slot is still there.
    const left = MiniGameSlotResponseSchema.parse(
      (await agent.get('/rest/mini-game-slot/configs/')).json(),
    ).data;
    expect(left.spins).toBe(5 - paid);
    const claims = await featureClaimsOf(t.database.db, player.id, 'miniGameSlot');
    expect(claims).toHaveLength(paid);
    await expectLedgerBalanced(t.database.db);
  });

  it('walks the adventure map: sections in order, reached by play, each award claimed once', async () => {
    const { agent, player } = await signedInPlayer(t);
    const start = AdventureMapResponseSchema.parse(
      (await agent.get('/rest/adventure-map/current/')).json(),
    ).data;
    expect(start).toMatchObject({
      id: 'treasure-trail',
      currentIndex: 0,
      progressBar: { points: 0, nextPoints: 10_000 },
    });
    expect((await agent.post('/rest/adventure-map/treasure-trail/sections/1/choose/', {})).statusCode).toBe(
      409,
    );

    await played(player.id, 35_000);
    const moved = AdventureMapResponseSchema.parse(
      (await agent.get('/rest/adventure-map/treasure-trail/')).json(),
    );
    expect(moved.data.sections.filter((s) => s.isReached).map((s) => s.index)).toEqual([1, 2]);
    expect(moved.data.progressBar).toEqual({ points: 35_000, nextPoints: 60_000, percent: 16 });

    const skip = await agent.post('/rest/adventure-map/treasure-trail/sections/2/choose/', {});
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('Choose the next section of the map first.');

    const before = await getPlayerBalances(t.database.db, player.id);
    const racing = await Promise.all(
      Array.from({ length: 32 }, () =>
        agent.post('/rest/adventure-map/treasure-trail/sections/1/choose/', {}),
      ),
    );
    // The claim rule: every racer gets the one claim's answer; it is paid once.
    expect(racing.map((r) => r.statusCode)).toEqual(racing.map(() => 200));
    const chosen = AdventureMapChooseResponseSchema.parse(racing[0]!.json());
    expect(chosen.prize.coins).toBe(1_000);
    expect(chosen.data.sections[0]).toMatchObject({ isCurrent: true, isAwardClaimed: true });
    expect((await getPlayerBalances(t.database.db, player.id)).coins - before.coins).toBe(1_000);

    expect((await agent.post('/rest/adventure-map/treasure-trail/sections/3/choose/', {})).statusCode).toBe(
      409,
    );
    expect((await agent.post('/rest/adventure-map/treasure-trail/sections/99/choose/', {})).statusCode).toBe(
      400,
    );
    expect((await agent.post('/rest/adventure-map/other-map/sections/2/choose/', {})).statusCode).toBe(404);
    expect((await agent.get('/rest/adventure-map/other-map/')).statusCode).toBe(404);

    const machine = FunMachineResponseSchema.parse((await agent.get('/rest/funmachine/')).json()).data;
    expect(machine.games.find((g) => g.key === 'adventureMap')).toMatchObject({ ready: true });
    expect(machine.games.find((g) => g.key === 'miniGameSlot')).toMatchObject({ ready: true });
  });
});
