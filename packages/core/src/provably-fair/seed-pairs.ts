import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ActiveSeedPair, RevealedSeedPair } from '@casino/contracts';
import { fairRandom, type FairSeeds, type HmacSha256, type RandomSource } from '@casino/game-math';
import type { Db } from '../db/client.ts';
import { fairSeeds } from '../db/schema/provably-fair.ts';

/** The server's HMAC-SHA256 (the browser verifier uses WebCrypto's; the test vectors pin both). */
export const nodeHmac: HmacSha256 = (key, message) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

/** 32 bytes from the CSPRNG, in hex: a server seed, or a default client seed (16 bytes). */
const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

/** The commitment: SHA-256 of the seed's 32 bytes. A 256-bit random preimage cannot be found from it. */
export const hashServerSeed = (serverSeed: string) =>
  createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex');

type SeedRow = typeof fairSeeds.$inferSelect;

/** A new unrevealed pair's values: a fresh server seed, and the given client seed or a random one. */
export function newSeedPair(clientSeed: string = randomHex(16)) {
  const serverSeed = randomHex(32);
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed };
}

/** The player's unrevealed pair, created on first need (two racing creators: the unique index keeps one). */
export async function activeSeedPair(db: Db, playerId: string): Promise<SeedRow> {
  for (;;) {
    const [row] = await db
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.playerId, playerId), isNull(fairSeeds.revealedAt)));
    if (row) return row;
    const [created] = await db
      .insert(fairSeeds)
      .values({ playerId, ...newSeedPair() })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
  }
}

/**
 * What an in-house round stores to be recomputed: its seed pair (the hash, later the seed), client seed, nonce.
 */
export interface RoundFair {
  seedId: string;
  clientSeed: string;
  nonce: number;
  /**
   * The nonce is this process's guess of the pair's next one (ADR 0032): the round's settlement takes it
   * with `claimNonce` and refuses the round when it is no longer the next one.
   */
  claim?: true;
}

/** A round's RandomSource from its seeds, and what its row keeps of them. */
function roundSeeds(seedId: string, seeds: FairSeeds, claim?: true): { rng: RandomSource; fair: RoundFair } {
  const fair: RoundFair = { seedId, clientSeed: seeds.clientSeed, nonce: seeds.nonce };
  return { rng: fairRandom(nodeHmac, seeds), fair: claim ? { ...fair, claim } : fair };
}

/**
 * The next round's seeds: the unrevealed pair's nonce taken by one increment (a row lock, so 32 racing
 * rounds take 32 nonces), and the RandomSource they derive. A round that then fails leaves its nonce unused.
 */
export async function takeNonce(db: Db, playerId: string) {
  for (;;) {
    const [taken] = await db
      .update(fairSeeds)
      .set({ nextNonce: sql`${fairSeeds.nextNonce} + 1` })
      .where(and(eq(fairSeeds.playerId, playerId), isNull(fairSeeds.revealedAt)))
      .returning();
    if (taken) {
      const { serverSeed, clientSeed } = taken;
      return { ...roundSeeds(taken.id, { serverSeed, clientSeed, nonce: taken.nextNonce - 1 }), serverSeed };
    }
    await activeSeedPair(db, playerId);
  }
}

/**
 * Takes a guessed nonce (`RoundFair.claim`) inside the round's own statement or transaction: one row when it
 * is still the next nonce of the same unrevealed pair with the same client seed, none when another round took
 * it, the pair was rotated or the client seed changed. The row lock orders it with racing rounds as
 * `takeNonce` does, so no two rounds share a nonce.
 */
export const claimNonce = ({ seedId, clientSeed, nonce }: RoundFair) =>
  sql`UPDATE fair_seeds SET next_nonce = next_nonce + 1
    WHERE id = ${seedId}::uuid AND next_nonce = ${nonce}::integer AND client_seed = ${clientSeed}::text
      AND revealed_at IS NULL
    RETURNING id`;

/**
 * Each player's next seeds as this process last took them (ADR 0032), so a spin's nonce is guessed instead of
 * taken by a statement of its own; the settlement claims it (`claimNonce`) and a wrong guess is drawn again
 * from `take`. Holds the unrevealed server seed, as the row it came from does; at most `size` players.
 */
export function createNextSeeds(db: Db, size: number) {
  const next = new Map<string, { seedId: string } & FairSeeds>();
  function keep(playerId: string, entry: { seedId: string } & FairSeeds) {
    next.delete(playerId);
    if (next.size >= size) next.delete(next.keys().next().value!);
    next.set(playerId, entry);
  }
  return {
    /** The guessed next round's seeds (their nonce to claim), or undefined before this process took one. */
    guess(playerId: string) {
      const entry = next.get(playerId);
      return entry && roundSeeds(entry.seedId, entry, true);
    },
    /** A nonce taken by its own statement; the one after it is the next guess. */
    async take(playerId: string) {
      const { serverSeed, ...taken } = await takeNonce(db, playerId);
      const { seedId, clientSeed, nonce } = taken.fair;
      keep(playerId, { seedId, serverSeed, clientSeed, nonce: nonce + 1 });
      return taken;
    },
    /** A guessed round settled: its nonce is taken, the next guess is the one after. */
    claimed(playerId: string, fair: RoundFair) {
      const entry = next.get(playerId);
      if (entry?.seedId === fair.seedId && entry.nonce === fair.nonce)
        keep(playerId, { ...entry, nonce: fair.nonce + 1 });
    },
  };
}

/** What the player may know of the pair in use. */
export const toActive = (row: SeedRow): ActiveSeedPair => ({
  serverSeedHash: row.serverSeedHash,
  clientSeed: row.clientSeed,
  nextNonce: row.nextNonce,
});

export const toRevealed = (row: SeedRow): RevealedSeedPair => ({
  serverSeed: row.serverSeed,
  serverSeedHash: row.serverSeedHash,
  clientSeed: row.clientSeed,
  rounds: row.nextNonce,
});

/** The player's last rotated pair, or undefined. */
export async function lastRevealedPair(db: Db, playerId: string) {
  const [row] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.playerId, playerId), isNotNull(fairSeeds.revealedAt)))
    .orderBy(desc(fairSeeds.revealedAt), desc(fairSeeds.createdAt))
    .limit(1);
  return row;
}
