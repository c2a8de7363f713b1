import type { ColumnDef } from '@tanstack/react-table';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  BRAND_KEYS,
  LIVE_OPS_PATHS as PATHS,
  RRULE_PRESETS,
  TOURNAMENT_MODES,
  TOURNAMENT_SCORING_RULES,
  TournamentTemplateRowSchema,
  TournamentTemplateSavedSchema,
  tournamentTemplatePath,
  type TournamentTemplateRow,
} from '@casino/contracts';
import { boSend } from '../backoffice-api.ts';
import { brandFilter, brandName, BRAND_OPTIONS } from '../brand-names.ts';
import { Button } from '../components/button.tsx';
import { SelectField, TextAreaField, TextField, ViewSelect, useBoForm } from '../components/form.tsx';
import { CheckboxField } from '../catalogue/checkbox-field.tsx';
import { DialogForm, RowsScreen, type Editing } from '../catalogue/list-and-edit.tsx';
import styles from '../backoffice.module.css';
import own from '../catalogue/catalogue.module.css';

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
const SCORING_TEXT: Record<(typeof TOURNAMENT_SCORING_RULES)[number], string> = {
  winMultiplier: 'Win multiplier (win ÷ bet)',
  totalWin: 'Total won',
  totalBet: 'Total bet',
};
const MODE_TEXT: Record<(typeof TOURNAMENT_MODES)[number], string> = { COIN: 'Coins', ENTRY: 'Entries' };

/** How a schedule reads in the list: a preset's name, else the raw rule. */
function repeatsText(rrule: string | null): string {
  if (rrule === null) return 'Once';
  const preset = (Object.keys(RRULE_PRESETS) as Array<keyof typeof RRULE_PRESETS>).find(
    (key) => RRULE_PRESETS[key] === rrule,
  );
  return preset ? PRESET_TEXT[preset] : rrule;
}

/** "5000, 0" per line: the coins and entries of each place, place 1 first. */
const prizeLines = z
  .string()
  .trim()
  .min(1, 'Give at least one prize (place 1).')
  .transform((text, ctx) =>
    text.split('\n').map((line, i) => {
      const [coins = '', entries = '0', ...rest] = line.split(',').map((part) => part.trim());
      if (rest.length > 0 || !/^\d{1,10}$/.test(coins) || !/^\d{1,7}(\.\d{1,2})?$/.test(entries))
        ctx.addIssue({
          code: 'custom',
          message: `Line ${i + 1}: write the place's coins, then its entries, like "5000, 2.50".`,
        });
      return { coins: Number(coins), entries: Number(entries) };
    }),
  );

const optionalLocal = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v));

/** The form: the contract's fields, with games as a comma list and prizes as lines. */
const TemplateFormSchema = z.object({
  brand: z.enum(BRAND_KEYS),
  slug: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Use lower-case letters, digits and dashes for the slug.'),
  title: z.object({
    en: z.string().trim().min(1, 'Give the English title.').max(80, 'At most 80 characters.'),
    es: z.string().trim().min(1, 'Give the Spanish title.').max(80, 'At most 80 characters.'),
  }),
  games: z
    .string()
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .refine((v) => v.length > 0, 'Name at least one game (its catalogue slug).'),
  mode: z.enum(TOURNAMENT_MODES),
  scoring: z.object({
    rule: z.enum(TOURNAMENT_SCORING_RULES),
    factor: z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, 'The factor is a whole number from 1 to 1,000,000.')
      .transform(Number),
  }),
  prizes: prizeLines,
  schedule: z.object({
    start: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Give the first start, date and time.'),
    timeZone: z.string().trim().min(1, 'Give a time zone like America/New_York or UTC.'),
    rrule: optionalLocal,
    duration: z.string().trim().min(2, 'Give a duration like P1D, P7D or PT4H.'),
    until: optionalLocal,
  }),
  active: z.boolean(),
});
type FormInput = z.input<typeof TemplateFormSchema>;

const formValues = (row: TournamentTemplateRow | null): FormInput => ({
  brand: (row?.brand as FormInput['brand'] | undefined) ?? 'tao',
  slug: row?.slug ?? '',
  title: { en: row?.title.en ?? '', es: row?.title.es ?? '' },
  games: row?.games.join(', ') ?? '',
  mode: row?.mode ?? 'COIN',
  scoring: { rule: row?.scoring.rule ?? 'totalWin', factor: String(row?.scoring.factor ?? 1) },
  prizes: row ? row.prizes.map((p) => `${p.coins}, ${p.entries}`).join('\n') : '',
  schedule: {
    start: row?.schedule.start ?? '',
    timeZone: row?.schedule.timeZone ?? 'America/New_York',
    rrule: row ? (row.schedule.rrule ?? '') : RRULE_PRESETS.daily,
    duration: row?.schedule.duration ?? 'P1D',
    until: row?.schedule.until ?? '',
  },
  active: row?.active ?? true,
});

/** The server's word on what an edit did to the occurrences already made. */
function savedText(saved: z.infer<typeof TournamentTemplateSavedSchema>): string {
  const parts = [`Saved ${saved.data.title.en}.`];
  if (saved.updatedOccurrences > 0)
    parts.push(`${saved.updatedOccurrences} races to come take the change; a running race keeps its own.`);
  if (saved.removedOccurrences > 0)
    parts.push(`${saved.removedOccurrences} races to come nobody joined were removed.`);
  return parts.join(' ');
}

function TemplateForm({ row, onSaved }: { row: TournamentTemplateRow | null; onSaved: () => void }) {
  const form = useBoForm(TemplateFormSchema, { defaultValues: formValues(row) });
  return (
    <DialogForm
      form={form}
      submit={row ? 'Save' : 'Create template'}
      aria-label={row ? `Edit ${row.title.en}` : 'New tournament template'}
      onSubmit={async ({ brand, slug, ...fields }) => {
        const saved = row
          ? await boSend('PATCH', tournamentTemplatePath(row.id), fields, TournamentTemplateSavedSchema)
          : await boSend(
              'POST',
              PATHS.tournamentTemplates,
              { brand, slug, ...fields },
              TournamentTemplateSavedSchema,
            );
        toast.success(savedText(saved));
        onSaved();
      }}
    >
      <div className={own.grid}>
        {row ? (
          // Brand and slug name the template: shown, not sent (a disabled field would drop out of the values).
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
        <TextField form={form} name="games" label="Games" hint="Catalogue slugs, separated by commas." />
        <SelectField
          form={form}
          name="mode"
          label="Played in"
          options={TOURNAMENT_MODES.map((m) => ({ value: m, label: MODE_TEXT[m] }))}
        />
        <SelectField
          form={form}
          name="scoring.rule"
          label="Scoring"
          options={TOURNAMENT_SCORING_RULES.map((r) => ({ value: r, label: SCORING_TEXT[r] }))}
        />
        <TextField form={form} name="scoring.factor" label="Scoring factor" inputMode="numeric" />
        <TextField form={form} name="schedule.start" label="First start (local)" type="datetime-local" />
        <TextField
          form={form}
          name="schedule.timeZone"
          label="Time zone"
          hint="IANA name: America/New_York, Europe/Madrid, UTC. Daylight saving is followed."
        />
        <ViewSelect
          id="tournament-template-preset"
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
        <TextField
          form={form}
          name="schedule.duration"
          label="Each lasts"
          hint="ISO 8601: P1D a day (to the same time next day), P7D a week, PT4H four hours."
        />
        <TextField
          form={form}
          name="schedule.until"
          label="No start from (local)"
          type="datetime-local"
          hint="Leave empty to run on."
        />
      </div>
      <TextAreaField
        form={form}
        name="prizes"
        label="Prizes by place"
        rows={4}
        placeholder={'5000, 0\n2000, 0\n1000, 0'}
      />
      <span className={styles.hint}>
        One line per place, place 1 first: coins, then entries. Changes reach races not started yet; a running
        race keeps its games and prizes.
      </span>
      <CheckboxField form={form} name="active" label="Active (makes its races; unticked: paused)" />
    </DialogForm>
  );
}

/** The pause / resume button of a row: one PATCH of `active`. */
function PauseButton({
  row,
  editing,
}: {
  row: TournamentTemplateRow;
  editing: Editing<TournamentTemplateRow>;
}) {
  return (
    <Button
      onClick={() => {
        void boSend(
          'PATCH',
          tournamentTemplatePath(row.id),
          { active: !row.active },
          TournamentTemplateSavedSchema,
        )
          .then((saved) => {
            toast.success(savedText(saved));
            editing.reloadList();
          })
          .catch((error: unknown) => toast.error(error instanceof Error ? error.message : String(error)));
      }}
    >
      {row.active ? 'Pause' : 'Resume'}
    </Button>
  );
}

/** Recurring tournaments: list, create, edit, pause and resume (features.manage). */
export function TournamentTemplatesScreen() {
  const columns = (
    editing: Editing<TournamentTemplateRow>,
    canManage: boolean,
  ): ColumnDef<TournamentTemplateRow, unknown>[] => [
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
      id: 'active',
      header: 'Status',
      enableSorting: false,
      cell: ({ row }) => (
        <span className={`${own.badge} ${row.original.active ? own.on : own.off}`}>
          {row.original.active ? 'Active' : 'Paused'}
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
    {
      id: 'prizes',
      header: 'Prizes',
      enableSorting: false,
      cell: ({ row }) => `${row.original.prizes.length} places · ${MODE_TEXT[row.original.mode]}`,
    },
    ...(canManage
      ? [
          {
            id: 'pause',
            header: '',
            enableSorting: false,
            cell: ({ row }) => <PauseButton row={row.original} editing={editing} />,
          } satisfies ColumnDef<TournamentTemplateRow, unknown>,
        ]
      : []),
  ];
  return (
    <RowsScreen
      title="Tournament templates"
      noun="tournament template"
      permission="features.manage"
      intro="Recurring races: the server makes each one a week ahead, starts it, ends it and pays its prizes once."
      table={{
        endpoint: PATHS.tournamentTemplates,
        rowSchema: TournamentTemplateRowSchema,
        label: 'Tournament templates',
        search: 'Slug or title',
        filters: [brandFilter],
      }}
      columns={columns}
      description="Both titles are needed to publish: players on the Spanish site read the Spanish one."
      form={(row, onSaved) => <TemplateForm row={row} onSaved={onSaved} />}
      rowTitle={(row) => `Edit ${row.title.en}`}
    />
  );
}
