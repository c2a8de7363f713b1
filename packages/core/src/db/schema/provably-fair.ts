import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, randomId, timestamptz } from './columns.ts';
import { playerRef } from './identity.ts';

/**
 * A player's seed pairs for provably fair in-house rounds (docs/provably-fair.md): the server seed (32 random
 * bytes, hex) is shown only as its SHA-256 until the pair is rotated (`revealedAt`), the client seed is the
 * player's, and `nextNonce` is the nonce the next round takes (an increment, so racing rounds never share
 * one). One unrevealed pair per player; revealed pairs stay, so every round stays verifiable.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: randomId(),
    playerId: playerRef(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: createdAt(),
    revealedAt: timestamptz('revealed_at'),
  },
  (t) => [
    uniqueIndex('fair_seeds_player_active_idx')
      .on(t.playerId)
      .where(sql`${t.revealedAt} IS NULL`),
    index('fair_seeds_player_idx').on(t.playerId, t.createdAt),
    check('fair_seeds_nonce_non_negative', sql`${t.nextNonce} >= 0`),
  ],
);
