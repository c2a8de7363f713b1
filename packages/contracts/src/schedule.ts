import { z } from 'zod';

/** Whether `zone` is an IANA time zone this runtime knows. */
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

/**
 * One schedule model for every feature (docs/live-operations.md): the first occurrence's local start in a
 * time zone, an optional iCalendar recurrence (RFC 5545 RRULE, without DTSTART: the start is it), how long
 * each occurrence lasts (ISO 8601, added on the zone's wall clock: `P1D` from 00:00 ends at the next 00:00,
 * 23 or 25 hours on a daylight-saving day) and an optional end after which no occurrence starts.
 */
export const ScheduleSchema = z
  .object({
    /** Local wall time of the first occurrence, `YYYY-MM-DDTHH:mm`. */
    start: z
      .string()
      .regex(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
        'Give the start as a local date and time, like 2027-01-01T00:00.',
      ),
    /** IANA zone, e.g. America/New_York (daylight saving followed). */
    timeZone: z.string().refine(isTimeZone, 'Give a time zone like America/New_York or UTC.'),
    /** RRULE body, e.g. `FREQ=WEEKLY;BYDAY=MO`; null: a single occurrence. */
    rrule: z
      .string()
      .trim()
      .regex(
        /^FREQ=[A-Z]+(;[A-Z]+=[A-Za-z0-9,+\-:]+)*$/,
        'Give a recurrence like FREQ=DAILY or FREQ=WEEKLY;BYDAY=MO.',
      )
      .nullable(),
    /** ISO 8601 duration of one occurrence, e.g. P1D, P7D, PT36H. */
    duration: z
      .string()
      .regex(
        /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?)?$/,
        'Give a duration like P1D, P7D or PT12H.',
      ),
    /** No occurrence starts from this local wall time on (`YYYY-MM-DDTHH:mm`); null: open-ended. */
    until: z
      .string()
      .regex(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
        'Give the end as a local date and time, like 2027-12-31T23:59.',
      )
      .nullable(),
  })
  .strict();
export type Schedule = z.infer<typeof ScheduleSchema>;
