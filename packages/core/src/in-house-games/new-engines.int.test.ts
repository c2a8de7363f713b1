import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAGON_VAULT, OCEAN_HUNTER, type RoundOutcome, type ShotOutcome } from '@casino/game-math';
import { createManualClock } from '../clock/clock.ts';
import type { Database } from '../db/client.ts';
import { games } from '../db/schema/catalogue.ts';
import { setPlayLimit } from '../play-limits/play-limits.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { databaseKinds } from '../testing/test-database.ts';
import { checkLedger } from '../wallet/check-ledger.ts';
import { getPlayerBalances } from '../wallet/get-player-balances.ts';
import { IN_HOUSE_TEXTS, type createInHouseGames } from './create-in-house-games.ts';
import { inHouseFixture, openInHouseSession } from './in-house-fixture.ts';

const BET = 20;
const PRICE = BET * DRAGON_VAULT.featureBuy!.price;

// The bonus-buy slot and the fishing arcade go through the same round as the other engines: one
// settlement in the ledger, idempotent by round id, play limits judging what is staked.
describe.each(databaseKinds())('bonus buy and fishing rounds on %s', (kind) => {
  let database: Database;
  let slotSlug: string;
  const slugOf: Record<string, string> = {};
  const clock = createManualClock();
  const { publisher } = createRecordingPublisher();
  let inHouse: ReturnType<typeof createInHouseGames>;
  beforeAll(async () => {
    ({ database, inHouse, slug: slotSlug } = await inHouseFixture(kind, clock, publisher));
    for (const engineId of ['dragon-vault', 'ocean-hunter'] as const) {
      const [game] = await database.db
        .select({ slug: games.slug })
        .from(games)
        .where(and(eq(games.engineId, engineId), eq(games.isActive, true)))
        .limit(1);
      slugOf[engineId] = game!.slug;
    }
  });
  afterAll(() => database.close());

  const open = (slug: string) => openInHouseSession(database, slug, clock.now(), 'TournamentPoints', 100_000);
  const coins = async (playerId: string) => (await getPlayerBalances(database.db, playerId)).coins;

  it('sells the feature at its price: one debit of the price, the free spins paid, once per round id', async () => {
    const { playerId, token } = await open(slugOf['dragon-vault']!);
    const info = await inHouse.sessionInfo(playerId, token);
    expect(info.game).toMatchObject({ kind: 'video', featureBuyPrice: 100, reels: 5, rows: 3 });
    const before = await coins(playerId);
    const roundId = randomUUID();
    const bought = await inHouse.spin(playerId, token, { bet: BET, buyFeature: true }, roundId);
    const outcome = bought.outcome as RoundOutcome;
    expect(outcome.price).toBe(PRICE);
    expect(outcome.steps[0]!.feature?.freeSpinsAwarded).toBeGreaterThan(0);
    expect(bought.balance).toBe(before - PRICE + outcome.totalWin);
    expect(await coins(playerId)).toBe(bought.balance);
    // A repeat is the same round, paid once.
    expect(await inHouse.spin(playerId, token, { bet: BET, buyFeature: true }, roundId)).toEqual(bought);
    expect(await coins(playerId)).toBe(bought.balance);
    // A plain spin of the same game is still a spin at the bet.
    const spun = await inHouse.spin(playerId, token, BET);
    expect((spun.outcome as RoundOutcome).price).toBeUndefined();
    expect(spun.balance).toBe(bought.balance - BET + spun.outcome.totalWin);
    expect((await checkLedger(database.db)).mismatches).toEqual([]);
  });

  it('judges a bought round by its price against the play limits', async () => {
    const { playerId, token } = await open(slugOf['dragon-vault']!);
    await setPlayLimit(database.db, {
      playerId,
      kind: 'wager-COIN',
      period: 'day',
      amount: PRICE - 1,
      now: clock.now(),
    });
    const before = await coins(playerId);
    await expect(inHouse.spin(playerId, token, { bet: BET, buyFeature: true })).rejects.toMatchObject({
      status: 403,
      code: 'play_limit_reached',
    });
    expect(await coins(playerId)).toBe(before);
    await inHouse.spin(playerId, token, BET);
  });

  it('refuses a feature buy or a target on a game that has none, taking nothing', async () => {
    const { playerId, token } = await open(slotSlug);
    const before = await coins(playerId);
    await expect(inHouse.spin(playerId, token, { bet: BET, buyFeature: true })).rejects.toMatchObject({
      status: 422,
      message: IN_HOUSE_TEXTS.noFeatureBuy,
    });
    await expect(inHouse.spin(playerId, token, { bet: BET, target: 'shark' })).rejects.toMatchObject({
      status: 422,
      message: IN_HOUSE_TEXTS.noTargets,
    });
    expect(await coins(playerId)).toBe(before);
  });

  it('plays a fishing shot as one round: the bet debited, a catch paid by its multiplier', async () => {
    const { playerId, token } = await open(slugOf['ocean-hunter']!);
    const info = await inHouse.sessionInfo(playerId, token);
    expect(info.game.kind).toBe('fishing');
    expect(info.game.fish?.map((fish) => fish.id)).toEqual(OCEAN_HUNTER.fish.map((fish) => fish.id));
    const bet = OCEAN_HUNTER.betLevels[0]!;
    let balance = await coins(playerId);
    for (let shot = 0; shot < 20; shot++) {
      const result = await inHouse.spin(playerId, token, { bet, target: 'clownfish' });
      const [step] = (result.outcome as ShotOutcome).steps;
      expect(step).toMatchObject({ kind: 'shot', target: 'clownfish' });
      expect(step.win).toBe(step.hit ? 2 * bet : 0);
      expect(result.balance).toBe(balance - bet + step.win);
      balance = result.balance;
    }
    expect(await coins(playerId)).toBe(balance);
    for (const play of [{ bet }, { bet, target: 'mermaid' }])
      await expect(inHouse.spin(playerId, token, play)).rejects.toMatchObject({
        status: 422,
        message: IN_HOUSE_TEXTS.chooseTarget,
      });
    await expect(
      inHouse.spin(playerId, token, { bet, target: 'clownfish', buyFeature: true }),
    ).rejects.toMatchObject({ status: 422, message: IN_HOUSE_TEXTS.noFeatureBuy });
    expect(await coins(playerId)).toBe(balance);
    expect((await checkLedger(database.db)).mismatches).toEqual([]);
  });
});
