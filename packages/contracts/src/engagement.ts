import { z } from 'zod';
import { ok } from './api.ts';
import { inTimeRange } from './primitives.ts';
import { ScheduleSchema } from './schedule.ts';
import { BRAND_KEYS } from './values/brands.ts';
import { VALIDATION } from './validation.ts';

/**
 * The engagement engine (docs/engagement.md): every engagement feature is a row per brand — enabled, a
 * schedule, a priority and a config checked by the feature's own schema — and pays its prizes through one
 * claim rule. This file holds what the features share; each feature's own calls are in its own file.
 */

/**
 * The spec's feature keys that the engine runs today, in their default priority order (the first shows
 * first in `featuresPriority.onMainPage`). A new feature appends its key here and to `FEATURE_CONFIG_SCHEMAS`
 * in core; keys never change, they are stored in rows and claim keys.
 */
export const FEATURE_KEYS = [
  'dailyLogin',
  'dailyWheel',
  'dailyChests',
  'adventureMap',
  'funMeter',
  'miniGameSlot',
  'depositStreak',
  'scratchCardLottery',
  'magicBox',
  'moneyBox',
  'fortuneInvestment',
  'inviteQualification',
  'emailLottery',
  'tournament',
  'prizeDrops',
  'bingo',
  'rankLeague',
  'quest',
  'season',
] as const;
export const FeatureKeySchema = z.enum(FEATURE_KEYS, { error: 'Unknown feature.' });
export type FeatureKey = z.infer<typeof FeatureKeySchema>;

/** A whole amount (coins) or one with at most two decimals (entries: the ledger counts hundredths). */
const coinsAmount = z.number().int().nonnegative().max(1_000_000_000);
const entriesAmount = z
  .number()
  .nonnegative()
  .max(10_000_000)
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    message: 'Entries have at most two decimals.',
  });

/**
 * Free spins as a prize: `count` rounds of the in-house game `gameId` at the bet `betLevel` (one of the
 * game's bet levels, in the currency's minor unit), to be played within `lifetimeSeconds` of the grant.
 */
export const FreeSpinsPrizeSchema = z.object({
  gameId: z.string().trim().min(1).max(64),
  count: z.number().int().min(1).max(1000),
  betLevel: z.number().int().positive().max(1_000_000),
  lifetimeSeconds: z
    .number()
    .int()
    .min(60)
    .max(90 * 24 * 3600),
});
export type FreeSpinsPrize = z.infer<typeof FreeSpinsPrizeSchema>;

/** One prize model for every feature: any of coins, entries and free spins (a later feature adds kinds). */
export const PrizeSchema = z.object({
  coins: coinsAmount.default(0),
  entries: entriesAmount.default(0),
  freeSpins: FreeSpinsPrizeSchema.nullable().default(null),
});
export type Prize = z.infer<typeof PrizeSchema>;
export const NO_PRIZE: Prize = { coins: 0, entries: 0, freeSpins: null };

/** An IANA time zone this runtime knows (`UTC`, `America/New_York`). */
export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** A day period: it resets at `resetHour` o'clock in `timeZone`. */
export const FeaturePeriodSettingsSchema = z.object({
  kind: z.literal('day'),
  resetHour: z.number().int().min(0).max(23),
  timeZone: z.string().trim().min(1).max(64).refine(isTimeZone, 'Unknown time zone.'),
});

const scheduleTime = z.iso
  .datetime({ offset: true })
  .refine(inTimeRange, 'Use a time from the year 1900 to 9999.')
  .nullable();

/**
 * When a feature runs: between `startsAt` and `finishesAt` (ISO, either open), and when `recurrence` is
 * given only inside one of its occurrences (the schedule model, docs/live-operations.md: "every Friday
 * 18:00–22:00 New York", "1–24 December each year"); in periods (a day that resets at `resetHour` o'clock in
 * `timeZone`, an IANA zone). One claim per player and period.
 */
export const FeatureScheduleSchema = z
  .object({
    startsAt: scheduleTime.default(null),
    finishesAt: scheduleTime.default(null),
    period: FeaturePeriodSettingsSchema.default({ kind: 'day', resetHour: 0, timeZone: 'UTC' }),
    /** Null: the feature runs the whole time between `startsAt` and `finishesAt`. */
    recurrence: ScheduleSchema.nullable().default(null),
  })
  .refine((s) => !s.startsAt || !s.finishesAt || Date.parse(s.startsAt) < Date.parse(s.finishesAt), {
    message: 'The finish time must come after the start time.',
    path: ['finishesAt'],
  });
export type FeatureSchedule = z.infer<typeof FeatureScheduleSchema>;

/** A feature row as operators see and change it (`GET/PUT /rest/ops/features/…`, `npm run ops features`). */
export const FeatureSettingsSchema = z.object({
  brand: z.string(),
  key: FeatureKeySchema,
  enabled: z.boolean(),
  /** Lower shows first in `featuresPriority.onMainPage`. */
  priority: z.number().int().min(0).max(1000),
  schedule: FeatureScheduleSchema,
  /** Checked by the feature's own schema (core's FEATURE_CONFIG_SCHEMAS). */
  config: z.record(z.string(), z.unknown()),
});
export type FeatureSettings = z.infer<typeof FeatureSettingsSchema>;

/**
 * PUT /rest/ops/features/{brand}/{key}/: every field optional. The schedule's fields given replace the
 * stored ones (the others stay); the config is replaced whole when given.
 */
export const FeatureSettingsUpdateSchema = z
  .object({
    enabled: z.boolean(),
    priority: z.number().int().min(0).max(1000),
    schedule: z
      .object({
        startsAt: scheduleTime,
        finishesAt: scheduleTime,
        period: FeaturePeriodSettingsSchema,
        recurrence: ScheduleSchema.nullable(),
      })
      .partial()
      .strict(),
    config: z.record(z.string(), z.unknown()),
  })
  .partial()
  .strict();
export type FeatureSettingsUpdate = z.infer<typeof FeatureSettingsUpdateSchema>;

const BrandOfFeatureSchema = z.enum(BRAND_KEYS, { error: 'Unknown brand.' });

export const FeatureParamsSchema = z.object({ brand: BrandOfFeatureSchema, key: FeatureKeySchema });

/** GET /rest/ops/features/?brand=: one brand's rows, or every brand's without it. */
export const FeatureSettingsQuerySchema = z.object({ brand: BrandOfFeatureSchema.optional() });
export const FeatureSettingsListResponseSchema = ok({
  data: z.array(FeatureSettingsSchema),
});
export const FeatureSettingsResponseSchema = ok({
  data: FeatureSettingsSchema,
});

/**
 * What the client needs of every live feature, in app init (`features`): whether it is on for this player,
 * whether something can be claimed now, when the current period ends (countdowns) and when the feature
 * finishes (feature timers). Times are ISO strings from the server's clock.
 */
export const FeatureStateSchema = z.object({
  key: FeatureKeySchema,
  isActive: z.boolean(),
  isAvailable: z.boolean(),
  /** The end of the current period: the next claim opens then. */
  nextPeriodAt: z.string().nullable(),
  /** The feature's end, or null when it runs on. */
  finishedAt: z.string().nullable(),
});
export type FeatureState = z.infer<typeof FeatureStateSchema>;

/** The spec's `featuresPriority`: the feature keys in the order the popup sequencer offers them. */
export const FeaturesPrioritySchema = z.object({ onMainPage: z.array(FeatureKeySchema) });
export type FeaturesPriority = z.infer<typeof FeaturesPrioritySchema>;

/** The answer of every claim call: what was paid (a repeat answers the same). */
export const ClaimResultSchema = ok({
  prizes: z.array(PrizeSchema),
});

/**
 * Claim refusals: the API code, the message code the server answers in the reader's language (web messages
 * `validation.claim.*`), and the English text.
 */
export const CLAIM_REFUSALS = {
  notActive: {
    code: 'feature_not_active',
    message: VALIDATION.claim.notActive,
    text: 'This reward is not running right now.',
  },
  alreadyClaimed: {
    code: 'already_claimed',
    message: VALIDATION.claim.alreadyClaimed,
    text: 'You have already collected this reward. Come back when the timer ends.',
  },
  phoneRequired: {
    code: 'phone_required',
    message: VALIDATION.claim.phoneRequired,
    text: 'Confirm your phone number to collect this reward.',
  },
  balanceTooHigh: {
    code: 'balance_too_high',
    message: VALIDATION.claim.balanceTooHigh,
    text: 'Daily chests open when your balance runs low. Play on and come back.',
  },
} as const;

/** Pushes of the engine (members of the realtime push union). */
export const FEATURE_PUSH_TYPE = 'feature' as const;

/** A prize with its weight in a draw (a wheel's sectors, a chest's contents, a meter's prizes). */
export const WeightedPrizeSchema = z.object({
  prize: PrizeSchema,
  weight: z.number().int().positive().max(1_000_000),
});
export type WeightedPrize = z.infer<typeof WeightedPrizeSchema>;

/** A wheel sector as the client draws it. */
/** A sector in the spec's prize shape `{coins, entries}`, with its place on the wheel and free spins beside. */
export const WheelSectorSchema = PrizeSchema.extend({ index: z.number().int().nonnegative() });
export type WheelSector = z.infer<typeof WheelSectorSchema>;
