import { playRound } from './play-round.ts';
import { playShot } from './play-shot.ts';
import type { EngineDefinition, RandomSource, RoundOutcome, ShotOutcome } from './types.ts';
import { uniformInt } from './uniform-int.ts';

/**
 * Provably fair rounds (docs/provably-fair.md): a round's randomness is the byte stream
 * HMAC-SHA256(key = the 32 server seed bytes, message = `${clientSeed}:${nonce}:${cursor}`) for cursor 0, 1, 2…,
 * read as big-endian 32-bit words and mapped to each `int(n)` by rejection sampling (uniformInt). Nothing
 * here computes the HMAC: the server passes node:crypto's, the browser verifier WebCrypto's.
 */

/** One round's seeds: the server seed as 64 hex digits (its 32 bytes are the HMAC key). */
export interface FairSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** What the player chose for a round: a bet level, and on the games that have them a bought feature or a fish. */
export interface FairPlay {
  bet: number;
  buyFeature?: boolean | undefined;
  target?: string | undefined;
}

/** The HMAC-SHA256 of `message` under `key`: 32 bytes. */
export type HmacSha256 = (key: Uint8Array, message: string) => Uint8Array;
export type HmacSha256Async = (key: Uint8Array, message: string) => Promise<Uint8Array>;

const WORDS_PER_BLOCK = 8;

/** The HMAC message of one 32-byte block of a round. */
export const fairMessage = (clientSeed: string, nonce: number, cursor: number) =>
  `${clientSeed}:${nonce}:${cursor}`;

/** The bytes of a hex string (the server seed); throws on anything but an even count of hex digits. */
export function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) throw new RangeError('Not a hex string.');
  return Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16));
}

export const bytesToHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A RandomSource reading the blocks `block(0)`, `block(1)`… in order; `blocksUsed` counts those opened. */
export function createFairRandom(block: (cursor: number) => Uint8Array): RandomSource & {
  blocksUsed(): number;
} {
  let cursor = -1;
  let view: DataView | undefined;
  let word = WORDS_PER_BLOCK;
  const next32 = () => {
    if (word === WORDS_PER_BLOCK) {
      const bytes = block(++cursor);
      view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      word = 0;
    }
    return view!.getUint32(4 * word++, false);
  };
  return { int: (maxExclusive) => uniformInt(next32, maxExclusive), blocksUsed: () => cursor + 1 };
}

/** A round's RandomSource from a synchronous HMAC (the server's node:crypto). */
export function fairRandom(hmac: HmacSha256, seeds: FairSeeds) {
  const key = hexToBytes(seeds.serverSeed);
  return createFairRandom((cursor) => hmac(key, fairMessage(seeds.clientSeed, seeds.nonce, cursor)));
}

/** The engine's round for a play: a shot for a fishing game, else a (bought) slot round. */
export function playEngine(
  game: EngineDefinition,
  play: FairPlay,
  rng: RandomSource,
): RoundOutcome | ShotOutcome {
  if (game.kind === 'fishing') return playShot(game, play.bet, play.target ?? '', rng);
  return playRound(game, play.bet, rng, { buyFeature: play.buyFeature ?? false });
}

class OutOfBlocks extends Error {}

/**
 * Recomputes a round with an asynchronous HMAC (WebCrypto in the browser): the engines draw synchronously,
 * so the blocks are computed ahead, and the round is played again with twice as many whenever it needs more
 * (the same blocks give the same draws, so a retry only reads further).
 */
export async function recomputeRound(
  hmac: HmacSha256Async,
  seeds: FairSeeds,
  game: EngineDefinition,
  play: FairPlay,
): Promise<{ outcome: RoundOutcome | ShotOutcome; blocksUsed: number }> {
  const key = hexToBytes(seeds.serverSeed);
  const blocks: Uint8Array[] = [];
  for (let want = 8; ; want *= 2) {
    const more = Array.from({ length: want - blocks.length }, (_, i) =>
      hmac(key, fairMessage(seeds.clientSeed, seeds.nonce, blocks.length + i)),
    );
    blocks.push(...(await Promise.all(more)));
    const rng = createFairRandom((cursor) => {
      const bytes = blocks[cursor];
      if (!bytes) throw new OutOfBlocks();
      return bytes;
    });
    try {
      return { outcome: playEngine(game, play, rng), blocksUsed: rng.blocksUsed() };
    } catch (error) {
      if (!(error instanceof OutOfBlocks)) throw error;
    }
  }
}

/** WebCrypto's HMAC-SHA256 (browsers, and Node's global `crypto`). */
export const webCryptoHmac: HmacSha256Async = async (key, message) => {
  const imported = await crypto.subtle.importKey(
    'raw',
    key as BufferSource,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', imported, new TextEncoder().encode(message)));
};

/** SHA-256 of the server seed's bytes, in hex: the commitment a player sees before betting. */
export async function serverSeedHash(serverSeed: string): Promise<string> {
  const bytes = hexToBytes(serverSeed);
  return bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource)));
}
