import { useSearchParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { z } from 'zod';
import {
  BACKOFFICE_CATALOGUE_PATHS as PATHS,
  BackofficeDeletedSchema,
  BackofficeRedirectCreateSchema,
  BackofficeRedirectRowSchema,
  BackofficeRedirectSavedSchema,
  BackofficeRegionRowSchema,
  BackofficeRegionSavedSchema,
  BackofficeTermsPublishedSchema,
  BackofficeTermsPublishSchema,
  BackofficeTermsRowSchema,
  REDIRECT_STATUSES,
  SERVICE_COUNTRIES,
  regionProblems,
  type BackofficeRedirectRow,
  type BackofficeRegionRow,
  type BackofficeTermsRow,
} from '@casino/contracts';
import { boSend } from '../backoffice-api.ts';
import { Confirm } from '../components/confirm.tsx';
import { SelectField, TextField } from '../components/form.tsx';
import { Button } from '../components/button.tsx';
import { TabStrip } from '../components/tab-strip.tsx';
import styles from '../backoffice.module.css';
import { RowForm, RowsSection, SchemaForm, useEditing } from './list-and-edit.tsx';
import { utc } from './format.ts';
import own from './catalogue.module.css';

const TABS = [
  { id: 'terms', label: 'Terms versions' },
  { id: 'regions', label: 'Restricted regions' },
  { id: 'redirects', label: 'Redirects' },
] as const;
type Tab = (typeof TABS)[number]['id'];

// ---------------------------------------------------------------------------------------------
// Terms

function PublishTermsForm({ initial, onDone }: { initial: BackofficeTermsRow | null; onDone: () => void }) {
  return (
    <SchemaForm
      schema={BackofficeTermsPublishSchema}
      defaultValues={{ key: initial?.key ?? '', title: initial?.title ?? '', url: initial?.url ?? '' }}
      send={(values) => boSend('POST', PATHS.terms, values, BackofficeTermsPublishedSchema)}
      onSaved={onDone}
      submit="Publish"
      label="Publish a terms version"
    >
      {(form) => (
        <>
          <TextField
            form={form}
            name="key"
            label="Document key"
            hint="e.g. terms, privacy, sweepstakes-rules; a new key starts at version 1."
          />
          <TextField form={form} name="title" label="Title" />
          <TextField
            form={form}
            name="url"
            label="Address"
            hint="A site path such as /page/terms or an https:// link."
          />
          <p className={styles.notice}>
            The new version is in force at once: every player who has not accepted it meets the terms gate on
            their next page.
          </p>
        </>
      )}
    </SchemaForm>
  );
}

function TermsTab() {
  const publishing = useEditing<BackofficeTermsRow>();
  const columns: ColumnDef<BackofficeTermsRow, unknown>[] = [
    { accessorKey: 'key', header: 'Document' },
    { accessorKey: 'version', header: 'Version' },
    { accessorKey: 'title', header: 'Title' },
    { accessorKey: 'url', header: 'Address', enableSorting: false },
    { accessorKey: 'effectiveAt', header: 'In force from', cell: ({ row }) => utc(row.original.effectiveAt) },
    {
      accessorKey: 'current',
      header: 'Current',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.current ? (
          <span className={`${own.badge} ${own.on}`}>In force</span>
        ) : (
          <span className={own.badge}>Superseded</span>
        ),
    },
    { accessorKey: 'acceptances', header: 'Accepted by' },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.current ? (
          <button type="button" className={styles.button} onClick={() => publishing.open(row.original)}>
            New version
          </button>
        ) : null,
    },
  ];
  return (
    <RowsSection
      editing={publishing}
      intro="The highest version already in force is the one players accept."
      newLabel="Publish a version"
      table={{
        endpoint: PATHS.terms,
        rowSchema: BackofficeTermsRowSchema,
        label: 'Terms versions',
        search: 'Key or title',
        paramPrefix: 'terms',
      }}
      columns={columns}
      dialogTitle={(row) => (row === 'new' ? 'Publish a terms version' : `New version of ${row.key}`)}
      form={(row, onSaved) => <PublishTermsForm initial={row} onDone={onSaved} />}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Restricted regions

const day = (required: boolean) =>
  z
    .string()
    .regex(required ? /^\d{4}-\d{2}-\d{2}$/ : /^(\d{4}-\d{2}-\d{2})?$/, 'Give a day.')
    .transform((v) => (v === '' ? null : v));

const RegionFormSchema = z
  .object({
    country: z.enum(SERVICE_COUNTRIES),
    region: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2})?$/, 'A two-letter code such as NV, or empty for the whole country.')
      .transform((v) => (v === '' ? null : v)),
    scope: z.enum(['all', 'sweepstakes']),
    effectiveFrom: day(true).pipe(z.string()),
    effectiveTo: day(false),
    reason: z
      .string()
      .trim()
      .max(200, 'At most 200 characters.')
      .transform((v) => (v === '' ? null : v)),
  })
  .superRefine((r, ctx) => {
    for (const [field, messages] of Object.entries(regionProblems(r)))
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
  });

const regionValues = (region: BackofficeRegionRow | null) => ({
  country: (region?.country as (typeof SERVICE_COUNTRIES)[number] | undefined) ?? 'US',
  region: region?.region ?? '',
  scope: region?.scope ?? 'sweepstakes',
  effectiveFrom: region?.effectiveFrom ?? '',
  effectiveTo: region?.effectiveTo ?? '',
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
      submit={region ? 'Save' : 'Add region'}
      label={region ? 'Edit restricted region' : 'Add a restricted region'}
    >
      {(form) => (
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
            <SelectField
              form={form}
              name="scope"
              label="Scope"
              options={[
                { value: 'sweepstakes', label: 'Sweepstakes play' },
                { value: 'all', label: 'All play' },
              ]}
            />
            <TextField form={form} name="effectiveFrom" label="First day (UTC)" type="date" />
            <TextField
              form={form}
              name="effectiveTo"
              label="Last day (UTC)"
              type="date"
              hint="Empty: until further notice."
            />
          </div>
          <TextField form={form} name="reason" label="Reason shown to players" />
        </>
      )}
    </RowForm>
  );
}

const REGION_STATE: Record<BackofficeRegionRow['state'], [string, string]> = {
  inEffect: ['In effect', own.off!],
  scheduled: ['Scheduled', own.later!],
  ended: ['Ended', ''],
};

function RegionsTab() {
  const editing = useEditing<BackofficeRegionRow>();
  const columns: ColumnDef<BackofficeRegionRow, unknown>[] = [
    { accessorKey: 'country', header: 'Country' },
    { accessorKey: 'region', header: 'Region', cell: ({ row }) => row.original.region ?? 'Whole country' },
    { accessorKey: 'scope', header: 'Scope', enableSorting: false },
    { accessorKey: 'effectiveFrom', header: 'From' },
    { accessorKey: 'effectiveTo', header: 'Until', cell: ({ row }) => row.original.effectiveTo ?? '—' },
    {
      accessorKey: 'state',
      header: 'State',
      enableSorting: false,
      cell: ({ row }) => {
        const [label, cls] = REGION_STATE[row.original.state];
        return <span className={`${own.badge} ${cls}`}>{label}</span>;
      },
    },
    {
      accessorKey: 'reason',
      header: 'Reason',
      enableSorting: false,
      cell: ({ row }) => row.original.reason ?? '—',
    },
    {
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
    },
  ];
  return (
    <RowsSection
      editing={editing}
      intro={
        <>
          Countries outside {SERVICE_COUNTRIES.join(' and ')} are always blocked. Rules apply from their first
          day to their last (UTC), on the server&apos;s clock.
        </>
      }
      newLabel="Add region"
      table={{
        endpoint: PATHS.regions,
        rowSchema: BackofficeRegionRowSchema,
        label: 'Restricted regions',
        search: 'Country, region or reason',
        paramPrefix: 'regions',
      }}
      columns={columns}
      dialogTitle={(row) => (row === 'new' ? 'Add a restricted region' : 'Edit restricted region')}
      form={(row, onSaved) => <RegionForm region={row} onDone={onSaved} />}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Redirects

const RedirectFormSchema = BackofficeRedirectCreateSchema.extend({
  status: z
    .string()
    .transform(Number)
    .pipe(z.number().refine((s) => (REDIRECT_STATUSES as readonly number[]).includes(s), 'Choose a status.')),
});

function RedirectForm({ onDone }: { onDone: () => void }) {
  return (
    <SchemaForm
      schema={RedirectFormSchema}
      defaultValues={{ fromPath: '', to: '', status: '302' }}
      send={(values) => boSend('POST', PATHS.redirects, values, BackofficeRedirectSavedSchema)}
      onSaved={onDone}
      submit="Add redirect"
      label="Add a redirect"
    >
      {(form) => (
        <>
          <TextField
            form={form}
            name="fromPath"
            label="Path"
            hint="e.g. /spring-promo (a trailing slash is ignored)"
          />
          <TextField
            form={form}
            name="to"
            label="Goes to"
            hint="A site path such as /promotions/ or an https:// address."
          />
          <SelectField
            form={form}
            name="status"
            label="Status"
            options={REDIRECT_STATUSES.map((s) => ({
              value: String(s),
              label: `${s}${s === 301 || s === 308 ? ' (permanent)' : ' (temporary)'}`,
            }))}
          />
        </>
      )}
    </SchemaForm>
  );
}

function RedirectsTab() {
  const adding = useEditing<BackofficeRedirectRow>();
  const columns: ColumnDef<BackofficeRedirectRow, unknown>[] = [
    { accessorKey: 'fromPath', header: 'Path' },
    { accessorKey: 'to', header: 'Goes to' },
    { accessorKey: 'type', header: 'Type', enableSorting: false },
    { accessorKey: 'status', header: 'Status' },
    { accessorKey: 'createdAt', header: 'Added', cell: ({ row }) => utc(row.original.createdAt) },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) => (
        <Confirm
          trigger={<Button>Remove</Button>}
          title="Remove this redirect?"
          description={`${row.original.fromPath} will show its own page again.`}
          confirmLabel="Remove"
          danger
          onConfirm={async () => {
            await boSend('DELETE', PATHS.redirect(row.original.id), undefined, BackofficeDeletedSchema);
            adding.reloadList();
          }}
        />
      ),
    },
  ];
  return (
    <RowsSection
      editing={adding}
      intro="Consulted before every page; a change applies to the next navigation."
      newLabel="Add redirect"
      table={{
        endpoint: PATHS.redirects,
        rowSchema: BackofficeRedirectRowSchema,
        label: 'Redirects',
        search: 'Path or target',
        paramPrefix: 'redirects',
      }}
      columns={columns}
      dialogTitle={() => 'Add a redirect'}
      form={(_row, onSaved) => <RedirectForm onDone={onSaved} />}
    />
  );
}

/** Content: terms versions, restricted regions with their dates, the redirect table (content.manage). */
export function ContentScreen() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS.find((t) => t.id === params.get('tab'))?.id ?? 'terms') as Tab;
  return (
    <div className={styles.stack}>
      <div className={styles.pageHeader}>
        <h1>Content</h1>
      </div>
      <TabStrip
        tabs={TABS}
        current={tab}
        label="Content"
        tabId={(id) => `tab-${id}`}
        panelId={(id) => `panel-${id}`}
        onSelect={(id) => setParams({ tab: id }, { replace: true })}
      />
      <section id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className={own.section}>
        {tab === 'terms' ? <TermsTab /> : tab === 'regions' ? <RegionsTab /> : <RedirectsTab />}
      </section>
    </div>
  );
}
