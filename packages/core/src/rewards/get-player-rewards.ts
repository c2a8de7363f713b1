import { REWARD_AMOUNTS, type PlayerReward, type PlayerRewardsResponse } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { getDocumentConfirmStatus } from '../documents/get-document-confirm-status.ts';
import { requirePlayer } from '../identity/find-player.ts';
import { findPaidRewards } from './pay-reward.ts';

/**
 * GET /rest/player/rewards/: the email, verification (`profile`) and phone rewards. `completed` means paid
 * (the ledger's record); `available` means the step is still ahead of the player, so doing it will pay.
 */
export async function getPlayerRewards(
  db: Db,
  input: { playerId: string | null },
): Promise<PlayerRewardsResponse['data']> {
  const player = await requirePlayer(db, input.playerId);
  const paid = await findPaidRewards(db, player);
  const verified = (await getDocumentConfirmStatus(db, player.id)) === 'approved';
  const reward = (amount: { coins: number; entries: number }, completed: boolean, done: boolean) =>
    ({
      available: !completed && !done,
      completed,
      coins: amount.coins,
      entries: amount.entries,
    }) satisfies PlayerReward;
  return {
    email: reward(REWARD_AMOUNTS.emailConfirmation, paid.emailConfirmation, player.emailConfirmedAt !== null),
    // The spec's `profile` step is the verification reward: paid on approved documents, once per person.
    profile: reward(REWARD_AMOUNTS.verification, paid.verification, verified || paid.verificationElsewhere),
    phone: reward(REWARD_AMOUNTS.phoneConfirmation, paid.phoneConfirmation, player.phoneConfirmedAt !== null),
  };
}
