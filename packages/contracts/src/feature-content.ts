import { z } from 'zod';
import { ok } from './api.ts';
import { BACKOFFICE_QUEUE_PATHS, BoFeatureParamsSchema } from './backoffice-queues.ts';
import { inTimeRange, rowIdParam } from './primitives.ts';

/**
 * Feature content versions (issue #32, docs/live-operations.md): a brand's feature config written as a
 * version — draft → scheduled → live → finished, or cancelled — checked by the feature module's own
 * `configSchema`, published for an instant that never falls inside a running period of a live feature, and
 * applied to the feature's row by the `feature-content` job (or at once by the publish). No feature is named
 * here: the form is the config schema's JSON Schema.
 */

export const FEATURE_CONTENT_STATES = ['draft', 'scheduled', 'live', 'finished', 'cancelled'] as const;
export const FeatureContentStateSchema = z.enum(FEATURE_CONTENT_STATES);
export type FeatureContentState = z.infer<typeof FeatureContentStateSchema>;

/** The states whose version may still change (edited, published again, cancelled). */
export const FEATURE_CONTENT_EDITABLE_STATES = [
  'draft',
  'scheduled',
] as const satisfies readonly FeatureContentState[];

export const FEATURE_CONTENT_PATHS = {
  list: BACKOFFICE_QUEUE_PATHS.featureContent,
  version: BACKOFFICE_QUEUE_PATHS.featureContentVersion,
  publish: BACKOFFICE_QUEUE_PATHS.featureContentPublish,
  cancel: BACKOFFICE_QUEUE_PATHS.featureContentCancel,
} as const;

/** A version of one brand's feature config. Times are ISO strings. */
export const FeatureContentVersionSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  key: z.string(),
  state: FeatureContentStateSchema,
  config: z.record(z.string(), z.unknown()),
  /** When it takes (or took) effect; null while a draft. */
  effectiveFrom: z.string().nullable(),
  /** When the job (or the publish) applied it to the feature; null until then. */
  appliedAt: z.string().nullable(),
  note: z.string(),
  /** The operator's email. */
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FeatureContentVersion = z.infer<typeof FeatureContentVersionSchema>;

export const FeatureContentParamsSchema = BoFeatureParamsSchema;
export type FeatureContentParams = z.infer<typeof FeatureContentParamsSchema>;
export const FeatureContentVersionParamsSchema = BoFeatureParamsSchema.extend({
  id: rowIdParam('The version id is not valid.'),
});
export type FeatureContentVersionParams = z.infer<typeof FeatureContentVersionParamsSchema>;

const configField = z.record(z.string(), z.unknown(), {
  error: 'Give the config as an object of the feature’s fields.',
});
const noteField = z
  .string({ error: 'The note is text.' })
  .trim()
  .max(200, 'Keep the note under 200 characters.');

/** POST …/content/ — a new draft (400 with `errors` keyed by `config.<path>` when the config is not valid). */
export const FeatureContentCreateRequestSchema = z.strictObject({
  config: configField,
  note: noteField.optional(),
});
export type FeatureContentCreateRequest = z.infer<typeof FeatureContentCreateRequestSchema>;

/** PATCH …/content/:id/ — a draft or scheduled version's fields given change (the config whole). */
export const FeatureContentUpdateRequestSchema = z.strictObject({
  config: configField.optional(),
  note: noteField.optional(),
});
export type FeatureContentUpdateRequest = z.infer<typeof FeatureContentUpdateRequestSchema>;

/**
 * POST …/content/:id/publish/ — `effectiveFrom` null (or left out) means the earliest instant allowed:
 * the start of the feature's next period when it is live now, now when it is not.
 */
export const FeatureContentPublishRequestSchema = z.strictObject({
  effectiveFrom: z
    .string({ error: 'Give the time it takes effect as an ISO date-time, e.g. 2026-12-05T00:00:00Z.' })
    .datetime({
      offset: true,
      error: 'Give the time it takes effect as an ISO date-time, e.g. 2026-12-05T00:00:00Z.',
    })
    .refine(inTimeRange, 'Use a time from the year 1900 to 9999.')
    .nullable()
    .default(null),
});
export type FeatureContentPublishRequest = z.input<typeof FeatureContentPublishRequestSchema>;

/** POST …/content/:id/cancel/ takes no fields (an empty object or no body). */
export const FeatureContentCancelRequestSchema = z.strictObject({}).optional();

/** GET …/content/ — the versions (newest first), what is live now and what a change may do. */
export const FeatureContentListResponseSchema = ok({
  versions: z.array(FeatureContentVersionSchema),
  /** The config in effect; `since` is when it took effect (the feature row's last change before any version). */
  live: z.object({ config: z.record(z.string(), z.unknown()), since: z.string().nullable() }),
  /** The earliest `effectiveFrom` a publish may ask for now. */
  earliestChange: z.string(),
  /** The feature's time zone (its period's), for showing times. */
  timeZone: z.string(),
  /** The config's JSON Schema (input side), titles and descriptions from the contracts' `.meta()`. */
  form: z.record(z.string(), z.unknown()),
});
export type FeatureContentList = z.infer<typeof FeatureContentListResponseSchema>;

/** Every write answers the version as it now is. */
export const FeatureContentVersionResponseSchema = ok({ version: FeatureContentVersionSchema });
export type FeatureContentVersionResponse = z.infer<typeof FeatureContentVersionResponseSchema>;
