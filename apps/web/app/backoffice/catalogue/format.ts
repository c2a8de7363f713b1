/** Formats of the catalogue screens (English, UTC: operators in every time zone read the same). */

export const pct = (value: number | null, digits = 2) =>
  value === null ? '—' : `${(value * 100).toFixed(digits)} %`;

export const dollars = (cents: number | null) =>
  cents === null ? '—' : (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

export const whole = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** `2026-03-10T12:00:00.000Z` → `2026-03-10 12:00 UTC`. */
export const utc = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '—');

/** An ISO time as a `datetime-local` value read as UTC, and back. */
export const toLocalInput = (iso: string | null) => (iso ? iso.slice(0, 16) : '');
export const fromLocalInput = (value: string) =>
  value ? `${value.length === 16 ? `${value}:00` : value}Z` : null;

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
