import { fromMinorUnits, type JackpotMode } from '@casino/contracts';
import { formatAmount } from '../../lib/format/format.ts';

/** A pot in the player's units: whole coins, or entries with their cents. */
export const jackpotAmount = (amount: number, currency: JackpotMode, locale: string) =>
  currency === 'COIN'
    ? formatAmount(amount, locale, { maximumFractionDigits: 0 })
    : formatAmount(fromMinorUnits('ENTRY', amount), locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
