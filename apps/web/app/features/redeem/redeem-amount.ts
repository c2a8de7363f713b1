import { z } from 'zod';
import { formatAmount } from '../../lib/format/format.ts';

/** Keys under `redeem.errors`; the form translates them and fills in the limits. */
export type RedeemAmountError = 'required' | 'number' | 'decimals' | 'belowMinimum' | 'aboveWinnings';

/**
 * The amount field as the player types it ("75.50", or "75,50" on a Spanish keyboard) checked against
 * the limits the server gave: the same rules the server enforces, so most mistakes show before sending.
 */
export function redeemAmountSchema(limits: { minimum: number; maximum: number }) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, 'required' satisfies RedeemAmountError)
      .transform((text, ctx) => {
        const normalized = text.replace(',', '.');
        if (!/^\d+(\.\d*)?$/.test(normalized)) {
          ctx.addIssue({ code: 'custom', message: 'number' satisfies RedeemAmountError });
          return z.NEVER;
        }
        if (!/^\d+(\.\d{0,2})?$/.test(normalized)) {
          ctx.addIssue({ code: 'custom', message: 'decimals' satisfies RedeemAmountError });
          return z.NEVER;
        }
        const amount = Number(normalized);
        if (amount < limits.minimum) {
          ctx.addIssue({ code: 'custom', message: 'belowMinimum' satisfies RedeemAmountError });
          return z.NEVER;
        }
        if (amount > limits.maximum) {
          ctx.addIssue({ code: 'custom', message: 'aboveWinnings' satisfies RedeemAmountError });
          return z.NEVER;
        }
        return amount;
      }),
  });
}

/** The server's refusal codes that belong under the amount field. */
export const SERVER_AMOUNT_ERRORS: Readonly<Record<string, RedeemAmountError>> = {
  below_minimum: 'belowMinimum',
  above_winnings: 'aboveWinnings',
  amount_decimals: 'decimals',
};

/** Winnings with cents in the player's locale. */
export const formatWinnings = (amount: number, locale: string) =>
  formatAmount(amount, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
