import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestamptz, createdAt } from './columns.ts';
import { playerRef } from './identity.ts';

/**
 * Breaks from play a player took (cooling-off, self-exclusion; docs/self-exclusion.md). A break is in force
 * while `lifted_at` is null and `lifts_at` is null or later than now: a cooling-off is written with
 * `lifts_at` = `ends_at` (it lifts by itself); a self-exclusion gets `lifts_at` only when the player asks to
 * end it after `ends_at` (the request time + 24 h); a permanent one (`ends_at` null) never does. `lifted_at`
 * is an admin's early lift, with its reason (audited). Rows are never deleted: they are the record.
 */
export const playerBreaks = pgTable(
  'player_breaks',
  {
    id: serialId(),
    playerId: playerRef(),
    kind: text('kind', { enum: ['coolingOff', 'selfExclusion'] }).notNull(),
    period: text('period').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    endsAt: timestamptz('ends_at'),
    liftsAt: timestamptz('lifts_at'),
    endRequestedAt: timestamptz('end_requested_at'),
    liftedAt: timestamptz('lifted_at'),
    liftedBy: text('lifted_by'),
    liftReason: text('lift_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('player_breaks_player_idx').on(t.playerId, t.liftedAt),
    check('player_breaks_period_check', sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startedAt}`),
  ],
);
