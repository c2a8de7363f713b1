import { useState } from 'react';
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
import { DataTable } from '../components/data-table.tsx';
import { BoForm, FormError, SelectField, SubmitButton, TextField, useBoForm } from '../components/form.tsx';
import styles from '../backoffice.module.css';
import { CancelButton, EditDialog } from './edit-dialog.tsx';
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
  const form = useBoForm(BackofficeTermsPublishSchema, {
    defaultValues: { key: initial?.key ?? '', title: initial?.title ?? '', url: initial?.url ?? '' },
  });
  return (
    <BoForm
      form={form}
      aria-label="Publish a terms version"
      onSubmit={async (values) => {
        await boSend('POST', PATHS.terms, values, BackofficeTermsPublishedSchema);
        onDone();
      }}
    >
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
      <FormError form={form} />
      <div className={styles.formActions}>
        <SubmitButton form={form}>Publish</SubmitButton>
        <CancelButton />
      </div>
    </BoForm>
  );
}

function TermsTab() {
  const [publishing, setPublishing] = useState<BackofficeTermsRow | 'new' | null>(null);
  const [reload, setReload] = useState(0);
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
          <button type="button" className={styles.button} onClick={() => setPublishing(row.original)}>
            New version
          </button>
        ) : null,
    },
  ];
  return (
    <>
      <div className={own.sectionHeader}>
        <span className={styles.muted}>The highest version already in force is the one players accept.</span>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          onClick={() => setPublishing('new')}
        >
          Publish a version
        </button>
      </div>
      <DataTable
        endpoint={PATHS.terms}
        rowSchema={BackofficeTermsRowSchema}
        columns={columns}
        label="Terms versions"
        search="Key or title"
        paramPrefix="terms"
        reloadKey={reload}
        getRowId={(r) => String(r.id)}
      />
      <EditDialog
        open={publishing !== null}
        onOpenChange={(open) => (open ? null : setPublishing(null))}
        title={
          publishing && publishing !== 'new' ? `New version of ${publishing.key}` : 'Publish a terms version'
        }
      >
        {publishing ? (
          <PublishTermsForm
            initial={publishing === 'new' ? null : publishing}
            onDone={() => {
              setPublishing(null);
              setReload((n) => n + 1);
            }}
          />
        ) : null}
      </EditDialog>
    </>
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

function RegionForm({ region, onDone }: { region: BackofficeRegionRow | null; onDone: () => void }) {
  const form = useBoForm(RegionFormSchema, {
    defaultValues: {
      country: (region?.country as (typeof SERVICE_COUNTRIES)[number] | undefined) ?? 'US',
      region: region?.region ?? '',
      scope: region?.scope ?? 'sweepstakes',
      effectiveFrom: region?.effectiveFrom ?? '',
      effectiveTo: region?.effectiveTo ?? '',
      reason: region?.reason ?? '',
    },
  });
  return (
    <BoForm
      form={form}
      aria-label={region ? 'Edit restricted region' : 'Add a restricted region'}
      onSubmit={async (values) => {
        if (region) await boSend('PATCH', PATHS.region(region.id), values, BackofficeRegionSavedSchema);
        else await boSend('POST', PATHS.regions, values, BackofficeRegionSavedSchema);
        onDone();
      }}
    >
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
      <FormError form={form} />
      <div className={styles.formActions}>
        <SubmitButton form={form}>{region ? 'Save' : 'Add region'}</SubmitButton>
        <CancelButton />
      </div>
    </BoForm>
  );
}

const REGION_STATE: Record<BackofficeRegionRow['state'], [string, string]> = {
  inEffect: ['In effect', own.off!],
  scheduled: ['Scheduled', own.later!],
  ended: ['Ended', ''],
};

function RegionsTab() {
  const [editing, setEditing] = useState<BackofficeRegionRow | 'new' | null>(null);
  const [reload, setReload] = useState(0);
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
          <button type="button" className={styles.button} onClick={() => setEditing(row.original)}>
            Edit
          </button>
          <Confirm
            trigger={
              <button type="button" className={styles.button}>
                Delete
              </button>
            }
            title="Delete this rule?"
            description={`${row.original.country}${row.original.region ? `-${row.original.region}` : ''} from ${row.original.effectiveFrom}. To keep its history, set a last day instead.`}
            confirmLabel="Delete"
            danger
            onConfirm={async () => {
              await boSend('DELETE', PATHS.region(row.original.id), undefined, BackofficeDeletedSchema);
              setReload((n) => n + 1);
            }}
          />
        </span>
      ),
    },
  ];
  return (
    <>
      <div className={own.sectionHeader}>
        <span className={styles.muted}>
          Countries outside {SERVICE_COUNTRIES.join(' and ')} are always blocked. Rules apply from their first
          day to their last (UTC), on the server&apos;s clock.
        </span>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          onClick={() => setEditing('new')}
        >
          Add region
        </button>
      </div>
      <DataTable
        endpoint={PATHS.regions}
        rowSchema={BackofficeRegionRowSchema}
        columns={columns}
        label="Restricted regions"
        search="Country, region or reason"
        paramPrefix="regions"
        reloadKey={reload}
        getRowId={(r) => String(r.id)}
      />
      <EditDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        title={editing === 'new' ? 'Add a restricted region' : 'Edit restricted region'}
      >
        {editing ? (
          <RegionForm
            region={editing === 'new' ? null : editing}
            onDone={() => {
              setEditing(null);
              setReload((n) => n + 1);
            }}
          />
        ) : null}
      </EditDialog>
    </>
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
  const form = useBoForm(RedirectFormSchema, { defaultValues: { fromPath: '', to: '', status: '302' } });
  return (
    <BoForm
      form={form}
      aria-label="Add a redirect"
      onSubmit={async (values) => {
        await boSend('POST', PATHS.redirects, values, BackofficeRedirectSavedSchema);
        onDone();
      }}
    >
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
      <FormError form={form} />
      <div className={styles.formActions}>
        <SubmitButton form={form}>Add redirect</SubmitButton>
        <CancelButton />
      </div>
    </BoForm>
  );
}

function RedirectsTab() {
  const [adding, setAdding] = useState(false);
  const [reload, setReload] = useState(0);
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
          trigger={
            <button type="button" className={styles.button}>
              Remove
            </button>
          }
          title="Remove this redirect?"
          description={`${row.original.fromPath} will show its own page again.`}
          confirmLabel="Remove"
          danger
          onConfirm={async () => {
            await boSend('DELETE', PATHS.redirect(row.original.id), undefined, BackofficeDeletedSchema);
            setReload((n) => n + 1);
          }}
        />
      ),
    },
  ];
  return (
    <>
      <div className={own.sectionHeader}>
        <span className={styles.muted}>
          Consulted before every page; a change applies to the next navigation.
        </span>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          onClick={() => setAdding(true)}
        >
          Add redirect
        </button>
      </div>
      <DataTable
        endpoint={PATHS.redirects}
        rowSchema={BackofficeRedirectRowSchema}
        columns={columns}
        label="Redirects"
        search="Path or target"
        paramPrefix="redirects"
        reloadKey={reload}
        getRowId={(r) => String(r.id)}
      />
      <EditDialog open={adding} onOpenChange={setAdding} title="Add a redirect">
        {adding ? (
          <RedirectForm
            onDone={() => {
              setAdding(false);
              setReload((n) => n + 1);
            }}
          />
        ) : null}
      </EditDialog>
    </>
  );
}

/** Content: terms versions, restricted regions with their dates, the redirect table (content.manage). */
export function ContentScreen() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS.find((t) => t.id === params.get('tab'))?.id ?? 'terms') as Tab;
  return (
    <div className={own.page}>
      <div className={styles.pageHeader}>
        <h1>Content</h1>
      </div>
      <div className={own.tabs} role="tablist" aria-label="Content">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            className={own.tab}
            onClick={() => setParams({ tab: t.id }, { replace: true })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className={own.section}>
        {tab === 'terms' ? <TermsTab /> : tab === 'regions' ? <RegionsTab /> : <RedirectsTab />}
      </section>
    </div>
  );
}
