import { z } from 'zod';
import { pushSchema } from './push-schema.ts';
import { promotionBase } from './promotion-card.ts';
import { ok } from './api.ts';
import { PrizeSchema } from './engagement.ts';
import { PurchaseTierSchema } from './cashier.ts';
import { ScheduleSchema } from './schedule.ts';

/**
 * The mystery box (engine key `magicBox`, slug `magic-box`; spec §3 `magicBox.isActive`, promotion type
 * `magicBox`, §9 "mystery box max prize 500 entries and 275000 coins"). Boxes are earned by purchases and by
 * coins wagered (rules as data), bought with the mystery box offer, and given once per time-limited event
 * (the magic roulette); a box's content is drawn on the server when it is opened (docs/engagement.md,
 * "Mystery box").
 */

/**
 * The promotion type of the offers that sell mystery boxes: a promo offer of the catalogue whose completed
 * purchase gives its `magicBoxes` boxes (docs/engagement.md, "Mystery box").
 */
export const MAGIC_BOX_PROMOTION_TYPE = 'magicBox' as const;

/** Spec §9: the largest prize a box holds. */
export const MAGIC_BOX_MAX_PRIZE = { entries: 500, coins: 275_000 } as const;

export const MagicBoxPrizeSchema = PrizeSchema.pick({ coins: true, entries: true }).refine(
  (p) => p.coins <= MAGIC_BOX_MAX_PRIZE.coins && p.entries <= MAGIC_BOX_MAX_PRIZE.entries,
  { message: 'A mystery box holds at most 500 entries and 275,000 coins.' },
);
export type MagicBoxPrize = z.infer<typeof MagicBoxPrizeSchema>;

export const WeightedMagicBoxPrizeSchema = z.object({
  prize: MagicBoxPrizeSchema,
  weight: z.number().int().positive().max(1_000_000),
});

/**
 * An event stored before the schedule model (`startsAt`/`finishesAt`, ISO) as the one occurrence it was, in
 * UTC: rows written then keep showing what they showed.
 */
function fromDatedEvent(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || 'schedule' in value) return value;
  const { startsAt, finishesAt, ...rest } = value as { startsAt?: unknown; finishesAt?: unknown };
  if (typeof startsAt !== 'string' || typeof finishesAt !== 'string') return value;
  const start = Date.parse(startsAt);
  const minutes = Math.round((Date.parse(finishesAt) - start) / 60_000);
  if (Number.isNaN(start) || !(minutes > 0)) return value;
  return {
    ...rest,
    schedule: {
      start: new Date(start).toISOString().slice(0, 16),
      timeZone: 'UTC',
      rrule: null,
      duration: `PT${minutes}M`,
      until: null,
    },
  };
}

/**
 * An event (the magic roulette) on the schedule model (docs/live-operations.md): during each occurrence of
 * its `schedule`, boxes opened draw from its prizes and each player gets its gift boxes once.
 */
export const MagicBoxEventSchema = z.preprocess(
  fromDatedEvent,
  z.object({
    slug: z.string().trim().min(1).max(64),
    /** When it runs: one occurrence (`rrule` null) or a recurrence. */
    schedule: ScheduleSchema,
    prizes: z.array(WeightedMagicBoxPrizeSchema).min(2).max(24),
    /** Boxes every player of the brand gets once per occurrence (they expire with it). */
    giftBoxes: z.number().int().min(0).max(5),
  }),
);
export type MagicBoxEvent = z.infer<typeof MagicBoxEventSchema>;

export const MagicBoxConfigSchema = z.object({
  prizes: z.array(WeightedMagicBoxPrizeSchema).min(2).max(24),
  /** Boxes a purchase earns (the highest tier reached counts). */
  purchase: z.array(PurchaseTierSchema).max(10),
  /** One box per this many coins wagered in coin rounds (free rounds bet nothing); null: play earns none. */
  coinsWageredPerBox: z.number().int().min(100).max(1_000_000_000).nullable(),
  /** A box earned by purchase or play can be opened for this long. */
  lifetimeSeconds: z
    .number()
    .int()
    .min(3600)
    .max(365 * 24 * 3600),
  events: z.array(MagicBoxEventSchema).max(20),
});
export type MagicBoxConfig = z.infer<typeof MagicBoxConfigSchema>;

export const MAGIC_BOX_SOURCES = ['purchase', 'play', 'event'] as const;

export const MagicBoxItemSchema = z.object({
  id: z.string(),
  source: z.enum(MAGIC_BOX_SOURCES),
  earnedAt: z.string(),
  expiresAt: z.string(),
});

export const MagicBoxEventStateSchema = z.object({
  slug: z.string(),
  startsAt: z.string(),
  finishesAt: z.string(),
  /** Running now (else it is the next one). */
  isActive: z.boolean(),
});

export const MagicBoxSchema = z.object({
  isActive: z.boolean(),
  /** Unopened boxes, the soonest to expire first. */
  boxes: z.array(MagicBoxItemSchema),
  /** What a box may hold now (the running event's prizes during an event), largest first. */
  prizes: z.array(PrizeSchema.pick({ coins: true, entries: true })),
  maxPrize: z.object({ entries: z.number(), coins: z.number() }),
  /** Coins wagered toward the next box, or null when play earns no boxes. */
  play: z.object({ wagered: z.number().int().nonnegative(), perBox: z.number().int().positive() }).nullable(),
  /** The running event, else the next one, else null. */
  event: MagicBoxEventStateSchema.nullable(),
  finishedAt: z.string().nullable(),
});
export type MagicBox = z.infer<typeof MagicBoxSchema>;

export const MAGIC_BOX_PATH = '/rest/magic-box/';
export const MAGIC_BOX_OPEN_PATH = '/rest/magic-box/open/';

export const MagicBoxResponseSchema = ok({ data: MagicBoxSchema });
export type MagicBoxResponse = z.infer<typeof MagicBoxResponseSchema>;

/** POST /rest/magic-box/open/ {id?}: opens that box, or the one expiring soonest. */
export const MagicBoxOpenBodySchema = z
  .object({ id: z.uuid({ error: 'Choose a box.' }).optional() })
  .default({});
export const MagicBoxOpenResponseSchema = ok({
  id: z.string(),
  prize: PrizeSchema.pick({ coins: true, entries: true }),
  /** The event whose prizes the box was drawn from, or null. */
  event: z.string().nullable(),
  data: MagicBoxSchema,
});
export type MagicBoxOpenResponse = z.infer<typeof MagicBoxOpenResponseSchema>;

export const MAGIC_BOX_REFUSALS = {
  noBox: { code: 'no_box', text: 'You have no mystery box to open.' },
  expired: { code: 'box_expired', text: 'This mystery box has expired.' },
} as const;

// Mystery box: boxes earned by a purchase or by play (the client refetches the boxes).
export const MagicBoxPushSchema = pushSchema(
  'magicBox',
  'boxesEarned',
  z.object({ count: z.number().int().positive() }),
);

// The mystery box: the player's unopened boxes and the running (or next) event; prize fields: the max prize.
export const MagicBoxPromotionSchema = z.object({
  type: z.literal('magicBox'),
  data: z.object({ boxes: z.number().int().nonnegative(), event: MagicBoxEventStateSchema.nullable() }),
  ...promotionBase,
});
