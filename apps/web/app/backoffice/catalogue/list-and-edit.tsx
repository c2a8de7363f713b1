import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { z } from 'zod';
import type { Permission } from '@casino/contracts';
import { boSend } from '../backoffice-api.ts';
import { Button, CancelButton } from '../components/button.tsx';
import { BoDialog } from '../components/dialog.tsx';
import { DataTable, type DataTableProps } from '../components/data-table.tsx';
import { TabStrip } from '../components/tab-strip.tsx';
import {
  BoForm,
  FormError,
  SubmitButton,
  useBoForm,
  type BoFormProps,
  type FormOf,
} from '../components/form.tsx';
import { useOperator } from '../use-operator.ts';
import styles from '../backoffice.module.css';
import own from './catalogue.module.css';

/**
 * The catalogue screens' one shape, a list whose rows open in a form: which row is open (`'new'` for a
 * new one) and the list's reload key, bumped once a form saves.
 */
export function useEditing<Row>() {
  const [row, setRow] = useState<Row | 'new' | null>(null);
  const [reload, setReload] = useState(0);
  return {
    row,
    /** The list's `reloadKey`. */
    reload,
    open: setRow,
    close: () => setRow(null),
    reloadList: () => setReload((n) => n + 1),
    /** A form saved: close it and show the list as it is now. */
    saved: () => {
      setRow(null);
      setReload((n) => n + 1);
    },
  };
}
export type Editing<Row> = ReturnType<typeof useEditing<Row>>;

/** The open row's dialog: `title` names it, `children` draws its form (a new row's with `null`). */
export function EditingDialog<Row>({
  editing,
  title,
  description,
  children,
}: {
  editing: Editing<Row>;
  title: (row: Row | 'new') => ReactNode;
  description?: ReactNode;
  children: (row: Row | null) => ReactNode;
}) {
  const { row } = editing;
  return (
    <EditDialog
      open={row !== null}
      onOpenChange={(open) => (open ? null : editing.close())}
      title={row === null ? '' : title(row)}
      description={description}
    >
      {row === null ? null : children(row === 'new' ? null : row)}
    </EditDialog>
  );
}

/** An optional text of a form: trimmed, and `null` when left empty. */
export const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v));

/** A whole number typed into a form: 1 to `digits` digits, refused with `message` otherwise. */
export const wholeNumber = (digits: number, message: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,${digits}}$`), message)
    .transform(Number);

/** A row's place in its list (`sort`). */
export const displayOrder = wholeNumber(7, 'The display order is a whole number.');

/** A row's on/off state as a badge. */
export const enabledColumn = <Row extends { isActive: boolean }>(): ColumnDef<Row, unknown> => ({
  accessorKey: 'isActive',
  header: 'Status',
  enableSorting: false,
  cell: ({ row }) => (
    <span className={`${own.badge} ${row.original.isActive ? own.on : own.off}`}>
      {row.original.isActive ? 'Enabled' : 'Disabled'}
    </span>
  ),
});

/** A list's first column when the operator may edit its rows: the row's Edit button. */
export const editColumn = <Row,>(editing: Editing<Row>): ColumnDef<Row, unknown> => ({
  id: 'actions',
  header: '',
  enableSorting: false,
  cell: ({ row }) => <Button onClick={() => editing.open(row.original)}>Edit</Button>,
});

/** The button that opens a new row's form. */
export function NewButton<Row>({ editing, children }: { editing: Editing<Row>; children: ReactNode }) {
  return (
    <Button tone="primary" onClick={() => editing.open('new')}>
      {children}
    </Button>
  );
}

/** A wide dialog holding a form. */
export function EditDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <BoDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className={own.wide}
    >
      {children}
    </BoDialog>
  );
}

/** A dialog's form: its fields (`children`), the server's refusal, then submit and cancel. */
export function DialogForm<TInput extends FieldValues, TOutput extends FieldValues>({
  submit,
  children,
  ...props
}: BoFormProps<TInput, TOutput> & { submit: ReactNode }) {
  return (
    <BoForm {...props}>
      {children}
      <FormError form={props.form} />
      <div className={styles.formActions}>
        <SubmitButton form={props.form}>{submit}</SubmitButton>
        <CancelButton />
      </div>
    </BoForm>
  );
}

/** A dialog's form from its schema and first values: `send` the parsed values, then `onSaved`. */
export function SchemaForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  send,
  onSaved,
  submit,
  label,
  children,
}: {
  schema: S;
  defaultValues: z.input<S>;
  send: (output: z.output<S>) => Promise<unknown>;
  onSaved: () => void;
  submit: ReactNode;
  /** The form's accessible name. */
  label: string;
  children: (form: FormOf<z.input<S>>) => ReactNode;
}) {
  const form = useBoForm(schema, { defaultValues: defaultValues as DefaultValues<z.input<S>> });
  return (
    <DialogForm
      form={form}
      submit={submit}
      aria-label={label}
      onSubmit={async (output) => {
        await send(output);
        onSaved();
      }}
    >
      {children(form)}
    </DialogForm>
  );
}

/**
 * A catalogue row's form in its dialog: the form's values from the row (`values(null)` for a new one),
 * then PATCH the row at `paths.one(id)`, or POST a new one to `paths.all`, and `onSaved`.
 */
export function RowForm<Row extends { id: number }, S extends z.ZodType<FieldValues, FieldValues>>({
  row,
  values,
  paths,
  saved,
  ...props
}: {
  row: Row | null;
  schema: S;
  values: (row: Row | null) => z.input<S>;
  paths: { one: (id: number) => string; all: string };
  /** The answer's schema. */
  saved: z.ZodType;
  onSaved: () => void;
  submit: ReactNode;
  /** The form's accessible name. */
  label: string;
  children: (form: FormOf<z.input<S>>) => ReactNode;
}) {
  return (
    <SchemaForm
      {...props}
      defaultValues={values(row)}
      send={(output) =>
        row ? boSend('PATCH', paths.one(row.id), output, saved) : boSend('POST', paths.all, output, saved)
      }
    />
  );
}

/** What a list of rows with ids draws: its table and its open row's form dialog. */
interface RowsListProps<Row extends { id: number }> {
  editing: Editing<Row>;
  table: Omit<DataTableProps<Row>, 'columns' | 'reloadKey' | 'getRowId'>;
  columns: ColumnDef<Row, unknown>[];
  /** The open row's dialog title (`'new'` for a new row). */
  dialogTitle: (row: Row | 'new') => ReactNode;
  description?: ReactNode;
  /** The open row's form (`null` for a new row); `onSaved` closes it and reloads the list. */
  form: (row: Row | null, onSaved: () => void) => ReactNode;
}

/** The table of a list of rows with ids, reloaded once a form saves, and the open row's form in a dialog. */
function RowsList<Row extends { id: number }>({
  editing,
  table,
  columns,
  dialogTitle,
  description,
  form,
}: RowsListProps<Row>) {
  return (
    <>
      <DataTable {...table} columns={columns} reloadKey={editing.reload} />
      <EditingDialog editing={editing} title={dialogTitle} description={description}>
        {(row) => form(row, editing.saved)}
      </EditingDialog>
    </>
  );
}

/**
 * One list of a screen with several (a tab, a section): a line saying how the list works beside its New
 * button (`newLabel`), then the list and the open row's form. The caller holds `editing`, so that its
 * columns' buttons can open or reload rows.
 */
export function RowsSection<Row extends { id: number }>({
  intro,
  newLabel,
  ...list
}: RowsListProps<Row> & {
  intro: ReactNode;
  /** The New button's label; null for an operator whose role may not add rows. */
  newLabel: string | null;
}) {
  return (
    <>
      <div className={own.sectionHeader}>
        <span className={styles.muted}>{intro}</span>
        {newLabel === null ? null : <NewButton editing={list.editing}>{newLabel}</NewButton>}
      </div>
      <RowsList {...list} />
    </>
  );
}

/**
 * A catalogue screen of rows with ids: its title and New button, the list (`table`; the Edit column first
 * for operators with `permission`) and the open row's `form` (a `RowForm`; `null` for a new row) in a
 * dialog. `noun` names one row: "New banner", "Banner 3". `columns` may be a function of the list's
 * `editing` and the operator's right, for row buttons that reload the list (pause, resume).
 */
export function RowsScreen<Row extends { id: number }>({
  title,
  noun,
  permission,
  intro,
  table,
  columns,
  description,
  form,
  rowTitle = (row) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${row.id}`,
}: {
  title: string;
  noun: string;
  permission: Permission;
  /** A line under the title on what the list is. */
  intro?: ReactNode;
  table: Omit<DataTableProps<Row>, 'columns' | 'reloadKey' | 'getRowId'>;
  columns:
    ColumnDef<Row, unknown>[] | ((editing: Editing<Row>, canManage: boolean) => ColumnDef<Row, unknown>[]);
  description: ReactNode;
  form: (row: Row | null, onSaved: () => void) => ReactNode;
  /** The open row's dialog title (default: "Banner 3"). */
  rowTitle?: (row: Row) => string;
}) {
  const canManage = useOperator().can(permission);
  const editing = useEditing<Row>();
  const listed = typeof columns === 'function' ? columns(editing, canManage) : columns;
  return (
    <div className={styles.stack}>
      <div className={styles.pageHeader}>
        <h1>{title}</h1>
        {canManage ? <NewButton editing={editing}>{`New ${noun}`}</NewButton> : null}
      </div>
      {intro ? <p className={styles.muted}>{intro}</p> : null}
      <RowsList
        editing={editing}
        table={table}
        columns={canManage ? [editColumn(editing), ...listed] : listed}
        dialogTitle={(row) => (row === 'new' ? `New ${noun}` : rowTitle(row))}
        description={description}
        form={form}
      />
    </div>
  );
}

/**
 * A screen of lists under tabs (content, compliance): its title, the tab strip and the chosen tab's panel.
 * The URL's `?tab=` holds the choice; the first tab is the default.
 */
export function TabsScreen({
  title,
  tabs,
  notice,
}: {
  title: string;
  tabs: ReadonlyArray<{ id: string; label: string; panel: () => ReactNode }>;
  /** Shown above the tabs (e.g. that the operator's role may only read). */
  notice?: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((t) => t.id === params.get('tab')) ?? tabs[0]!;
  return (
    <div className={styles.stack}>
      <div className={styles.pageHeader}>
        <h1>{title}</h1>
      </div>
      {notice}
      <TabStrip
        tabs={tabs}
        current={tab.id}
        label={title}
        tabId={(id) => `tab-${id}`}
        panelId={(id) => `panel-${id}`}
        onSelect={(id) => setParams({ tab: id }, { replace: true })}
      />
      <section
        id={`panel-${tab.id}`}
        role="tabpanel"
        aria-labelledby={`tab-${tab.id}`}
        className={own.section}
      >
        {tab.panel()}
      </section>
    </div>
  );
}
