import { z } from 'zod';

/** Referral query parameters, remembered for guests in cookies of the same names (spec: 365 days). */
export const REFERRAL_COOKIES = {
  invitedBy: 'invited_by',
  refcode: 'refcode',
  maxAgeDays: 365,
} as const;

/** The reward check's answer for an invite code nobody owns (spec text). */
export const CODE_NOT_FOUND = 'code not found';

/**
 * Reward amounts (configuration for now; paying them comes with the wallet). Coins are TournamentPoints,
 * entries SweepStakes. A sign-up with a friend's code replaces the plain sign-up reward.
 */
export const REWARD_AMOUNTS = {
  registration: { coins: 10_000, entries: 2 },
  registrationWithCode: { coins: 20_000, entries: 4 },
  emailConfirmation: { coins: 5_000, entries: 0 },
  phoneConfirmation: { coins: 5_000, entries: 0 },
  /** The spec's verification reward: 1000 entries. */
  profileComplete: { coins: 0, entries: 1_000 },
} as const;

export const RewardSchema = z.object({
  coins: z.number().int().nonnegative(),
  entries: z.number().int().nonnegative(),
  completed: z.boolean(),
});
export type Reward = z.infer<typeof RewardSchema>;

/** GET /rest/rewards/check-rewards/ (optional invited_by). */
export const RewardCheckQuerySchema = z.object({
  invited_by: z.string().trim().max(64, 'invited_by is at most 64 characters').optional(),
});

export const RewardCheckSchema = z.object({
  /** With invited_by: the reward for signing up with that code, or 'code not found'. Null without a code. */
  registrationReferralReward: z.union([RewardSchema, z.literal(CODE_NOT_FOUND)]).nullable(),
  registrationRewardWithoutCode: z.object({ registration: RewardSchema }),
  '0': z.object({
    registration: RewardSchema,
    emailConfirmation: RewardSchema,
    phoneConfirmation: RewardSchema,
    profileComplete: RewardSchema,
  }),
});
export type RewardCheck = z.infer<typeof RewardCheckSchema>;
