import type { ColumnDef } from '@tanstack/react-table';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import {
  BACKOFFICE_CATALOGUE_PATHS as PATHS,
  BackofficeAgeRuleRowSchema,
  BackofficeAgeRuleSavedSchema,
  BackofficeDeletedSchema,
  BackofficeRegionRowSchema,
  BackofficeRegionSavedSchema,
  SERVICE_COUNTRIES,
  regionProblems,
  type BackofficeAgeRuleRow,
  type BackofficeRegionRow,
} from '@casino/contracts';
import { boSend } from '../backoffice-api.ts';
import { useOperator } from '../use-operator.ts';
import { Confirm } from '../components/confirm.tsx';
import { optionsOf } from '../components/data-table.tsx';
import { choices, Fields, formPart, type FieldSpec, type FormOf } from '../components/form.tsx';
import { Button } from '../components/button.tsx';
import styles from '../backoffice.module.css';
import { RowForm, RowsSection, useEditing, TabsScreen } from './list-and-edit.tsx';
import own from './catalogue.module.css';

const day = (required: boolean) =>
  z
    .string()
    .regex(required ? /^\d{4}-\d{2}-\d{2}$/ : /^(\d{4}-\d{2}-\d{2})?$/, 'Give a day.')
    .transform((v) => (v === '' ? null : v));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .transform((v) => (v === '' ? null : v));

/** The fields every compliance rule has: where, from when to when, and where it comes from. */
const ruleFields = {
  country: z.enum(SERVICE_COUNTRIES),
  region: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, 'A two-letter code such as NV, or empty for the whole country.')
    .transform((v) => (v === '' ? null : v)),
  effectiveFrom: day(true).pipe(z.string()),
  effectiveTo: day(false),
  source: z
    .string()
    .trim()
    .min(3, 'Give the source: the law (name and number) or "Operator policy".')
    .max(300, 'At most 300 characters.'),
  sourceUrl: optionalText(500).refine(
    (v) => v === null || /^https?:\/\/\S+$/.test(v),
    'A web address (https://…), or empty.',
  ),
};

const checkDays = (r: { effectiveFrom: string; effectiveTo: string | null }, ctx: z.RefinementCtx) => {
  for (const [field, messages] of Object.entries(regionProblems(r)))
    for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
};

const ruleValues = (rule: BackofficeRegionRow | BackofficeAgeRuleRow | null) => ({
  country: (rule?.country as (typeof SERVICE_COUNTRIES)[number] | undefined) ?? 'US',
  region: rule?.region ?? '',
  effectiveFrom: rule?.effectiveFrom ?? '',
  effectiveTo: rule?.effectiveTo ?? '',
  source: rule?.source ?? '',
  sourceUrl: rule?.sourceUrl ?? '',
});

type RuleValues = ReturnType<typeof ruleValues>;

/** Where and when a rule applies (in the grid), and its source: the same fields on both tabs. */
const RULE_FIELDS: ReadonlyArray<FieldSpec<RuleValues>> = [
  { name: 'country', label: 'Country', kind: 'select', options: choices(SERVICE_COUNTRIES) },
  { name: 'region', label: 'Region', hint: 'State or province code; empty: the whole country.' },
  {
    name: 'effectiveFrom',
    label: 'First day (UTC)',
    type: 'date',
    hint: 'Today or later: days already judged do not change.',
  },
  { name: 'effectiveTo', label: 'Last day (UTC)', type: 'date', hint: 'Empty: until further notice.' },
];
const SOURCE_FIELDS: ReadonlyArray<FieldSpec<RuleValues>> = [
  {
    name: 'source',
    label: 'Source',
    hint: 'The law (name and number, e.g. "Indiana HB 1052 (2026)"), or "Operator policy".',
  },
  { name: 'sourceUrl', label: 'Source link', hint: "The law's page; empty for operator policy." },
];

function RuleFields<T extends RuleValues>({ form: whole }: { form: FormOf<T> }) {
  const form = formPart<RuleValues, T>(whole);
  return (
    <>
      <div className={own.grid}>
        <Fields form={form} fields={RULE_FIELDS} />
      </div>
      <Fields form={form} fields={SOURCE_FIELDS} />
    </>
  );
}

const RULE_STATE: Record<BackofficeRegionRow['state'], [string, string]> = {
  inEffect: ['In effect', own.off!],
  scheduled: ['Scheduled', own.later!],
  ended: ['Ended', ''],
};

function ruleColumns<Row extends BackofficeRegionRow | BackofficeAgeRuleRow>(): ColumnDef<Row, unknown>[] {
  return [
    { accessorKey: 'country', header: 'Country' },
    { accessorKey: 'region', header: 'Region', cell: ({ row }) => row.original.region ?? 'Whole country' },
    { accessorKey: 'effectiveFrom', header: 'From' },
    { accessorKey: 'effectiveTo', header: 'Until', cell: ({ row }) => row.original.effectiveTo ?? '—' },
    {
      accessorKey: 'state',
      header: 'State',
      enableSorting: false,
      cell: ({ row }) => {
        const [label, cls] = RULE_STATE[row.original.state];
        return <span className={`${own.badge} ${cls}`}>{label}</span>;
      },
    },
    {
      accessorKey: 'source',
      header: 'Source',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.sourceUrl ? (
          <a href={row.original.sourceUrl} target="_blank" rel="noreferrer">
            {row.original.source ?? row.original.sourceUrl}
          </a>
        ) : (
          (row.original.source ?? '—')
        ),
    },
  ];
}

/** A kind of rule: its tab's words and table, its own column, form fields and paths. */
interface RuleKind<Row extends BackofficeRegionRow | BackofficeAgeRuleRow, S extends RuleSchema> {
  /** The New button's and the new rule's form title: "Close a state". */
  add: string;
  /** An open rule's form title: "Edit a closed state". */
  edit: string;
  intro: string;
  table: { endpoint: string; rowSchema: z.ZodType<Row>; label: string; search: string; paramPrefix: string };
  /** The kind's own column, after the shared ones. */
  column: ColumnDef<Row, unknown>;
  schema: S;
  values: (row: Row | null) => z.input<S>;
  paths: { one: (id: number) => string; all: string };
  saved: z.ZodType;
  /** The kind's own fields (in its grid), below the shared ones, then those below the grid. */
  fields: ReadonlyArray<FieldSpec<z.input<S>>>;
  below?: ReadonlyArray<FieldSpec<z.input<S>>>;
  /** Where given, a rule may be deleted too: the confirmation's text. */
  deleteText?: (row: Row) => string;
}

type RuleSchema = z.ZodType<FieldValues, RuleValues & FieldValues>;

/** A kind's tab: the rules with Edit (and Delete, where the kind allows it) for operators who may edit. */
function RuleTab<Row extends BackofficeRegionRow | BackofficeAgeRuleRow, S extends RuleSchema>({
  kind,
  canEdit,
}: {
  kind: RuleKind<Row, S>;
  canEdit: boolean;
}) {
  const editing = useEditing<Row>();
  const { deleteText } = kind;
  const columns: ColumnDef<Row, unknown>[] = [...ruleColumns<Row>(), kind.column];
  if (canEdit)
    columns.push({
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) => (
        <span className={own.rowActions}>
          <button type="button" className={styles.button} onClick={() => editing.open(row.original)}>
            Edit
          </button>
          {deleteText ? (
            <Confirm
              trigger={<Button>Delete</Button>}
              title="Delete this rule?"
              description={deleteText(row.original)}
              confirmLabel="Delete"
              danger
              onConfirm={async () => {
                await boSend('DELETE', kind.paths.one(row.original.id), undefined, BackofficeDeletedSchema);
                editing.reloadList();
              }}
            />
          ) : null}
        </span>
      ),
    });
  return (
    <RowsSection
      editing={editing}
      intro={kind.intro}
      newLabel={canEdit ? kind.add : null}
      table={kind.table}
      columns={columns}
      dialogTitle={(row) => (row === 'new' ? kind.add : kind.edit)}
      form={(row, onSaved) => (
        <RowForm
          row={row}
          schema={kind.schema}
          values={kind.values}
          paths={kind.paths}
          saved={kind.saved}
          onSaved={onSaved}
          submit={row ? 'Save' : kind.add}
          label={row ? kind.edit : kind.add}
        >
          {(form) => (
            <>
              <RuleFields form={form} />
              <div className={own.grid}>
                <Fields form={form} fields={kind.fields} />
              </div>
              <Fields form={form} fields={kind.below ?? []} />
            </>
          )}
        </RowForm>
      )}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Closed states

const RegionFormSchema = z
  .object({ ...ruleFields, scope: z.enum(['all', 'sweepstakes']), reason: optionalText(200) })
  .superRefine(checkDays);

const REGIONS: RuleKind<BackofficeRegionRow, typeof RegionFormSchema> = {
  add: 'Close a state',
  edit: 'Edit a closed state',
  intro: `Countries outside ${SERVICE_COUNTRIES.join(' and ')} are always blocked. A rule applies from its first day to its last (UTC, the server's clock), at every check of every server at once.`,
  table: {
    endpoint: PATHS.regions,
    rowSchema: BackofficeRegionRowSchema,
    label: 'Closed states',
    search: 'Country, region, reason or source',
    paramPrefix: 'regions',
  },
  column: { accessorKey: 'scope', header: 'Scope', enableSorting: false },
  schema: RegionFormSchema,
  values: (region) => ({
    ...ruleValues(region),
    scope: region?.scope ?? 'sweepstakes',
    reason: region?.reason ?? '',
  }),
  paths: { one: PATHS.region, all: PATHS.regions },
  saved: BackofficeRegionSavedSchema,
  fields: [
    {
      name: 'scope',
      label: 'Scope',
      kind: 'select',
      options: optionsOf({ sweepstakes: 'Sweepstakes play', all: 'All play' }),
    },
  ],
  below: [{ name: 'reason', label: 'Reason shown to players' }],
  deleteText: (region) =>
    `${region.country}${region.region ? `-${region.region}` : ''} from ${region.effectiveFrom}. To keep its history, set a last day instead.`,
};

// ---------------------------------------------------------------------------------------------
// Minimum ages

const AgeRuleFormSchema = z
  .object({
    ...ruleFields,
    minimumAge: z.coerce
      .number({ error: 'A number of years.' })
      .int('A whole number of years.')
      .min(18, 'At least 18 (the site-wide floor).')
      .max(25, 'At most 25.'),
  })
  .superRefine(checkDays);

const AGES: RuleKind<BackofficeAgeRuleRow, typeof AgeRuleFormSchema> = {
  add: 'Add a minimum age',
  edit: 'Edit a minimum age',
  intro:
    "The state's rule in effect wins over the country's, else 18. To change an age, end the rule (last day) and add the new one from the next day.",
  table: {
    endpoint: PATHS.ageRules,
    rowSchema: BackofficeAgeRuleRowSchema,
    label: 'Minimum ages',
    search: 'Country, region or source',
    paramPrefix: 'ages',
  },
  column: { accessorKey: 'minimumAge', header: 'Minimum age' },
  schema: AgeRuleFormSchema,
  values: (rule) => ({ ...ruleValues(rule), minimumAge: String(rule?.minimumAge ?? 21) }),
  paths: { one: PATHS.ageRule, all: PATHS.ageRules },
  saved: BackofficeAgeRuleSavedSchema,
  fields: [{ name: 'minimumAge', label: 'Minimum age (years)', type: 'number' }],
};

/**
 * Compliance rules (`compliance.read`; edit buttons only for `compliance.manage`: the compliance role and
 * admins): the closed states and minimum ages for sweepstakes play, each from a
 * day with its source, changed from today on and audited (docs/free-entry-and-state-rules.md).
 */
export function ComplianceScreen() {
  const canEdit = useOperator().can('compliance.manage');
  return (
    <TabsScreen
      title="Compliance rules"
      notice={
        canEdit ? null : (
          <p className={styles.muted} data-compliance-read-only="">
            Your role can read these rules; the compliance role changes them.
          </p>
        )
      }
      tabs={[
        { id: 'regions', label: 'Closed states', panel: () => <RuleTab kind={REGIONS} canEdit={canEdit} /> },
        { id: 'ages', label: 'Minimum ages', panel: () => <RuleTab kind={AGES} canEdit={canEdit} /> },
      ]}
    />
  );
}
