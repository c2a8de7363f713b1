import { and, desc, eq, like, sql } from 'drizzle-orm';
import {
  maskPlayerName,
  REWARD_AMOUNTS,
  fromMinorUnits,
  type ReferralAmount,
  type ReferralInfo,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { featureClaims, players, walletTransfers } from '../db/schema/index.ts';
import { unauthorized } from '../errors.ts';
import { featureClaimKey } from '../engagement/claim-feature.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { referralRewardKey } from '../rewards/pay-reward.ts';
import { inviteeOccasion, inviterOccasion } from './qualify-invite.ts';
import { INVITE_QUALIFICATION_DEFAULT_CONFIG } from './invite-qualification-feature.ts';

const KEY = 'inviteQualification' as const;
const amountOf = (prize: { coins: number; entries: number }): ReferralAmount => ({
  coins: prize.coins,
  entries: prize.entries,
});

/** Sums ledger rows (minor units) into coins and entries as players see them. */
function sumTransfers(rows: Array<{ currency: string; amount: number }>): ReferralAmount {
  let coins = 0;
  let entries = 0;
  for (const row of rows) {
    if (row.currency === 'COIN') coins += row.amount;
    if (row.currency === 'ENTRY') entries += row.amount;
  }
  return { coins, entries: fromMinorUnits('ENTRY', entries) };
}

/**
 * GET /rest/referral/info/: the player's code and link, what inviting pays, and the friends who signed
 * up with the code (newest first, at most `limit`) with their status and what the ledger paid for each.
 * Totals count every friend. `invitedBy` is this player's own inviter, if any (masked).
 */
export async function getReferralInfo(
  db: Db,
  input: { brand: string; playerId: string; now: Date; limit: number },
): Promise<ReferralInfo> {
  const [player] = await db
    .select({ id: players.id, refcode: players.refcode, referrerId: players.referrerId })
    .from(players)
    .where(eq(players.id, input.playerId));
  if (!player) throw unauthorized();
  const feature = await loadFeature(db, input.brand, KEY);
  const config = feature?.config ?? INVITE_QUALIFICATION_DEFAULT_CONFIG;
  const me = `player:${player.id}`;

  const [friends, [counts], qualifiedClaims, registrationRows, qualificationRows] = await Promise.all([
    db
      .select({
        id: players.id,
        email: players.email,
        login: players.login,
        createdAt: players.createdAt,
      })
      .from(players)
      .where(eq(players.referrerId, player.id))
      .orderBy(desc(players.createdAt), desc(players.id))
      .limit(input.limit),
    db
      .select({ invited: sql<number>`count(*)::int` })
      .from(players)
      .where(eq(players.referrerId, player.id)),
    db
      .select({ period: featureClaims.period, claimedAt: featureClaims.claimedAt })
      .from(featureClaims)
      .where(
        and(
          eq(featureClaims.playerId, player.id),
          eq(featureClaims.featureKey, KEY),
          like(featureClaims.period, 'invite:%'),
        ),
      ),
    db
      .select({
        key: walletTransfers.key,
        currency: walletTransfers.currency,
        amount: walletTransfers.amount,
      })
      .from(walletTransfers)
      .where(and(eq(walletTransfers.kind, 'reward:referral'), eq(walletTransfers.toOwner, me))),
    db
      .select({
        key: walletTransfers.key,
        currency: walletTransfers.currency,
        amount: walletTransfers.amount,
      })
      .from(walletTransfers)
      .where(
        and(
          eq(walletTransfers.toOwner, me),
          like(walletTransfers.key, `${featureClaimKey(KEY, player.id, 'invite:')}%`),
        ),
      ),
  ]);
  const qualifiedAt = new Map(
    qualifiedClaims.map((c) => [c.period.slice('invite:'.length), c.claimedAt.toISOString()]),
  );
  const paidFor = (friendId: string) =>
    sumTransfers([
      ...registrationRows.filter((r) => r.key.startsWith(`${referralRewardKey(friendId)}:`)),
      ...qualificationRows.filter((r) =>
        r.key.startsWith(`${featureClaimKey(KEY, player.id, inviterOccasion(friendId))}:`),
      ),
    ]);

  let invitedBy: ReferralInfo['invitedBy'] = null;
  if (player.referrerId) {
    const { inviter, qualified } = await inviteeStanding(db, {
      id: player.id,
      referrerId: player.referrerId,
    });
    if (inviter)
      invitedBy = {
        name: maskPlayerName(inviter),
        status: qualified ? 'qualified' : 'registered',
        prize: amountOf(config.inviteePrize),
      };
  }

  return {
    isActive: feature !== null && isLive(feature, input.now),
    refcode: player.refcode,
    link: `/?invited_by=${player.refcode}`,
    rewards: {
      registration: amountOf(REWARD_AMOUNTS.referral),
      qualification: amountOf(config.inviterPrize),
      friendQualification: amountOf(config.inviteePrize),
    },
    friends: friends.map((friend) => {
      const at = qualifiedAt.get(friend.id) ?? null;
      return {
        name: maskPlayerName(friend),
        registeredAt: friend.createdAt.toISOString(),
        status: at ? 'qualified' : 'registered',
        qualifiedAt: at,
        earned: paidFor(friend.id),
      };
    }),
    totals: {
      invited: counts?.invited ?? 0,
      qualified: qualifiedClaims.length,
      earned: sumTransfers([...registrationRows, ...qualificationRows]),
    },
    invitedBy,
  };
}

/** Who invited a player (null: that account is gone), and whether the player qualified (their claim taken). */
export async function inviteeStanding(db: Db, player: { id: string; referrerId: string }) {
  const [[inviter], [claim]] = await Promise.all([
    db
      .select({ email: players.email, login: players.login })
      .from(players)
      .where(eq(players.id, player.referrerId)),
    db
      .select({ id: featureClaims.id })
      .from(featureClaims)
      .where(
        and(
          eq(featureClaims.playerId, player.id),
          eq(featureClaims.featureKey, KEY),
          eq(featureClaims.period, inviteeOccasion(player.id)),
        ),
      ),
  ]);
  return { inviter: inviter ?? null, qualified: claim !== undefined };
}
