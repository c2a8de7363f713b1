import type { Promotion } from '@casino/contracts';
import type { PromotionContext } from '../engagement/feature-module.ts';
import { nextEmailLotteryDraw } from './get-email-lottery.ts';

/**
 * The `emailLottery` card while the lottery runs: the next draw, whether this player is entered (a
 * confirmed email), the first place's prize (`prizeCoins`, `prizeEntries`) and the places' total coins as
 * `grandPrize`.
 */
export async function emailLotteryPromotion(ctx: PromotionContext): Promise<Promotion[]> {
  const next = await nextEmailLotteryDraw(ctx.db, ctx.brand, ctx.now);
  if (!next) return [];
  const first = next.config.prizes[0]!;
  const isEntered = ctx.player.email !== null && ctx.player.emailConfirmedAt !== null;
  const card: Promotion = {
    ...ctx.base,
    type: 'emailLottery',
    data: { nextDrawAt: next.at.toISOString(), isEntered },
    promoOfferPreset: null,
    needDeposits: false,
    howWorks: ['emailLottery.confirm', 'emailLottery.draw', 'emailLottery.win'],
    prizeCoins: first.coins,
    prizeEntries: first.entries,
    grandPrize: next.config.prizes.reduce((sum, prize) => sum + prize.coins, 0),
  };
  return [card];
}
