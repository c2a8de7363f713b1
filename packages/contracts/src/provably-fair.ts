import { z } from 'zod';
import { ok } from './api.ts';
import { VALIDATION } from './validation.ts';

/**
 * Provably fair in-house rounds (docs/provably-fair.md): each round's outcome is drawn from
 * HMAC-SHA256(server seed, `${clientSeed}:${nonce}:${cursor}`). The player sees the server seed's SHA-256
 * before betting, may set the client seed, and rotating the pair reveals the old server seed.
 */
export const PROVABLY_FAIR_PATHS = {
  fairness: '/rest/player/provably-fair/',
  clientSeed: '/rest/player/provably-fair/client-seed/',
  rotate: '/rest/player/provably-fair/rotate/',
} as const;

/** The web page that recomputes a round in the browser, and its standalone copy that works saved and offline. */
export const VERIFIER_PATHS = {
  page: '/provably-fair/',
  standalone: '/provably-fair/verifier.html',
} as const;

export const CLIENT_SEED_MAX_LENGTH = 64;

/** A client seed: 1–64 printable characters (no control characters), as the player types it. */
export const ClientSeedSchema = z
  .string(VALIDATION.provablyFair.clientSeedRequired)
  .trim()
  .min(1, VALIDATION.provablyFair.clientSeedRequired)
  .max(CLIENT_SEED_MAX_LENGTH, VALIDATION.provablyFair.clientSeedTooLong)
  .regex(/^[^\p{Cc}\p{Cf}]+$/u, VALIDATION.provablyFair.clientSeedInvalid);

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

/** The pair in use: what the player may know of it before betting. */
export const ActiveSeedPairSchema = z.object({
  serverSeedHash: hex64,
  clientSeed: z.string(),
  /** The nonce the next round takes (rounds count from 0 under each pair). */
  nextNonce: z.number().int().nonnegative(),
});
export type ActiveSeedPair = z.infer<typeof ActiveSeedPairSchema>;

/** A rotated pair: its server seed is revealed, so its rounds can be recomputed. */
export const RevealedSeedPairSchema = z.object({
  serverSeed: hex64,
  serverSeedHash: hex64,
  clientSeed: z.string(),
  /** How many rounds were played under it (nonces 0 … rounds − 1). */
  rounds: z.number().int().nonnegative(),
});
export type RevealedSeedPair = z.infer<typeof RevealedSeedPairSchema>;

export const FairnessSchema = z.object({
  active: ActiveSeedPairSchema,
  /** The last rotated pair, or null before the first rotation. */
  previous: RevealedSeedPairSchema.nullable(),
});
export type Fairness = z.infer<typeof FairnessSchema>;

export const FairnessResponseSchema = ok({ fairness: FairnessSchema });
export type FairnessResponse = z.infer<typeof FairnessResponseSchema>;

/** `PUT …/client-seed/`: the seed the next rounds use (the nonce runs on). */
export const SetClientSeedSchema = z.object({ clientSeed: ClientSeedSchema });
export type SetClientSeed = z.infer<typeof SetClientSeedSchema>;

/** `POST …/rotate/`: reveals the pair in use and commits to a new server seed; the client seed stays. */
export const RotateSeedPairResponseSchema = ok({
  fairness: FairnessSchema,
  revealed: RevealedSeedPairSchema,
});
export type RotateSeedPairResponse = z.infer<typeof RotateSeedPairResponseSchema>;

/** What a round of the game history says of its fairness; `serverSeed` is null until its pair is rotated. */
export const RoundFairnessSchema = z.object({
  serverSeedHash: hex64,
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
  serverSeed: hex64.nullable(),
});
export type RoundFairness = z.infer<typeof RoundFairnessSchema>;

/** What the verifier needs of a play to replay it (the engine id is the outcome's `gameId`). */
export const VerifierQuerySchema = z.object({
  game: z.string().max(64).optional(),
  serverSeed: z.string().max(64).optional(),
  serverSeedHash: z.string().max(64).optional(),
  clientSeed: z.string().max(CLIENT_SEED_MAX_LENGTH).optional(),
  nonce: z.coerce.number().int().nonnegative().optional(),
  bet: z.coerce.number().int().positive().optional(),
  buy: z.enum(['1']).optional(),
  target: z.string().max(64).optional(),
  /** The round's total win, to say whether the recomputed round matches it. */
  win: z.coerce.number().int().nonnegative().optional(),
});
export type VerifierQuery = z.infer<typeof VerifierQuerySchema>;
