import { z } from 'zod';
import { ok } from './api.ts';
import type { REWARD_AMOUNTS } from './values/rewards.ts';

/** Referral query parameters, remembered for guests in cookies of the same names (spec: 365 days). */
export const REFERRAL_COOKIES = {
  invitedBy: 'invited_by',
  refcode: 'refcode',
  maxAgeDays: 365,
} as const;

/** The reward check's answer for an invite code nobody owns (spec text). */
export const CODE_NOT_FOUND = 'code not found';

export type RewardName = keyof typeof REWARD_AMOUNTS;

export const RewardSchema = z.object({
  coins: z.number().int().nonnegative(),
  entries: z.number().int().nonnegative(),
  completed: z.boolean(),
});
export type Reward = z.infer<typeof RewardSchema>;

/** GET /rest/rewards/check-rewards/ (optional invited_by). */
export const RewardCheckQuerySchema = z.object({
  invited_by: z.string().trim().max(64, 'The invitation code is at most 64 characters.').optional(),
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

/** One step of GET /rest/player/rewards/: whether it can still be earned, whether it was paid, its worth. */
export const PlayerRewardSchema = z.object({
  available: z.boolean(),
  completed: z.boolean(),
  coins: z.number().int().nonnegative(),
  /** Not in the spec's list; the profile step pays entries only, so its worth needs this to be shown. */
  entries: z.number().int().nonnegative(),
});
export type PlayerReward = z.infer<typeof PlayerRewardSchema>;

/** GET /rest/player/rewards/ (signed-in players): the spec's `data {email, profile, phone}`. */
export const PlayerRewardsResponseSchema = ok({
  data: z.object({ email: PlayerRewardSchema, profile: PlayerRewardSchema, phone: PlayerRewardSchema }),
});
export type PlayerRewardsResponse = z.infer<typeof PlayerRewardsResponseSchema>;
