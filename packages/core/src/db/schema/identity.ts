import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { randomId, serialId, timestamptz, createdAt, updatedAt } from './columns.ts';

export const players = pgTable(
  'players',
  {
    id: randomId(),
    brand: text('brand').notNull(),
    /** Null for one-click accounts until the player completes registration. */
    email: text('email'),
    /** The mailbox the email reaches (`canonicalEmail`): one account per mailbox, whatever its spelling. */
    canonicalEmail: text('canonical_email'),
    emailConfirmedAt: timestamptz('email_confirmed_at'),
    phone: text('phone'),
    phoneConfirmedAt: timestamptz('phone_confirmed_at'),
    /** The contact the account was made or completed with; null for a one-click account without either. */
    primaryContact: text('primary_contact', { enum: ['email', 'phone'] }),
    passwordHash: text('password_hash').notNull(),
    hasAutoPassword: boolean('has_auto_password').notNull().default(false),
    login: text('login').notNull(),
    /** The name the player chose to be known by (header, boards); unique per brand whatever its case. */
    displayName: text('display_name'),
    name: text('name'),
    surname: text('surname'),
    birthDay: date('birth_day'),
    city: text('city'),
    address: text('address'),
    address2: text('address2'),
    zip: text('zip'),
    state: text('state'),
    /** Hashes of the normalised identity (`personKeys`): name + birth date, and with the address. */
    personKey: text('person_key'),
    identityKey: text('identity_key'),
    locale: text('locale').notNull().default('en'),
    gameMode: text('game_mode', { enum: ['TournamentPoints', 'SweepStakes'] })
      .notNull()
      .default('TournamentPoints'),
    registrationCompletedAt: timestamptz('registration_completed_at'),
    registrationSource: text('registration_source'),
    trafficSource: text('traffic_source'),
    refcode: text('refcode').notNull(),
    referrerId: uuid('referrer_id'),
    isAffiliate: boolean('is_affiliate').notNull().default(false),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    /** Unused since sign-in has no lockout (docs/security.md); the operator's lock is `lockedAt`. */
    lockedUntil: timestamptz('locked_until'),
    /** Locked by an operator (back-office): sessions ended, sign-in refused until unlocked. */
    lockedAt: timestamptz('locked_at'),
    lockReason: text('lock_reason'),
    /** Closed by an operator for good: sessions ended, sign-in refused; balances kept. */
    closedAt: timestamptz('closed_at'),
    closeReason: text('close_reason'),
    lastLoginAt: timestamptz('last_login_at'),
    previousLoginAt: timestamptz('previous_login_at'),
    geoAccess: text('geo_access', { enum: ['unknown', 'allowed', 'blocked'] })
      .notNull()
      .default('unknown'),
    geoRegion: text('geo_region'),
    geoCheckedAt: timestamptz('geo_checked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('players_email_idx').on(t.email),
    uniqueIndex('players_canonical_email_idx').on(t.canonicalEmail),
    index('players_person_key_idx').on(t.personKey),
    index('players_identity_key_idx').on(t.identityKey),
    uniqueIndex('players_refcode_idx').on(t.refcode),
    uniqueIndex('players_brand_display_name_idx').on(t.brand, sql`lower(${t.displayName})`),
    index('players_referrer_idx').on(t.referrerId),
    check('players_failed_login_count_check', sql`${t.failedLoginCount} >= 0`),
  ],
);

/** The player a row belongs to; the row goes with the player. */
export const playerRef = () =>
  uuid('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' });

/** The key of a table with one row a player; the row goes with the player. */
export const playerKey = () =>
  uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' });

/** The player of a money record, which is kept: a player with such records cannot be deleted. */
export const playerOfRecord = () =>
  uuid('player_id')
    .notNull()
    .references(() => players.id);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    playerId: playerRef(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_player_idx').on(t.playerId)],
);

/** Single-use secrets sent to a player: restore links, email links, phone codes. Only hashes are kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serialId(),
    playerId: playerRef(),
    purpose: text('purpose', { enum: ['password_restore', 'email_confirm', 'phone_confirm'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    target: text('target'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_idx').on(t.tokenHash),
    index('auth_tokens_player_idx').on(t.playerId, t.purpose),
  ],
);

/**
 * The sign-in guard's failures (wrong sign-ins per email and per address, "already exists" sign-up answers
 * per address) in its sliding window, shared by every process. Keys are stored as SHA-256: no email or
 * address in here. Rows past the window are deleted as new failures come.
 */
export const signInGuardFailures = pgTable(
  'sign_in_guard_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    keyHash: text('key_hash').notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [
    index('sign_in_guard_failures_key_idx').on(t.keyHash, t.at),
    index('sign_in_guard_failures_at_idx').on(t.at),
  ],
);

/** Proof-of-work challenges already used (each solves one request), kept until they expire. */
export const signInGuardSpentChallenges = pgTable(
  'sign_in_guard_spent_challenges',
  {
    challenge: text('challenge').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sign_in_guard_spent_challenges_expires_idx').on(t.expiresAt)],
);
