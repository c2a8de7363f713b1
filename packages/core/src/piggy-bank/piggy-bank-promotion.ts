import type { Promotion } from '@casino/contracts';
import type { PromotionContext } from '../engagement/feature-module.ts';
import { moneyBoxFigures, moneyBoxStateOf } from './get-money-box.ts';
import { moneyBoxOfferRows } from './money-box-offers.ts';

/** The promotions page's `piggyBank` card: the bank's amount and state, and the offer that breaks it. */
export async function piggyBankPromotion(ctx: PromotionContext): Promise<Promotion> {
  const [state, offers] = await Promise.all([moneyBoxStateOf(ctx.db, ctx), moneyBoxOfferRows(ctx.db)]);
  const offer = offers[0];
  return {
    ...ctx.base,
    type: 'piggyBank',
    data: moneyBoxFigures(state),
    promoOfferPreset: offer ? ctx.offers.toPreset(offer) : null,
    needDeposits: true,
    howWorks: null,
    prizeCoins: state.amount,
  };
}
