import { INVITE_QUALIFICATION_CASH_PATH, maskPlayerName, type Promotion } from '@casino/contracts';
import type { PromotionContext } from '../engagement/feature-module.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { inviteeStanding } from './get-referral-info.ts';

/**
 * The `inviteQualification` card of an invited player who has not qualified yet (no completed purchase)
 * while the feature runs: what the first purchase pays them, and the cashier with `inviteQualification=true`.
 */
export async function inviteQualificationPromotion(ctx: PromotionContext): Promise<Promotion[]> {
  const { db, player } = ctx;
  if (!player.referrerId || ctx.depositsCount > 0) return [];
  const feature = await loadFeature(db, ctx.brand, 'inviteQualification');
  if (!feature || !isLive(feature, ctx.now)) return [];
  const { inviter, qualified } = await inviteeStanding(db, { id: player.id, referrerId: player.referrerId });
  if (!inviter || qualified) return [];
  const card: Promotion = {
    ...ctx.base,
    type: 'inviteQualification',
    data: { invitedBy: maskPlayerName(inviter), cashPath: INVITE_QUALIFICATION_CASH_PATH },
    promoOfferPreset: null,
    needDeposits: true,
    howWorks: ['inviteQualification.buy', 'inviteQualification.reward'],
    prizeCoins: feature.config.inviteePrize.coins,
    prizeEntries: feature.config.inviteePrize.entries,
  };
  return [card];
}
