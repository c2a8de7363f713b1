import type { Promotion } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { nextEmailLotteryDraw } from './get-email-lottery.ts';

type Base = Omit<Promotion, 'type' | 'data' | 'promoOfferPreset'>;

/**
 * The `emailLottery` card while the lottery runs: the next draw, whether this player is entered (a
 * confirmed email), the first place's prize (`prizeCoins`, `prizeEntries`) and the places' total coins as
 * `grandPrize`.
 */
export async function emailLotteryPromotion(
  db: Db,
  input: { brand: string; emailConfirmed: boolean; now: Date; base: Base },
): Promise<Promotion | null> {
  const next = await nextEmailLotteryDraw(db, input.brand, input.now);
  if (!next) return null;
  const first = next.config.prizes[0]!;
  return {
    ...input.base,
    type: 'emailLottery',
    data: { nextDrawAt: next.at.toISOString(), isEntered: input.emailConfirmed },
    promoOfferPreset: null,
    needDeposits: false,
    howWorks: ['emailLottery.confirm', 'emailLottery.draw', 'emailLottery.win'],
    prizeCoins: first.coins,
    prizeEntries: first.entries,
    grandPrize: next.config.prizes.reduce((sum, prize) => sum + prize.coins, 0),
  };
}
