import type { ColumnDef } from '@tanstack/react-table';
import { z } from 'zod';
import {
  BACKOFFICE_CATALOGUE_PATHS as PATHS,
  BackofficeDeletedSchema,
  BackofficeRedirectCreateSchema,
  BackofficeRedirectRowSchema,
  BackofficeRedirectSavedSchema,
  BackofficeTermsPublishedSchema,
  BackofficeTermsPublishSchema,
  BackofficeTermsRowSchema,
  REDIRECT_STATUSES,
  type BackofficeRedirectRow,
  type BackofficeTermsRow,
} from '@casino/contracts';
import { boSend } from '../backoffice-api.ts';
import { Confirm } from '../components/confirm.tsx';
import { choices, Fields, type FieldSpec } from '../components/form.tsx';
import { Button } from '../components/button.tsx';
import styles from '../backoffice.module.css';
import { RowsSection, SchemaForm, useEditing, TabsScreen } from './list-and-edit.tsx';
import { utc } from './format.ts';
import own from './catalogue.module.css';

// ---------------------------------------------------------------------------------------------
// Terms

const TERMS_FIELDS: ReadonlyArray<FieldSpec<{ key: string; title: string; url: string }>> = [
  {
    name: 'key',
    label: 'Document key',
    hint: 'e.g. terms, privacy, sweepstakes-rules; a new key starts at version 1.',
  },
  { name: 'title', label: 'Title' },
  { name: 'url', label: 'Address', hint: 'A site path such as /page/terms or an https:// link.' },
];

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
          <Fields form={form} fields={TERMS_FIELDS} />
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
// Redirects

const RedirectFormSchema = BackofficeRedirectCreateSchema.extend({
  status: z
    .string()
    .transform(Number)
    .pipe(z.number().refine((s) => (REDIRECT_STATUSES as readonly number[]).includes(s), 'Choose a status.')),
});

const REDIRECT_FIELDS: ReadonlyArray<FieldSpec<z.input<typeof RedirectFormSchema>>> = [
  { name: 'fromPath', label: 'Path', hint: 'e.g. /spring-promo (a trailing slash is ignored)' },
  { name: 'to', label: 'Goes to', hint: 'A site path such as /promotions/ or an https:// address.' },
  {
    name: 'status',
    label: 'Status',
    kind: 'select',
    options: choices(
      REDIRECT_STATUSES,
      (s) => `${s}${s === 301 || s === 308 ? ' (permanent)' : ' (temporary)'}`,
    ),
  },
];

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
      {(form) => <Fields form={form} fields={REDIRECT_FIELDS} />}
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

/** Content: terms versions and the redirect table (content.manage); closed states are compliance-screen.tsx. */
export function ContentScreen() {
  return (
    <TabsScreen
      title="Content"
      tabs={[
        { id: 'terms', label: 'Terms versions', panel: () => <TermsTab /> },
        { id: 'redirects', label: 'Redirects', panel: () => <RedirectsTab /> },
      ]}
    />
  );
}
