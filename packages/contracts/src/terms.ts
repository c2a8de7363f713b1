import { z } from 'zod';
import { ok } from './api.ts';
import { rowId } from './primitives.ts';

/** The documents every player accepts (the latest version of each key). */
export const TERMS_KEYS = ['terms', 'privacy', 'sweepstakes-rules'] as const;

export const TERMS_TEXTS = {
  idsRequired: 'Choose at least one document.',
  notCurrent:
    'These documents are not the ones waiting for you. Reload the page to see the current versions.',
  alreadyAccepted: 'You have already accepted these documents.',
} as const;

/** What app init carries: enough to freeze the page and skip the freeze on a document's own page. */
export const TermsRequirementSchema = z.object({ id: z.number().int(), key: z.string() });
export type TermsRequirement = z.infer<typeof TermsRequirementSchema>;

export const TermsDocumentSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  url: z.string(),
  version: z.number().int(),
});
export type TermsDocument = z.infer<typeof TermsDocumentSchema>;

/** GET /rest/terms/unconfirmed/: the current documents this player has not accepted yet. */
export const UnconfirmedTermsSchema = ok({
  data: z.array(TermsDocumentSchema),
});
export type UnconfirmedTerms = z.infer<typeof UnconfirmedTermsSchema>;

/** POST /rest/terms/log/ and /rest/terms/confirm/. */
export const TermsIdsRequestSchema = z.object({
  ids: z
    .array(rowId('Choose the documents shown.'), { error: TERMS_TEXTS.idsRequired })
    .min(1, TERMS_TEXTS.idsRequired)
    .max(20, 'Give at most 20 documents at once'),
});
export type TermsIdsRequest = z.infer<typeof TermsIdsRequestSchema>;

/** POST /rest/ops/terms/publish/: an operator publishes a new version of a document. */
export const PublishTermsRequestSchema = z.object({
  key: z
    .string({ error: 'Give the document key, e.g. terms' })
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'The key is lowercase words joined by dashes, e.g. sweepstakes-rules',
    )
    .max(64, 'The key is too long'),
  title: z
    .string({ error: 'Give the document title' })
    .trim()
    .min(1, 'Give the document title')
    .max(200, 'The title is too long'),
  url: z
    .string({ error: 'Give the document address, e.g. /page/terms' })
    .max(500, 'The address is too long')
    .refine(
      (value) => (value.startsWith('/') && !value.startsWith('//')) || value.startsWith('https://'),
      'The address must be a site path such as /page/terms or an https:// link',
    ),
});
export type PublishTermsRequest = z.infer<typeof PublishTermsRequestSchema>;

export const PublishTermsSchema = ok({ data: TermsDocumentSchema });
