import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REDEEM_ACTORS, REDEEM_STATUSES, REDEEM_STEPS } from '@casino/contracts';
import { playerOfRecord } from './identity.ts';
import { bigNumber, bigSerialId, timestamptz, createdAt } from './columns.ts';

const stepList = sql.raw(REDEEM_STEPS.map((s) => `'${s}'`).join(', '));

/**
 * A player's request to redeem winnings. The amount (WINNING hundredths) is held by the house
 * `redemptions` account from the request on (`redeem:{id}:hold`); a refusal or a cancel returns it
 * (`redeem:{id}:return`), approval leaves it paid out. `step` moves only through the state machine
 * (redeem/redeem-steps.ts), which writes `status` (what the step means for the money) with it.
 */
export const redeemRequests = pgTable(
  'redeem_requests',
  {
    id: uuid('id').primaryKey(),
    playerId: playerOfRecord(),
    amount: bigNumber('amount').notNull(),
    status: text('status', { enum: REDEEM_STATUSES }).notNull().default('pending'),
    /** Where the request stands on its timeline (the last row of `redeem_steps`). */
    step: text('step', { enum: REDEEM_STEPS }).notNull().default('requested'),
    /** The client's key: a repeated create by the same player answers with the first request. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The operator's reason for a rejection. */
    note: text('note'),
    createdAt: createdAt(),
    decidedAt: timestamptz('decided_at'),
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
    check('redeem_requests_step_known', sql`${t.step} IN (${stepList})`),
  ],
);

/**
 * A redeem's timeline: each step it reached, when (the injected clock) and who moved it. A step is reached
 * once (unique), so a racing repeat of a move cannot write it twice.
 */
export const redeemSteps = pgTable(
  'redeem_steps',
  {
    id: bigSerialId(),
    redeemId: uuid('redeem_id')
      .notNull()
      .references(() => redeemRequests.id, { onDelete: 'cascade' }),
    step: text('step', { enum: REDEEM_STEPS }).notNull(),
    at: timestamptz('at').notNull(),
    by: text('by', { enum: REDEEM_ACTORS }).notNull(),
    /** The operator who moved it (null for the player and the system). */
    operatorId: text('operator_id'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('redeem_steps_redeem_step_idx').on(t.redeemId, t.step),
    check('redeem_steps_step_known', sql`${t.step} IN (${stepList})`),
  ],
);

/**
 * A brand's promise of how long each step takes (hours from the step before): "review within 48 h". A brand
 * without a row uses DEFAULT_REDEEM_STEP_HOURS (redeem/redeem-step-times.ts).
 */
export const redeemStepTimes = pgTable(
  'redeem_step_times',
  {
    brand: text('brand').notNull(),
    step: text('step', { enum: REDEEM_STEPS }).notNull(),
    withinHours: integer('within_hours').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brand, t.step] }),
    check('redeem_step_times_hours_positive', sql`${t.withinHours} > 0`),
  ],
);
