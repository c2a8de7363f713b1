import { inArray } from 'drizzle-orm';
import { REWARD_AMOUNTS, toMinorUnits } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { walletTransfers } from '../db/schema/index.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { publishBalance } from '../wallet/publish-balance.ts';
import { transfer } from '../wallet/transfer.ts';
import type { Currency } from '../wallet/wallet-types.ts';

/** The one-off rewards a player earns by a step of their own. */
export type StepReward = 'registration' | 'emailConfirmation' | 'phoneConfirmation' | 'profileComplete';

/**
 * Idempotency keys: one per reward and player (and currency leg), so whatever is retried, re-run or raced
 * — a second confirmation after an email change, a profile completed twice — pays once. Registration
 * with or without a friend's code shares one key: a player is paid one of the two, never both.
 */
const STEP_KEY: Record<StepReward, string> = {
  registration: 'registration',
  emailConfirmation: 'email-confirmation',
  phoneConfirmation: 'phone-confirmation',
  profileComplete: 'profile-complete',
};
export const stepRewardKey = (reward: StepReward, playerId: string) =>
  `reward:${STEP_KEY[reward]}:${playerId}`;
/** The inviting player's reward for one invited player: keyed by the invitee, paid to the referrer. */
export const referralRewardKey = (inviteeId: string) => `reward:referral:${inviteeId}`;

const REGISTRATION_WITH_CODE_KIND = 'reward:registration-with-code';
const LEGS: ReadonlyArray<{ currency: Currency; field: 'coins' | 'entries' }> = [
  { currency: 'COIN', field: 'coins' },
  { currency: 'ENTRY', field: 'entries' },
];

/**
 * Pays a reward from the house rewards account: coins as COIN, entries as ENTRY, one transfer per
 * currency under `{key}:{currency}`. Run it inside the transaction of the change that earns it; publish
 * the balance after commit. Answers whether anything was paid now (false on a replay).
 */
export async function payReward(
  db: Db,
  input: {
    key: string;
    kind: string;
    to: string;
    amount: { coins: number; entries: number };
    metadata?: Record<string, unknown>;
  },
): Promise<boolean> {
  let paid = false;
  for (const leg of LEGS) {
    // Reward amounts are written as players see them; the ledger counts entries in hundredths.
    const amount = toMinorUnits(leg.currency, input.amount[leg.field]);
    if (amount <= 0) continue;
    const result = await transfer(db, {
      key: `${input.key}:${leg.currency}`,
      kind: input.kind,
      currency: leg.currency,
      amount,
      from: { house: 'rewards' },
      to: { playerId: input.to },
      ...(input.metadata ? { metadata: input.metadata } : {}),
    });
    if (!result.replayed) paid = true;
  }
  return paid;
}

/** Pays one of the player's step rewards (registration: see payRegistrationRewards). */
export function payStepReward(
  db: Db,
  reward: Exclude<StepReward, 'registration'>,
  playerId: string,
): Promise<boolean> {
  return payReward(db, {
    key: stepRewardKey(reward, playerId),
    kind: `reward:${STEP_KEY[reward]}`,
    to: playerId,
    amount: REWARD_AMOUNTS[reward],
  });
}

/**
 * A completed registration: the sign-up reward (the bigger one when the player came with a friend's
 * code) and the friend's referral reward. Answers the players whose balance changed, to publish after commit.
 */
export async function payRegistrationRewards(
  db: Db,
  player: { id: string; referrerId: string | null },
): Promise<string[]> {
  const changed: string[] = [];
  const withCode = player.referrerId !== null;
  const registration = await payReward(db, {
    key: stepRewardKey('registration', player.id),
    kind: withCode ? REGISTRATION_WITH_CODE_KIND : 'reward:registration',
    to: player.id,
    amount: withCode ? REWARD_AMOUNTS.registrationWithCode : REWARD_AMOUNTS.registration,
  });
  if (registration) changed.push(player.id);
  if (player.referrerId && player.referrerId !== player.id) {
    const referral = await payReward(db, {
      key: referralRewardKey(player.id),
      kind: 'reward:referral',
      to: player.referrerId,
      amount: REWARD_AMOUNTS.referral,
      metadata: { inviteeId: player.id },
    });
    if (referral) changed.push(player.referrerId);
  }
  return changed;
}

/** Tells each player's open pages their new balance; after the paying transaction committed. */
export async function publishBalances(db: Db, publisher: Publisher, playerIds: readonly string[]) {
  for (const id of new Set(playerIds)) await publishBalance(db, publisher, id);
}

export interface PaidRewards {
  registration: boolean;
  /** The registration reward paid was the one for signing up with a friend's code. */
  registrationWithCode: boolean;
  emailConfirmation: boolean;
  phoneConfirmation: boolean;
  profileComplete: boolean;
}

/** Which step rewards the ledger has paid this player: the ledger is the record, not the player row. */
export async function findPaidRewards(db: Db, playerId: string): Promise<PaidRewards> {
  const steps = Object.keys(STEP_KEY) as StepReward[];
  const keys = steps.flatMap((step) => LEGS.map((leg) => `${stepRewardKey(step, playerId)}:${leg.currency}`));
  const rows = await db
    .select({ key: walletTransfers.key, kind: walletTransfers.kind })
    .from(walletTransfers)
    .where(inArray(walletTransfers.key, keys));
  const paid = (step: StepReward) => rows.some((r) => r.key.startsWith(`${stepRewardKey(step, playerId)}:`));
  return {
    registration: paid('registration'),
    registrationWithCode: rows.some((r) => r.kind === REGISTRATION_WITH_CODE_KIND),
    emailConfirmation: paid('emailConfirmation'),
    phoneConfirmation: paid('phoneConfirmation'),
    profileComplete: paid('profileComplete'),
  };
}
