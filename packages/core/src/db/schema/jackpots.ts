import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bigNumber, createdAt, serialId, timestamptz, updatedAt } from './columns.ts';
import { games } from './catalogue.ts';
import { players } from './identity.ts';

export const JACKPOT_TIER_KEYS = ['mini', 'minor', 'major', 'grand'] as const;

/**
 * A brand's progressive jackpot tier in one mode (COIN: Coins; ENTRY: Entries, paid as redeemable winnings).
 * `pot` mirrors the tier's ledger account (`house:jackpot:{id}`), in the ledger's minor unit; every change of
 * it is a wallet transfer in the same transaction. The current drop point and salt are secret until the drop;
 * `commitment` (SHA-256 of both) is published from the moment the tier is seeded (docs/jackpots.md).
 */
export const jackpotTiers = pgTable(
  'jackpot_tiers',
  {
    id: serialId(),
    brand: text('brand').notNull(),
    currency: text('currency', { enum: ['COIN', 'ENTRY'] }).notNull(),
    key: text('key', { enum: JACKPOT_TIER_KEYS }).notNull(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    /** What the pot starts at after each drop, paid from the house. */
    seedAmount: bigNumber('seed_amount').notNull(),
    /** The share of each eligible bet, in basis points (1/100 of a percent). */
    shareBps: integer('share_bps').notNull(),
    /** Must drop by: the drop point is drawn in (seedAmount, ceiling]; a change applies from the next seeding. */
    ceiling: bigNumber('ceiling').notNull(),
    pot: bigNumber('pot').notNull(),
    /** The part of a minor unit owed to the pot (in 1/10,000 of a unit): the next bet's share carries it. */
    carry: integer('carry').notNull().default(0),
    /** Counts the tier's seedings: one drop (and one payment) per generation. */
    generation: integer('generation').notNull().default(1),
    dropPoint: bigNumber('drop_point').notNull(),
    salt: text('salt').notNull(),
    commitment: text('commitment').notNull(),
    seededAt: timestamptz('seeded_at').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('jackpot_tiers_brand_key_idx').on(t.brand, t.currency, t.key),
    check(
      'jackpot_tiers_amounts',
      sql`${t.seedAmount} > 0 AND ${t.ceiling} > ${t.seedAmount} AND ${t.pot} >= 0`,
    ),
    check('jackpot_tiers_share', sql`${t.shareBps} BETWEEN 0 AND 1000`),
    check('jackpot_tiers_drop_point', sql`${t.dropPoint} > 0`),
    check('jackpot_tiers_carry', sql`${t.carry} BETWEEN 0 AND 9999`),
  ],
);

/** The games whose rounds feed a brand's jackpots (every tier of the round's mode) and may win them. */
export const jackpotGames = pgTable(
  'jackpot_games',
  {
    brand: text('brand').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.brand, t.gameId] })],
);

/**
 * A tier's drop: the round that took the pot to the drop point, what it paid, and the revealed drop point and
 * salt (anyone can hash them and compare with the commitment published when that generation was seeded).
 */
export const jackpotDrops = pgTable(
  'jackpot_drops',
  {
    id: serialId(),
    tierId: integer('tier_id')
      .notNull()
      .references(() => jackpotTiers.id, { onDelete: 'cascade' }),
    generation: integer('generation').notNull(),
    brand: text('brand').notNull(),
    currency: text('currency', { enum: ['COIN', 'ENTRY'] }).notNull(),
    key: text('key', { enum: JACKPOT_TIER_KEYS }).notNull(),
    amount: bigNumber('amount').notNull(),
    dropPoint: bigNumber('drop_point').notNull(),
    salt: text('salt').notNull(),
    commitment: text('commitment').notNull(),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    /** The in-house round id that won. */
    roundRef: text('round_ref').notNull(),
    gameId: text('game_id').notNull(),
    wonAt: timestamptz('won_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jackpot_drops_once_idx').on(t.tierId, t.generation),
    index('jackpot_drops_brand_idx').on(t.brand, t.wonAt),
  ],
);
