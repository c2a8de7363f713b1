/**
 * A feature's times in its own time zone (the zone its day resets in) and in UTC: how the Content section
 * writes an `effectiveFrom` and reads the date-time an operator picks for a publish.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** `2026-12-05T00:00`: the wall-clock time in `timeZone` (a datetime-local input's value). */
export function localInZone(iso: string, timeZone: string): string {
  return format(new TZDate(iso, timeZone), "yyyy-MM-dd'T'HH:mm");
}

/** "2026-12-05 00:00 America/New_York". */
export const inZone = (iso: string, timeZone: string) =>
  `${localInZone(iso, timeZone).replace('T', ' ')} ${timeZone}`;

/** "2026-12-05 05:00 UTC". */
export const inUtc = (iso: string) => `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The instant a wall-clock time in `timeZone` names (`2026-12-05T00:00` in America/New_York →
 * `2026-12-05T05:00:00.000Z`), or null for an empty or unreadable value. A time the clocks skip (a
 * spring-forward hour) reads as the instant after the gap.
 */
export function zonedToIso(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, timeZone).getTime()).toISOString();
}

/** Both, for a zone other than UTC: "2026-12-05 00:00 America/New_York (2026-12-05 05:00 UTC)". */
export const inZoneAndUtc = (iso: string, timeZone: string) =>
  timeZone === 'UTC' ? inUtc(iso) : `${inZone(iso, timeZone)} (${inUtc(iso)})`;
