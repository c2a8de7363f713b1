import { and, eq } from 'drizzle-orm';
import { INVITE_QUALIFICATION_CASH_PATH, maskPlayerName, type Promotion } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { featureClaims, players } from '../db/schema/index.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { inviteeOccasion } from './qualify-invite.ts';

type Base = Omit<Promotion, 'type' | 'data' | 'promoOfferPreset'>;

/**
 * The `inviteQualification` card of an invited player who has not qualified yet (no completed purchase)
 * while the feature runs: what the first purchase pays them, and the cashier with `inviteQualification=true`.
 */
export async function inviteQualificationPromotion(
  db: Db,
  input: {
    brand: string;
    player: { id: string; referrerId: string | null };
    depositsCount: number;
    now: Date;
    base: Base;
  },
): Promise<Promotion | null> {
  const { player } = input;
  if (!player.referrerId || input.depositsCount > 0) return null;
  const feature = await loadFeature(db, input.brand, 'inviteQualification');
  if (!feature || !isLive(feature, input.now)) return null;
  const [[inviter], [claimed]] = await Promise.all([
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
          eq(featureClaims.featureKey, 'inviteQualification'),
          eq(featureClaims.period, inviteeOccasion(player.id)),
        ),
      ),
  ]);
  if (!inviter || claimed) return null;
  return {
    ...input.base,
    type: 'inviteQualification',
    data: { invitedBy: maskPlayerName(inviter), cashPath: INVITE_QUALIFICATION_CASH_PATH },
    promoOfferPreset: null,
    needDeposits: true,
    howWorks: ['inviteQualification.buy', 'inviteQualification.reward'],
    prizeCoins: feature.config.inviteePrize.coins,
    prizeEntries: feature.config.inviteePrize.entries,
  };
}
