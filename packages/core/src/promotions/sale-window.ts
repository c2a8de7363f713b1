import type { OfferPresetRow } from '../offers/player-offers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfUtcDay = (time: Date) =>
  new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));

/**
 * When an offer that is not on sale now next goes on sale: its start date, moved to the next day of its
 * weekday (UTC midnight) if it has one. Null when it never will (inactive, or its end comes first).
 */
export function nextSaleStart(row: OfferPresetRow, now: Date): Date | null {
  if (!row.isActive) return null;
  let start = row.availableFrom && row.availableFrom > now ? row.availableFrom : now;
  if (row.dayOfWeek !== null && start.getUTCDay() !== row.dayOfWeek) {
    const days = (row.dayOfWeek - start.getUTCDay() + 7) % 7;
    start = new Date(startOfUtcDay(start).getTime() + days * DAY_MS);
  }
  if (start <= now) return null; // on sale now: not "coming soon"
  if (row.availableTill !== null && row.availableTill <= start) return null;
  return start;
}
