import { describe, expect, it } from 'vitest';
import { FeatureScheduleSchema, type FeatureSchedule } from '@casino/contracts';
import { createManualClock } from '../clock/clock.ts';
import { periodAt } from '../engagement/periods.ts';
import { BINGO_ROUND_ANCHOR, bingoRoundAt, bingoRoundSchedule } from './bingo-rules.ts';

const DAY_MS = 86_400_000;

/** Bingo's round before the schedule model: blocks of `roundDays` day periods counted from the anchor. */
function roundBeforeTheScheduleModel(schedule: FeatureSchedule, roundDays: number, now: Date) {
  let period = periodAt(schedule, now);
  const days = Math.round(
    (Date.parse(`${period.key}T00:00:00Z`) - Date.parse(`${BINGO_ROUND_ANCHOR}T00:00:00Z`)) / DAY_MS,
  );
  const index = Math.floor(days / roundDays);
  const key = new Date(Date.parse(`${BINGO_ROUND_ANCHOR}T00:00:00Z`) + index * roundDays * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const left = roundDays - (days - index * roundDays);
  for (let i = 1; i < left; i++) period = periodAt(schedule, period.endsAt);
  const finish = schedule.finishesAt ? Date.parse(schedule.finishesAt) : Infinity;
  return { key, endsAt: new Date(Math.min(period.endsAt.getTime(), finish)) };
}

const schedule = (resetHour: number, timeZone: string, finishesAt: string | null = null) =>
  FeatureScheduleSchema.parse({ finishesAt, period: { kind: 'day', resetHour, timeZone } });

describe('bingo rounds are occurrences of a schedule', () => {
  it('is FREQ=DAILY;INTERVAL=roundDays from a start a whole number of rounds before the anchor', () => {
    expect(bingoRoundSchedule(schedule(5, 'America/New_York'), 7)).toEqual({
      start: '2019-12-30T05:00',
      timeZone: 'America/New_York',
      rrule: 'FREQ=DAILY;INTERVAL=7',
      duration: 'P7D',
      until: null,
    });
    expect(bingoRoundAt(schedule(0, 'UTC'), 7, new Date('2026-01-05T00:00:00Z'))).toEqual({
      key: '2026-01-05',
      endsAt: new Date('2026-01-12T00:00:00Z'),
    });
  });

  // Every two hours across the March and November changes, month ends, the year end and the leap day.
  const spans = [
    ['2026-10-25T00:00:00Z', '2026-11-12T00:00:00Z'],
    ['2027-02-25T00:00:00Z', '2027-03-20T00:00:00Z'],
    ['2027-12-27T00:00:00Z', '2028-01-03T00:00:00Z'],
    ['2028-02-25T00:00:00Z', '2028-03-03T00:00:00Z'],
  ] as const;
  for (const [resetHour, timeZone] of [
    [0, 'UTC'],
    [5, 'America/New_York'],
    [0, 'Europe/Madrid'],
  ] as const)
    for (const roundDays of [1, 7, 30])
      it(`numbers each round as before: ${roundDays} days from ${resetHour}:00 ${timeZone}`, () => {
        const s = schedule(resetHour, timeZone);
        for (const [from, to] of spans) {
          const clock = createManualClock(from);
          while (clock.now() < new Date(to)) {
            expect(bingoRoundAt(s, roundDays, clock.now()), clock.now().toISOString()).toEqual(
              roundBeforeTheScheduleModel(s, roundDays, clock.now()),
            );
            clock.advance(2 * 3_600_000);
          }
        }
      });

  it("cuts the last round to the feature's finish", () => {
    const s = schedule(0, 'UTC', '2026-01-08T12:00:00Z');
    expect(bingoRoundAt(s, 7, new Date('2026-01-06T00:00:00Z'))).toEqual({
      key: '2026-01-05',
      endsAt: new Date('2026-01-08T12:00:00Z'),
    });
  });
});
