import { z } from 'zod';
import { RRULE_PRESETS } from '@casino/contracts';
import { TextField, ViewSelect, formPart, type FormOf } from './form.tsx';

/**
 * A schedule of the schedule model (docs/live-operations.md) as a form edits it: first local start, time
 * zone, a preset or a raw RRULE, how long each occurrence lasts and the local time from which none starts.
 * The live-operations templates and a feature's recurrence use it.
 */

const PRESET_TEXT: Record<keyof typeof RRULE_PRESETS, string> = {
  daily: 'Every day',
  weeklyMonday: 'Every Monday',
  weekends: 'Saturdays and Sundays',
  monthlyFirst: 'The 1st of each month',
};
/** The Repeats select: a preset fills the rule in (it keeps no value of its own). */
const PRESET_OPTIONS = [
  { value: '', label: 'Choose a preset…' },
  ...(Object.keys(RRULE_PRESETS) as Array<keyof typeof RRULE_PRESETS>).map((key) => ({
    value: RRULE_PRESETS[key] as string,
    label: PRESET_TEXT[key],
  })),
];

/** How a schedule reads in a list: a preset's name, else the raw rule. */
export function repeatsText(rrule: string | null): string {
  if (rrule === null) return 'Once';
  const preset = (Object.keys(RRULE_PRESETS) as Array<keyof typeof RRULE_PRESETS>).find(
    (key) => RRULE_PRESETS[key] === rrule,
  );
  return preset ? PRESET_TEXT[preset] : rrule;
}

const optionalLocal = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v));

/** The schedule as the form holds it (empty rule or end: none). */
export const ScheduleFormSchema = z.object({
  start: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Give the first start, date and time.'),
  timeZone: z.string().trim().min(1, 'Give a time zone like America/New_York or UTC.'),
  rrule: optionalLocal,
  duration: z.string().trim().min(2, 'Give a duration like P1D, P7D or PT4H.'),
  until: optionalLocal,
});

/** A schedule as the contracts' `ScheduleSchema` holds it. */
export type ScheduleValue = {
  start: string;
  timeZone: string;
  rrule: string | null;
  duration: string;
  until: string | null;
};

export const scheduleValues = (
  schedule: ScheduleValue | undefined | null,
  defaults: Partial<ScheduleValue> = {},
) => ({
  start: schedule?.start ?? '',
  timeZone: schedule?.timeZone ?? defaults.timeZone ?? 'America/New_York',
  rrule: schedule ? (schedule.rrule ?? '') : (defaults.rrule ?? RRULE_PRESETS.daily),
  duration: schedule?.duration ?? defaults.duration ?? 'P1D',
  until: schedule?.until ?? '',
});

type ScheduleInput = z.input<typeof ScheduleFormSchema>;
type ScheduleGroup = { schedule: ScheduleInput };

/**
 * The schedule's fields: first start, zone, a preset or a raw RRULE, the duration and the end, bound to the
 * form's `group` (`schedule` unless told).
 */
export function ScheduleFields<T extends ScheduleGroup>(props: {
  form: FormOf<T>;
  id: string;
  durationHint: string;
}): React.JSX.Element;
export function ScheduleFields<G extends string, T extends Record<G, ScheduleInput>>(props: {
  form: FormOf<T>;
  id: string;
  durationHint: string;
  group: G;
}): React.JSX.Element;
export function ScheduleFields({
  form: whole,
  id,
  durationHint,
  group = 'schedule',
}: {
  form: FormOf<ScheduleGroup>;
  id: string;
  durationHint: string;
  group?: string;
}) {
  const form = formPart<ScheduleGroup, ScheduleGroup>(whole);
  // Every path below is `${group}.…`; typed as the `schedule` group's, which has the same fields.
  const at = <F extends keyof ScheduleInput>(field: F) => `${group}.${field}` as `schedule.${F}`;
  return (
    <>
      <TextField form={form} name={at('start')} label="First start (local)" type="datetime-local" />
      <TextField
        form={form}
        name={at('timeZone')}
        label="Time zone"
        hint="IANA name: America/New_York, Europe/Madrid, UTC. Daylight saving is followed."
      />
      <ViewSelect
        id={`${id}-preset`}
        label="Repeats"
        value=""
        options={PRESET_OPTIONS}
        onChange={(rrule) => form.setValue(at('rrule'), rrule, { shouldDirty: true, shouldValidate: true })}
      />
      <TextField
        form={form}
        name={at('rrule')}
        label="Recurrence (RRULE)"
        hint="A preset fills it; or type a rule like FREQ=WEEKLY;BYDAY=FR. Empty: once."
      />
      <TextField form={form} name={at('duration')} label="Each lasts" hint={durationHint} />
      <TextField
        form={form}
        name={at('until')}
        label="No start from (local)"
        type="datetime-local"
        hint="Leave empty to run on."
      />
    </>
  );
}
