import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players, playerOfRecord } from './identity.ts';
import { bigSerialId, randomId, bigNumber, timestamptz, createdAt, updatedAt } from './columns.ts';
import { freeSpinGrants } from './free-spins.ts';
import { fairSeeds } from './provably-fair.ts';

const CURRENCIES = ['COIN', 'ENTRY', 'WINNING', 'TOUR_POINT'] as const;

/**
 * One row per owner and currency. `owner` is `player:{uuid}` or `house:{name}`. Only player rows carry
 * a running balance (locked by the UPDATE that changes it); house rows stay at 0 and their totals are
 * the sum of their entries, so no single hot row is updated by every bet.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    owner: text('owner').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    playerId: uuid('player_id').references(() => players.id),
    balance: bigNumber('balance').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.owner, t.currency] }),
    check('wallet_accounts_currency_known', sql`${t.currency} IN ('COIN', 'ENTRY', 'WINNING', 'TOUR_POINT')`),
    index('wallet_accounts_player_idx').on(t.playerId),
    check('wallet_accounts_player_balance_non_negative', sql`${t.playerId} IS NULL OR ${t.balance} >= 0`),
    check('wallet_accounts_house_balance_derived', sql`${t.playerId} IS NOT NULL OR ${t.balance} = 0`),
    check(
      'wallet_accounts_owner_shape',
      sql`(${t.playerId} IS NOT NULL AND ${t.owner} = 'player:' || ${t.playerId}::text) OR (${t.playerId} IS NULL AND ${t.owner} LIKE 'house:%')`,
    ),
  ],
);

/** One movement of money; `key` makes it idempotent. */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: uuid('id').primaryKey(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amount: bigNumber('amount').notNull(),
    fromOwner: text('from_owner').notNull(),
    toOwner: text('to_owner').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_transfers_key_idx').on(t.key),
    check('wallet_transfers_amount_positive', sql`${t.amount} > 0`),
    check('wallet_transfers_distinct_accounts', sql`${t.fromOwner} <> ${t.toOwner}`),
  ],
);

/**
 * Two per transfer: −amount on the source, +amount on the destination. Σ per currency is always 0.
 * Deliberately no foreign key to wallet_accounts: its check would take a share lock on the house
 * account row for every bet (a row lock is a write to that row), which is the hot row this design
 * avoids. The transfer writes the player's account row first and only names known house accounts.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigSerialId(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => walletTransfers.id),
    owner: text('owner').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amount: bigNumber('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_entries_account_idx').on(t.owner, t.currency),
    index('wallet_entries_transfer_idx').on(t.transferId),
    // The account history pages a player's entries newest first by id (keyset). Player rows only: the house
    // rows are written by every bet and never listed this way, so they stay out of the index's writes.
    index('wallet_entries_player_history_idx')
      .on(t.owner, t.id)
      .where(sql`${t.owner} LIKE 'player:%'`),
    check('wallet_entries_amount_non_zero', sql`${t.amount} <> 0`),
    check('wallet_entries_owner_shape', sql`${t.owner} LIKE 'player:%' OR ${t.owner} LIKE 'house:%'`),
  ],
);

/** A game launched by a player; the currency is fixed here by the player's mode at launch. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    token: text('token').primaryKey(),
    playerId: playerOfRecord(),
    gameId: text('game_id').notNull(),
    provider: text('provider').notNull(),
    gameMode: text('game_mode', { enum: ['TournamentPoints', 'SweepStakes'] }).notNull(),
    currency: text('currency', { enum: ['COIN', 'ENTRY'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('game_sessions_player_idx').on(t.playerId)],
);

/** One round of a game: its bets and wins, the balance around it and the provider's outcome. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: randomId(),
    provider: text('provider').notNull(),
    /** The provider's round id. */
    roundRef: text('round_ref').notNull(),
    sessionToken: text('session_token')
      .notNull()
      .references(() => gameSessions.token),
    playerId: playerOfRecord(),
    gameId: text('game_id').notNull(),
    currency: text('currency', { enum: ['COIN', 'ENTRY'] }).notNull(),
    bet: bigNumber('bet').notNull().default(0),
    win: bigNumber('win').notNull().default(0),
    balanceBefore: bigNumber('balance_before').notNull(),
    balanceAfter: bigNumber('balance_after').notNull(),
    outcome: jsonb('outcome'),
    /** The grant a free round was played from (no bet); null for a paid round. */
    freeSpinId: uuid('free_spin_id').references(() => freeSpinGrants.id),
    /**
     * A provably fair in-house round's seed pair (its server seed hash, revealed seed once rotated), client
     * seed and nonce: with them anyone recomputes the outcome (docs/provably-fair.md). Null otherwise.
     */
    fairSeedId: uuid('fair_seed_id').references(() => fairSeeds.id),
    fairClientSeed: text('fair_client_seed'),
    fairNonce: integer('fair_nonce'),
    status: text('status', { enum: ['open', 'settled', 'rolled_back'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('game_rounds_provider_round_idx').on(t.provider, t.roundRef),
    index('game_rounds_player_created_idx').on(t.playerId, t.createdAt),
    check('game_rounds_amounts_non_negative', sql`${t.bet} >= 0 AND ${t.win} >= 0`),
    check('game_rounds_free_spin_no_bet', sql`${t.freeSpinId} IS NULL OR ${t.bet} = 0`),
    check(
      'game_rounds_fair_all_or_none',
      sql`(${t.fairSeedId} IS NULL) = (${t.fairClientSeed} IS NULL) AND (${t.fairSeedId} IS NULL) = (${t.fairNonce} IS NULL)`,
    ),
  ],
);

/**
 * Every seamless-wallet call with a transaction id, for idempotency: the request's hash and the
 * answer given. A rollback that arrives before its bet leaves a `tombstone` row under the bet's id.
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    operation: text('operation', { enum: ['bet', 'win', 'rollback'] }).notNull(),
    requestHash: text('request_hash'),
    state: text('state', { enum: ['pending', 'done', 'failed', 'rolled_back', 'tombstone'] }).notNull(),
    roundRef: text('round_ref'),
    referenceTransactionId: text('reference_transaction_id'),
    /** What a bet took per currency, so a rollback returns exactly that. */
    parts: jsonb('parts').$type<Partial<Record<'COIN' | 'ENTRY' | 'WINNING', number>>>(),
    responseStatus: smallint('response_status'),
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.transactionId] })],
);

/**
 * The daily ledger reconciliation's results (jobs/ledger-reconciliation.ts, docs/observability.md): one row
 * per UTC day, written once whichever process runs the job. `problems` counts every mismatch found.
 */
export const ledgerReconciliations = pgTable('ledger_reconciliations', {
  day: text('day').primaryKey(),
  ranAt: timestamptz('ran_at').notNull(),
  problems: integer('problems').notNull(),
  /** What was checked and found: totals per currency, mismatched balances, unbalanced transfers, redeems. */
  report: jsonb('report').notNull(),
});
