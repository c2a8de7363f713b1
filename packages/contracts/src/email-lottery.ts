import { z } from 'zod';
import { pushSchema } from './push-schema.ts';
import { promotionBase } from './promotion-card.ts';
import { ok } from './api.ts';
import { isTimeZone, PrizeSchema } from './engagement.ts';

/**
 * The email lottery (spec §3 promotion type `emailLottery`, feature key `emailLottery`): every player of a
 * brand with a confirmed email is entered into a weekly draw; the winners are drawn on the server by a job
 * and paid through the claim rule (occasion `email-lottery:{drawKey}`).
 */

/** The feature's config: when the weekly draw happens and what each place wins (one prize per winner). */
export const EmailLotteryConfigSchema = z.object({
  /** Day of the week of the draw, 0 = Sunday … 6 = Saturday, in `timeZone`. */
  weekday: z.number().int().min(0).max(6),
  /** Hour of the draw (on the hour) in `timeZone`. */
  hour: z.number().int().min(0).max(23),
  timeZone: z.string().trim().min(1).max(64).refine(isTimeZone, 'Unknown time zone.'),
  /** The prize of each place, first place first; as many winners as prizes (fewer with fewer entrants). */
  prizes: z.array(PrizeSchema).min(1).max(100),
});
export type EmailLotteryConfig = z.infer<typeof EmailLotteryConfigSchema>;

export const EMAIL_LOTTERY_PATHS = { info: '/rest/email-lottery/info/' } as const;

/** How many past draws the info lists at most (newest first). */
export const EMAIL_LOTTERY_DRAWS_MAX = 20;

/** GET /rest/email-lottery/info/?draws= */
export const EmailLotteryInfoQuerySchema = z.object({
  draws: z.coerce
    .number({ error: 'The number of draws must be a number.' })
    .int('The number of draws must be a whole number.')
    .min(1, 'The number of draws is at least 1.')
    .max(EMAIL_LOTTERY_DRAWS_MAX, `The number of draws is at most ${EMAIL_LOTTERY_DRAWS_MAX}.`)
    .default(5),
});

export const EmailLotteryPrizeSchema = z.object({
  place: z.number().int().positive(),
  coins: z.number().nonnegative(),
  entries: z.number().nonnegative(),
});
export type EmailLotteryPrize = z.infer<typeof EmailLotteryPrizeSchema>;

export const EmailLotteryWinnerSchema = EmailLotteryPrizeSchema.extend({
  /** Masked (`ja***@example.test`). */
  name: z.string(),
  /** The winner is the player asking. */
  isYou: z.boolean(),
});
export type EmailLotteryWinner = z.infer<typeof EmailLotteryWinnerSchema>;

export const EmailLotteryDrawSchema = z.object({
  /** The draw's local date in the config's zone (`2026-11-29`). */
  drawKey: z.string(),
  drawAt: z.string(),
  entrants: z.number().int().nonnegative(),
  winners: z.array(EmailLotteryWinnerSchema),
});
export type EmailLotteryDraw = z.infer<typeof EmailLotteryDrawSchema>;

export const EmailLotteryInfoSchema = z.object({
  isActive: z.boolean(),
  /** The next draw (null when the lottery does not run then). */
  nextDrawAt: z.string().nullable(),
  nextDrawKey: z.string().nullable(),
  /** Players entered: those with a confirmed email. */
  isEntered: z.boolean(),
  emailConfirmed: z.boolean(),
  prizes: z.array(EmailLotteryPrizeSchema),
  /** Past draws, newest first, winners masked. */
  draws: z.array(EmailLotteryDrawSchema),
});
export type EmailLotteryInfo = z.infer<typeof EmailLotteryInfoSchema>;

export const EmailLotteryInfoResponseSchema = ok({
  data: EmailLotteryInfoSchema,
});
export type EmailLotteryInfoResponse = z.infer<typeof EmailLotteryInfoResponseSchema>;

// Email lottery: a draw was made (to the brand: pages refresh) and a winner's own prize (to the winner).
export const EmailLotteryPushSchema = z.discriminatedUnion('action', [
  pushSchema('emailLottery', 'drawn', z.object({ drawKey: z.string() })),
  pushSchema(
    'emailLottery',
    'won',
    z.object({
      drawKey: z.string(),
      place: z.number().int().positive(),
      coins: z.number().nonnegative(),
      entries: z.number().nonnegative(),
    }),
  ),
]);

// The weekly email lottery: the next draw and whether this player is entered (a confirmed email).
export const EmailLotteryPromotionSchema = z.object({
  type: z.literal('emailLottery'),
  data: z.object({ nextDrawAt: z.string().nullable(), isEntered: z.boolean() }),
  ...promotionBase,
});
