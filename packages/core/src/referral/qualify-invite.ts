import { eq } from 'drizzle-orm';
import type { Prize } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import type { ActivityHandler, ActivityPushes } from '../engagement/activity.ts';
import { claimedPush, claimFeatureIn, paysBalance, type ClaimOutcome } from '../engagement/claim-feature.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { isExcluded } from '../self-exclusion/break-rules.ts';

const KEY = 'inviteQualification' as const;

/** The occasions of one friend's qualification: the inviter's prize and the friend's own. */
export const inviterOccasion = (inviteeId: string) => `invite:${inviteeId}`;
export const inviteeOccasion = (inviteeId: string) => `invited:${inviteeId}`;

export interface InviteQualified {
  role: 'inviter' | 'invited';
  playerId: string;
  outcome: ClaimOutcome<{ inviteeId: string; inviterId: string }>;
}

/**
 * An invited friend completed their first purchase: the player whose code they used and the friend are
 * each paid once through the claim rule (occasions `invite:{friend}` and `invited:{friend}`), each by
 * their own brand's row of `inviteQualification` while it runs at `at`. Runs inside the caller's
 * transaction; answers the claims made now (a repeat answers them `replayed`).
 */
export async function qualifyInvite(
  tx: Db,
  input: { inviteeId: string; at: Date },
): Promise<InviteQualified[]> {
  const [invitee] = await tx
    .select({ id: players.id, brand: players.brand, referrerId: players.referrerId })
    .from(players)
    .where(eq(players.id, input.inviteeId));
  if (!invitee?.referrerId || invitee.referrerId === invitee.id) return [];
  const [inviter] = await tx
    .select({ id: players.id, brand: players.brand })
    .from(players)
    .where(eq(players.id, invitee.referrerId));
  if (!inviter) return [];

  const state = { inviteeId: invitee.id, inviterId: inviter.id };
  const sides = [
    { role: 'inviter', playerId: inviter.id, brand: inviter.brand, occasion: inviterOccasion(invitee.id) },
    { role: 'invited', playerId: invitee.id, brand: invitee.brand, occasion: inviteeOccasion(invitee.id) },
  ] as const;
  const qualified: InviteQualified[] = [];
  for (const side of sides) {
    // Checked before the claim: a refusal inside it would leave the activity to be retried for nothing.
    const feature = await loadFeature(tx, side.brand, KEY);
    if (!feature || !isLive(feature, input.at)) continue;
    // A side on a break wins nothing (the claim rule refuses them): the other side is still paid.
    if (await isExcluded(tx, side.playerId, input.at)) continue;
    const outcome = await claimFeatureIn(tx, {
      brand: side.brand,
      playerId: side.playerId,
      key: KEY,
      now: input.at,
      occasion: side.occasion,
      decide: async ({ feature: live }) => {
        const prize: Prize = side.role === 'inviter' ? live.config.inviterPrize : live.config.inviteePrize;
        return { prizes: [prize], state };
      },
    });
    qualified.push({ role: side.role, playerId: side.playerId, outcome });
  }
  return qualified;
}

/** After commit: each side's balance, `feature claimed` and `referral qualified` with what it got. */
export function pushQualified(push: Pick<ActivityPushes, 'toPlayer' | 'balanceOf'>, list: InviteQualified[]) {
  for (const { role, playerId, outcome } of list) {
    if (outcome.replayed) continue;
    if (paysBalance(outcome)) push.balanceOf(playerId);
    push.toPlayer(playerId, claimedPush(KEY));
    const total = outcome.prizes.reduce(
      (sum, p) => ({ coins: sum.coins + p.coins, entries: sum.entries + p.entries }),
      { coins: 0, entries: 0 },
    );
    push.toPlayer(playerId, { type: 'referral', action: 'qualified', data: { role, ...total } });
  }
}

/** A friend's first completed purchase qualifies them (`depositsCount === 1`). */
export const inviteQualificationHandler: ActivityHandler = {
  name: KEY,
  async purchase({ tx, activity, push }) {
    if (activity.data.depositsCount !== 1) return;
    const qualified = await qualifyInvite(tx, { inviteeId: activity.playerId, at: activity.occurredAt });
    pushQualified(push, qualified);
  },
};
