import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ScheduleSchema } from '@casino/contracts';
import { RecurrenceFormSchema, recurrenceValues } from './feature-recurrence.tsx';

const fridays = {
  start: '2026-12-04T18:00',
  timeZone: 'America/New_York',
  rrule: 'FREQ=WEEKLY;BYDAY=FR',
  duration: 'PT4H',
  until: null,
};

describe("a feature's recurrence in the form", () => {
  it('is null when switched off, whatever its fields hold', () => {
    expect(RecurrenceFormSchema.parse({ ...recurrenceValues(null), repeats: false, start: '' })).toBeNull();
    expect(recurrenceValues(null)).toMatchObject({ repeats: false, rrule: 'FREQ=WEEKLY;BYDAY=FR' });
  });

  it('round-trips a stored recurrence to what the contracts accept', () => {
    const parsed = RecurrenceFormSchema.parse(recurrenceValues(fridays));
    expect(parsed).toEqual(fridays);
    expect(ScheduleSchema.parse(parsed)).toEqual(fridays);
  });

  it('says what to fix under the field when switched on without a start', () => {
    const result = RecurrenceFormSchema.safeParse({ ...recurrenceValues(null), repeats: true });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['start', 'Give the first start, date and time.'],
    ]);
  });

  it("puts the message on the field's path within the feature's form", () => {
    const form = z.object({ recurrence: RecurrenceFormSchema });
    const result = form.safeParse({ recurrence: { ...recurrenceValues(null), repeats: true } });
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(['recurrence.start']);
  });
});
