import type { ColumnDef } from '@tanstack/react-table';
import { toast } from 'sonner';
import { z } from 'zod';
import { RRULE_PRESETS, type TemplateState } from '@casino/contracts';
import { boSend } from '../backoffice-api.ts';
import { brandName, BRAND_OPTIONS } from '../brand-names.ts';
import { Button } from '../components/button.tsx';
import { SelectField, TextField, ViewSelect, type FormOf } from '../components/form.tsx';
import type { Editing } from '../catalogue/list-and-edit.tsx';
import styles from '../backoffice.module.css';
import own from '../catalogue/catalogue.module.css';

/**
 * What the tournament and quest template screens share (docs/live-operations.md): the schedule's fields, the
 * state badge, the pause / resume / cancel buttons and the server's word on what a write did.
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

/** How a schedule reads in the list: a preset's name, else the raw rule. */
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

type Schedule = {
  start: string;
  timeZone: string;
  rrule: string | null;
  duration: string;
  until: string | null;
};

export const scheduleValues = (schedule: Schedule | undefined, defaults: Partial<Schedule> = {}) => ({
  start: schedule?.start ?? '',
  timeZone: schedule?.timeZone ?? defaults.timeZone ?? 'America/New_York',
  rrule: schedule ? (schedule.rrule ?? '') : (defaults.rrule ?? RRULE_PRESETS.daily),
  duration: schedule?.duration ?? defaults.duration ?? 'P1D',
  until: schedule?.until ?? '',
});

interface TemplateIdentity {
  brand: string;
  slug: string;
  title: { en: string; es: string };
}

/** Brand, slug and the two titles. Brand and slug name a template: once it exists they are shown, not sent. */
export function TemplateIdentityFields<T extends TemplateIdentity>({
  form: anyForm,
  row,
}: {
  form: FormOf<T>;
  row: { brand: string } | null;
}) {
  // The form's other fields do not matter here: seen as its identity fields only.
  const form = anyForm as unknown as FormOf<TemplateIdentity>;
  return (
    <>
      {row ? (
        // Shown, not a disabled field: a disabled field would drop out of the values.
        <p className={styles.field}>
          <span className={styles.label}>Brand</span>
          {brandName(row.brand)}
        </p>
      ) : (
        <SelectField form={form} name="brand" label="Brand" options={BRAND_OPTIONS} />
      )}
      <TextField
        form={form}
        name="slug"
        label="Slug"
        hint="Names the template within its brand; it cannot change."
        readOnly={row !== null}
      />
      <TextField form={form} name="title.en" label="Title (English)" />
      <TextField form={form} name="title.es" label="Title (Spanish)" lang="es" />
    </>
  );
}

/** The schedule's fields: first start, zone, a preset or a raw RRULE, the duration and the end. */
export function ScheduleFields<T extends { schedule: z.input<typeof ScheduleFormSchema> }>({
  form: anyForm,
  id,
  durationHint,
}: {
  form: FormOf<T>;
  id: string;
  durationHint: string;
}) {
  // The form's other fields do not matter here: seen as its schedule group only.
  const form = anyForm as unknown as FormOf<{ schedule: z.input<typeof ScheduleFormSchema> }>;
  return (
    <>
      <TextField form={form} name="schedule.start" label="First start (local)" type="datetime-local" />
      <TextField
        form={form}
        name="schedule.timeZone"
        label="Time zone"
        hint="IANA name: America/New_York, Europe/Madrid, UTC. Daylight saving is followed."
      />
      <ViewSelect
        id={`${id}-preset`}
        label="Repeats"
        value=""
        options={PRESET_OPTIONS}
        onChange={(rrule) =>
          form.setValue('schedule.rrule', rrule, { shouldDirty: true, shouldValidate: true })
        }
      />
      <TextField
        form={form}
        name="schedule.rrule"
        label="Recurrence (RRULE)"
        hint="A preset fills it; or type a rule like FREQ=WEEKLY;BYDAY=FR. Empty: once."
      />
      <TextField form={form} name="schedule.duration" label="Each lasts" hint={durationHint} />
      <TextField
        form={form}
        name="schedule.until"
        label="No start from (local)"
        type="datetime-local"
        hint="Leave empty to run on."
      />
    </>
  );
}

const STATE_TEXT: Record<TemplateState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  live: 'Live',
  finished: 'Finished',
  cancelled: 'Cancelled',
};

interface TemplateListRow {
  id: number;
  brand: string;
  title: { en: string; es: string };
  active: boolean;
  state: TemplateState;
  schedule: Schedule;
  nextStartsAt: string | null;
}

/**
 * A template list's columns: brand, the titles in both languages, state, repeats, next start, the feature's own
 * `detail`, and (for operators who may write) pause / resume / cancel.
 */
export function templateListColumns<Row extends TemplateListRow>(kind: {
  detail: ColumnDef<Row, unknown>;
  path: (id: number) => string;
  schema: z.ZodType<SavedAnswer>;
  noun: string;
}) {
  return (editing: Editing<Row>, canManage: boolean): ColumnDef<Row, unknown>[] => [
    { accessorKey: 'brand', header: 'Brand', cell: ({ row }) => brandName(row.original.brand) },
    {
      accessorKey: 'slug',
      header: 'Template',
      cell: ({ row }) => (
        <span>
          {row.original.title.en}
          <span className={own.sub} lang="es">
            {row.original.title.es}
          </span>
        </span>
      ),
    },
    {
      id: 'state',
      header: 'State',
      enableSorting: false,
      cell: ({ row }) => (
        <span
          className={`${own.badge} ${row.original.state === 'live' || row.original.state === 'scheduled' ? own.on : own.off}`}
        >
          {STATE_TEXT[row.original.state]}
        </span>
      ),
    },
    {
      id: 'repeats',
      header: 'Repeats',
      enableSorting: false,
      cell: ({ row }) =>
        `${repeatsText(row.original.schedule.rrule)} from ${row.original.schedule.start.replace('T', ' ')} (${row.original.schedule.timeZone}), ${row.original.schedule.duration}`,
    },
    {
      id: 'next',
      header: 'Next start',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.nextStartsAt ? new Date(row.original.nextStartsAt).toLocaleString('en-US') : '—',
    },
    kind.detail,
    ...(canManage
      ? [
          {
            id: 'actions',
            header: '',
            enableSorting: false,
            cell: ({ row }) => (
              <TemplateActions
                row={row.original}
                editing={editing}
                path={kind.path}
                schema={kind.schema}
                noun={kind.noun}
              />
            ),
          } satisfies ColumnDef<Row, unknown>,
        ]
      : []),
  ];
}

export interface SavedAnswer {
  data: { title: { en: string } };
  updatedOccurrences: number;
  removedOccurrences: number;
}

/** The server's word on what a write did to the occurrences already made (`noun`: races, quests). */
export function savedText(saved: SavedAnswer, noun: string): string {
  const parts = [`Saved ${saved.data.title.en || 'the draft'}.`];
  if (saved.updatedOccurrences > 0)
    parts.push(`${saved.updatedOccurrences} ${noun} to come take the change; a running one keeps its own.`);
  if (saved.removedOccurrences > 0)
    parts.push(`${saved.removedOccurrences} ${noun} to come nobody joined were removed.`);
  return parts.join(' ');
}

/** Pause / resume (one PATCH of `active`) and cancel (`cancelled: true`, after a confirmation) of a row. */
export function TemplateActions<Row extends TemplateListRow>({
  row,
  editing,
  path,
  schema,
  noun,
}: {
  row: Row;
  editing: Editing<Row>;
  path: (id: number) => string;
  schema: z.ZodType<SavedAnswer>;
  noun: string;
}) {
  if (row.state === 'cancelled') return null;
  const send = (payload: object) =>
    void boSend('PATCH', path(row.id), payload, schema)
      .then((saved) => {
        toast.success(savedText(saved, noun));
        editing.reloadList();
      })
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : String(error)));
  return (
    <span className={styles.toolbar}>
      <Button onClick={() => send({ active: !row.active })}>{row.active ? 'Pause' : 'Publish'}</Button>
      <Button
        onClick={() => {
          if (window.confirm(`Cancel ${row.title.en} for good? ${noun} players joined still run.`))
            send({ cancelled: true });
        }}
      >
        Cancel
      </Button>
    </span>
  );
}
