import type { GameMode, PlayerBalance } from '@casino/contracts';
import { balanceOfMode } from '@casino/contracts/values';
import { formatAmount, formatShortNumber } from '../../lib/format/format.ts';

/** What the header shows: coins in TournamentPoints, entries in SweepStakes. */
export type BalanceUnit = 'coins' | 'entries';

export const unitOfMode = (mode: GameMode): BalanceUnit => (mode === 'SweepStakes' ? 'entries' : 'coins');

/** The mode the switch moves to from this one. */
export const otherMode = (mode: GameMode): GameMode =>
  mode === 'SweepStakes' ? 'TournamentPoints' : 'SweepStakes';

/** Up to this, the header shows every digit; above, the short form keeps the bar from growing. */
export const FULL_AMOUNT_LIMIT = 1_000_000;

export interface HeaderBalance {
  unit: BalanceUnit;
  amount: number;
  /** Grouped digits ('12,500'), or the short form from a million up ('2.5M'). */
  display: string;
  /** Always every digit, for the accessible name and the tooltip. */
  full: string;
}

export function headerBalance(balance: PlayerBalance, mode: GameMode, locale: string): HeaderBalance {
  const amount = balanceOfMode(balance, mode);
  const digits = mode === 'SweepStakes' ? 2 : 0;
  const full = formatAmount(amount, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return {
    unit: unitOfMode(mode),
    amount,
    display: Math.abs(amount) >= FULL_AMOUNT_LIMIT ? formatShortNumber(amount, locale) : full,
    full,
  };
}
