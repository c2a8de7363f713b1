import { z } from 'zod';
import { ok } from './api.ts';

/**
 * Fortune investment (spec §3 "Fortune investment: packages, chosen package", §7; docs/engagement.md,
 * "Fortune investment"). A player buys one package with coins and receives its returns over the following
 * days: day d of the plan opens `d × 24 h` after the purchase and is collected by the player.
 */

const coins = z.number().int().nonnegative().max(1_000_000_000);

export const FortunePackageSchema = z.object({
  /** Stable key of the package (`bronze`). */
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,32}$/),
  /** Coins the player pays. */
  priceCoins: coins.min(1),
  /** Coins paid on each day of the plan. */
  dailyCoins: coins,
  /** Entries paid on each day of the plan (two decimals). */
  dailyEntries: z.number().nonnegative().max(1_000_000),
  days: z.number().int().min(1).max(60),
});
export type FortunePackage = z.infer<typeof FortunePackageSchema>;

export const FortuneInvestmentConfigSchema = z
  .object({ packages: z.array(FortunePackageSchema).min(1).max(10) })
  .refine((c) => new Set(c.packages.map((p) => p.id)).size === c.packages.length, {
    message: 'Package ids must be unique.',
    path: ['packages'],
  });
export type FortuneInvestmentConfig = z.infer<typeof FortuneInvestmentConfigSchema>;

/** A package as the player sees it, with what the whole plan returns. */
export const FortunePackageViewSchema = FortunePackageSchema.extend({
  totalCoins: z.number().int().nonnegative(),
  totalEntries: z.number().nonnegative(),
});
export type FortunePackageView = z.infer<typeof FortunePackageViewSchema>;

/** GET /rest/fortune-investment/packages/ */
export const FortunePackagesResponseSchema = ok({
  data: z.object({
    isActive: z.boolean(),
    packages: z.array(FortunePackageViewSchema),
    /** A plan is running: a new package can be chosen once every day of it is collected. */
    canChoose: z.boolean(),
  }),
});
export type FortunePackagesResponse = z.infer<typeof FortunePackagesResponseSchema>;

export const FORTUNE_DAY_STATUSES = ['collected', 'available', 'upcoming'] as const;
export const FortuneDaySchema = z.object({
  day: z.number().int().positive(),
  /** ISO time the day's return opens. */
  availableAt: z.string(),
  status: z.enum(FORTUNE_DAY_STATUSES),
  coins: z.number().int().nonnegative(),
  entries: z.number().nonnegative(),
});
export type FortuneDay = z.infer<typeof FortuneDaySchema>;

export const ChosenPackageSchema = z.object({
  planId: z.number().int().positive(),
  package: FortunePackageViewSchema,
  boughtAt: z.string(),
  days: z.array(FortuneDaySchema),
  /** Returns collected so far and still to come. */
  collectedCoins: z.number().int().nonnegative(),
  collectedEntries: z.number().nonnegative(),
  remainingCoins: z.number().int().nonnegative(),
  remainingEntries: z.number().nonnegative(),
  /** Every day collected: a new package may be chosen. */
  isComplete: z.boolean(),
});
export type ChosenPackage = z.infer<typeof ChosenPackageSchema>;

/** GET /rest/fortune-investment/chosen-package/: the latest plan, or null before the first. */
export const ChosenPackageResponseSchema = ok({
  data: ChosenPackageSchema.nullable(),
});
export type ChosenPackageResponse = z.infer<typeof ChosenPackageResponseSchema>;

/** POST /rest/fortune-investment/choose/ */
export const ChooseFortunePackageRequestSchema = z.object({
  packageId: z
    .string({ error: 'Choose a package.' })
    .trim()
    .min(1, 'Choose a package.')
    .max(32, 'Choose a package.'),
});

/** POST /rest/fortune-investment/collect/: every open day's return, paid once. */
export const CollectFortuneResponseSchema = ok({
  collected: z.object({ days: z.array(z.number().int()), coins: z.number(), entries: z.number() }),
  data: ChosenPackageSchema.nullable(),
});
export type CollectFortuneResponse = z.infer<typeof CollectFortuneResponseSchema>;

export const FORTUNE_TEXTS = {
  unknownPackage: 'This package is not available. Please choose another one.',
  planRunning: 'Your current plan is still running. Collect all of its days before choosing a new one.',
  nothingToCollect: 'Nothing to collect yet. Come back when the next day opens.',
} as const;

export const FORTUNE_INVESTMENT_PATHS = {
  packages: '/rest/fortune-investment/packages/',
  chosenPackage: '/rest/fortune-investment/chosen-package/',
  choose: '/rest/fortune-investment/choose/',
  collect: '/rest/fortune-investment/collect/',
} as const;
