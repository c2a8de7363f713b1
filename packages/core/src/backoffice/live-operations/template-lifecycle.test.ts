import { describe, expect, it } from 'vitest';
import type { Schedule } from '@casino/contracts';
import { templateState, templateStatusOf, type TemplateBase } from './template-lifecycle.ts';

const NOW = new Date('2027-03-10T12:00:00Z');

const daily = (until: string | null): Schedule => ({
  start: '2027-03-01T00:00',
  timeZone: 'America/New_York',
  rrule: 'FREQ=DAILY',
  duration: 'P1D',
  until,
});

const template = (schedule: Schedule, over: Partial<TemplateBase> = {}): TemplateBase => ({
  id: 1,
  title: { en: 'Daily Sevens Race', es: 'Carrera diaria de los sietes' },
  schedule,
  active: true,
  cancelledAt: null,
  updatedAt: NOW,
  ...over,
});

// The five states both template lists show (docs/live-operations.md, "States"); the routes' tests reach draft,
// scheduled, live and cancelled through the API, and finished only here (a schedule that has ended).
describe('a template state', () => {
  it('is scheduled while its rule has a start to come, and live while one of its occurrences runs', () => {
    expect(templateState(template(daily(null)), false, NOW)).toBe('scheduled');
    expect(templateState(template(daily(null)), true, NOW)).toBe('live');
  });

  it('is draft when not published (saved without a language, or paused)', () => {
    expect(templateState(template(daily(null), { active: false }), false, NOW)).toBe('draft');
  });

  it('is finished once its schedule has ended: past its until, or its single occurrence started', () => {
    expect(templateState(template(daily('2027-03-05T00:00')), false, NOW)).toBe('finished');
    const once: Schedule = { ...daily(null), rrule: null, start: '2027-03-09T00:00' };
    expect(templateState(template(once), false, NOW)).toBe('finished');
    // A single occurrence still to come is scheduled; the last day before until is too.
    expect(templateState(template({ ...once, start: '2027-03-11T00:00' }), false, NOW)).toBe('scheduled');
    expect(templateState(template(daily('2027-03-12T00:00')), false, NOW)).toBe('scheduled');
  });

  it('is live while its last occurrence still runs, even with no start to come', () => {
    expect(templateState(template(daily('2027-03-10T00:00')), true, NOW)).toBe('live');
  });

  it('is cancelled for good, whatever runs or comes; a cancelled or finished one shows no next start', () => {
    const cancelled = template(daily(null), { active: false, cancelledAt: NOW });
    expect(templateState(cancelled, true, NOW)).toBe('cancelled');
    expect(templateStatusOf(cancelled, false, NOW)).toMatchObject({ state: 'cancelled', nextStartsAt: null });
    expect(templateStatusOf(template(daily('2027-03-05T00:00')), false, NOW)).toMatchObject({
      state: 'finished',
      nextStartsAt: null,
    });
    // New York 00:00 on 11 March 2027 is 05:00 UTC (daylight saving starts on the 14th).
    expect(templateStatusOf(template(daily(null)), false, NOW)).toMatchObject({
      state: 'scheduled',
      nextStartsAt: '2027-03-11T05:00:00.000Z',
    });
  });
});
