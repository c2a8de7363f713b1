import type { ColumnDef } from '@tanstack/react-table';
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
import { SelectField, TextField, formPart, type FormOf } from '../components/form.tsx';
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

/** Where and when a rule applies, and its source: the same fields on both tabs. */
/** The rule's own fields, in the form of a closed state or a minimum age. */
function RuleFields<T extends RuleValues>({ form: whole }: { form: FormOf<T> }) {
  const form = formPart<RuleValues, T>(whole);
  return (
    <>
      <div className={own.grid}>
        <SelectField
          form={form}
          name="country"
          label="Country"
          options={SERVICE_COUNTRIES.map((c) => ({ value: c, label: c }))}
        />
        <TextField
          form={form}
          name="region"
          label="Region"
          hint="State or province code; empty: the whole country."
        />
        <TextField
          form={form}
          name="effectiveFrom"
          label="First day (UTC)"
          type="date"
          hint="Today or later: days already judged do not change."
        />
        <TextField
          form={form}
          name="effectiveTo"
          label="Last day (UTC)"
          type="date"
          hint="Empty: until further notice."
        />
      </div>
      <TextField
        form={form}
        name="source"
        label="Source"
        hint='The law (name and number, e.g. "Indiana HB 1052 (2026)"), or "Operator policy".'
      />
      <TextField
        form={form}
        name="sourceUrl"
        label="Source link"
        hint="The law's page; empty for operator policy."
      />
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

// ---------------------------------------------------------------------------------------------
// Closed states

const RegionFormSchema = z
  .object({ ...ruleFields, scope: z.enum(['all', 'sweepstakes']), reason: optionalText(200) })
  .superRefine(checkDays);

const regionValues = (region: BackofficeRegionRow | null) => ({
  ...ruleValues(region),
  scope: region?.scope ?? 'sweepstakes',
  reason: region?.reason ?? '',
});

function RegionForm({ region, onDone }: { region: BackofficeRegionRow | null; onDone: () => void }) {
  return (
    <RowForm
      row={region}
      schema={RegionFormSchema}
      values={regionValues}
      paths={{ one: PATHS.region, all: PATHS.regions }}
      saved={BackofficeRegionSavedSchema}
      onSaved={onDone}
      submit={region ? 'Save' : 'Close a state'}
      label={region ? 'Edit a closed state' : 'Close a state'}
    >
      {(form) => (
        <>
          <RuleFields form={form} />
          <div className={own.grid}>
            <SelectField
              form={form}
              name="scope"
              label="Scope"
              options={[
                { value: 'sweepstakes', label: 'Sweepstakes play' },
                { value: 'all', label: 'All play' },
              ]}
            />
          </div>
          <TextField form={form} name="reason" label="Reason shown to players" />
        </>
      )}
    </RowForm>
  );
}

function RegionsTab({ canEdit }: { canEdit: boolean }) {
  const editing = useEditing<BackofficeRegionRow>();
  const columns: ColumnDef<BackofficeRegionRow, unknown>[] = [
    ...ruleColumns<BackofficeRegionRow>(),
    { accessorKey: 'scope', header: 'Scope', enableSorting: false },
  ];
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
          <Confirm
            trigger={<Button>Delete</Button>}
            title="Delete this rule?"
            description={`${row.original.country}${row.original.region ? `-${row.original.region}` : ''} from ${row.original.effectiveFrom}. To keep its history, set a last day instead.`}
            confirmLabel="Delete"
            danger
            onConfirm={async () => {
              await boSend('DELETE', PATHS.region(row.original.id), undefined, BackofficeDeletedSchema);
              editing.reloadList();
            }}
          />
        </span>
      ),
    });
  return (
    <RowsSection
      editing={editing}
      intro={`Countries outside ${SERVICE_COUNTRIES.join(' and ')} are always blocked. A rule applies from its first day to its last (UTC, the server's clock), at every check of every server at once.`}
      newLabel={canEdit ? 'Close a state' : null}
      table={{
        endpoint: PATHS.regions,
        rowSchema: BackofficeRegionRowSchema,
        label: 'Closed states',
        search: 'Country, region, reason or source',
        paramPrefix: 'regions',
      }}
      columns={columns}
      dialogTitle={(row) => (row === 'new' ? 'Close a state' : 'Edit a closed state')}
      form={(row, onSaved) => <RegionForm region={row} onDone={onSaved} />}
    />
  );
}

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

const ageRuleValues = (rule: BackofficeAgeRuleRow | null) => ({
  ...ruleValues(rule),
  minimumAge: String(rule?.minimumAge ?? 21),
});

function AgeRuleForm({ rule, onDone }: { rule: BackofficeAgeRuleRow | null; onDone: () => void }) {
  return (
    <RowForm
      row={rule}
      schema={AgeRuleFormSchema}
      values={ageRuleValues}
      paths={{ one: PATHS.ageRule, all: PATHS.ageRules }}
      saved={BackofficeAgeRuleSavedSchema}
      onSaved={onDone}
      submit={rule ? 'Save' : 'Add a minimum age'}
      label={rule ? 'Edit a minimum age' : 'Add a minimum age'}
    >
      {(form) => (
        <>
          <RuleFields form={form} />
          <div className={own.grid}>
            <TextField form={form} name="minimumAge" label="Minimum age (years)" type="number" />
          </div>
        </>
      )}
    </RowForm>
  );
}

function AgesTab({ canEdit }: { canEdit: boolean }) {
  const editing = useEditing<BackofficeAgeRuleRow>();
  const columns: ColumnDef<BackofficeAgeRuleRow, unknown>[] = [
    ...ruleColumns<BackofficeAgeRuleRow>(),
    { accessorKey: 'minimumAge', header: 'Minimum age' },
  ];
  if (canEdit)
    columns.push({
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) => (
        <button type="button" className={styles.button} onClick={() => editing.open(row.original)}>
          Edit
        </button>
      ),
    });
  return (
    <RowsSection
      editing={editing}
      intro="The state's rule in effect wins over the country's, else 18. To change an age, end the rule (last day) and add the new one from the next day."
      newLabel={canEdit ? 'Add a minimum age' : null}
      table={{
        endpoint: PATHS.ageRules,
        rowSchema: BackofficeAgeRuleRowSchema,
        label: 'Minimum ages',
        search: 'Country, region or source',
        paramPrefix: 'ages',
      }}
      columns={columns}
      dialogTitle={(row) => (row === 'new' ? 'Add a minimum age' : 'Edit a minimum age')}
      form={(row, onSaved) => <AgeRuleForm rule={row} onDone={onSaved} />}
    />
  );
}

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
        { id: 'regions', label: 'Closed states', panel: () => <RegionsTab canEdit={canEdit} /> },
        { id: 'ages', label: 'Minimum ages', panel: () => <AgesTab canEdit={canEdit} /> },
      ]}
    />
  );
}
