import { eq, inArray, sql } from 'drizzle-orm';
import { REWARD_AMOUNTS, toMinorUnits } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players, walletTransfers } from '../db/schema/index.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { publishBalance } from '../wallet/publish-balance.ts';
import { transfer } from '../wallet/transfer.ts';
import type { Currency } from '../wallet/wallet-types.ts';

/** The one-off rewards a player earns by a step of their own. */
export type StepReward = 'registration' | 'emailConfirmation' | 'phoneConfirmation';

/**
 * Idempotency keys: one per reward and player (and currency leg), so whatever is retried, re-run or raced
 * — a second confirmation after an email change — pays once. Registration
 * with or without a friend's code shares one key: a player is paid one of the two, never both.
 */
const STEP_KEY: Record<StepReward, string> = {
  registration: 'registration',
  emailConfirmation: 'email-confirmation',
  phoneConfirmation: 'phone-confirmation',
};
export const stepRewardKey = (reward: StepReward, playerId: string) =>
  `reward:${STEP_KEY[reward]}:${playerId}`;
/**
 * The verification reward is the person's, not the account's: keyed by the person key (name + birth date,
 * `personKeys`), so a second account of the same person is never paid it.
 */
export const verificationRewardKey = (personKey: string) => `reward:verification:${personKey}`;
const VERIFICATION_KIND = 'reward:verification';
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
 * The spec's verification reward (`REWARD_AMOUNTS.verification`), paid when an operator approves the
 * player's identity document, inside that review's transaction; once per person. An account without a
 * name and birth date has no person to verify and is paid nothing. Answers whether it was paid now.
 */
export async function payVerificationReward(db: Db, playerId: string): Promise<boolean> {
  const [player] = await db
    .select({ personKey: players.personKey })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player?.personKey) return false;
  const key = verificationRewardKey(player.personKey);
  // Approvals of two accounts of one person take turns here; the second finds the first's transfer.
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const [paid] = await db
    .select({ key: walletTransfers.key })
    .from(walletTransfers)
    .where(
      inArray(
        walletTransfers.key,
        LEGS.map((leg) => `${key}:${leg.currency}`),
      ),
    )
    .limit(1);
  if (paid) return false;
  return payReward(db, {
    key,
    kind: VERIFICATION_KIND,
    to: playerId,
    amount: REWARD_AMOUNTS.verification,
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
  /** The verification reward was paid to this account. */
  verification: boolean;
  /** …or to another account of the same person: this one will not get it. */
  verificationElsewhere: boolean;
}

/** Which step rewards the ledger has paid this player: the ledger is the record, not the player row. */
export async function findPaidRewards(
  db: Db,
  player: { id: string; personKey: string | null },
): Promise<PaidRewards> {
  const steps = Object.keys(STEP_KEY) as StepReward[];
  const owned = [
    ...steps.map((step) => stepRewardKey(step, player.id)),
    ...(player.personKey ? [verificationRewardKey(player.personKey)] : []),
  ];
  const keys = owned.flatMap((key) => LEGS.map((leg) => `${key}:${leg.currency}`));
  const rows = await db
    .select({ key: walletTransfers.key, kind: walletTransfers.kind, to: walletTransfers.toOwner })
    .from(walletTransfers)
    .where(inArray(walletTransfers.key, keys));
  const paid = (step: StepReward) => rows.some((r) => r.key.startsWith(`${stepRewardKey(step, player.id)}:`));
  const verification = rows.filter((r) => r.kind === VERIFICATION_KIND);
  const mine = verification.some((r) => r.to === `player:${player.id}`);
  return {
    registration: paid('registration'),
    registrationWithCode: rows.some((r) => r.kind === REGISTRATION_WITH_CODE_KIND),
    emailConfirmation: paid('emailConfirmation'),
    phoneConfirmation: paid('phoneConfirmation'),
    verification: mine,
    verificationElsewhere: !mine && verification.length > 0,
  };
}
