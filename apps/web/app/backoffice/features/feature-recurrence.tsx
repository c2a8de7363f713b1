import { z } from 'zod';
import type { Schedule } from '@casino/contracts';
import { formPart, type FormOf } from '../components/form.tsx';
import { ScheduleFields, ScheduleFormSchema, scheduleValues } from '../components/schedule-fields.tsx';
import own from '../queues/queues.module.css';

/**
 * A feature's recurrence (docs/live-operations.md, "The schedule model"): when on, the feature runs only
 * inside an occurrence ("every Friday 18:00–22:00 New York", "1–24 December each year"), and inside its
 * start and finish when given. Off: it runs the whole time between them.
 */
export const RecurrenceFormSchema = z
  .object({
    repeats: z.boolean(),
    start: z.string(),
    timeZone: z.string(),
    rrule: z.string(),
    duration: z.string(),
    until: z.string(),
  })
  .transform((value, ctx): Schedule | null => {
    if (!value.repeats) return null;
    const schedule = ScheduleFormSchema.safeParse(value);
    if (schedule.success) return schedule.data;
    for (const issue of schedule.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
    return z.NEVER;
  });
type RecurrenceInput = z.input<typeof RecurrenceFormSchema>;

/** The form's values of a stored recurrence (null: off, with a Friday evening ready to switch on). */
export const recurrenceValues = (recurrence: Schedule | null): RecurrenceInput => ({
  repeats: recurrence !== null,
  ...scheduleValues(recurrence, { rrule: 'FREQ=WEEKLY;BYDAY=FR', duration: 'PT4H' }),
});

type RecurrenceGroup = { recurrence: RecurrenceInput };

/** The switch and, when on, the schedule's fields (the live-operations templates' own). */
export function FeatureRecurrenceFields<T extends RecurrenceGroup>({ form: whole }: { form: FormOf<T> }) {
  const form = formPart<RecurrenceGroup, T>(whole);
  const repeats = form.watch('recurrence.repeats');
  return (
    <>
      <label className={own.checkbox}>
        <input type="checkbox" {...form.register('recurrence.repeats')} />
        Runs only in occurrences (a recurrence)
      </label>
      {repeats ? (
        <div className={own.grid2} data-testid="bo-feature-recurrence">
          <ScheduleFields
            form={form}
            group="recurrence"
            id="bo-feature-recurrence"
            durationHint="Each occurrence: PT4H four hours, P1D a day, P24D 1–24 December."
          />
        </div>
      ) : null}
    </>
  );
}
