import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BANNER_TYPES, ENGINE_IDS, ISSUE_KEYS, VOLATILITIES } from '@casino/contracts';
import { players } from './identity.ts';
import { createdAt } from './columns.ts';

/** Game studios (fictional, ours). `artworkSeed` drives the procedural logo. */
export const gameProviders = pgTable(
  'game_providers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    artworkSeed: integer('artwork_seed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('game_providers_slug_idx').on(t.slug)],
);

/** A catalogue game: a skin of one game-math engine. Inactive games are hidden everywhere. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    engineId: text('engine_id', { enum: ENGINE_IDS }).notNull(),
    /** Display label, e.g. "96.5%". */
    rtp: text('rtp').notNull(),
    volatility: text('volatility', { enum: VOLATILITIES }).notNull(),
    isNew: boolean('is_new').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    artworkSeed: integer('artwork_seed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('games_slug_idx').on(t.slug), index('games_provider_idx').on(t.providerId)],
);

/** Categories ("issues") keyed by the spec's keys. */
export const gameCategories = pgTable('game_categories', {
  key: text('key', { enum: ISSUE_KEYS }).primaryKey(),
  titleEn: text('title_en').notNull(),
  titleEs: text('title_es').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Shown in the menu. */
  inMenu: boolean('in_menu').notNull().default(true),
});

export const gameCategoryGames = pgTable(
  'game_category_games',
  {
    categoryKey: text('category_key', { enum: ISSUE_KEYS })
      .notNull()
      .references(() => gameCategories.key, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.categoryKey, t.gameId] }),
    index('game_category_games_game_idx').on(t.gameId),
  ],
);

export const gameCollections = pgTable(
  'game_collections',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    sort: integer('sort').notNull().default(0),
    artworkSeed: integer('artwork_seed').notNull(),
  },
  (t) => [uniqueIndex('game_collections_slug_idx').on(t.slug)],
);

export const gameCollectionGames = pgTable(
  'game_collection_games',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => gameCollections.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.gameId] })],
);

/**
 * Home banners. placement 'home' → banners, 'promo' → promoBanners, 'scheme' → schemaBanners (after the
 * section `afterSection`).
 */
export const homeBanners = pgTable('home_banners', {
  id: serial('id').primaryKey(),
  type: text('type', { enum: BANNER_TYPES }).notNull(),
  placement: text('placement', { enum: ['home', 'promo', 'scheme'] }).notNull(),
  afterSection: text('after_section'),
  titleEn: text('title_en').notNull(),
  titleEs: text('title_es').notNull(),
  subTitleEn: text('sub_title_en'),
  subTitleEs: text('sub_title_es'),
  buttonEn: text('button_en'),
  buttonEs: text('button_es'),
  link: text('link'),
  presetPackageId: integer('preset_package_id'),
  artworkSeed: integer('artwork_seed').notNull(),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const jackpots = pgTable(
  'jackpots',
  {
    id: serial('id').primaryKey(),
    key: text('key', { enum: ['mini', 'minor', 'major', 'grand'] }).notNull(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    coins: integer('coins').notNull(),
    entries: integer('entries').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jackpots_key_idx').on(t.key),
    check('jackpots_amounts_check', sql`${t.coins} >= 0 AND ${t.entries} >= 0`),
  ],
);

/** Game of the week picks; the current one is the pick whose window contains now. */
export const gameOfWeek = pgTable(
  'game_of_week',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    descriptionEn: text('description_en').notNull(),
    descriptionEs: text('description_es').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('game_of_week_window_idx').on(t.startsAt, t.endsAt)],
);

export const favoriteGames = pgTable(
  'favorite_games',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] })],
);

/**
 * Games an operator has restricted for one player. Players with the same restricted set form a
 * restriction group whose key is playerRestrictionIdsHash.
 */
export const playerGameRestrictions = pgTable(
  'player_game_restrictions',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] })],
);

/** Recent big wins shown on the home page (seeded; game rounds add to it later). */
export const gameLastWinners = pgTable(
  'game_last_winners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: ['COIN', 'ENTRY', 'WINNING'] }).notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('game_last_winners_won_at_idx').on(t.wonAt),
    check('game_last_winners_amount_check', sql`${t.amount} >= 0`),
  ],
);
