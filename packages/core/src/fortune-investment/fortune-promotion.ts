import type { Promotion } from '@casino/contracts';
import type { PromotionContext } from '../engagement/feature-module.ts';
import { loadChosenPackage } from './fortune-plans.ts';

/** The promotions page's `fortuneInvestment` card: the running plan's open days and the next one. */
export async function fortuneInvestmentPromotion(ctx: PromotionContext): Promise<Promotion> {
  const chosen = await loadChosenPackage(ctx.db, ctx);
  const running = chosen && !chosen.isComplete ? chosen : null;
  return {
    ...ctx.base,
    type: 'fortuneInvestment',
    data: {
      hasPlan: running !== null,
      availableDays: running?.days.filter((d) => d.status === 'available').length ?? 0,
      nextDayAt: running?.days.find((d) => d.status === 'upcoming')?.availableAt ?? null,
    },
    promoOfferPreset: null,
    needDeposits: false,
    howWorks: null,
    prizeCoins: running?.remainingCoins ?? null,
  };
}
