import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { BRAND_KEYS, type TemplateState } from '@casino/contracts';
import { boSend } from '../backoffice-api.ts';
import { brandFilter, brandName, BRAND_OPTIONS } from '../brand-names.ts';
import { Button } from '../components/button.tsx';
import {
  CheckboxField,
  Fields,
  SelectField,
  formPart,
  type FieldSpec,
  type FormOf,
} from '../components/form.tsx';
import {
  ScheduleFields,
  ScheduleFormSchema,
  repeatsText,
  scheduleValues,
  type ScheduleValue,
} from '../components/schedule-fields.tsx';
import { RowsScreen, SchemaForm, type Editing } from '../catalogue/list-and-edit.tsx';
import styles from '../backoffice.module.css';
import own from '../catalogue/catalogue.module.css';
import { DraftPreview, type DraftPreviewComponent } from './player-preview.tsx';

/**
 * What the tournament and quest template screens share (docs/live-operations.md): the list screen, the form
 * (brand, slug, titles, schedule, published; the kind's own fields between), the state badge, the pause /
 * resume / cancel buttons and the server's word on what a write did. A kind's screen names its paths and
 * schemas in a `TemplateKind` and draws its own fields only.
 */

/** A template's kind: what its screen and form call, send to and read back. */
export interface TemplateKind<Row> {
  /** One template, in lower case: "quest template". */
  name: string;
  /** Its occurrences, in the plural: "races", "quests". */
  noun: string;
  listPath: string;
  path: (id: number) => string;
  rowSchema: z.ZodType<Row>;
  savedSchema: z.ZodType<SavedAnswer>;
}

/** Brand, slug and both titles: a draft may miss a language (the server refuses to publish it without both). */
const templateIdentity = {
  brand: z.enum(BRAND_KEYS),
  slug: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Use lower-case letters, digits and dashes for the slug.'),
  title: z.object({
    en: z.string().trim().max(80, 'At most 80 characters.'),
    es: z.string().trim().max(80, 'At most 80 characters.'),
  }),
};

/** A template form's schema: brand, slug, titles, the kind's own fields, the schedule and `active`. */
export const templateFormSchema = <Shape extends z.ZodRawShape>(own: Shape) =>
  z.object({ ...templateIdentity, ...own, schedule: ScheduleFormSchema, active: z.boolean() });

/** What every template form holds before it is parsed. */
type TemplateFormInput = z.input<ReturnType<typeof templateFormSchema<Record<never, never>>>>;
type TemplateIdentity = Pick<TemplateFormInput, 'brand' | 'slug' | 'title'>;

/** The shared values of a template form from its row (`null`: a new one, with `schedule` defaults). */
const templateFormValues = (
  row: (TemplateListRow & { slug: string }) | null,
  schedule: Partial<ScheduleValue> = {},
): TemplateFormInput => ({
  brand: (row?.brand as TemplateFormInput['brand'] | undefined) ?? 'tao',
  slug: row?.slug ?? '',
  title: { en: row?.title.en ?? '', es: row?.title.es ?? '' },
  schedule: scheduleValues(row?.schedule, schedule),
  active: row?.active ?? true,
});

/** Brand, slug and the two titles. Brand and slug name a template: once it exists they are shown, not sent. */
export function TemplateIdentityFields<T extends TemplateIdentity>({
  form: whole,
  row,
}: {
  form: FormOf<T>;
  row: { brand: string } | null;
}) {
  const form = formPart<TemplateIdentity, T>(whole);
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
      <Fields
        form={form}
        fields={[
          {
            name: 'slug',
            label: 'Slug',
            hint: 'Names the template within its brand; it cannot change.',
            readOnly: row !== null,
          },
          { name: 'title.en', label: 'Title (English)' },
          { name: 'title.es', label: 'Title (Spanish)', lang: 'es' },
        ]}
      />
    </>
  );
}

/** What a kind's form adds to the shared one: its schema and values, its own fields, and its preview. */
export interface TemplateFormSpec<Row, I extends FieldValues, Draft, O extends FieldValues & Draft> {
  schema: z.ZodType<O, I>;
  /** The first values of the kind's own fields from the row (`null`: a new one). */
  values: (row: Row | null) => Omit<I, keyof TemplateFormInput>;
  /** A new template's schedule, where it differs from a daily one of a day in New York. */
  schedule?: Partial<ScheduleValue>;
  /** What the parsed values send besides brand and slug (default: as they are). */
  body?: (fields: Omit<O, 'brand' | 'slug'>) => object;
  durationHint: string;
  /** The kind's own fields, in the grid between identity and schedule. */
  fields: ReadonlyArray<FieldSpec<I>>;
  /** What follows the grid. */
  below: (form: FormOf<I>) => ReactNode;
  /** The player site's component that draws the draft, in a `DraftPreview` last. */
  preview: DraftPreviewComponent<Draft>;
}

/**
 * A kind's templates (features.manage writes): the shared columns with the kind's `detail`, search by slug
 * or title, the brand filter, and the open row's form in its dialog: identity, the kind's `fields`, the
 * schedule, then `below` (below the grid) and the published box. Saving PATCHes the row without brand and
 * slug, or POSTs a new one, and says what the write did to the occurrences already made.
 */
export function TemplatesScreen<
  Row extends TemplateListRow,
  I extends TemplateFormInput,
  Draft,
  O extends FieldValues & Draft,
>({
  kind,
  title,
  intro,
  detail,
  form: {
    schema,
    values,
    schedule,
    body = (kindFields) => kindFields,
    durationHint,
    fields,
    below,
    preview: Preview,
  },
}: {
  kind: TemplateKind<Row>;
  title: string;
  intro: string;
  detail: ColumnDef<Row, unknown>;
  form: TemplateFormSpec<Row, I, Draft, O>;
}) {
  const id = kind.name.replace(/ /g, '-');
  return (
    <RowsScreen
      title={title}
      noun={kind.name}
      permission="features.manage"
      intro={intro}
      table={{
        endpoint: kind.listPath,
        rowSchema: kind.rowSchema,
        label: title,
        search: 'Slug or title',
        filters: [brandFilter],
      }}
      columns={templateListColumns(kind, detail)}
      description="Both titles are needed to publish: players on the Spanish site read the Spanish one."
      form={(row, onSaved) => (
        <SchemaForm
          schema={schema}
          // The shared values and the kind's own make the whole of I (the spec's `values` omits the shared).
          defaultValues={{ ...templateFormValues(row, schedule), ...values(row) } as I}
          submit={row ? 'Save' : 'Create template'}
          label={row ? `Edit ${row.title.en}` : `New ${kind.name}`}
          onSaved={onSaved}
          send={async ({ brand, slug, ...rest }) => {
            const sent = body(rest);
            const saved = row
              ? await boSend('PATCH', kind.path(row.id), sent, kind.savedSchema)
              : await boSend('POST', kind.listPath, { brand, slug, ...sent }, kind.savedSchema);
            toast.success(savedText(saved, kind.noun));
          }}
        >
          {(form) => (
            <>
              <div className={own.grid}>
                <TemplateIdentityFields form={form} row={row} />
                <Fields form={form} fields={fields} />
                <ScheduleFields form={form} id={id} durationHint={durationHint} />
              </div>
              {below(form)}
              <CheckboxField
                form={formPart<{ active: boolean }, I>(form)}
                name="active"
                label={`Published (makes its ${kind.noun}; needs both titles; unticked: a draft)`}
              />
              <DraftPreview id={id} form={form} schema={schema}>
                {(draft, locale) => <Preview draft={draft} locale={locale} />}
              </DraftPreview>
            </>
          )}
        </SchemaForm>
      )}
      rowTitle={(row) => `Edit ${row.title.en}`}
    />
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
  slug: string;
  id: number;
  brand: string;
  title: { en: string; es: string };
  active: boolean;
  state: TemplateState;
  schedule: ScheduleValue;
  nextStartsAt: string | null;
}

/**
 * A template list's columns: brand, the titles in both languages, state, repeats, next start, the feature's own
 * `detail`, and (for operators who may write) pause / resume / cancel.
 */
function templateListColumns<Row extends TemplateListRow>(
  kind: TemplateKind<Row>,
  detail: ColumnDef<Row, unknown>,
) {
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
    detail,
    ...(canManage
      ? [
          {
            id: 'actions',
            header: '',
            enableSorting: false,
            cell: ({ row }) => <TemplateActions row={row.original} editing={editing} kind={kind} />,
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
function TemplateActions<Row extends TemplateListRow>({
  row,
  editing,
  kind,
}: {
  row: Row;
  editing: Editing<Row>;
  kind: TemplateKind<Row>;
}) {
  if (row.state === 'cancelled') return null;
  const send = (payload: object) =>
    void boSend('PATCH', kind.path(row.id), payload, kind.savedSchema)
      .then((saved) => {
        toast.success(savedText(saved, kind.noun));
        editing.reloadList();
      })
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : String(error)));
  return (
    <span className={styles.toolbar}>
      <Button onClick={() => send({ active: !row.active })}>{row.active ? 'Pause' : 'Publish'}</Button>
      <Button
        onClick={() => {
          if (window.confirm(`Cancel ${row.title.en} for good? ${kind.noun} players joined still run.`))
            send({ cancelled: true });
        }}
      >
        Cancel
      </Button>
    </span>
  );
}
