import { z } from 'zod';
import { ok } from './api.ts';
import { inTimeRange } from './primitives.ts';
import {
  AuditEntrySchema,
  BACKOFFICE_BASE,
  BackofficeListQuerySchema,
  backofficePageSchema,
  OperatorRoleSchema,
  PERMISSION_NAMES,
} from './backoffice.ts';

/**
 * The back-office's own administration (issue #16): operators, API keys and the audit log
 * (docs/backoffice.md). Operators and API keys need `operators.manage`, the audit log `audit.read`.
 */
export const BACKOFFICE_ADMIN_PATHS = {
  operators: `${BACKOFFICE_BASE}/operators/`,
  operatorRole: `${BACKOFFICE_BASE}/operators/:id/role/`,
  operatorDisable: `${BACKOFFICE_BASE}/operators/:id/disable/`,
  operatorEnable: `${BACKOFFICE_BASE}/operators/:id/enable/`,
  operatorResetTwoFactor: `${BACKOFFICE_BASE}/operators/:id/reset-2fa/`,
  /** Every sign-in attempt, right or wrong. */
  signIns: `${BACKOFFICE_BASE}/operators/sign-ins/`,
  apiKeys: `${BACKOFFICE_BASE}/api-keys/`,
  apiKeyRevoke: `${BACKOFFICE_BASE}/api-keys/:id/revoke/`,
  audit: `${BACKOFFICE_BASE}/audit/`,
  auditVerify: `${BACKOFFICE_BASE}/audit/verify/`,
} as const;

export const BackofficeIdParamsSchema = z.object({ id: z.uuid('This id is not valid.') });

export const OperatorRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: OperatorRoleSchema,
  twoFactor: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  failedAttempts: z.number().int(),
  lockedUntil: z.string().nullable(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorRow = z.infer<typeof OperatorRowSchema>;

export const OperatorListQuerySchema = BackofficeListQuerySchema.extend({
  role: OperatorRoleSchema.optional(),
});
export const OperatorListResponseSchema = backofficePageSchema(OperatorRowSchema);

/** POST /rest/backoffice/operators/ — without a password one is generated and shown once. */
export const OperatorCreateRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address.').max(254),
  role: OperatorRoleSchema,
  password: z.string().min(12, 'At least 12 characters.').max(200).optional(),
});
export type OperatorCreateRequest = z.infer<typeof OperatorCreateRequestSchema>;
export const OperatorCreateResponseSchema = ok({
  data: z.object({ operator: OperatorRowSchema, password: z.string().optional() }),
});

export const OperatorRoleRequestSchema = z.object({ role: OperatorRoleSchema });
export const OperatorResponseSchema = ok({
  data: z.object({ operator: OperatorRowSchema }),
});

/** GET /rest/backoffice/operators/sign-ins/ */
export const OperatorSignInRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  email: z.string(),
  operatorId: z.string().nullable(),
  ip: z.string().nullable(),
  success: z.boolean(),
  /** `password`, `totp`, `totpSetup`, `recoveryCode`; `wrongPassword`, `wrongCode`, `unknownEmail`, `locked`… */
  reason: z.string(),
});
export type OperatorSignInRow = z.infer<typeof OperatorSignInRowSchema>;
export const OperatorSignInListQuerySchema = BackofficeListQuerySchema.extend({
  success: z.enum(['true', 'false']).optional(),
});
export const OperatorSignInListResponseSchema = backofficePageSchema(OperatorSignInRowSchema);

const PermissionNameSchema = z.enum(PERMISSION_NAMES as [string, ...string[]], {
  error: `Choose permissions among: ${PERMISSION_NAMES.join(', ')}.`,
});

export const ApiKeyRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`ck_abcde`), to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  /** The creator's id: an operator's, or `apikey:<id>` for a key made by automation. */
  createdBy: z.string().nullable(),
  /** The creator in words (the operator's email or the creating key's name), in the list. */
  createdByName: z.string().nullable().optional(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyRow = z.infer<typeof ApiKeyRowSchema>;
export const ApiKeyListResponseSchema = backofficePageSchema(ApiKeyRowSchema);

/** POST /rest/backoffice/api-keys/ — the key is in the answer once, never again. */
export const ApiKeyCreateRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name the key.').max(100),
  scopes: z.array(PermissionNameSchema).min(1, 'Give the key at least one permission.').max(50),
});
export const ApiKeyCreateResponseSchema = ok({
  data: z.object({ apiKey: ApiKeyRowSchema, key: z.string() }),
});
export const ApiKeyResponseSchema = ok({
  data: z.object({ apiKey: ApiKeyRowSchema }),
});

/** GET /rest/backoffice/audit/ */
export const AuditListQuerySchema = BackofficeListQuerySchema.extend({
  /** An action (`wallet.adjust`) or an area with a trailing dot (`player.`). */
  action: z
    .string()
    .trim()
    .regex(/^[a-zA-Z.]{1,60}$/, 'An action looks like player.lock (or player. for all of an area).')
    .optional(),
  /** An operator's id or email. */
  operator: z.string().trim().max(254).optional(),
  targetType: z.string().trim().max(60).optional(),
  targetId: z.string().trim().max(200).optional(),
  from: z.coerce
    .date({ error: 'From is not a date.' })
    .refine(inTimeRange, 'From is a date from the year 1900 to 9999.')
    .optional(),
  to: z.coerce
    .date({ error: 'To is not a date.' })
    .refine(inTimeRange, 'To is a date from the year 1900 to 9999.')
    .optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;
export const AuditListResponseSchema = backofficePageSchema(AuditEntrySchema);

/** GET /rest/backoffice/audit/verify/ */
export const AuditVerifyResponseSchema = ok({
  data: z.object({
    ok: z.boolean(),
    checked: z.number().int(),
    firstBadId: z.number().int().optional(),
    reason: z.string().optional(),
  }),
});
