import { z } from 'zod';
import { ok } from './api.ts';

/** The spec's limits: PDF, GIF, JPG and PNG, at most 15 MB. The type is read from the file's bytes. */
export const DOCUMENT_LIMITS = {
  maxBytes: 15 * 1024 * 1024,
  mimes: ['application/pdf', 'image/gif', 'image/jpeg', 'image/png'],
  /** For the file picker only; the server never trusts a name. */
  accept: '.pdf,.gif,.jpg,.jpeg,.png,application/pdf,image/gif,image/jpeg,image/png',
} as const;
export type DocumentMime = (typeof DOCUMENT_LIMITS.mimes)[number];

/** Texts the spec quotes, word for word. */
export const DOCUMENT_TEXTS = {
  rejectedTitle: 'Document rejected',
  rejectedText: 'We accept PDF, GIF, JPG, and PNG files no larger than 15 MB',
  uploaded: 'Document uploaded successfully',
  empty: 'This file is empty. We accept PDF, GIF, JPG, and PNG files no larger than 15 MB',
  noFile: 'Please choose a file to upload.',
  alreadyUploaded: 'You have already uploaded this file. It is listed with its status.',
  notFound: 'There is no document with this id.',
  unreadableImage:
    'This image could not be read. Upload a photo or a scan saved as JPG, PNG or GIF, or a PDF.',
} as const;

/** Document toasts stay 5 s (the spec's document toast time). */
export const DOCUMENT_TOAST_MS = 5000;

/** One document's review state. `duplicateCredentials`: the same file belongs to another account. */
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected', 'duplicateCredentials'] as const;
export const DocumentStatusSchema = z.enum(DOCUMENT_STATUSES);
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>;

/**
 * The player's verification state on the profile page. The spec's values plus `pending` (a document
 * waits for review); `verified` may come from older data and is shown as approved.
 */
export const DocumentConfirmStatusSchema = z.enum([
  'pending',
  'approved',
  'rejected',
  'duplicateCredentials',
  'verified',
]);
export type DocumentConfirmStatus = z.infer<typeof DocumentConfirmStatusSchema>;
/** The spec's display rule: verified is shown as approved. */
export const shownConfirmStatus = (status: DocumentConfirmStatus | null) =>
  status === 'verified' ? 'approved' : status;

export const IdentityDocumentSchema = z.object({
  id: z.string(),
  status: DocumentStatusSchema,
  /** The name the file had on the player's device, for their own list only. */
  originalName: z.string().nullable(),
  mime: z.string(),
  size: z.number().int().nonnegative(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewNote: z.string().nullable(),
});
export type IdentityDocument = z.infer<typeof IdentityDocumentSchema>;

export const DocumentUploadResponseSchema = ok({
  message: z.string(),
  data: IdentityDocumentSchema,
});
export const DocumentListResponseSchema = ok({
  data: z.array(IdentityDocumentSchema),
});

/** GET /rest/page/profile/ */
export const ProfilePageResponseSchema = ok({
  payload: z.object({ documentConfirmStatus: DocumentConfirmStatusSchema.nullable() }),
});
export type ProfilePageResponse = z.infer<typeof ProfilePageResponseSchema>;

export const REVIEW_STATUSES = ['approved', 'rejected', 'duplicateCredentials'] as const;
export const DocumentReviewStatusSchema = z.enum(REVIEW_STATUSES, {
  error: 'Choose a status: approved, rejected or duplicateCredentials.',
});
export type DocumentReviewStatus = z.infer<typeof DocumentReviewStatusSchema>;

/** POST /rest/ops/documents/:id/review/ (operator). */
export const DocumentReviewSchema = z.strictObject({
  status: DocumentReviewStatusSchema,
  note: z.string().trim().max(500, 'Keep the note under 500 characters.').optional(),
});
export const DocumentIdParamsSchema = z.object({
  id: z.uuid({ error: 'The document id is not valid.' }),
});
export const DocumentReviewResponseSchema = ok({
  data: IdentityDocumentSchema,
});

/** Realtime: `playerIdentityVerification` pushes after a review (and on a duplicate found at upload). */
export const IdentityVerificationPushDataSchema = z.object({ documentId: z.string() });

/** GET /rest/ops/documents/ — the operator's review queue. */
export const DocumentOpsListQuerySchema = z.object({
  status: DocumentStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
export const DocumentOpsListResponseSchema = ok({
  data: z.array(
    IdentityDocumentSchema.extend({
      playerId: z.string(),
      login: z.string(),
      email: z.string().nullable(),
      storageKey: z.string(),
    }),
  ),
});
