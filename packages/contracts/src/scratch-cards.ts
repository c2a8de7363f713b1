import { z } from 'zod';
import { pushSchema } from './push-schema.ts';
import { PurchaseTierSchema } from './cashier.ts';
import { ok } from './api.ts';
import { PrizeSchema } from './engagement.ts';

/**
 * Scratch cards (spec §3 "Scratch cards", §7 `GET /rest/scratch-card-lottery/get/`; engine key
 * `scratchCardLottery`, slug `scratch-cards`). A purchase issues cards (tiers by price, data of the
 * feature's config); each card's prize is drawn on the server when it is issued and stays there until
 * the player scratches the card and the reveal call pays it (docs/engagement.md, "Scratch cards").
 */

/** The spec's card statuses: waiting for its activation time, and ready to scratch. */
export const SCRATCH_CARD_STATUSES = ['ready_for_activate', 'available'] as const;
export type ScratchCardStatus = (typeof SCRATCH_CARD_STATUSES)[number];

/** Share of the surface a player scratches before the card reveals itself (the client's rule). */
export const SCRATCH_REVEAL_SHARE = 0.6;

/** A card's prize: coins (whole) and entries (two decimals). */
export const ScratchCardPrizeSchema = PrizeSchema.pick({ coins: true, entries: true });
export type ScratchCardPrize = z.infer<typeof ScratchCardPrizeSchema>;

export const WeightedScratchPrizeSchema = z.object({
  prize: ScratchCardPrizeSchema,
  weight: z.number().int().positive().max(1_000_000),
});

export const ScratchCardLotteryConfigSchema = z.object({
  issue: z.array(PurchaseTierSchema).min(1).max(10),
  /** A card waits this long after it is issued before it can be scratched (its first timer). */
  activationDelaySeconds: z
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 3600),
  /** Once active, a card can be scratched for this long (its second timer). */
  lifetimeSeconds: z
    .number()
    .int()
    .min(3600)
    .max(90 * 24 * 3600),
  prizes: z.array(WeightedScratchPrizeSchema).min(2).max(24),
});
export type ScratchCardLotteryConfig = z.infer<typeof ScratchCardLotteryConfigSchema>;

export const ScratchCardSchema = z.object({
  id: z.string(),
  status: z.enum(SCRATCH_CARD_STATUSES),
  /** Null until the card is scratched: the prize is never sent before the reveal. */
  prize: ScratchCardPrizeSchema.nullable(),
  /** ISO: when `ready_for_activate` turns `available`, or when an `available` card expires. */
  timer: z.string(),
});
export type ScratchCard = z.infer<typeof ScratchCardSchema>;

export const ScratchCardsSchema = z.object({
  isActive: z.boolean(),
  /** Cards not scratched yet and not expired, the soonest timer first. */
  cards: z.array(ScratchCardSchema),
  /** The feature's end (ISO), or null when it runs on. */
  finishedAt: z.string().nullable(),
});
export type ScratchCards = z.infer<typeof ScratchCardsSchema>;

export const SCRATCH_CARDS_PATH = '/rest/scratch-card-lottery/get/';
export const SCRATCH_CARD_REVEAL_PATH = '/rest/scratch-card-lottery/reveal/';

/** GET /rest/scratch-card-lottery/get/ (signed-in players). */
export const ScratchCardsResponseSchema = ok(ScratchCardsSchema.shape);
export type ScratchCardsResponse = z.infer<typeof ScratchCardsResponseSchema>;

/** POST /rest/scratch-card-lottery/reveal/ {id}: the card's prize, paid once (a repeat answers the same). */
export const ScratchCardRevealBodySchema = z.object({
  id: z.uuid({ error: 'Choose a scratch card.' }),
});
export const ScratchCardRevealResponseSchema = ok({
  id: z.string(),
  prize: ScratchCardPrizeSchema,
  data: ScratchCardsSchema,
});
export type ScratchCardRevealResponse = z.infer<typeof ScratchCardRevealResponseSchema>;

/** Refusals of the reveal (409), codes and English texts. */
export const SCRATCH_CARD_REFUSALS = {
  notYetActive: {
    code: 'card_not_active',
    text: 'This card is not ready yet. Scratch it when its timer ends.',
  },
  expired: { code: 'card_expired', text: 'This card has expired.' },
  notFound: { code: 'card_not_found', text: 'This scratch card was not found.' },
} as const;

// Scratch cards: a purchase issued cards (the client refetches the cards).
export const ScratchCardsPushSchema = pushSchema(
  'scratchCardLottery',
  'cardsIssued',
  z.object({ count: z.number().int().positive() }),
);
