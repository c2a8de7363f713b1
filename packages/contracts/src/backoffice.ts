import { z } from 'zod';
import { ok } from './api.ts';

/**
 * The operators' back-office (issue #16; docs/backoffice.md): its own app tree under `/backoffice/`, its own
 * API under `/rest/backoffice/`, its own operators, sessions, cookies and CSRF token. Operators are never
 * players: a player's session cookie is not read by these endpoints, and an operator's never by the site's.
 */

export const BACKOFFICE_BASE = '/rest/backoffice';

/** Cookies and the CSRF header of operator sessions (separate from the players' `sid` / `csrf_token`). */
export const BACKOFFICE_SESSION = {
  cookie: 'bo_sid',
  csrfCookie: 'bo_csrf',
  csrfHeader: 'x-bo-csrf',
  /** An operator session ends after 30 minutes without a request. */
  idleTimeoutSeconds: 30 * 60,
  /** …and after 12 hours whatever happens. */
  absoluteTimeoutSeconds: 12 * 3600,
  /** Failed sign-ins (password or code) in a row before the account locks… */
  maxFailures: 5,
  /** …for this long. */
  lockoutSeconds: 15 * 60,
  /** Recovery codes shown once when two-factor sign-in is set up. */
  recoveryCodeCount: 10,
} as const;

export const OPERATOR_ROLES = [
  'admin',
  'support',
  'kyc',
  'finance',
  'marketing',
  'compliance',
  'viewer',
] as const;
export const OperatorRoleSchema = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof OperatorRoleSchema>;

/**
 * What each role may do, checked on the server for every back-office endpoint (and used by the web app
 * only to hide what would be refused). `admin` has every permission.
 */
export const PERMISSIONS = {
  'dashboard.read': ['support', 'kyc', 'finance', 'marketing', 'compliance', 'viewer'],
  'players.read': ['support', 'kyc', 'finance', 'viewer'],
  'players.note': ['support'],
  'players.lock': ['support'],
  'players.restrict': ['support'],
  'players.adjust': ['finance'],
  /** Ending a player's cooling-off or self-exclusion early: admins only, with a recorded reason. */
  'players.lift-break': [],
  'documents.read': ['kyc', 'support', 'viewer'],
  'documents.review': ['kyc'],
  'redeems.read': ['finance', 'viewer'],
  'redeems.review': ['finance'],
  'free-entry.read': ['support', 'finance', 'viewer'],
  'free-entry.enter': ['support'],
  'payments.read': ['finance', 'viewer'],
  'games.read': ['marketing', 'viewer'],
  'games.manage': [],
  'offers.read': ['marketing', 'viewer'],
  'offers.manage': ['marketing'],
  'features.read': ['marketing', 'viewer'],
  'features.manage': ['marketing'],
  'push.read': ['marketing', 'viewer'],
  'push.manage': ['marketing'],
  'chat.answer': ['support'],
  'content.manage': [],
  /** The compliance rules (closed states, minimum ages): read, and changed from today on (issue #32). */
  'compliance.read': ['compliance', 'viewer'],
  'compliance.manage': ['compliance'],
  'audit.read': ['viewer'],
  'operators.manage': [],
} as const satisfies Record<string, readonly Exclude<OperatorRole, 'admin'>[]>;
export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/**
 * What each permission lets a role do, completing "Your role (support) cannot …": the server's 403 message and
 * the back-office's forbidden screen and scope picker.
 */
export const PERMISSION_TEXT: Record<Permission, string> = {
  'dashboard.read': 'see the dashboard',
  'players.read': 'look up players',
  'players.note': "add notes to players' accounts",
  'players.lock': 'lock or close player accounts',
  'players.restrict': "change players' game restrictions",
  'players.adjust': 'adjust balances',
  'players.lift-break': 'end a cooling-off or self-exclusion early',
  'documents.read': 'see identity documents',
  'documents.review': 'review identity documents',
  'redeems.read': 'see redeem requests',
  'redeems.review': 'approve or reject redeem requests',
  'free-entry.read': 'see mail-in requests',
  'free-entry.enter': 'enter mail-in requests',
  'payments.read': 'see payments',
  'games.read': 'see the games',
  'games.manage': 'change the games',
  'offers.read': 'see offers and packages',
  'offers.manage': 'change offers, packages and banners',
  'features.read': 'see the engagement features',
  'features.manage': 'change the engagement features',
  'push.read': 'see push campaigns',
  'push.manage': 'send push campaigns',
  'chat.answer': 'answer chats',
  'content.manage': 'change terms and redirects',
  'compliance.read': 'see the compliance rules',
  'compliance.manage': 'change the compliance rules (closed states, minimum ages)',
  'audit.read': 'read the audit log',
  'operators.manage': 'manage operators and API keys',
};

export const roleHas = (role: OperatorRole, permission: Permission): boolean =>
  role === 'admin' || (PERMISSIONS[permission] as readonly OperatorRole[]).includes(role);

export const permissionsOf = (role: OperatorRole): Permission[] =>
  PERMISSION_NAMES.filter((p) => roleHas(role, p));

const email = z.string().trim().toLowerCase().email('Enter a valid email address.').max(254);
/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`). */
const code = z
  .string()
  .trim()
  .min(6, 'Enter the 6-digit code from your authenticator app, or a recovery code.')
  .max(32, 'Enter the 6-digit code from your authenticator app, or a recovery code.');

export const OperatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: OperatorRoleSchema,
  permissions: z.array(z.string()),
  /** Signed in with a one-time password: only the session read, sign-out and the password change answer. */
  passwordChangeRequired: z.boolean(),
});
export type Operator = z.infer<typeof OperatorSchema>;

/** POST /rest/backoffice/auth/sign-in/ */
export const BackofficeSignInRequestSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password.').max(200),
});
export type BackofficeSignInRequest = z.infer<typeof BackofficeSignInRequestSchema>;

/**
 * The password is right: the second step. `totpSetup` on the first sign-in (scan the QR code, then enter a
 * code), `totp` afterwards. The session is half-open until the code is confirmed: only the second step's
 * endpoint answers it.
 */
export const BackofficeSignInResponseSchema = ok({
  data: z.discriminatedUnion('step', [
    z.object({ step: z.literal('totp') }),
    z.object({
      step: z.literal('totpSetup'),
      /** Base32 secret, for typing in by hand. */
      secret: z.string(),
      /** `otpauth://totp/…` */
      otpauthUrl: z.string(),
      /** The otpauth URL as an SVG QR code (markup). */
      qrSvg: z.string(),
    }),
  ]),
});
export type BackofficeSignInResponse = z.infer<typeof BackofficeSignInResponseSchema>;

/** POST /rest/backoffice/auth/totp/ */
export const BackofficeTotpRequestSchema = z.object({ code });
export type BackofficeTotpRequest = z.infer<typeof BackofficeTotpRequestSchema>;
export const BackofficeTotpResponseSchema = ok({
  data: z.object({
    operator: OperatorSchema,
    /** Only when two-factor sign-in was just set up: shown once, never again. */
    recoveryCodes: z.array(z.string()).optional(),
  }),
});
export type BackofficeTotpResponse = z.infer<typeof BackofficeTotpResponseSchema>;

/** GET /rest/backoffice/auth/me/ (401 without a full operator session) */
export const BackofficeMeResponseSchema = ok({
  data: z.object({ operator: OperatorSchema }),
});
export type BackofficeMeResponse = z.infer<typeof BackofficeMeResponseSchema>;

export const BACKOFFICE_AUTH_PATHS = {
  signIn: `${BACKOFFICE_BASE}/auth/sign-in/`,
  totp: `${BACKOFFICE_BASE}/auth/totp/`,
  me: `${BACKOFFICE_BASE}/auth/me/`,
  signOut: `${BACKOFFICE_BASE}/auth/sign-out/`,
  password: `${BACKOFFICE_BASE}/auth/password/`,
} as const;

/** An operator's password is longer than a player's (the back-office moves money and reads identities). */
export const OPERATOR_PASSWORD_MIN = 12;
const OPERATOR_PASSWORD_LENGTH_TEXT = `An operator's password has at least ${OPERATOR_PASSWORD_MIN} characters.`;

/**
 * POST /rest/backoffice/auth/password/: the operator's own password (the one-time one must be replaced at
 * the first sign-in). The server adds what a schema cannot know: not a common password, not the current one.
 */
export const BackofficePasswordChangeRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(200),
  newPassword: z
    .string()
    .min(OPERATOR_PASSWORD_MIN, OPERATOR_PASSWORD_LENGTH_TEXT)
    .max(200, 'A password has at most 200 characters.'),
});
export type BackofficePasswordChangeRequest = z.infer<typeof BackofficePasswordChangeRequestSchema>;

/** Server-side paging, sorting and filtering of every back-office list; `format=csv` exports it. */
export const BackofficeListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
  sort: z
    .string()
    .regex(/^[a-zA-Z]{1,40}$/, 'Sort by a column name.')
    .optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  q: z.string().trim().max(200).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type BackofficeListQuery = z.infer<typeof BackofficeListQuerySchema>;

/** A player's personal details as the back office shows them (null until the player gives them). */
export const BackofficePersonSchema = z.object({
  name: z.string().nullable(),
  surname: z.string().nullable(),
  birthDay: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});

/** One page of a list: `rows` of the list's own row schema. */
export const backofficePageSchema = <T extends z.ZodTypeAny>(row: T) =>
  ok({
    data: z.object({
      rows: z.array(row),
      total: z.number().int().nonnegative(),
      page: z.number().int().min(1),
      pageSize: z.number().int().min(1),
    }),
  });

/** One audited operator action (the chain: `hash` = sha256(prevHash + the row's canonical JSON)). */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operatorId: z.string().nullable(),
  operatorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  prevHash: z.string(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
