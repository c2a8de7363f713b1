import { z } from 'zod';
import { ok } from './api.ts';
import { BRAND_KEYS } from './values/brands.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { INT4_MAX, rowId } from './primitives.ts';

/**
 * Progressive jackpots (issue #31, docs/jackpots.md): per brand and mode, Mini/Minor/Major/Grand tiers fed by a
 * share of each eligible in-house bet; each drops at a point drawn and committed (SHA-256) when it was seeded.
 * Amounts are in the ledger's minor unit: whole coins (COIN) and hundredths of an entry (ENTRY, paid as
 * redeemable winnings).
 */
export const JACKPOTS_PATHS = {
  info: '/rest/jackpots/',
  backoffice: '/rest/backoffice/jackpots/',
  forceDrop: '/rest/ops/jackpots/force-drop/',
} as const;

export const JACKPOT_KEYS = ['mini', 'minor', 'major', 'grand'] as const;
export const JackpotKeySchema = z.enum(JACKPOT_KEYS);
export const JackpotModeSchema = z.enum(['COIN', 'ENTRY']);
export type JackpotMode = z.infer<typeof JackpotModeSchema>;

/** The ticker: at most one per brand every `tickerMs`; how long a winner toast shows. */
export const JACKPOT_PUSH = { tickerMs: 2_000, toastMs: 6_000 } as const;

/** The most of a bet one tier may take, in basis points (10%). */
export const MAX_SHARE_BPS = 1_000;
/** A tier's ceiling may be at most this far above its seed (the crypto draw's range). */
export const MAX_DROP_RANGE = 2 ** 47;

const amount = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** What every player sees of a tier: its pot now, its must-drop-by and the commitment of its drop point. */
export const JackpotTierSchema = z.object({
  id: z.number().int().positive(),
  key: JackpotKeySchema,
  currency: JackpotModeSchema,
  title: LocalizedTextSchema,
  amount,
  mustDropBy: amount,
  generation: z.number().int().positive(),
  /** SHA-256 (hex) of `{dropPoint}:{salt}`, published when this generation was seeded. */
  commitment: z.string(),
});
export type JackpotTier = z.infer<typeof JackpotTierSchema>;

/** A past drop with its revealed drop point and salt: hash them and compare with `commitment`. */
export const JackpotDropSchema = z.object({
  tierId: z.number().int().positive(),
  key: JackpotKeySchema,
  currency: JackpotModeSchema,
  generation: z.number().int().positive(),
  amount,
  dropPoint: amount,
  salt: z.string(),
  commitment: z.string(),
  gameId: z.string(),
  wonAt: z.string(),
});
export type JackpotDrop = z.infer<typeof JackpotDropSchema>;

/** A game whose rounds feed (and may win) the brand's jackpots. */
export const JackpotGameSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
});

/** GET /rest/jackpots/: the brand's tiers, its jackpot games (enabled ones) and its latest drops. */
export const JackpotsReplySchema = ok({
  tiers: z.array(JackpotTierSchema),
  games: z.array(JackpotGameSchema),
  drops: z.array(JackpotDropSchema),
});
export type JackpotsReply = z.infer<typeof JackpotsReplySchema>;

/** Pushes to a brand's pages: the pots now (throttled), and a tier won. */
export const JackpotTickerDataSchema = z.object({
  brand: z.string(),
  tiers: z.array(
    z.object({ id: z.number().int(), key: JackpotKeySchema, currency: JackpotModeSchema, amount }),
  ),
});
export const JackpotWonDataSchema = z.object({
  brand: z.string(),
  tierId: z.number().int(),
  key: JackpotKeySchema,
  currency: JackpotModeSchema,
  generation: z.number().int(),
  amount,
  /** The catalogue slug of the game it dropped on. */
  gameId: z.string(),
});
export type JackpotWonData = z.infer<typeof JackpotWonDataSchema>;

/** One tier's settings in the back-office (seed and ceiling apply from its next seeding). */
export const JackpotTierSettingsSchema = z
  .strictObject({
    id: rowId('Give the id of the tier.'),
    seedAmount: z
      .number()
      .int('The seed is a whole amount above 0.')
      .positive('The seed is a whole amount above 0.')
      .max(INT4_MAX, 'The seed is at most 2,147,483,647.'),
    ceiling: z
      .number()
      .int('The ceiling is a whole amount.')
      .positive('The ceiling is a whole amount.')
      .max(INT4_MAX, 'The ceiling is at most 2,147,483,647.'),
    shareBps: z
      .number()
      .int('The share is a whole number of basis points.')
      .min(0)
      .max(MAX_SHARE_BPS, 'A tier takes at most 10% (1,000 basis points) of a bet.'),
  })
  .refine((t) => t.ceiling > t.seedAmount, {
    message: 'The must-drop-by ceiling must be above the seed amount.',
    path: ['ceiling'],
  })
  .refine((t) => t.ceiling - t.seedAmount <= MAX_DROP_RANGE, {
    message: 'The ceiling is too far above the seed.',
    path: ['ceiling'],
  });

/** PUT /rest/backoffice/jackpots/?brand=: a brand's tiers and eligible games, saved together. */
export const JackpotSettingsSchema = z
  .strictObject({
    tiers: z.array(JackpotTierSettingsSchema).min(1).max(16),
    gameIds: z.array(rowId('Give the id of a game.')).max(1_000),
  })
  .refine((s) => new Set(s.tiers.map((t) => t.id)).size === s.tiers.length, {
    message: 'Each tier appears once.',
    path: ['tiers'],
  });
export type JackpotSettings = z.infer<typeof JackpotSettingsSchema>;

export const JackpotBrandQuerySchema = z.strictObject({ brand: z.enum(BRAND_KEYS) });

/** A tier as operators see it: its settings and pot (the drop point stays secret until the drop). */
export const BackofficeJackpotTierSchema = JackpotTierSchema.extend({
  seedAmount: amount,
  ceiling: amount,
  shareBps: z.number().int(),
});
export const BackofficeJackpotsReplySchema = ok({
  brand: z.string(),
  tiers: z.array(BackofficeJackpotTierSchema),
  gameIds: z.array(z.number().int().positive()),
});
export type BackofficeJackpotsReply = z.infer<typeof BackofficeJackpotsReplySchema>;

/**
 * Test control (CLOCK_CONTROL=1 only): recommit a tier with its drop point `above` units over its pot now, so
 * the next eligible bet whose share reaches it wins. Never on a public deployment.
 */
export const ForceJackpotDropSchema = z.strictObject({
  brand: z.enum(BRAND_KEYS),
  currency: JackpotModeSchema,
  key: JackpotKeySchema,
  above: z.number().int().min(1).max(1_000_000).default(1),
});
export type ForceJackpotDrop = z.infer<typeof ForceJackpotDropSchema>;
export const ForceJackpotDropReplySchema = ok({ tier: JackpotTierSchema });
