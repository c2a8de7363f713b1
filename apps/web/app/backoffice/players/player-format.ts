import type { PlayerAccountStatus } from '@casino/contracts';

/** Units players see: coins and tournament points whole, entries and winnings with cents. */
export function formatUnits(currency: string, amount: number): string {
  const cents = currency === 'ENTRY' || currency === 'WINNING';
  return amount.toLocaleString('en-US', {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  });
}

/** A signed amount: +1,250 / −3.50. */
export const formatSigned = (currency: string, amount: number) =>
  `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${formatUnits(currency, Math.abs(amount))}`;

export const CURRENCY_LABELS: Record<string, string> = {
  COIN: 'Coins',
  ENTRY: 'Entries',
  WINNING: 'Winnings',
  TOUR_POINT: 'Tournament points',
};

/** A server timestamp in the operator's time, to the minute; '—' for none. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-GB', {
        year: 'numeric',
        month: 'short',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
}

export const STATUS_TEXT: Record<PlayerAccountStatus, string> = {
  active: 'Active',
  locked: 'Locked',
  closed: 'Closed',
};

/** A key for one adjustment form: kept across retries of the same form, new for the next. */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages served over plain http on a LAN address have no randomUUID; getRandomValues is always there.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};
