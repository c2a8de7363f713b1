import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../clock/clock.ts';
import type { Database } from '../db/client.ts';
import { playLimits } from '../db/schema/play-limits.ts';
import { setPlayLimit } from '../play-limits/play-limits.ts';
import { knownUnprotected } from '../play-limits/protection-hint.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { takeBreak } from '../self-exclusion/take-break.ts';
import { databaseKinds } from '../testing/test-database.ts';
import { getPlayerBalances } from '../wallet/get-player-balances.ts';
import { inHouseFixture, openInHouseSession } from './in-house-fixture.ts';
import type { createInHouseGames } from './create-in-house-games.ts';

const BET = 20;

// The fast path trusts "no limit, no break" for a minute; a limit or break set between two spins must
// still stop the very next spin (ADR 0010).
describe.each(databaseKinds())('in-house spins and player protection on %s', (kind) => {
  let database: Database;
  let slug: string;
  const clock = createManualClock();
  const { publisher } = createRecordingPublisher();
  let inHouse: ReturnType<typeof createInHouseGames>;
  beforeAll(async () => {
    ({ database, inHouse, slug } = await inHouseFixture(kind, clock, publisher));
  });
  afterAll(() => database.close());

  const coinSession = () => openInHouseSession(database, slug, clock.now(), 'TournamentPoints', 100_000);
  /** The next spin is refused for the limit and takes nothing. */
  async function expectLimitRefusal(playerId: string, token: string) {
    const coins = (await getPlayerBalances(database.db, playerId)).coins;
    await expect(inHouse.spin(playerId, token, BET)).rejects.toMatchObject({
      status: 403,
      code: 'play_limit_reached',
    });
    expect((await getPlayerBalances(database.db, playerId)).coins).toBe(coins);
  }

  it('enforces a wager limit set between two spins on the very next spin', async () => {
    const { playerId, token } = await coinSession();
    await inHouse.spin(playerId, token, BET);
    expect(knownUnprotected(playerId, clock.now())).toBe(true);
    // Lowering a limit applies at once; the spin before already wagered BET today.
    await setPlayLimit(database.db, {
      playerId,
      kind: 'wager-COIN',
      period: 'day',
      amount: BET,
      now: clock.now(),
    });
    expect(knownUnprotected(playerId, clock.now())).toBe(false);
    await expectLimitRefusal(playerId, token);
    // A player with a limit stays on the checked path: no hint is stored for them.
    expect(knownUnprotected(playerId, clock.now())).toBe(false);
  });

  it("enforces a limit set through another process, whose change cannot forget this one's hint", async () => {
    const { playerId, token } = await coinSession();
    await inHouse.spin(playerId, token, BET);
    expect(knownUnprotected(playerId, clock.now())).toBe(true);
    // Written as another server process would: this process's hint still says "none".
    await database.db
      .insert(playLimits)
      .values({ playerId, kind: 'wager-COIN', period: 'day', amount: BET, updatedAt: clock.now() });
    expect(knownUnprotected(playerId, clock.now())).toBe(true);
    await expectLimitRefusal(playerId, token);
    expect(knownUnprotected(playerId, clock.now())).toBe(false);
  });

  it('refuses the very next spin after the player takes a break', async () => {
    const { playerId, token } = await coinSession();
    await inHouse.spin(playerId, token, BET);
    expect(knownUnprotected(playerId, clock.now())).toBe(true);
    await takeBreak(database.db, {
      playerId,
      request: { kind: 'coolingOff', period: '24h', confirm: true },
      now: clock.now(),
    });
    await expect(inHouse.spin(playerId, token, BET)).rejects.toMatchObject({
      status: 403,
      code: 'player_on_break',
    });
  });

  it('reads the restrictions again once the hint expires', async () => {
    const { playerId, token } = await coinSession();
    await inHouse.spin(playerId, token, BET);
    expect(knownUnprotected(playerId, clock.now())).toBe(true);
    clock.advance(61_000);
    try {
      expect(knownUnprotected(playerId, clock.now())).toBe(false);
      await inHouse.spin(playerId, token, BET);
      expect(knownUnprotected(playerId, clock.now())).toBe(true);
    } finally {
      clock.advance(-61_000);
    }
  });
});
