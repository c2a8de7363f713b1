import { z } from 'zod';
import { pushSchema } from './push-schema.ts';
import { promotionBase } from './promotion-card.ts';
import { ok } from './api.ts';
import { PromoOfferPresetSchema } from './cashier.ts';

/**
 * The piggy bank (spec: money box, §3 and §4; docs/engagement.md, "Piggy bank"). A share of every coin bet
 * on the listed games is saved in the player's bank, up to `maxAmount`; the player breaks it by buying its
 * offer in the cashier once it holds `minAmount` (or is full) and `availableTimeToBreak` has passed.
 */

/** The spec names `inactive` and `full`; `collecting` (below the minimum or waiting) and `ready` are ours. */
export const MONEY_BOX_STATUSES = ['inactive', 'collecting', 'ready', 'full'] as const;
export type MoneyBoxStatus = (typeof MONEY_BOX_STATUSES)[number];

/** The spec's piggy animation: the bank fills over 3,000 ms. */
export const PIGGY_ANIMATION_MS = 3000;

/** The offers catalogue's promotion type of the offer that breaks the bank. */
export const PIGGY_BANK_PROMOTION_TYPE = 'piggyBank' as const;

const coins = z.number().int().nonnegative().max(1_000_000_000);

/** The money box's config per brand (checked by core when an operator saves it). */
export const MoneyBoxConfigSchema = z
  .object({
    /** Percent of each coin bet saved (whole coins, rounded down). */
    sharePercent: z.number().int().min(1).max(100),
    /** The bank can be broken from this many coins. */
    minAmount: coins.min(1),
    /** The bank holds at most this many coins: it is full. */
    maxAmount: coins.min(1),
    /** Game slugs whose bets save; empty: every game. */
    games: z.array(z.string().trim().min(1).max(64)).max(50),
    /** Hours after a break before the next one (0: none). */
    breakCooldownHours: z.number().int().min(0).max(720),
  })
  .refine((c) => c.minAmount <= c.maxAmount, {
    message: 'The minimum must not be above the maximum.',
    path: ['minAmount'],
  });
export type MoneyBoxConfig = z.infer<typeof MoneyBoxConfigSchema>;

export const MoneyBoxGameSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Where it is played: the lobby with the game open. */
  link: z.string(),
});
export type MoneyBoxGame = z.infer<typeof MoneyBoxGameSchema>;

/** GET /rest/money-box/info/ (signed-in players). Amounts are whole coins. */
export const MoneyBoxInfoSchema = z.object({
  status: z.enum(MONEY_BOX_STATUSES),
  moneyBoxAmount: z.number().int().nonnegative(),
  minAmount: z.number().int().nonnegative(),
  maxAmount: z.number().int().nonnegative(),
  /** ISO time from which the bank may be broken (after the previous break's cooldown), or null: no wait. */
  availableTimeToBreak: z.string().nullable(),
  /** The bank can be broken now: it holds the minimum (or is full) and the wait is over. */
  canBreak: z.boolean(),
  sharePercent: z.number().int(),
  /** The games whose bets save; empty: every game. */
  games: z.array(MoneyBoxGameSchema),
  /** The offers that break the bank (bought in the cashier). */
  promoOffersPresets: z.array(PromoOfferPresetSchema),
  /** Banks broken so far. */
  breaks: z.number().int().nonnegative(),
});
export type MoneyBoxInfo = z.infer<typeof MoneyBoxInfoSchema>;

export const MoneyBoxInfoResponseSchema = ok({ data: MoneyBoxInfoSchema });
export type MoneyBoxInfoResponse = z.infer<typeof MoneyBoxInfoResponseSchema>;

/** What a `moneyBox topUp|collectUp` push carries: the new amount and what this bet added. */
export const MoneyBoxTopUpSchema = z.object({
  moneyBoxAmount: z.number().int().nonnegative(),
  added: z.number().int().nonnegative(),
  status: z.enum(MONEY_BOX_STATUSES),
});
/** What a `moneyBox break` push carries: the coins paid and the bank's number. */
export const MoneyBoxBreakSchema = z.object({
  moneyBoxAmount: z.literal(0),
  coins: z.number().int().nonnegative(),
  breakNo: z.number().int().positive(),
});
export type MoneyBoxBreak = z.infer<typeof MoneyBoxBreakSchema>;

/** Why a piggy-bank offer cannot be bought now (start of a deposit). */
export const MONEY_BOX_TEXTS = {
  notReady: 'Your piggy bank is not ready to break yet. Keep playing and come back.',
} as const;

export const MONEY_BOX_PATHS = { info: '/rest/money-box/info/' } as const;

// Piggy bank (spec §4 money box): a bet saved into the bank (topUp), the saving that filled it up to the
// maximum (collectUp), the bank broken by its offer's purchase (break: the amount starts again at 0).
export const MoneyBoxPushSchema = z.discriminatedUnion('action', [
  pushSchema('moneyBox', 'topUp', MoneyBoxTopUpSchema),
  pushSchema('moneyBox', 'collectUp', MoneyBoxTopUpSchema),
  pushSchema('moneyBox', 'break', MoneyBoxBreakSchema),
]);

// The piggy bank: its amount and whether it can be broken; promoOfferPreset is the offer that breaks it.
export const PiggyBankPromotionSchema = z.object({
  type: z.literal('piggyBank'),
  data: MoneyBoxInfoSchema.pick({
    status: true,
    moneyBoxAmount: true,
    minAmount: true,
    maxAmount: true,
    availableTimeToBreak: true,
    canBreak: true,
  }),
  ...promotionBase,
});
