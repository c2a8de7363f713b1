import { describe, expect, it } from 'vitest';
import { questPeriod } from './period.ts';

const quest = (
  type: 'season' | 'advent' | 'fp_challenge',
  start: string,
  end: string,
  daysCount: number,
) => ({
  type,
  start,
  end,
  daysCount,
});

describe('questPeriod', () => {
  it('names a day by its length, whatever the type', () => {
    expect(questPeriod(quest('season', '2026-12-07T00:00:00Z', '2027-01-04T00:00:00Z', 4))).toBe('week');
    expect(questPeriod(quest('season', '2026-12-07T00:00:00Z', '2026-12-08T00:00:00Z', 1))).toBe('day');
    expect(questPeriod(quest('advent', '2026-12-01T05:00:00Z', '2026-12-26T05:00:00Z', 25))).toBe('day');
    expect(questPeriod(quest('season', '2026-12-07T00:00:00Z', '2026-12-10T00:00:00Z', 1))).toBe('stage');
  });

  it('keeps a week a week across a daylight-saving change (an hour more or less)', () => {
    // America/New_York, 2027-03-08 → 2027-03-15 local midnights: the clocks go forward on the 14th.
    expect(questPeriod(quest('season', '2027-03-08T05:00:00Z', '2027-03-15T04:00:00Z', 1))).toBe('week');
    expect(questPeriod(quest('advent', '2027-03-14T05:00:00Z', '2027-03-15T04:00:00Z', 1))).toBe('day');
  });

  it('counts no days for the free-play challenge', () => {
    expect(questPeriod(quest('fp_challenge', '2026-12-07T00:00:00Z', '2026-12-08T00:00:00Z', 1))).toBe(
      'challenge',
    );
  });
});
