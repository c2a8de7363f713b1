import { z } from 'zod';
import { pushSchema } from './push-schema.ts';
import { ok } from './api.ts';
import { PrizeSchema, WeightedPrizeSchema } from './engagement.ts';
import { PlayPointsSchema } from './play-points.ts';

/** The funmeter's config: it fills with play points and pays a drawn prize each time it is full. */
export const FunMeterConfigSchema = z.object({
  playPoints: PlayPointsSchema.default({ perCoin: 1, perEntryHundredth: 50 }),
  capacity: z.number().int().min(1).max(1_000_000_000),
  prizes: z.array(WeightedPrizeSchema).min(1).max(24),
});
export type FunMeterConfig = z.infer<typeof FunMeterConfigSchema>;

export const FunMeterSchema = z.object({
  isActive: z.boolean(),
  finishedAt: z.string().nullable(),
  points: z.number().int().nonnegative(),
  capacity: z.number().int().positive(),
  percent: z.number().min(0).max(100),
  /** How many times the meter filled (and paid). */
  fills: z.number().int().nonnegative(),
  /** What a full meter may pay, with each prize's chance in percent. */
  prizes: z.array(z.object({ prize: PrizeSchema, chance: z.number() })),
  lastPrize: PrizeSchema.nullable(),
  playPoints: PlayPointsSchema,
});
export type FunMeter = z.infer<typeof FunMeterSchema>;

/** GET /rest/funmeter/info/ */
export const FunMeterResponseSchema = ok({ data: FunMeterSchema });

export const FUN_METER_PATHS = { info: '/rest/funmeter/info/' } as const;

// Mini games fed by play: progress after each settled round, a full funmeter's prize.
export const FunMeterPushSchema = z.discriminatedUnion('action', [
  pushSchema(
    'funMeter',
    'progress',
    z.object({ points: z.number(), capacity: z.number(), fills: z.number() }),
  ),
  pushSchema('funMeter', 'filled', z.object({ prize: PrizeSchema, fills: z.number() })),
]);
