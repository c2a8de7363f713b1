import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { randomId, timestamptz, createdAt } from './columns.ts';
import { playerRef } from './identity.ts';

/**
 * Free spins granted to a player: `remaining` rounds of one in-house game at one bet until `expiresAt`.
 * `grantKey` is the prize's idempotency key (a claim's key), so a repeated claim grants once.
 */
export const freeSpinGrants = pgTable(
  'free_spin_grants',
  {
    id: randomId(),
    playerId: playerRef(),
    /** The catalogue slug of the in-house game (as `game_sessions.game_id`). */
    gameId: text('game_id').notNull(),
    total: integer('total').notNull(),
    remaining: integer('remaining').notNull(),
    betLevel: integer('bet_level').notNull(),
    lifetimeSeconds: integer('lifetime_seconds').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** What granted them: a feature key such as dailyLogin. */
    source: text('source').notNull(),
    grantKey: text('grant_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('free_spin_grants_key_idx').on(t.grantKey),
    index('free_spin_grants_player_idx').on(t.playerId, t.expiresAt),
    // Rounds are taken by `remaining - 1 … WHERE remaining > 0`; the database refuses any other way below 0.
    check('free_spin_grants_remaining_in_range', sql`${t.remaining} >= 0 AND ${t.remaining} <= ${t.total}`),
  ],
);
