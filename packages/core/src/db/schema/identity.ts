import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand').notNull(),
    /** Null for one-click accounts until the player completes registration. */
    email: text('email'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    phone: text('phone'),
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
    primaryContact: text('primary_contact', { enum: ['email', 'phone'] })
      .notNull()
      .default('email'),
    passwordHash: text('password_hash').notNull(),
    hasAutoPassword: boolean('has_auto_password').notNull().default(false),
    login: text('login').notNull(),
    name: text('name'),
    surname: text('surname'),
    birthDay: date('birth_day'),
    city: text('city'),
    address: text('address'),
    address2: text('address2'),
    zip: text('zip'),
    state: text('state'),
    locale: text('locale').notNull().default('en'),
    gameMode: text('game_mode', { enum: ['TournamentPoints', 'SweepStakes'] })
      .notNull()
      .default('TournamentPoints'),
    registrationCompletedAt: timestamp('registration_completed_at', { withTimezone: true }),
    registrationSource: text('registration_source'),
    trafficSource: text('traffic_source'),
    refcode: text('refcode').notNull(),
    referrerId: uuid('referrer_id'),
    isAffiliate: boolean('is_affiliate').notNull().default(false),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    geoAccess: text('geo_access', { enum: ['unknown', 'allowed', 'blocked'] })
      .notNull()
      .default('unknown'),
    geoRegion: text('geo_region'),
    geoCheckedAt: timestamp('geo_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('players_email_idx').on(t.email),
    uniqueIndex('players_refcode_idx').on(t.refcode),
    index('players_referrer_idx').on(t.referrerId),
    check('players_failed_login_count_check', sql`${t.failedLoginCount} >= 0`),
  ],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_player_idx').on(t.playerId)],
);

/** Single-use secrets sent to a player: restore links, email links, phone codes. Only hashes are kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_restore', 'email_confirm', 'phone_confirm'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    target: text('target'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_idx').on(t.tokenHash),
    index('auth_tokens_player_idx').on(t.playerId, t.purpose),
  ],
);

/** Emails and SMS that left (or, without SMTP, would have left): the development outbox lists them. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    bodyText: text('body_text').notNull(),
    link: text('link'),
    locale: text('locale').notNull().default('en'),
    status: text('status', { enum: ['outbox', 'sent', 'failed'] })
      .notNull()
      .default('outbox'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

export const termsDocuments = pgTable(
  'terms_documents',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('terms_documents_key_version_idx').on(t.key, t.version)],
);

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => termsDocuments.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('terms_acceptances_pk').on(t.playerId, t.documentId)],
);

export const termsViews = pgTable('terms_views', {
  id: serial('id').primaryKey(),
  playerId: uuid('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  documentIds: jsonb('document_ids').$type<number[]>().notNull(),
  viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where play is not offered: a country, or a region of it, from one date (until another). */
export const restrictedRegions = pgTable(
  'restricted_regions',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    region: text('region'),
    scope: text('scope', { enum: ['all', 'sweepstakes'] })
      .notNull()
      .default('sweepstakes'),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    reason: text('reason'),
  },
  (t) => [index('restricted_regions_country_idx').on(t.country, t.region)],
);

/** Every geo decision and client-reported block, for the operator's audit. */
export const geoEvents = pgTable('geo_events', {
  id: serial('id').primaryKey(),
  playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
  kind: text('kind', { enum: ['ip_check', 'geo_check', 'block'] }).notNull(),
  access: text('access', { enum: ['allowed', 'blocked'] }).notNull(),
  country: text('country'),
  region: text('region'),
  ip: text('ip'),
  apps: jsonb('apps').$type<string[]>(),
  meta: jsonb('meta').$type<Record<string, unknown>>(),
  createdAt: createdAt(),
});

export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('identity'),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name'),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'duplicateCredentials'] })
      .notNull()
      .default('pending'),
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('identity_documents_player_idx').on(t.playerId, t.createdAt)],
);
