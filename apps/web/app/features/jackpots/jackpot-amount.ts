import { fromMinorUnits, type JackpotMode } from '@casino/contracts';
import type { AmountTexts } from '../../lib/format/amount-texts.ts';

/** A pot in the player's units, with its unit: whole coins, or entries from their cents ("12.5 Entries"). */
export const jackpotAmount = (amount: number, currency: JackpotMode, amounts: AmountTexts) =>
  currency === 'COIN' ? amounts.coins(Math.floor(amount)) : amounts.entries(fromMinorUnits('ENTRY', amount));
