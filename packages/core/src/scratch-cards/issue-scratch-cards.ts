import type { ScratchCardPrize } from '@casino/contracts';
import { scratchCards } from '../db/schema/index.ts';
import type { ActivityHandler } from '../engagement/activity.ts';
import { drawWeighted, type RandomSource } from '../engagement/draw-weighted.ts';
import { liveFeature, loadFeature } from '../engagement/load-features.ts';
import { countForPurchase } from '../offers/purchase-tiers.ts';

/**
 * Issues the scratch cards a purchase earns (the config's tiers), if the feature ran when the purchase
 * completed. Each card's prize is drawn here and stored with it; the card waits `activationDelaySeconds`
 * and can then be scratched for `lifetimeSeconds`. One card per `purchase:{paymentId}:{n}`: a repeat issues
 * nothing. The player gets `scratchCardLottery cardsIssued` after commit.
 */
export function scratchCardsActivityHandler(random?: RandomSource): ActivityHandler {
  return {
    name: 'scratchCardLottery',
    async purchase({ tx, activity, push }) {
      const at = activity.occurredAt;
      const feature = liveFeature(await loadFeature(tx, activity.brand, 'scratchCardLottery'), at);
      if (!feature) return;
      const { config } = feature;
      const count = countForPurchase(config.issue, activity.data.priceCents);
      if (count === 0) return;
      const activatesAt = new Date(at.getTime() + config.activationDelaySeconds * 1000);
      const expiresAt = new Date(activatesAt.getTime() + config.lifetimeSeconds * 1000);
      const rows = Array.from({ length: count }, (_, n) => {
        const { index, item } = drawWeighted(config.prizes, random);
        return {
          playerId: activity.playerId,
          brand: activity.brand,
          sourceRef: `purchase:${activity.data.paymentId}:${n}`,
          prize: item.prize satisfies ScratchCardPrize,
          prizeIndex: index,
          issuedAt: at,
          activatesAt,
          expiresAt,
        };
      });
      const issued = await tx
        .insert(scratchCards)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: scratchCards.id });
      if (issued.length > 0)
        push.toPlayer(activity.playerId, {
          type: 'scratchCardLottery',
          action: 'cardsIssued',
          data: { count: issued.length },
        });
    },
  };
}
