import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, bigNumber, timestamptz, createdAt, updatedAt } from './columns.ts';
import { playerRef } from './identity.ts';

/**
 * What a quest is, kept alike by a template and each occurrence it makes: its days (each `day_hours` long,
 * a list of tasks: contracts `QuestDaysSchema`), the game lists several tasks share, and who may take part.
 */
const questContent = () => ({
  dayHours: integer('day_hours').notNull(),
  days: jsonb('days').notNull(),
  sharedGameSets: jsonb('shared_game_sets').notNull().default({}),
  requiresCompletedProfile: boolean('requires_completed_profile').notNull().default(false),
  requiresConfirmedPhone: boolean('requires_confirmed_phone').notNull().default(false),
  /** The rank league rank (1-based) a player must hold to take part; null: none (docs/engagement.md). */
  requiredRank: integer('required_rank'),
});

/**
 * A recurring quest (docs/live-operations.md): what each occurrence is (the columns of `quests`) and its
 * schedule (contracts `QuestTemplateSchema`: the duration is the days times `day_hours`). The job engine
 * makes its occurrences ahead of time; a paused template makes no new one.
 */
export const questTemplates = pgTable(
  'quest_templates',
  {
    id: serialId(),
    brand: text('brand').notNull(),
    slug: text('slug').notNull(),
    /** LocalizedText {en, es}. */
    title: jsonb('title').notNull(),
    type: text('type', { enum: ['season', 'advent', 'fp_challenge'] }).notNull(),
    ...questContent(),
    /** Schedule {start, timeZone, rrule, duration, until}. */
    schedule: jsonb('schedule').notNull(),
    active: boolean('active').notNull().default(true),
    /** Cancelled for good: no new occurrence, those not started removed. */
    cancelledAt: timestamptz('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('quest_templates_brand_slug_idx').on(t.brand, t.slug)],
);

/**
 * Quests as data (docs/engagement.md "Quests"): a brand's dated event of `days` (each `dayHours` long from
 * `starts_at`), each day a list of tasks (contracts `QuestDaysSchema`). `shared_game_sets` names game lists
 * several tasks share (catalogue slugs).
 */
export const quests = pgTable(
  'quests',
  {
    id: serialId(),
    brand: text('brand').notNull(),
    type: text('type', { enum: ['season', 'advent', 'fp_challenge'] }).notNull(),
    /** LocalizedText {en, es}: the quests page's heading in the player's language. */
    title: jsonb('title').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    ...questContent(),
    /** The template it is an occurrence of (null: written once). */
    templateId: integer('template_id').references(() => questTemplates.id, { onDelete: 'set null' }),
    /** The occurrence's local start (`YYYY-MM-DDTHH:mm`): one row per template and occurrence. */
    occurrenceKey: text('occurrence_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('quests_brand_start_idx').on(t.brand, t.startsAt),
    uniqueIndex('quests_occurrence_idx').on(t.templateId, t.occurrenceKey),
  ],
);

/**
 * A player's progress on one task of one quest day: increments (capped at the goal) from activity handlers;
 * `completed_at` is set once, by the handler whose increment reached the goal (it then claims the prize).
 * Amounts in the ledger's minor units (whole coins, hundredths of entries).
 */
export const questProgress = pgTable(
  'quest_progress',
  {
    playerId: playerRef(),
    questId: integer('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    task: integer('task').notNull(),
    progress: bigNumber('progress').notNull().default(0),
    completedAt: timestamptz('completed_at'),
    updatedAt: timestamptz('updated_at').notNull(),
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
    playerId: playerRef(),
    slug: text('slug').notNull(),
    coinsBet: bigNumber('coins_bet').notNull().default(0),
    entriesBet: bigNumber('entries_bet').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.slug] })],
);
