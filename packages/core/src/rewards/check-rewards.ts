import { eq } from 'drizzle-orm';
import { CODE_NOT_FOUND, REWARD_AMOUNTS, type RewardCheck } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { findPlayer } from '../identity/find-player.ts';
import { findPaidRewards } from './pay-reward.ts';

// Refcodes are made of these (see register-player); anything else cannot name a player.
const REFCODE = /^[A-Z0-9]{4,32}$/;

/** The player whose invite code this is, if any. */
export async function findReferrer(db: Db, code: string) {
  const normalized = code.trim().toUpperCase();
  if (!REFCODE.test(normalized)) return null;
  const [referrer] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.refcode, normalized))
    .limit(1);
  return referrer ?? null;
}

/**
 * GET /rest/rewards/check-rewards/: what signing up (with or without an invite code) and the first
 * steps are worth, and which of them this visitor has been paid (the ledger's record). A guest has none.
 */
export async function checkRewards(
  db: Db,
  input: { playerId: string | null; invitedBy?: string | null },
): Promise<RewardCheck> {
  const player = input.playerId ? await findPlayer(db, input.playerId) : null;
  const paid = player ? await findPaidRewards(db, player) : null;
  const reward = (amount: { coins: number; entries: number }, completed: boolean) => ({
    coins: amount.coins,
    entries: amount.entries,
    completed,
  });

  let registrationReferralReward: RewardCheck['registrationReferralReward'] = null;
  if (input.invitedBy) {
    const referrer = await findReferrer(db, input.invitedBy);
    registrationReferralReward = referrer
      ? reward(
          REWARD_AMOUNTS.registrationWithCode,
          Boolean(paid?.registrationWithCode) && player?.referrerId === referrer.id,
        )
      : CODE_NOT_FOUND;
  }
  return {
    registrationReferralReward,
    registrationRewardWithoutCode: {
      registration: reward(
        REWARD_AMOUNTS.registration,
        Boolean(paid?.registration) && !paid?.registrationWithCode,
      ),
    },
    '0': {
      registration: reward(REWARD_AMOUNTS.registration, Boolean(paid?.registration)),
      emailConfirmation: reward(REWARD_AMOUNTS.emailConfirmation, Boolean(paid?.emailConfirmation)),
      phoneConfirmation: reward(REWARD_AMOUNTS.phoneConfirmation, Boolean(paid?.phoneConfirmation)),
      profileComplete: reward(REWARD_AMOUNTS.verification, Boolean(paid?.verification)),
    },
  };
}
