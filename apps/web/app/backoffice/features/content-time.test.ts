import { describe, expect, it } from 'vitest';
import { inUtc, inZone, localInZone, zonedToIso } from './content-time.ts';

describe("a feature's times in its zone", () => {
  it('writes an instant in the zone and in UTC', () => {
    expect(inZone('2026-12-05T05:00:00.000Z', 'America/New_York')).toBe('2026-12-05 00:00 America/New_York');
    expect(inUtc('2026-12-05T05:00:00.000Z')).toBe('2026-12-05 05:00 UTC');
    expect(localInZone('2026-07-01T04:00:00.000Z', 'America/New_York')).toBe('2026-07-01T00:00');
  });

  it('reads a wall-clock time in the zone as its instant, in winter and in summer', () => {
    expect(zonedToIso('2026-12-05T00:00', 'America/New_York')).toBe('2026-12-05T05:00:00.000Z');
    expect(zonedToIso('2026-07-01T00:00', 'America/New_York')).toBe('2026-07-01T04:00:00.000Z');
    expect(zonedToIso('2026-07-01T09:30', 'UTC')).toBe('2026-07-01T09:30:00.000Z');
    expect(zonedToIso('', 'UTC')).toBeNull();
    // The spring-forward hour: 02:30 does not happen in New York on 2027-03-14; it reads as after the gap.
    expect(zonedToIso('2027-03-14T02:30', 'America/New_York')).toBe('2027-03-14T07:30:00.000Z');
    // The autumn's repeated hour: its first time (still daylight saving).
    expect(zonedToIso('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });
});
