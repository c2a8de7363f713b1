import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { BANNER_TYPES, ENGINE_IDS, ISSUE_KEYS, VOLATILITIES } from '@casino/contracts';
import { playerRef } from './identity.ts';
import { serialId, timestamptz, createdAt } from './columns.ts';

/** Game studios (fictional, ours). `artworkSeed` drives the procedural logo. */
export const gameProviders = pgTable(
  'game_providers',
  {
    id: serialId(),
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
    id: serialId(),
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

/** The game a row is about; the row goes with the game. */
export const gameRef = () =>
  integer('game_id')
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' });

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
    gameId: gameRef(),
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
    id: serialId(),
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
    gameId: gameRef(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.gameId] })],
);

/**
 * Home banners. placement 'home' → banners, 'promo' → promoBanners, 'scheme' → schemaBanners (after the
 * section `afterSection`).
 */
export const homeBanners = pgTable('home_banners', {
  id: serialId(),
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

/** Game of the week picks; the current one is the pick whose window contains now. */
export const gameOfWeek = pgTable(
  'game_of_week',
  {
    id: serialId(),
    gameId: gameRef(),
    descriptionEn: text('description_en').notNull(),
    descriptionEs: text('description_es').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
  },
  (t) => [index('game_of_week_window_idx').on(t.startsAt, t.endsAt)],
);

/** A set of (player, game) pairs: one row a game the player marked, keyed by the pair. */
const playerGameSet = <Name extends string>(name: Name) =>
  pgTable(name, { playerId: playerRef(), gameId: gameRef(), createdAt: createdAt() }, (t) => [
    primaryKey({ columns: [t.playerId, t.gameId] }),
  ]);

export const favoriteGames = playerGameSet('favorite_games');

/**
 * Games an operator has restricted for one player. Players with the same restricted set form a
 * restriction group whose key is playerRestrictionIdsHash.
 */
export const playerGameRestrictions = playerGameSet('player_game_restrictions');
