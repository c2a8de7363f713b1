import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { getEngineDefinition, recomputeRound, webCryptoHmac } from '@casino/game-math';
import { createManualClock } from '../clock/clock.ts';
import type { Database } from '../db/client.ts';
import { fairSeeds } from '../db/schema/provably-fair.ts';
import { findGameRound } from '../game-history/find-game-round.ts';
import { listGameRounds } from '../game-history/list-game-rounds.ts';
import { inHouseFixture, openInHouseSession } from '../in-house-games/in-house-fixture.ts';
import { createInHouseGames, type InHouseGames } from '../in-house-games/create-in-house-games.ts';
import { createSeamlessWallet } from '../seamless-wallet/create-seamless-wallet.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { databaseKinds } from '../testing/test-database.ts';
import { getFairness } from './get-fairness.ts';
import { rotateSeedPair } from './rotate-seed-pair.ts';
import { setClientSeed } from './set-client-seed.ts';

const BET = 20;
const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

describe.each(databaseKinds())('provably fair rounds on %s', (kind) => {
  let database: Database;
  let inHouse: InHouseGames;
  let slug: string;
  const clock = createManualClock();
  const { publisher } = createRecordingPublisher();
  beforeAll(async () => {
    ({ database, inHouse, slug } = await inHouseFixture(kind, clock, publisher));
  });
  afterAll(() => database.close());

  const player = (coins = 10_000) =>
    openInHouseSession(database, slug, clock.now(), 'TournamentPoints', coins);

  it('commits before the bet, stores the seeds with the round, and reveals a seed that recomputes it', async () => {
    const { playerId, token } = await player();
    const before = await getFairness(database.db, { playerId });
    expect(before).toMatchObject({ active: { nextNonce: 0 }, previous: null });
    expect(before.active.clientSeed).toMatch(/^[0-9a-f]{32}$/);

    const fairness = await setClientSeed(database.db, { playerId, clientSeed: 'my lucky seed' });
    expect(fairness.active).toEqual({ ...before.active, clientSeed: 'my lucky seed' });
    const spun = await inHouse.spin(playerId, token, BET);
    const spunAgain = await inHouse.spin(playerId, token, BET);

    const [latest, first] = (await listGameRounds(database.db, { playerId, page: 1 })).rounds;
    expect(first!.fairness).toEqual({
      serverSeedHash: before.active.serverSeedHash,
      clientSeed: 'my lucky seed',
      nonce: 0,
      serverSeed: null, // not revealed while the pair is in use
    });
    expect(latest!.fairness).toMatchObject({ nonce: 1, serverSeed: null });
    expect((await getFairness(database.db, { playerId })).active.nextNonce).toBe(2);

    const { revealed, fairness: after } = await rotateSeedPair({ db: database.db, clock }, { playerId });
    expect(sha256(revealed.serverSeed)).toBe(before.active.serverSeedHash);
    expect(revealed).toMatchObject({ clientSeed: 'my lucky seed', rounds: 2 });
    expect(after.active).toMatchObject({ clientSeed: 'my lucky seed', nextNonce: 0 });
    expect(after.active.serverSeedHash).not.toBe(before.active.serverSeedHash);
    expect(after.previous).toEqual(revealed);

    // Revealed: the history gives the seed, and the browser's derivation replays the stored outcome.
    const { round: replay } = await findGameRound(database.db, { playerId, roundId: first!.id });
    expect(replay.fairness?.serverSeed).toBe(revealed.serverSeed);
    for (const [round, played] of [
      [replay, spun],
      [latest!, spunAgain],
    ] as const) {
      const { serverSeed, clientSeed, nonce } = (
        await findGameRound(database.db, { playerId, roundId: round.id })
      ).round.fairness!;
      const { outcome } = await recomputeRound(
        webCryptoHmac,
        { serverSeed: serverSeed!, clientSeed, nonce },
        getEngineDefinition(played.outcome.gameId)!,
        { bet: BET },
      );
      expect(outcome).toEqual(played.outcome);
      expect(round.outcome).toEqual(played.outcome);
    }
  });

  it('gives 32 racing spins 32 different nonces', async () => {
    const { playerId, token } = await player(100_000);
    const spins = await Promise.allSettled(
      Array.from({ length: 32 }, () => inHouse.spin(playerId, token, BET)),
    );
    expect(spins.filter((spin) => spin.status === 'rejected')).toEqual([]);
    const { rounds } = await listGameRounds(database.db, { playerId, page: 1, pageSize: 100 });
    expect(rounds).toHaveLength(32);
    const nonces = rounds.map((round) => round.fairness!.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 32 }, (_, i) => i));
    expect((await getFairness(database.db, { playerId })).active.nextNonce).toBe(32);
  });

  it('guesses the nonce after the one it took and claims it in the round, or draws again when it is stale (ADR 0032)', async () => {
    const { playerId, token } = await player(100_000);
    // A second process over the same database: its rounds take the nonces this one guesses.
    const wallet = createSeamlessWallet({ db: database.db, publisher, secrets: {}, clock });
    const elsewhere = createInHouseGames({ db: database.db, wallet, publisher, clock });
    const statements: string[] = [];
    const spin = async (games = inHouse) => {
      statements.length = 0;
      const stop = database.onQuery((query) => statements.push(query));
      try {
        return await games.spin(playerId, token, BET);
      } finally {
        stop();
      }
    };
    const nonceTakes = () => statements.filter((s) => /^update "fair_seeds"/i.test(s)).length;

    await spin(); // nonce 0, taken by its own statement
    await spin(); // nonce 1, guessed and claimed in the round's one statement
    expect(statements).toHaveLength(1);
    await spin(elsewhere); // nonce 2, taken elsewhere: this process's guess (2) is stale
    await spin(); // refused as taken, drawn again: nonce 3
    expect(nonceTakes()).toBe(1);
    await setClientSeed(database.db, { playerId, clientSeed: 'changed between spins' });
    await spin(); // the guess names the old client seed: drawn again, nonce 4 with the new one
    await spin(); // nonce 5, guessed
    expect(statements).toHaveLength(1);
    const { revealed } = await rotateSeedPair({ db: database.db, clock }, { playerId });
    await spin(); // the guess names the revealed pair: drawn again from the new one, nonce 0
    await spin(); // nonce 1 of the new pair, guessed
    // Racing guesses of the same nonce: one claims it, the others draw again; no nonce twice.
    await Promise.all(Array.from({ length: 6 }, () => inHouse.spin(playerId, token, BET)));

    const { rounds } = await listGameRounds(database.db, { playerId, page: 1, pageSize: 100 });
    const byPair = (hash: string) =>
      rounds
        .filter((round) => round.fairness!.serverSeedHash === hash)
        .map((round) => [round.fairness!.nonce, round.fairness!.clientSeed] as const)
        .sort(([a], [b]) => a - b);
    const changed = 'changed between spins';
    expect(byPair(revealed.serverSeedHash).map(([nonce]) => nonce)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(byPair(revealed.serverSeedHash).slice(4)).toEqual([
      [4, changed],
      [5, changed],
    ]);
    const active = (await getFairness(database.db, { playerId })).active;
    expect(byPair(active.serverSeedHash)).toEqual(Array.from({ length: 8 }, (_, i) => [i, changed]));
    expect(active.nextNonce).toBe(8);
    // Every round, guessed or not, recomputes from the seeds it stored.
    for (const round of rounds.filter((r) => r.fairness!.serverSeedHash === revealed.serverSeedHash)) {
      const { fairness } = (await findGameRound(database.db, { playerId, roundId: round.id })).round;
      const { outcome } = await recomputeRound(
        webCryptoHmac,
        { serverSeed: fairness!.serverSeed!, clientSeed: fairness!.clientSeed, nonce: fairness!.nonce },
        getEngineDefinition((round.outcome as { gameId: string }).gameId)!,
        { bet: BET },
      );
      expect(outcome).toEqual(round.outcome);
    }
  });

  it('keeps one unrevealed pair through racing rotations, each revealing a different seed', async () => {
    const { playerId } = await player();
    const rotations = await Promise.all(
      Array.from({ length: 8 }, () => rotateSeedPair({ db: database.db, clock }, { playerId })),
    );
    const revealed = new Set(rotations.map((rotation) => rotation.revealed.serverSeed));
    expect(revealed.size).toBe(8);
    const active = await database.db
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.playerId, playerId), isNull(fairSeeds.revealedAt)));
    expect(active).toHaveLength(1);
    expect(revealed.has(active[0]!.serverSeed)).toBe(false);
  });

  it('takes no nonce for a play the game refuses', async () => {
    const { playerId, token } = await player();
    await expect(inHouse.spin(playerId, token, { bet: BET, target: 'shark' })).rejects.toMatchObject({
      status: 422,
    });
    await expect(inHouse.spin(playerId, token, BET + 1)).rejects.toMatchObject({ status: 422 });
    expect((await getFairness(database.db, { playerId })).active.nextNonce).toBe(0);
  });
});
