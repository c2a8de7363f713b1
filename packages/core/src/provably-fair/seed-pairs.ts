import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ActiveSeedPair, RevealedSeedPair } from '@casino/contracts';
import { fairRandom, type FairSeeds, type HmacSha256 } from '@casino/game-math';
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
      const seeds: FairSeeds = {
        serverSeed: taken.serverSeed,
        clientSeed: taken.clientSeed,
        nonce: taken.nextNonce - 1,
      };
      return {
        rng: fairRandom(nodeHmac, seeds),
        fair: { seedId: taken.id, clientSeed: seeds.clientSeed, nonce: seeds.nonce },
      };
    }
    await activeSeedPair(db, playerId);
  }
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
