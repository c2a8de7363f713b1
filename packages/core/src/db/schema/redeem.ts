import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REDEEM_STATUSES } from '@casino/contracts';
import { players } from './identity.ts';
import { createdAt } from './columns.ts';

/**
 * A player's request to redeem winnings. The amount (WINNING hundredths) is held by the house
 * `redemptions` account while the request is pending (`redeem:{id}:hold`); cancel and reject return it
 * (`redeem:{id}:return`), approval leaves it paid out. Status leaves `pending` exactly once.
 */
export const redeemRequests = pgTable(
  'redeem_requests',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: REDEEM_STATUSES }).notNull().default('pending'),
    /** The client's key: a repeated create by the same player answers with the first request. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The operator's reason for a rejection. */
    note: text('note'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('redeem_requests_player_key_idx').on(t.playerId, t.idempotencyKey),
    index('redeem_requests_player_idx').on(t.playerId, t.createdAt),
    index('redeem_requests_status_idx').on(t.status, t.createdAt),
    check('redeem_requests_amount_positive', sql`${t.amount} > 0`),
    check(
      'redeem_requests_status_known',
      sql`${t.status} IN ('pending', 'approved', 'rejected', 'cancelled')`,
    ),
  ],
);
