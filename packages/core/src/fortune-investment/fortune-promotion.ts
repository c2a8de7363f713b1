import type { Promotion } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { loadChosenPackage } from './fortune-plans.ts';

type PromotionBase = Omit<
  Extract<Promotion, { type: 'fortuneInvestment' }>,
  'type' | 'data' | 'promoOfferPreset'
>;

/** The promotions page's `fortuneInvestment` card: the running plan's open days and the next one. */
export async function fortuneInvestmentPromotion(
  db: Db,
  input: { playerId: string; now: Date; base: PromotionBase },
): Promise<Extract<Promotion, { type: 'fortuneInvestment' }>> {
  const chosen = await loadChosenPackage(db, input);
  const running = chosen && !chosen.isComplete ? chosen : null;
  return {
    ...input.base,
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
