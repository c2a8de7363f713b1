import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getEngineDefinition } from './games/index.ts';
import {
  bytesToHex,
  createFairRandom,
  fairRandom,
  hexToBytes,
  playEngine,
  recomputeRound,
  serverSeedHash,
  webCryptoHmac,
  type FairPlay,
  type FairSeeds,
} from './provably-fair.ts';

/** The published vectors (docs/provably-fair.md): a change to the derivation or the engines breaks them. */
const VECTORS = JSON.parse(
  readFileSync(new URL('../test-vectors/provably-fair.json', import.meta.url), 'utf8'),
) as {
  hashes: Array<{ serverSeed: string; serverSeedHash: string }>;
  blocks: Array<FairSeeds & { message: string; hmac: string }>;
  ints: Array<FairSeeds & { bound: number; ints: number[]; blocksUsed: number }>;
  rounds: Array<
    FairSeeds & { game: string; play: FairPlay; totalWin: number; steps: number; first: unknown }
  >;
};

const nodeHmac = (key: Uint8Array, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

describe('provably fair test vectors', () => {
  it('commit to the server seed with SHA-256 of its 32 bytes (node:crypto and WebCrypto agree)', async () => {
    expect(VECTORS.hashes.length).toBeGreaterThan(0);
    for (const { serverSeed, serverSeedHash: hash } of VECTORS.hashes) {
      expect(createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex')).toBe(hash);
      expect(await serverSeedHash(serverSeed)).toBe(hash);
    }
  });

  it('draw HMAC-SHA256(server seed, "clientSeed:nonce:cursor") blocks', async () => {
    for (const vector of VECTORS.blocks) {
      expect(vector.message).toBe(`${vector.clientSeed}:${vector.nonce}:0`);
      const key = hexToBytes(vector.serverSeed);
      expect(bytesToHex(nodeHmac(key, vector.message))).toBe(vector.hmac);
      expect(bytesToHex(await webCryptoHmac(key, vector.message))).toBe(vector.hmac);
    }
  });

  it('map the blocks to integers, with rejection, as published', () => {
    expect(VECTORS.ints.some((vector) => vector.blocksUsed > 2)).toBe(true); // a word was rejected
    for (const vector of VECTORS.ints) {
      const rng = fairRandom(nodeHmac, vector);
      expect(Array.from({ length: vector.ints.length }, () => rng.int(vector.bound))).toEqual(vector.ints);
      expect(rng.blocksUsed()).toBe(vector.blocksUsed);
    }
  });

  it('replay every engine’s rounds, on the server’s HMAC and on the browser’s', async () => {
    const games = new Set(VECTORS.rounds.map((round) => round.game));
    expect(games).toEqual(
      new Set(['triple-sevens', 'jungle-quest', 'golden-link', 'dragon-vault', 'ocean-hunter']),
    );
    for (const vector of VECTORS.rounds) {
      const game = getEngineDefinition(vector.game)!;
      const served = playEngine(game, vector.play, fairRandom(nodeHmac, vector));
      const first = served.steps[0]!;
      expect({
        totalWin: served.totalWin,
        steps: served.steps.length,
        first: 'grid' in first ? { grid: first.grid } : first,
      }).toEqual({ totalWin: vector.totalWin, steps: vector.steps, first: vector.first });
      const { outcome } = await recomputeRound(webCryptoHmac, vector, game, vector.play);
      expect(outcome).toEqual(served);
    }
  });
});

describe('the integer mapping', () => {
  /** A source whose 32-bit words are given (big-endian), in blocks of eight. */
  const wordsSource = (words: number[]) =>
    createFairRandom((cursor) => {
      const block = new Uint8Array(32);
      const view = new DataView(block.buffer);
      for (let i = 0; i < 8; i++) view.setUint32(4 * i, words[cursor * 8 + i] ?? 0);
      return block;
    });

  it('drops exactly the words of the top partial block', () => {
    // int(3): 2^32 mod 3 = 1, so only 0xffffffff is dropped; int(3·2^30) drops the top quarter.
    expect(wordsSource([0xffffffff, 0xfffffffe]).int(3)).toBe(0xfffffffe % 3);
    const bound = 3 * 2 ** 30;
    const topQuarter = Array.from({ length: 9 }, (_, i) => bound + i);
    const rng = wordsSource([...topQuarter, 7]);
    expect(rng.int(bound)).toBe(7);
    expect(rng.blocksUsed()).toBe(2);
    expect(wordsSource([bound - 1]).int(bound)).toBe(bound - 1);
  });

  it('drops only the word 2^32 − 1 for a bound of 2^32 − 1: every value keeps exactly one word', () => {
    // With n = 2^32 − 1 only the word n itself is dropped: every value in [0, n) has exactly one word.
    const n = 2 ** 32 - 1;
    expect(wordsSource([n, 5]).int(n)).toBe(5);
    expect(wordsSource([n - 1]).int(n)).toBe(n - 1);
    expect(wordsSource([0]).int(n)).toBe(0);
  });

  it('is unbiased over many random server seeds (chi-square), where a plain modulo is not', () => {
    // n = 3·2^30: a word modulo n lands in the bottom third twice as often (values < 2^30 have two words).
    // Bucketing by thirds, the rejection mapping must be flat; the same words taken modulo n must not be.
    const n = 3 * 2 ** 30;
    const seeds = 3_000;
    const perSeed = 10;
    const fair = [0, 0, 0];
    const modulo = [0, 0, 0];
    const small = new Array<number>(37).fill(0);
    for (let s = 0; s < seeds; s++) {
      const seedsOf = { serverSeed: randomBytes(32).toString('hex'), clientSeed: `c${s}`, nonce: s };
      const rng = fairRandom(nodeHmac, seedsOf);
      const raw = createFairRandom((cursor) =>
        nodeHmac(hexToBytes(seedsOf.serverSeed), `raw:${s}:${cursor}`),
      );
      for (let i = 0; i < perSeed; i++) {
        fair[Math.floor(rng.int(n) / 2 ** 30)]!++;
        modulo[Math.floor((raw.int(2 ** 32) % n) / 2 ** 30)]!++;
        small[rng.int(37)]!++;
      }
    }
    const chiSquare = (counts: number[]) => {
      const expected = counts.reduce((a, b) => a + b) / counts.length;
      return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    };
    // 0.1% critical values: 13.82 for 2 degrees of freedom, 67.99 for 36.
    expect(chiSquare(fair)).toBeLessThan(13.82);
    expect(chiSquare(small)).toBeLessThan(67.99);
    expect(chiSquare(modulo)).toBeGreaterThan(13.82);
  });
});
