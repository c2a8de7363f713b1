import { z } from 'zod';
import { ok } from './api.ts';

/**
 * Countries where the service is offered at all. Every other country is "outside the service area":
 * a rule kept here rather than as one row per country, because the list of where we operate is short
 * and the list of where we do not is the rest of the world. Regions inside these countries are
 * restricted through the restricted_regions table.
 */
export const SERVICE_COUNTRIES = ['US', 'CA'] as const;

/** The sources a block can come from (the spec's block call). */
export const GEO_APPS = ['maxmind', 'cloudflare', 'geo', 'system'] as const;
export type GeoApp = (typeof GEO_APPS)[number];

/** The spec's geo failure reasons, word for word: each reaches the block call. */
export const GEO_FAILURE_REASONS = {
  geolocationNotSupported: 'geolocation API not supported',
  blockedRegion: 'Blocked region',
  apiError: 'API error',
  permissionDenied: 'permission denied',
  positionUnavailable: 'position unavailable',
  timeout: 'timeout',
  unknownError: 'unknown error',
  userDenied: 'user denied',
  permissionsApiError: 'permissions API error',
  permissionsApiNotSupported: 'permissions API not supported',
  navigatorNotAvailable: 'Navigator not available',
} as const;
export type GeoFailureCode = keyof typeof GEO_FAILURE_REASONS;
export type GeoFailureReason = (typeof GEO_FAILURE_REASONS)[GeoFailureCode];

export const GEO_TEXTS = {
  /** assertMayPlaySweepstakes: shown when a game launch or a switch to Entries is refused. */
  sweepstakesBlocked: 'Play with Entries is not available in your region.',
  outsideServiceArea: 'Outside the service area',
} as const;

export const GeoAccessSchema = z.enum(['allowed', 'blocked']);
export type GeoAccess = z.infer<typeof GeoAccessSchema>;
/** What the player row remembers: unknown until a check ran. */
export const GeoAccessStateSchema = z.enum(['unknown', 'allowed', 'blocked']);
export type GeoAccessState = z.infer<typeof GeoAccessStateSchema>;

/** Browser permission states of the Permissions API. */
export const GEO_PERMISSION_STATES = ['granted', 'prompt', 'denied'] as const;
export type GeoPermissionState = (typeof GEO_PERMISSION_STATES)[number];

const coordinate = (name: 'latitude' | 'longitude', limit: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: `Give the ${name} as a number` })
      .min(-limit, `The ${name} must be between -${limit} and ${limit}`)
      .max(limit, `The ${name} must be between -${limit} and ${limit}`),
  );

/** GET /rest/restriction/player/geo/check/?latitude=&longitude= */
export const GeoCheckQuerySchema = z.object({
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
});

/**
 * The answer of both checks. `country` is an ISO code ('US', 'CA', 'FR'), 'outside' when a position
 * is outside the countries the map knows, or null when nothing could be resolved (a private address).
 */
export const GeoDecisionSchema = z.object({
  access: GeoAccessSchema,
  country: z.string().nullable(),
  region: z.string().nullable(),
  reason: z.string().optional(),
});
export type GeoDecision = z.infer<typeof GeoDecisionSchema>;

export const GeoCheckSchema = ok({ data: GeoDecisionSchema });
export type GeoCheck = z.infer<typeof GeoCheckSchema>;

export const RestrictionStateSchema = z.object({
  country: z.string(),
  region: z.string().nullable(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
});
export type RestrictionState = z.infer<typeof RestrictionStateSchema>;

/** GET /rest/restriction/info/: rules in effect today and the announced ones, plus this visitor's state. */
export const RestrictionInfoSchema = ok({
  data: z.object({
    states: z.array(RestrictionStateSchema),
    serviceCountries: z.array(z.string()),
    accessState: GeoAccessStateSchema,
  }),
});
export type RestrictionInfo = z.infer<typeof RestrictionInfoSchema>;

/** A short text of the device details, named in words in its refusals. */
const shortText = (words: string, max = 64) =>
  z.string({ error: `${words} must be text.` }).max(max, `${words} is at most ${max} characters.`);

export const GeoBlockMetaSchema = z
  .object({
    reason: shortText('The reason', 200).optional(),
    isMobile: z.boolean({ error: 'Say whether the device is a phone: true or false.' }).optional(),
    os: shortText('The operating system').optional(),
    browser: shortText('The browser').optional(),
    browserVersion: shortText('The browser version').optional(),
  })
  .strict();
export type GeoBlockMeta = z.infer<typeof GeoBlockMetaSchema>;

/** POST /rest/restriction/player/block/. meta may come as an object or as a JSON string of one. */
export const GeoBlockRequestSchema = z.object({
  apps: z
    .array(z.enum(GEO_APPS, { error: `Each app must be one of: ${GEO_APPS.join(', ')}` }), {
      error: `Give apps, a list of: ${GEO_APPS.join(', ')}`,
    })
    .min(1, `Give at least one app: ${GEO_APPS.join(', ')}`)
    .max(GEO_APPS.length, 'Too many apps'),
  meta: z
    .preprocess((value, ctx) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Send the device details as a JSON object.' });
        return z.NEVER;
      }
    }, GeoBlockMetaSchema)
    .optional(),
});
export type GeoBlockRequest = z.input<typeof GeoBlockRequestSchema>;
