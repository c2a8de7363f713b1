import { MINOR_UNITS, type PlayLimitKind } from '@casino/contracts';
import { formatAmount, formatMoney } from '../../lib/format/format.ts';

/** What one unit the player types is worth in the stored amount: dollars → cents, entries → hundredths. */
export const unitsPerWhole = (kind: PlayLimitKind): number =>
  kind === 'purchase'
    ? 100
    : kind === 'session'
      ? 1
      : kind.endsWith('ENTRY')
        ? MINOR_UNITS.ENTRY
        : MINOR_UNITS.COIN;

/** The message key of the amount field's label for a kind. */
export const amountLabelKey = (kind: PlayLimitKind) =>
  kind === 'purchase' || kind === 'session'
    ? `playLimits.set.amountIn.${kind}`
    : `playLimits.set.amountIn.${kind.split('-')[1]}`;

/** A stored amount as people read it: $12.50, 1,000 Coins (unit added by the caller), 45 min. */
export function formatLimitAmount(kind: PlayLimitKind, amount: number, locale: string): string {
  if (kind === 'purchase') return formatMoney(amount / 100, locale);
  const per = unitsPerWhole(kind);
  return formatAmount(
    amount / per,
    locale,
    per > 1 ? { minimumFractionDigits: 2 } : { maximumFractionDigits: 0 },
  );
}

/** The typed text as a stored amount; null when it is not a positive number with at most the unit's decimals. */
export function parseLimitAmount(kind: PlayLimitKind, text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0) return null;
  const stored = Math.round(value * unitsPerWhole(kind));
  return Math.abs(stored - value * unitsPerWhole(kind)) < 1e-6 && stored > 0 ? stored : null;
}
