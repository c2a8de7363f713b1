import { z } from 'zod';
import { pushSchema } from './push-schema.ts';
import { promotionBase } from './promotion-card.ts';
import { ok } from './api.ts';
import { PrizeSchema } from './engagement.ts';

/**
 * Invite a friend (spec §3 promotion types `invite` and `inviteQualification`, shell-and-access referral
 * code): a friend who signs up with a player's code is *registered*; the friend *qualifies* with their
 * first completed purchase, and then both are rewarded once (feature key `inviteQualification`).
 */

/** The inviteQualification feature's config: what each side gets when an invited friend qualifies. */
export const InviteQualificationConfigSchema = z.object({
  /** To the player whose code the friend used (occasion `invite:{friendId}`). */
  inviterPrize: PrizeSchema,
  /** To the friend (occasion `invited:{friendId}`). */
  inviteePrize: PrizeSchema,
});
export type InviteQualificationConfig = z.infer<typeof InviteQualificationConfigSchema>;

export const REFERRAL_PATHS = { info: '/rest/referral/info/' } as const;

/** The cashier's flag for a deposit that qualifies an invited friend (spec §2). */
export const INVITE_QUALIFICATION_CASH_PATH = '/cash/deposit-by-money/?inviteQualification=true';

/** How many friends the referral page lists at most (newest first), and the default. */
export const REFERRAL_FRIENDS_MAX = 100;

/** GET /rest/referral/info/?limit= */
export const ReferralInfoQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'The limit must be a number.' })
    .int('The limit must be a whole number.')
    .min(1, 'The limit is at least 1.')
    .max(REFERRAL_FRIENDS_MAX, `The limit is at most ${REFERRAL_FRIENDS_MAX}.`)
    .default(50),
});

const AmountSchema = z.object({ coins: z.number().nonnegative(), entries: z.number().nonnegative() });
export type ReferralAmount = z.infer<typeof AmountSchema>;

export const REFERRAL_FRIEND_STATUSES = ['registered', 'qualified'] as const;
export type ReferralFriendStatus = (typeof REFERRAL_FRIEND_STATUSES)[number];

/** One invited friend as the inviting player sees them (the email masked). */
export const ReferralFriendSchema = z.object({
  /** Masked: `ja***@example.test` (a one-click account without an email shows its masked login). */
  name: z.string(),
  registeredAt: z.string(),
  status: z.enum(REFERRAL_FRIEND_STATUSES),
  qualifiedAt: z.string().nullable(),
  /** What the ledger paid the inviting player for this friend (sign-up and qualification). */
  earned: AmountSchema,
});
export type ReferralFriend = z.infer<typeof ReferralFriendSchema>;

export const ReferralInfoSchema = z.object({
  /** Whether qualification rewards run for the brand now (the registration reward is always paid). */
  isActive: z.boolean(),
  refcode: z.string(),
  /** The invite link's path and query (`/?invited_by={refcode}`); the client puts its origin before it. */
  link: z.string(),
  rewards: z.object({
    /** To the player when a friend completes registration with the code. */
    registration: AmountSchema,
    /** To the player when the friend qualifies (first purchase). */
    qualification: AmountSchema,
    /** To the friend when they qualify. */
    friendQualification: AmountSchema,
  }),
  friends: z.array(ReferralFriendSchema),
  totals: z.object({
    invited: z.number().int().nonnegative(),
    qualified: z.number().int().nonnegative(),
    earned: AmountSchema,
  }),
  /** When this player was invited: whether they qualified already and what qualifying pays them. */
  invitedBy: z
    .object({
      name: z.string(),
      status: z.enum(REFERRAL_FRIEND_STATUSES),
      prize: AmountSchema,
    })
    .nullable(),
});
export type ReferralInfo = z.infer<typeof ReferralInfoSchema>;

export const ReferralInfoResponseSchema = ok({ data: ReferralInfoSchema });
export type ReferralInfoResponse = z.infer<typeof ReferralInfoResponseSchema>;

/**
 * A name others may see: the first two characters of an email's local part, then `***@domain`
 * (`ja***@example.test`); without an email the login's first three characters and `***`.
 */
export function maskPlayerName(player: { email: string | null; login: string }): string {
  if (player.email) {
    const at = player.email.lastIndexOf('@');
    const local = at > 0 ? player.email.slice(0, at) : player.email;
    const domain = at > 0 ? player.email.slice(at + 1) : '';
    return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***${domain ? `@${domain}` : ''}`;
  }
  return `${player.login.slice(0, 3)}***`;
}

// Invite a friend: an invited friend qualified (first purchase); each side hears what it got.
export const ReferralPushSchema = pushSchema(
  'referral',
  'qualified',
  z.object({
    role: z.enum(['inviter', 'invited']),
    coins: z.number().nonnegative(),
    entries: z.number().nonnegative(),
  }),
);

// An invited friend before their first purchase: the card leads to the cashier with inviteQualification=true.
export const InviteQualificationPromotionSchema = z.object({
  type: z.literal('inviteQualification'),
  data: z.object({ invitedBy: z.string(), cashPath: z.string() }),
  ...promotionBase,
});
