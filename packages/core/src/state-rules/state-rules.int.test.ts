import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STATE_RULE_ERROR_CODE, VALIDATION } from '@casino/contracts';
import { createManualClock } from '../clock/clock.ts';
import type { Database } from '../db/client.ts';
import { minimumAgeRules, players, restrictedRegions } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import { assertMayPlaySweepstakes } from '../geo/assert-may-play-sweepstakes.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { createSeamlessTestClient, fund, setGameMode } from '../seamless-wallet/seamless-test-client.ts';
import { createPlayer, openTestGameSession } from '../testing/factories.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { checkLedger } from '../wallet/check-ledger.ts';
import { getPlayerBalances } from '../wallet/get-player-balances.ts';
import { applyStateRules, checkStateRules } from './apply-state-rules.ts';
import { assertStateRulesAllowSweepstakes } from './judge-sweepstakes.ts';
import { stateRulesRefuseBet } from './judge-bet.ts';

/** "Today" in this codebase's world: 2026-11-25. */
const TODAY = '2026-11-25T15:00:00Z';

describe.each(databaseKinds())('state and age rules on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  const playerIn = async (set: Partial<typeof players.$inferInsert>) => {
    const { player } = await createPlayer(database.db);
    await database.db.update(players).set(set).where(eq(players.id, player.id));
    return player.id;
  };
  const refusedWith = async (promise: Promise<unknown>, code: string) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ status: 403, message: code, code: STATE_RULE_ERROR_CODE });
  };

  it('seeds the closed states of today with their dates, and the minimum ages', async () => {
    const closed = await database.db
      .select()
      .from(restrictedRegions)
      .where(eq(restrictedRegions.country, 'US'));
    const byState = Object.fromEntries(closed.map((r) => [r.region, r.effectiveFrom]));
    expect(Object.keys(byState).sort()).toEqual(
      ['CA', 'CT', 'DE', 'ID', 'IN', 'LA', 'MI', 'MT', 'NJ', 'NV', 'NY', 'WA'].sort(),
    );
    expect(byState.CA).toBe('2026-01-01');
    expect(byState.IN).toBe('2026-07-01');
    // SB 181 was vetoed: Louisiana is closed by the operator's own policy, and the row says so.
    expect(closed.find((r) => r.region === 'LA')?.source).toMatch(/^Operator policy/);
    expect(closed.find((r) => r.region === 'IN')?.source).toMatch(/HB 1052/);
    const ages = await database.db.select().from(minimumAgeRules);
    expect(ages.find((a) => a.region === 'MA')?.minimumAge).toBe(21);
    expect(ages.find((a) => a.region === 'AZ')?.minimumAge).toBe(21);
    expect(ages.find((a) => a.region === null && a.country === 'US')?.minimumAge).toBe(18);
  });

  it('refuses Entries play for a player whose stated state is closed, even from an unknown IP', async () => {
    const playerId = await playerIn({ state: 'NJ' });
    await refusedWith(
      assertMayPlaySweepstakes(database.db, { playerId, ip: '127.0.0.1', at: new Date(TODAY) }),
      VALIDATION.stateRules.stateClosed,
    );
    const open = await playerIn({ state: 'TX' });
    await expect(
      assertMayPlaySweepstakes(database.db, { playerId: open, ip: null, at: new Date(TODAY) }),
    ).resolves.toBeUndefined();
  });

  it('refuses a 20-year-old in Massachusetts (21) and lets a 20-year-old in Ohio (18) play', async () => {
    const ma = await playerIn({ state: 'MA', birthDay: '2006-01-15' });
    await refusedWith(
      assertStateRulesAllowSweepstakes(database.db, { playerId: ma, ip: null, at: new Date(TODAY) }),
      VALIDATION.stateRules.underAge,
    );
    const oh = await playerIn({ state: 'OH', birthDay: '2006-01-15' });
    await expect(
      assertStateRulesAllowSweepstakes(database.db, { playerId: oh, ip: null, at: new Date(TODAY) }),
    ).resolves.toBeUndefined();
    // The stored location counts too: an Ohio profile last located in Massachusetts.
    const moved = await playerIn({ state: 'OH', geoRegion: 'US-MA', birthDay: '2006-01-15' });
    await refusedWith(
      assertStateRulesAllowSweepstakes(database.db, { playerId: moved, ip: null, at: new Date(TODAY) }),
      VALIDATION.stateRules.underAge,
    );
  });

  it('a rule that starts tomorrow does not apply today (the injected clock moves, nothing sleeps)', async () => {
    const clock = createManualClock(TODAY);
    await database.db.insert(restrictedRegions).values({
      country: 'US',
      region: 'OR',
      scope: 'sweepstakes',
      effectiveFrom: '2026-11-26',
      reason: 'Sweepstakes play is not offered in Oregon',
    });
    await database.db
      .insert(minimumAgeRules)
      .values({ country: 'US', region: 'WI', minimumAge: 21, effectiveFrom: '2026-11-26', source: 'test' });
    const oregon = await playerIn({ state: 'OR' });
    const wisconsin = await playerIn({ state: 'WI', birthDay: '2006-01-15' });

    await expect(
      assertStateRulesAllowSweepstakes(database.db, { playerId: oregon, ip: null, at: clock.now() }),
    ).resolves.toBeUndefined();
    await expect(
      assertStateRulesAllowSweepstakes(database.db, { playerId: wisconsin, ip: null, at: clock.now() }),
    ).resolves.toBeUndefined();

    clock.advance(24 * 3600_000);
    await refusedWith(
      assertStateRulesAllowSweepstakes(database.db, { playerId: oregon, ip: null, at: clock.now() }),
      VALIDATION.stateRules.stateClosed,
    );
    await refusedWith(
      assertStateRulesAllowSweepstakes(database.db, { playerId: wisconsin, ip: null, at: clock.now() }),
      VALIDATION.stateRules.underAge,
    );
  });

  it('California closed from 2026-01-01: open on New Year’s Eve, closed on the day', async () => {
    const playerId = await playerIn({ state: 'CA' });
    await expect(
      assertStateRulesAllowSweepstakes(database.db, {
        playerId,
        ip: null,
        at: new Date('2025-12-31T23:59:59Z'),
      }),
    ).resolves.toBeUndefined();
    await refusedWith(
      assertStateRulesAllowSweepstakes(database.db, {
        playerId,
        ip: null,
        at: new Date('2026-01-01T00:00:00Z'),
      }),
      VALIDATION.stateRules.stateClosed,
    );
  });

  it('judges every Entries bet: a California session opened on New Year’s Eve stops at midnight, Coins play on', async () => {
    const clock = createManualClock('2025-12-31T23:58:00Z');
    const { call } = createSeamlessTestClient(database.db, createRecordingPublisher().publisher, clock);
    const playerId = await playerIn({ state: 'CA' });
    const open = async (mode: 'SweepStakes' | 'TournamentPoints') => {
      await setGameMode(database.db, playerId, mode);
      return openTestGameSession(database.db, playerId, clock.now());
    };
    await fund(database.db, playerId, 'ENTRY', 1_000);
    await fund(database.db, playerId, 'COIN', 1_000);
    const bet = (sessionToken: string, roundId = randomUUID()) =>
      call('bet', { sessionToken, transactionId: randomUUID(), roundId, amount: 100 });

    const entries = await open('SweepStakes');
    expect((await bet(entries)).body).toMatchObject({ status: 'OK', currency: 'ENTRY' });
    clock.set('2025-12-31T23:59:59.999Z');
    expect((await bet(entries)).body.status).toBe('OK');

    clock.set('2026-01-01T00:00:00Z'); // the same session, twelve hours long: the bet is judged, not the launch
    const before = await getPlayerBalances(database.db, playerId);
    const refused = await bet(entries);
    expect(refused).toMatchObject({
      httpStatus: 403,
      body: { status: 'ERROR', code: 'SWEEPSTAKES_CLOSED', balance: expect.any(Number), currency: 'ENTRY' },
    });
    expect(await getPlayerBalances(database.db, playerId)).toEqual(before);
    // A win for a round bet before midnight still settles.
    const round = randomUUID();
    clock.set('2025-12-31T23:59:59Z');
    expect((await bet(entries, round)).body.status).toBe('OK');
    clock.set('2026-01-01T00:00:01Z');
    expect(
      (await call('win', { sessionToken: entries, transactionId: randomUUID(), roundId: round, amount: 50 }))
        .body.status,
    ).toBe('OK');

    // Coin (TournamentPoints) play stays open in a closed state.
    const coins = await open('TournamentPoints');
    expect((await bet(coins)).body).toMatchObject({ status: 'OK', currency: 'COIN' });
    expect(await checkLedger(database.db)).toMatchObject({ mismatches: [], unbalancedTransfers: 0 });
  });

  it('judges a bet on the stored location and the date of birth, like every other point', async () => {
    const at = new Date(TODAY);
    const bet = (playerId: string, currency = 'ENTRY') =>
      stateRulesRefuseBet(database.db, { playerId, currency, at });
    expect(await bet(await playerIn({ geoRegion: 'US-NV' }))).toBe('stateClosed');
    expect(await bet(await playerIn({ state: 'OH', geoRegion: 'US-MA', birthDay: '2006-01-15' }))).toBe(
      'underAge',
    );
    expect(await bet(await playerIn({ state: 'OH', birthDay: '2006-01-15' }))).toBeNull();
    expect(await bet(await playerIn({ state: 'TX', geoRegion: 'US-TX' }))).toBeNull();
    expect(await bet(await playerIn({ state: null }))).toBeNull();
    expect(await bet(await playerIn({ state: 'NJ' }), 'COIN')).toBeNull();
  });

  it('at sign-in, a closed player in SweepStakes mode is put back in TournamentPoints and told why', async () => {
    const playerId = await playerIn({ state: 'WA', gameMode: 'SweepStakes' });
    const verdict = await applyStateRules(database.db, { playerId, ip: null, at: new Date(TODAY) });
    expect(verdict).toMatchObject({
      sweepstakes: 'closed',
      reason: 'stateClosed',
      region: 'WA',
      since: '2020-01-01',
    });
    const [row] = await database.db.select().from(players).where(eq(players.id, playerId));
    expect(row!.gameMode).toBe('TournamentPoints');

    const fine = await playerIn({ state: 'TX', gameMode: 'SweepStakes' });
    expect(
      await applyStateRules(database.db, { playerId: fine, ip: null, at: new Date(TODAY) }),
    ).toMatchObject({
      sweepstakes: 'open',
      reason: null,
    });
    const [kept] = await database.db.select().from(players).where(eq(players.id, fine));
    expect(kept!.gameMode).toBe('SweepStakes');
  });

  it('tells a guest by IP or by position, with the minimum age there', async () => {
    const at = new Date(TODAY);
    // A Las Vegas address (geoip-lite's database): Nevada is closed.
    expect(
      await checkStateRules(database.db, { playerId: null, ip: '24.234.0.1', point: null, at }),
    ).toMatchObject({
      sweepstakes: 'closed',
      region: 'NV',
    });
    expect(
      await checkStateRules(database.db, {
        playerId: null,
        ip: '127.0.0.1',
        point: { country: 'US', region: 'AZ' },
        at,
      }),
    ).toMatchObject({ sweepstakes: 'open', minimumAge: 21, region: 'AZ' });
  });
});
