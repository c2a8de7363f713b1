import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { players } from './identity.ts';

/**
 * Quests as data (docs/engagement.md "Quests"): a brand's dated event of `days` (each `dayHours` long from
 * `starts_at`), each day a list of tasks (contracts `QuestDaysSchema`). `shared_game_sets` names game lists
 * several tasks share (catalogue slugs).
 */
export const quests = pgTable(
  'quests',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    type: text('type', { enum: ['season', 'advent', 'fp_challenge'] }).notNull(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    dayHours: integer('day_hours').notNull(),
    days: jsonb('days').notNull(),
    sharedGameSets: jsonb('shared_game_sets').notNull().default({}),
    requiresCompletedProfile: boolean('requires_completed_profile').notNull().default(false),
    requiresConfirmedPhone: boolean('requires_confirmed_phone').notNull().default(false),
    /** The rank league rank (1-based) a player must hold to take part; null: none (docs/engagement.md). */
    requiredRank: integer('required_rank'),
    createdAt: createdAt(),
  },
  (t) => [index('quests_brand_start_idx').on(t.brand, t.startsAt)],
);

/**
 * A player's progress on one task of one quest day: increments (capped at the goal) from activity handlers;
 * `completed_at` is set once, by the handler whose increment reached the goal (it then claims the prize).
 * Amounts in the ledger's minor units (whole coins, hundredths of entries).
 */
export const questProgress = pgTable(
  'quest_progress',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    questId: integer('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    task: integer('task').notNull(),
    progress: bigint('progress', { mode: 'number' }).notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.questId, t.day, t.task] })],
);

/**
 * The season tower: what a player has bet in the season `slug` (whole coins, hundredths of entries); points
 * and level follow from the feature's config. Written by increments from the round handler.
 */
export const seasonProgress = pgTable(
  'season_progress',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    coinsBet: bigint('coins_bet', { mode: 'number' }).notNull().default(0),
    entriesBet: bigint('entries_bet', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.slug] })],
);
