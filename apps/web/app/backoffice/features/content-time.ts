/**
 * A feature's times in its own time zone (the zone its day resets in) and in UTC: how the Content section
 * writes an `effectiveFrom` and reads the date-time an operator picks for a publish.
 */

const partsIn = (date: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
};

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-12-05T00:00`: the wall-clock time in `timeZone` (a datetime-local input's value). */
export function localInZone(iso: string, timeZone: string): string {
  const p = partsIn(new Date(iso), timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
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
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (instant: number) => {
    const p = partsIn(new Date(instant), timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - instant;
  };
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant).toISOString();
}

/** Both, for a zone other than UTC: "2026-12-05 00:00 America/New_York (2026-12-05 05:00 UTC)". */
export const inZoneAndUtc = (iso: string, timeZone: string) =>
  timeZone === 'UTC' ? inUtc(iso) : `${inZone(iso, timeZone)} (${inUtc(iso)})`;
