import type { Promotion } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { toPromoOfferPreset, type OfferContext } from '../offers/player-offers.ts';
import { moneyBoxStateOf } from './get-money-box.ts';
import { moneyBoxOfferRows } from './money-box-offers.ts';

type PromotionBase = Omit<Extract<Promotion, { type: 'piggyBank' }>, 'type' | 'data' | 'promoOfferPreset'>;

/** The promotions page's `piggyBank` card: the bank's amount and state, and the offer that breaks it. */
export async function piggyBankPromotion(
  db: Db,
  input: { brand: string; playerId: string; now: Date; context: OfferContext; base: PromotionBase },
): Promise<Extract<Promotion, { type: 'piggyBank' }>> {
  const [state, offers] = await Promise.all([moneyBoxStateOf(db, input), moneyBoxOfferRows(db)]);
  const offer = offers[0];
  return {
    ...input.base,
    type: 'piggyBank',
    data: {
      status: state.status,
      moneyBoxAmount: state.amount,
      minAmount: state.config.minAmount,
      maxAmount: state.config.maxAmount,
      availableTimeToBreak: state.availableAt?.toISOString() ?? null,
      canBreak: state.canBreak,
    },
    promoOfferPreset: offer ? toPromoOfferPreset(offer, input.context) : null,
    needDeposits: true,
    howWorks: null,
    prizeCoins: state.amount,
  };
}
