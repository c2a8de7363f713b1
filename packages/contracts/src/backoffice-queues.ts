import { z } from 'zod';
import { ok } from './api.ts';
import {
  BACKOFFICE_BASE,
  BackofficeListQuerySchema,
  backofficePageSchema,
  BackofficePersonSchema,
} from './backoffice.ts';
import { PaymentStatusSchema } from './cashier.ts';
import { inTimeRange, rowIdParam } from './primitives.ts';
import { DocumentReviewStatusSchema, DocumentStatusSchema, IdentityDocumentSchema } from './documents.ts';
import { FeatureKeySchema, FeatureSettingsSchema, FeatureSettingsUpdateSchema } from './engagement.ts';
import { RedeemRequestViewSchema, RedeemStatusSchema } from './redeem.ts';
import { BRAND_KEYS } from './values/brands.ts';

/**
 * The back-office's work queues (issue #16): identity documents, redeem requests, payments and the
 * engagement features. Every list takes `BackofficeListQuerySchema` (page, sort, search, CSV) plus its own
 * filters; every decision is audited (`document.review`, `redeem.approve|reject`, `feature.update`).
 */

/** A filter left empty in a form (`?status=`) is no filter. */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const sortOf = <const T extends readonly [string, ...string[]]>(columns: T) =>
  optional(z.enum(columns, { error: `Sort by one of: ${columns.join(', ')}.` }));

export const BACKOFFICE_QUEUE_PATHS = {
  documents: `${BACKOFFICE_BASE}/documents/`,
  documentFile: `${BACKOFFICE_BASE}/documents/:id/file/`,
  documentReview: `${BACKOFFICE_BASE}/documents/:id/review/`,
  redeems: `${BACKOFFICE_BASE}/redeems/`,
  redeemApprove: `${BACKOFFICE_BASE}/redeems/:id/approve/`,
  redeemReject: `${BACKOFFICE_BASE}/redeems/:id/reject/`,
  redeemStep: `${BACKOFFICE_BASE}/redeems/:id/step/`,
  payments: `${BACKOFFICE_BASE}/payments/`,
  payment: `${BACKOFFICE_BASE}/payments/:id/`,
  features: `${BACKOFFICE_BASE}/features/`,
  feature: `${BACKOFFICE_BASE}/features/:brand/:key/`,
  /** A feature's content versions (issue #32; feature-content.ts holds their schemas). */
  featureContent: `${BACKOFFICE_BASE}/features/:brand/:key/content/`,
  featureContentVersion: `${BACKOFFICE_BASE}/features/:brand/:key/content/:id/`,
  featureContentPublish: `${BACKOFFICE_BASE}/features/:brand/:key/content/:id/publish/`,
  featureContentCancel: `${BACKOFFICE_BASE}/features/:brand/:key/content/:id/cancel/`,
  identityReviews: `${BACKOFFICE_BASE}/identity-reviews/`,
  identityReviewDecide: `${BACKOFFICE_BASE}/identity-reviews/:id/decide/`,
} as const;

/** A path with its `:params` filled in (ids encoded). */
export const backofficePath = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

// ── Identity documents (documents.read / documents.review) ──────────────────────────────────────────

export const BO_DOCUMENT_SORTS = ['createdAt', 'status', 'email', 'size', 'reviewedAt'] as const;

/** GET /rest/backoffice/documents/ — without a sort: waiting ones first, oldest first. `q`: email or login. */
export const BoDocumentsQuerySchema = BackofficeListQuerySchema.extend({
  status: optional(DocumentStatusSchema),
  sort: sortOf(BO_DOCUMENT_SORTS),
});
export type BoDocumentsQuery = z.infer<typeof BoDocumentsQuerySchema>;

export const BoDocumentRowSchema = IdentityDocumentSchema.extend({
  playerId: z.string(),
  login: z.string(),
  email: z.string().nullable(),
});
export type BoDocumentRow = z.infer<typeof BoDocumentRowSchema>;
export const BoDocumentsPageSchema = backofficePageSchema(BoDocumentRowSchema);

export const BoDocumentParamsSchema = z.object({ id: z.uuid({ error: 'The document id is not valid.' }) });

/** POST /rest/backoffice/documents/:id/review/ — a rejection says why (the player reads the note). */
export const BoDocumentReviewRequestSchema = z
  .strictObject({
    status: DocumentReviewStatusSchema,
    note: z.string().trim().max(500, 'Keep the note under 500 characters.').optional(),
  })
  .refine((body) => body.status !== 'rejected' || Boolean(body.note), {
    message: 'Write a note for the player saying why the document is rejected.',
    path: ['note'],
  });
export type BoDocumentReviewRequest = z.infer<typeof BoDocumentReviewRequestSchema>;
export const BoDocumentReviewResponseSchema = ok({
  data: BoDocumentRowSchema,
});

// ── Redeem requests (redeems.read / redeems.review) ─────────────────────────────────────────────────

export const BO_REDEEM_SORTS = ['createdAt', 'amount', 'status', 'email', 'decidedAt'] as const;

/** GET /rest/backoffice/redeems/ — without a sort: pending first, oldest first. `q`: email or login. */
export const BoRedeemsQuerySchema = BackofficeListQuerySchema.extend({
  status: optional(RedeemStatusSchema),
  sort: sortOf(BO_REDEEM_SORTS),
});
export type BoRedeemsQuery = z.infer<typeof BoRedeemsQuerySchema>;

export const BoRedeemRowSchema = RedeemRequestViewSchema.extend({
  playerId: z.string(),
  login: z.string(),
  email: z.string().nullable(),
});
export type BoRedeemRow = z.infer<typeof BoRedeemRowSchema>;
export const BoRedeemsPageSchema = backofficePageSchema(BoRedeemRowSchema);

export const BoRedeemParamsSchema = z.object({
  id: z.uuid({ error: 'The redeem request id is not valid.' }),
});
/** POST …/approve/ takes no fields (an empty object or no body). */
export const BoRedeemApproveRequestSchema = z.strictObject({}).optional();
/** POST …/reject/ — the player reads the note. */
export const BoRedeemRejectRequestSchema = z.strictObject({
  note: z
    .string({ error: 'Write a note for the player saying why the request is rejected.' })
    .trim()
    .min(1, 'Write a note for the player saying why the request is rejected.')
    .max(500, 'Keep the note under 500 characters.'),
});
export type BoRedeemRejectRequest = z.infer<typeof BoRedeemRejectRequestSchema>;
export const BoRedeemResponseSchema = ok({ data: BoRedeemRowSchema });

// ── Payments (payments.read) ────────────────────────────────────────────────────────────────────────

export const BO_PAYMENT_SORTS = [
  'createdAt',
  'priceCents',
  'status',
  'email',
  'provider',
  'completedAt',
] as const;

/** A day (`2025-01-31`, UTC) or an exact time with its offset. */
const dayOrTime = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'Use a date (YYYY-MM-DD) or a date and time.',
  })
  .refine(inTimeRange, 'Use a date from the year 1900 to 9999.');

/**
 * GET /rest/backoffice/payments/ — `email` (part of the player's email), `id` (the payment's id or the
 * provider's reference), `status`, `provider`, `from`/`to` (creation time; a day counts whole, in UTC).
 * `q` searches email and provider reference.
 */
export const BoPaymentsQuerySchema = BackofficeListQuerySchema.extend({
  email: optional(z.string().trim().max(254)),
  id: optional(z.string().trim().max(100)),
  status: optional(PaymentStatusSchema),
  provider: optional(z.string().trim().max(40)),
  from: optional(dayOrTime),
  to: optional(dayOrTime),
  sort: sortOf(BO_PAYMENT_SORTS),
}).refine((q) => !q.from || !q.to || q.from.slice(0, 10) <= q.to.slice(0, 10), {
  message: 'The end of the date range must come after its start.',
  path: ['to'],
});
export type BoPaymentsQuery = z.infer<typeof BoPaymentsQuerySchema>;

export const BoPaymentRowSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  email: z.string().nullable(),
  login: z.string(),
  status: PaymentStatusSchema,
  provider: z.string(),
  providerRef: z.string().nullable(),
  methodId: z.string(),
  methodType: z.string(),
  offerType: z.string(),
  presetId: z.number().int(),
  /** US cents. */
  priceCents: z.number().int(),
  coins: z.number().int(),
  /** Player-facing entries. */
  entries: z.number(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type BoPaymentRow = z.infer<typeof BoPaymentRowSchema>;
export const BoPaymentsPageSchema = backofficePageSchema(BoPaymentRowSchema);

export const BoPaymentParamsSchema = z.object({ id: z.uuid({ error: 'The payment id is not valid.' }) });

/** One notification the provider sent about the payment, as received (signature already checked). */
export const BoPaymentEventSchema = z.object({
  eventId: z.string(),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
  receivedAt: z.string(),
});
/** The sandbox provider's own record of the charge (its books), when the payment went through it. */
export const BoProviderChargeSchema = z.object({
  ref: z.string(),
  status: z.string(),
  scenario: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  cardLast4: z.string().nullable(),
  declineCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const BoPaymentDetailSchema = BoPaymentRowSchema.extend({
  challengeUrl: z.string().nullable(),
  location: z.string().nullable(),
  updatedAt: z.string(),
  events: z.array(BoPaymentEventSchema),
  providerCharge: BoProviderChargeSchema.nullable(),
});
export type BoPaymentDetail = z.infer<typeof BoPaymentDetailSchema>;
export const BoPaymentDetailResponseSchema = ok({
  data: BoPaymentDetailSchema,
});

// ── Engagement features (features.read / features.manage) ────────────────────────────────────────────

export const BO_FEATURE_SORTS = ['priority', 'key', 'brand', 'enabled', 'updatedAt'] as const;
const BrandSchema = z.enum(BRAND_KEYS, { error: 'Unknown brand.' });

/** GET /rest/backoffice/features/ — one brand's rows (or every brand's), by priority unless sorted. `q`: key. */
export const BoFeaturesQuerySchema = BackofficeListQuerySchema.extend({
  brand: optional(BrandSchema),
  sort: sortOf(BO_FEATURE_SORTS),
});
export type BoFeaturesQuery = z.infer<typeof BoFeaturesQuerySchema>;

export const BoFeatureRowSchema = z.object({
  brand: z.string(),
  key: FeatureKeySchema,
  enabled: z.boolean(),
  /** Enabled and within its schedule now (the players see it). */
  live: z.boolean(),
  priority: z.number().int(),
  startsAt: z.string().nullable(),
  finishesAt: z.string().nullable(),
  resetHour: z.number().int(),
  timeZone: z.string(),
  updatedAt: z.string(),
});
export type BoFeatureRow = z.infer<typeof BoFeatureRowSchema>;
export const BoFeaturesPageSchema = backofficePageSchema(BoFeatureRowSchema);

export const BoFeatureParamsSchema = z.object({ brand: BrandSchema, key: FeatureKeySchema });

export const BoFeatureDetailSchema = FeatureSettingsSchema.extend({
  live: z.boolean(),
  updatedAt: z.string(),
});
export type BoFeatureDetail = z.infer<typeof BoFeatureDetailSchema>;
export const BoFeatureDetailResponseSchema = ok({
  data: BoFeatureDetailSchema,
});

/**
 * PUT /rest/backoffice/features/:brand/:key/ — the fields given change (the config whole). The config is
 * checked by the feature's own schema on the server: a refusal is a 400 whose `errors` are keyed by the
 * field's path (`config.days.0.coins`, `schedule.finishesAt`).
 */
export const BoFeatureUpdateRequestSchema = FeatureSettingsUpdateSchema;

// ── Identity reviews (documents.read / documents.review: the KYC team's work) ──────────────────────

/**
 * A new account that looks like a player on a break (the same name and birth date, another address;
 * docs/player-protection.md): the operator compares the two and decides.
 */
export const IDENTITY_REVIEW_STATUSES = ['pending', 'samePerson', 'dismissed'] as const;
export const IdentityReviewStatusSchema = z.enum(IDENTITY_REVIEW_STATUSES, {
  error: `Choose a status: ${IDENTITY_REVIEW_STATUSES.join(', ')}.`,
});
export const BO_IDENTITY_REVIEW_SORTS = ['createdAt', 'status', 'decidedAt'] as const;

/** GET /rest/backoffice/identity-reviews/ — without a sort: waiting ones first, oldest first. `q`: either email or login. */
export const BoIdentityReviewsQuerySchema = BackofficeListQuerySchema.extend({
  status: optional(IdentityReviewStatusSchema),
  sort: sortOf(BO_IDENTITY_REVIEW_SORTS),
});
export type BoIdentityReviewsQuery = z.infer<typeof BoIdentityReviewsQuerySchema>;

/** One account as the operator compares it. */
export const BoReviewedAccountSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  login: z.string(),
  ...BackofficePersonSchema.shape,
  createdAt: z.string(),
  /** The break in force now: `until` null means until asked or permanent. */
  onBreak: z.object({ kind: z.string(), until: z.string().nullable() }).nullable(),
});
export type BoReviewedAccount = z.infer<typeof BoReviewedAccountSchema>;

export const BoIdentityReviewRowSchema = z.object({
  id: z.number().int(),
  status: IdentityReviewStatusSchema,
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  /** The account that matched (the new one). */
  player: BoReviewedAccountSchema,
  /** The player on a break it looks like. */
  matched: BoReviewedAccountSchema,
});
export type BoIdentityReviewRow = z.infer<typeof BoIdentityReviewRowSchema>;
export const BoIdentityReviewsPageSchema = backofficePageSchema(BoIdentityReviewRowSchema);

export const BoIdentityReviewParamsSchema = z.object({
  id: rowIdParam('The review id is not valid.'),
});

/** POST …/identity-reviews/:id/decide/ — `samePerson` applies the matched player's break to the new account. */
export const BoIdentityReviewDecisionSchema = z.strictObject({
  decision: z.enum(['samePerson', 'dismissed'], {
    error: 'Decide: samePerson (apply the break) or dismissed (different people).',
  }),
});
export type BoIdentityReviewDecision = z.infer<typeof BoIdentityReviewDecisionSchema>;
export const BoIdentityReviewDecisionResponseSchema = ok({
  data: BoIdentityReviewRowSchema,
});
