import { z } from 'zod';
import { ok } from './api.ts';
import { BACKOFFICE_BASE, BackofficeListQuerySchema, backofficePageSchema } from './backoffice.ts';

/**
 * Free entry by mail (issue #18, docs/free-entry-and-state-rules.md): the "alternative method of entry"
 * that keeps the sweepstakes free. A player asks for a request code (one pending at a time), writes it on
 * a hand-written request mailed to the brand's address; an operator enters the code in the back-office
 * and the player is credited Entries through the wallet ledger, once per code, within a yearly cap.
 */

export const FREE_ENTRY_PATHS = {
  /** GET (public): the brand's terms, for the rules page. */
  terms: '/rest/free-entry/terms/',
  /** GET (player): terms, the pending code and this year's credited entries. */
  info: '/rest/free-entry/',
  /** POST (player): a code, or the pending one again. */
  request: '/rest/free-entry/request/',
  /** GET (free-entry.read): every request, filters + CSV. */
  boList: `${BACKOFFICE_BASE}/free-entry/`,
  /** POST (free-entry.enter): a received request by its code. */
  boEnter: `${BACKOFFICE_BASE}/free-entry/enter/`,
} as const;

export const FREE_ENTRY_STATUSES = ['pending', 'credited', 'capped'] as const;
export const FreeEntryStatusSchema = z.enum(FREE_ENTRY_STATUSES);
export type FreeEntryStatus = z.infer<typeof FreeEntryStatusSchema>;

/** Codes are 10 characters of an alphabet without look-alikes (no 0/O, 1/I/L), written as XXXXX-XXXXX. */
export const FREE_ENTRY_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const FREE_ENTRY_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/;

/** A brand's mail-in terms (data: table free_entry_terms). */
export const FreeEntryTermsSchema = z.object({
  /** Entries credited for one request. */
  entriesPerRequest: z.number().int().positive(),
  /** At most this many Entries by mail per player and calendar year (UTC). */
  yearlyCap: z.number().int().positive(),
  /** The postal address, one line per element. */
  address: z.array(z.string()),
});
export type FreeEntryTerms = z.infer<typeof FreeEntryTermsSchema>;

export const FreeEntryTermsReplySchema = ok({ data: FreeEntryTermsSchema });
export type FreeEntryTermsReply = z.infer<typeof FreeEntryTermsReplySchema>;

export const FreeEntryRequestViewSchema = z.object({
  code: z.string(),
  status: FreeEntryStatusSchema,
  createdAt: z.string(),
  creditedAt: z.string().nullable(),
  entries: z.number().int().nonnegative(),
});
export type FreeEntryRequestView = z.infer<typeof FreeEntryRequestViewSchema>;

export const FreeEntryInfoSchema = ok({
  data: z.object({
    terms: FreeEntryTermsSchema,
    pending: FreeEntryRequestViewSchema.nullable(),
    /** Entries credited by mail this calendar year, and how many more the cap allows. */
    creditedThisYear: z.number().int().nonnegative(),
    remainingThisYear: z.number().int().nonnegative(),
    recent: z.array(FreeEntryRequestViewSchema),
  }),
});
export type FreeEntryInfo = z.infer<typeof FreeEntryInfoSchema>;

export const FreeEntryRequestReplySchema = ok({
  data: FreeEntryRequestViewSchema,
});
export type FreeEntryRequestReply = z.infer<typeof FreeEntryRequestReplySchema>;

// ── Back-office ──────────────────────────────────────────────────────────────────────────────────────

/** POST /rest/backoffice/free-entry/enter/ — the code as written on the envelope (case and spaces ignored). */
export const BoFreeEntryEnterSchema = z.object({
  code: z.preprocess(
    (value) => (typeof value === 'string' ? value.toUpperCase().replace(/\s+/g, '') : value),
    z
      .string({ error: 'Enter the request code.' })
      .min(1, 'Enter the request code.')
      .regex(FREE_ENTRY_CODE_PATTERN, 'A request code looks like AB2CD-EF3GH.'),
  ),
});
export type BoFreeEntryEnter = z.input<typeof BoFreeEntryEnterSchema>;

export const BoFreeEntryRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: FreeEntryStatusSchema,
  brand: z.string(),
  playerId: z.string(),
  login: z.string(),
  email: z.string().nullable(),
  entries: z.number().int().nonnegative(),
  createdAt: z.string(),
  creditedAt: z.string().nullable(),
  creditedBy: z.string().nullable(),
});
export type BoFreeEntryRow = z.infer<typeof BoFreeEntryRowSchema>;

export const BO_FREE_ENTRY_SORTS = ['createdAt', 'creditedAt', 'status', 'code'] as const;
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
export const BoFreeEntryQuerySchema = BackofficeListQuerySchema.extend({
  status: optional(FreeEntryStatusSchema),
  sort: optional(
    z.enum(BO_FREE_ENTRY_SORTS, { error: `Sort by one of: ${BO_FREE_ENTRY_SORTS.join(', ')}.` }),
  ),
});
export type BoFreeEntryQuery = z.infer<typeof BoFreeEntryQuerySchema>;
export const BoFreeEntryPageSchema = backofficePageSchema(BoFreeEntryRowSchema);

export const BoFreeEntryEnterReplySchema = ok({
  data: z.object({
    row: BoFreeEntryRowSchema,
    /** False when the code had already been entered: nothing was credited this time. */
    credited: z.boolean(),
  }),
});
export type BoFreeEntryEnterReply = z.infer<typeof BoFreeEntryEnterReplySchema>;
