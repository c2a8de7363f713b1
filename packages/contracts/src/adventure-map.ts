import { z } from 'zod';
import { pushSchema } from './push-schema.ts';
import { ok } from './api.ts';
import { PrizeSchema } from './engagement.ts';
import { PlayPointsSchema } from './play-points.ts';

/** A section of the map: reached at `points` play points (cumulative), its award claimed when chosen. */
export const AdventureMapSectionConfigSchema = z.object({
  points: z.number().int().min(1).max(1_000_000_000),
  award: PrizeSchema,
});

/** The adventure map's config (docs/engagement.md, "Adventure map"). */
export const AdventureMapConfigSchema = z
  .object({
    /** The map's id: a new slug starts every player at the beginning again. */
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,40}$/, 'A map slug is 1 to 40 lowercase letters, digits or dashes.'),
    playPoints: PlayPointsSchema.default({ perCoin: 1, perEntryHundredth: 50 }),
    sections: z.array(AdventureMapSectionConfigSchema).min(2).max(40),
  })
  .refine((c) => c.sections.every((s, i) => i === 0 || s.points > c.sections[i - 1]!.points), {
    message: 'Each section needs more points than the one before.',
    path: ['sections'],
  });
export type AdventureMapConfig = z.infer<typeof AdventureMapConfigSchema>;

export const AdventureMapSectionSchema = z.object({
  /** 1 for the first section after the start. */
  index: z.number().int().positive(),
  /** The section the player stands on (the last one chosen). */
  isCurrent: z.boolean(),
  /** Reached by play: it can be chosen once every earlier section was. */
  isReached: z.boolean(),
  points: z.number().int(),
  award: PrizeSchema,
  isAwardClaimed: z.boolean(),
});

export const AdventureMapSchema = z.object({
  id: z.string(),
  event: z.object({ id: z.string(), isActive: z.boolean(), finishedAt: z.string().nullable() }),
  /** 0 at the start, before any section was chosen. */
  currentIndex: z.number().int().nonnegative(),
  sections: z.array(AdventureMapSectionSchema),
  progressBar: z.object({
    points: z.number().int().nonnegative(),
    /** The points of the next section not reached yet (null once every section is reached). */
    nextPoints: z.number().int().nullable(),
    /** 0–100 toward the next section from the last one reached. */
    percent: z.number().min(0).max(100),
  }),
});
export type AdventureMap = z.infer<typeof AdventureMapSchema>;

/** GET /rest/adventure-map-info/ */
export const AdventureMapInfoResponseSchema = ok({
  data: z.object({
    isActive: z.boolean(),
    mapId: z.string().nullable(),
    finishedAt: z.string().nullable(),
    sectionsCount: z.number().int(),
    /** Sections reached and not claimed yet: the map has something to collect. */
    claimable: z.number().int().nonnegative(),
  }),
});

/** GET /rest/adventure-map/current/ and /rest/adventure-map/{id}/ */
export const AdventureMapResponseSchema = ok({ data: AdventureMapSchema });
export const AdventureMapParamsSchema = z.object({
  id: z.string().trim().min(1).max(40),
});
export const AdventureMapChooseParamsSchema = AdventureMapParamsSchema.extend({
  index: z.coerce
    .number()
    .int()
    .min(1, 'Choose a section of the map.')
    .max(40, 'The map has no such section.'),
});
/** POST /rest/adventure-map/{id}/sections/{index}/choose/ */
export const AdventureMapChooseResponseSchema = ok({
  prize: PrizeSchema,
  data: AdventureMapSchema,
});

export const ADVENTURE_MAP_PATHS = {
  info: '/rest/adventure-map-info/',
  current: '/rest/adventure-map/current/',
  byId: '/rest/adventure-map/:id/',
  choose: '/rest/adventure-map/:id/sections/:index/choose/',
} as const;

export const AdventureMapPushSchema = pushSchema(
  'adventureMap',
  'progress',
  z.object({ points: z.number(), claimable: z.number() }),
);
