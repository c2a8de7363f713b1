import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { OPERATOR_ROLES } from '@casino/contracts';
import { bigSerialId, randomId, bigNumber, timestamptz, createdAt } from './columns.ts';

/**
 * The back-office's operators (issue #16, docs/backoffice.md). Never players: their own table, sessions,
 * cookies and CSRF token.
 */
export const operators = pgTable(
  'operators',
  {
    id: randomId(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** argon2id, as the players' passwords. */
    passwordHash: text('password_hash').notNull(),
    /** A one-time password (generated at creation): it must be replaced before the back-office answers. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    /** Base32 TOTP secret; set (unconfirmed) at the first sign-in, confirmed by the first good code. */
    totpSecret: text('totp_secret'),
    totpConfirmedAt: timestamptz('totp_confirmed_at'),
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    totpLastStep: bigNumber('totp_last_step'),
    /** SHA-256 of the unused recovery codes; a used one is removed. */
    recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
    /** Failed sign-ins (password or code) in a row. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    disabledAt: timestamptz('disabled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('operators_email_idx').on(t.email),
    check('operators_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Operator sessions: the cookie holds a random token, the table only its SHA-256. `password` is half-open
 * (the password was right, the code is awaited): it answers nothing but the code step.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: text('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: ['password', 'full'] }).notNull(),
    /** From the server's clock (timeouts are computed against it), not the database's. */
    createdAt: timestamptz('created_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    endedAt: timestamptz('ended_at'),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** Every sign-in attempt (password or code step), right or wrong, known email or not. */
export const operatorSignIns = pgTable(
  'operator_sign_ins',
  {
    id: bigSerialId(),
    email: text('email').notNull(),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    at: timestamptz('at').notNull(),
    ip: text('ip'),
    success: boolean('success').notNull(),
    /** `password`, `totp`, `totpSetup`, `recoveryCode` on success; why not otherwise. */
    reason: text('reason').notNull(),
  },
  (t) => [index('operator_sign_ins_email_idx').on(t.email, t.at), index('operator_sign_ins_at_idx').on(t.at)],
);

/**
 * Every operator action, as a hash chain: `hash` = sha256(prev_hash + canonical JSON of the row's fields).
 * Ids are assigned by `appendAudit` under an advisory lock (no sequence), so they have no gaps: a gap is a
 * deleted row. `operator_id` is text: an API key acts as `apikey:<id>`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigNumber('id').primaryKey(),
    at: timestamptz('at').notNull(),
    operatorId: text('operator_id'),
    operatorEmail: text('operator_email'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_operator_idx').on(t.operatorId, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/** API keys for automation (`authorization: Bearer ck_…`): only the key's hash is kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: randomId(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, to tell keys apart in a list. */
    prefix: text('prefix').notNull(),
    /** Permission names (contracts `PERMISSIONS`). */
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdBy: text('created_by'),
    createdAt: timestamptz('created_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash)],
);
