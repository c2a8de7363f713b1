import {
  FEATURE_KEYS,
  type AppInitFeatureFlags,
  type BrandCapabilities,
  type BrandKey,
  type FeatureKey,
  type FeatureSchedule,
  type FeatureState,
  type HomePromotion,
  type ProfileFeatureFields,
  type ProfileFeatureFlags,
  type Promotion,
  type PromoOfferPreset,
  type PushMessage,
  type ScheduledSoon,
  type SchemeSection,
  type WebPushNotice,
} from '@casino/contracts';
import type { AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { offerPresets, players } from '../db/schema/index.ts';
import type { Publisher } from '../realtime/publisher.ts';
import type { ActivityHandler, ActivityPushes } from './activity.ts';
import type { ActivityDispatcher } from './activity-dispatcher.ts';
import type { FeatureDefinition } from './feature-definition.ts';

/**
 * Each feature key's config type. Empty here: each feature's module file adds its own key
 * (`declare module '../engagement/feature-module.ts' { interface FeatureConfigs { … } }`), as fastify's
 * plugins add their decorators, so the engine types every row without importing a feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the feature modules
export interface FeatureConfigs {}

/** A feature row read and checked: its schedule by the contract, its config by the feature's schema. */
export type FeatureRecord<K extends FeatureKey = FeatureKey> = {
  [P in K]: {
    brand: string;
    key: P;
    enabled: boolean;
    priority: number;
    schedule: FeatureSchedule;
    config: FeatureConfigs[P];
  };
}[K];

/** What a module's spec flags are read from: the brand's row for the player (null: none) and whether it runs. */
export interface FlagContext<K extends FeatureKey> {
  feature: FeatureRecord<K> | null;
  live: boolean;
}

/** The profile's flags may read more of the player than app init's. */
export interface ProfileFlagContext<K extends FeatureKey> extends FlagContext<K> {
  db: Db;
  playerId: string;
  depositsCount: number;
  now: Date;
}

/** The fields every promotions-page card starts from (the page's own: Apple Pay, the last provider…). */
export type PromotionBase = Omit<Promotion, 'type' | 'data' | 'promoOfferPreset'>;

/** What the promotions page has read for the player, handed to each feature's cards. */
export interface PromotionContext {
  db: Db;
  brand: string;
  playerId: string;
  now: Date;
  /** The feature's state for this player while it runs for the brand, else null. */
  state: FeatureState | null;
  player: typeof players.$inferSelect;
  profileCompleted: boolean;
  depositsCount: number;
  base: PromotionBase;
  /** The promo offers on sale to this player, and an offer row as the page shows it to them. */
  offers: {
    rows: ReadonlyArray<typeof offerPresets.$inferSelect>;
    toPreset(row: typeof offerPresets.$inferSelect): PromoOfferPreset;
  };
}

/**
 * A feature's cards on the promotions page. `position` places them among every card source (offers and flip
 * the coin first; the page's own invite 70, verification 100, free spins 110); cards of one position keep the
 * features' priority order.
 */
export interface PromotionCards {
  position: number;
  cards(ctx: PromotionContext): Promise<Promotion[]>;
  /** Its next occurrences not started yet, for the page's `available_soon` (docs/live-operations.md). */
  soon?(ctx: PromotionContext): Promise<ScheduledSoon[]>;
}

/** A web push notice: which text, where a click goes (a site path without the language prefix), an amount. */
export interface NoticeOf {
  notice: WebPushNotice;
  path: string;
  amount?: string;
}

/** What a feature's jobs may use (services built once by the server). */
export interface FeatureJobDeps {
  db: Db;
  publisher: Publisher;
  /** Rounds played before a deadline are scored first (tournaments' ends). */
  activity: ActivityDispatcher;
}

/** A job that runs once per tick across the server's processes (the server's job engine, ADR 0011). */
export interface FeatureJob {
  /** Stored by the job engine: never renamed. */
  name: string;
  cron: string;
  run(deps: FeatureJobDeps, now: Date): Promise<unknown>;
}

/**
 * The player's rank on the brand's ladder (1-based) and the ladder's rank names: a capability one module
 * provides (the rank league) and others read through `playerRankOf` (`player-rank.ts`) without naming it.
 */
export interface PlayerRank {
  rank: number;
  names: readonly string[];
}

/** A player's rank rose within a round (inside its transaction; pushes are held until it commits). */
export interface RankRise {
  tx: Db;
  brand: string;
  playerId: string;
  /** The rank held before the round and the one reached. */
  from: number;
  to: number;
  at: Date;
  push: ActivityPushes;
}

/** A span of time the back-office calendar shows (a day, the weeks asked). */
export interface CalendarWindow {
  startsAt: Date;
  endsAt: Date;
}

/** One thing a feature runs, as the back-office calendar shows it (`CalendarItem` without its kind). */
export interface CalendarEntry {
  /** A type of the feature's items the calendar's overlap rule compares (contracts' `CALENDAR_SOURCES`). */
  questType: string | null;
  /** Already in English: the calendar is the operators'. */
  title: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * What a feature runs on the back-office's live-operations calendar (docs/live-operations.md): its rows made
 * already and its active templates; the calendar makes the templates' occurrences not made yet. The day's
 * list, gap and overlap flags of its kind (the module's key) are contracts' `CALENDAR_SOURCES`.
 */
export interface CalendarSource {
  /** Its rows running within the window, each with the template occurrence it was made from (null: none). */
  made(
    db: Db,
    input: { brand: string; window: CalendarWindow },
  ): Promise<
    Array<CalendarEntry & { rowId: number; templateId: number | null; occurrenceKey: string | null }>
  >;
  /** Its brand's active templates: their schedule and title as stored (read when they make an item), type. */
  templates(
    db: Db,
    brand: string,
  ): Promise<Array<{ id: number; schedule: unknown; title: unknown; questType: string | null }>>;
}

/**
 * One engagement feature, exported from its own folder (`<feature>/<feature>-module.ts`) and listed once in
 * `features.ts` (ADR 0017): its definition (key, config schema, defaults, who may claim), and whatever the
 * engine, app init, the profile, the promotions page, the seed and the jobs would otherwise learn by name.
 * Every part but the definition is optional.
 */
export interface FeatureModule<K extends FeatureKey = FeatureKey> extends FeatureDefinition<
  FeatureConfigs[K],
  K
> {
  /**
   * The brand capability flag the feature needs (docs/brands.md): on a brand without it the feature never runs,
   * whatever its row says (its flags off, no cards, no claims, no progress).
   */
  capability?: keyof BrandCapabilities;
  /** Its reaction to player activity (the dispatcher runs the modules' handlers in the list's order). */
  activity?: ActivityHandler;
  /** The spec's flags it answers in app init, under their wire names (its part of `AppInitFeatureFlags`). */
  appInitFlags?(ctx: FlagContext<K>): Partial<AppInitFeatureFlags>;
  /** Likewise in the profile. */
  profileFlags?(
    ctx: ProfileFlagContext<K>,
  ): Partial<ProfileFeatureFlags> | Promise<Partial<ProfileFeatureFlags>>;
  /** Its fields of the profile beyond the spec flags, answered whether the feature runs or not. */
  profileFields?(ctx: {
    db: Db;
    brand: string;
    playerId: string;
    now: Date;
  }): Promise<Partial<ProfileFeatureFields>>;
  promotions?: PromotionCards;
  /**
   * Its entries of the home payload's promotions while it runs (the same for every visitor), listed after the
   * features' own entries. Without it, a feature whose key is a spec promotion type has one entry.
   */
  homePromotions?(ctx: { db: Db; brand: string; now: Date }): Promise<HomePromotion[]>;
  /** The player's rank, for the features that read one (one module provides it: `playerRankOf`). */
  playerRank?(db: Db, input: { brand: string; playerId: string }): Promise<PlayerRank>;
  /** Its reaction to a player's rank rising (the rank's provider calls `rankRose`). */
  rankRose?(rise: RankRise): Promise<void>;
  /** Its sections of the lobby's scheme (home page and lobby), each after the house's section `after`. */
  lobbySections?: ReadonlyArray<{ key: string; type: SchemeSection['type']; after: string }>;
  /** What it runs on the back-office's live-operations calendar. */
  calendar?: CalendarSource;
  /** Its row's config as a fresh install seeds it for a brand (default: `defaults.config`). */
  seedConfig?(ctx: { brand: BrandKey; now: Date }): FeatureConfigs[K];
  jobs?: readonly FeatureJob[];
  /** Refuses a purchase of one of its offers (a `DomainError`) before the cashier starts the payment. */
  checkPurchase?(
    db: Db,
    input: { offer: typeof offerPresets.$inferSelect; brand: string; playerId: string; now: Date },
  ): Promise<void>;
  /** Where it keeps a player's progress outside its claims, and the column that orders it (the back-office). */
  progress?: { table: PgTable; latest: AnyColumn };
  /** Its realtime pushes that also go to the player's devices as a web push (docs/web-push.md). */
  playerNotice?(message: PushMessage): NoticeOf | null;
  /** Its brand-wide pushes that are a web push for every subscribed player of the brand. */
  brandNotice?(message: PushMessage): NoticeOf | null;
}

/** A module, typed by its key (the identity function: it only checks the module against its key's config). */
export const defineFeatureModule = <K extends FeatureKey>(module: FeatureModule<K>): FeatureModule<K> =>
  module;

let registered: ReadonlyMap<FeatureKey, FeatureModule> | null = null;

/**
 * Hands the engine its features (`features.ts`), once when the package loads (core's `index.ts`; tests'
 * `testing/`). Each key of FEATURE_KEYS must have exactly one module.
 */
export function registerFeatureModules(modules: readonly FeatureModule[]) {
  const keys = modules.map((module) => module.key);
  if (keys.length !== FEATURE_KEYS.length || FEATURE_KEYS.some((key) => !keys.includes(key)))
    throw new Error(`The feature modules must cover each feature key once: got ${keys.join(', ')}.`);
  registered = new Map(modules.map((module) => [module.key, module]));
}

function modules(): ReadonlyMap<FeatureKey, FeatureModule> {
  if (!registered)
    throw new Error('No feature modules are registered: import @casino/core (it registers features.ts).');
  return registered;
}

/** Every feature module, in the list's order. */
export const featureModules = (): FeatureModule[] => [...modules().values()];

export const featureModule = <K extends FeatureKey>(key: K): FeatureModule<K> =>
  modules().get(key) as FeatureModule<K>;

export const isFeatureKey = (value: string): value is FeatureKey =>
  (FEATURE_KEYS as readonly string[]).includes(value);
