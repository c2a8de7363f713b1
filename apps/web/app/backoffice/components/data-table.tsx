import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import type { z } from 'zod';
import { backofficePageSchema } from '@casino/contracts';
import { boUrl, type BoQuery } from '../backoffice-api.ts';
import { useBoQuery } from '../use-bo-query.tsx';
import { ListError } from './list-error.tsx';
import styles from '../backoffice.module.css';

// Screens that import it from here (the payment, health and dashboard panels) keep working.
export { ListError };

/** A filter above the table; its value is a URL search param of that name, sent to the endpoint as is. */
export type DataTableFilter =
  | { name: string; label: string; type: 'select'; options: ReadonlyArray<{ value: string; label: string }> }
  | { name: string; label: string; type: 'text' | 'date'; placeholder?: string };

/** A select's options from `{ value: label }`, in the order of `values` (by default the record's own). */
export const optionsOf = <V extends string>(
  text: Readonly<Record<V, string>>,
  values: readonly V[] = Object.keys(text) as V[],
) => values.map((value) => ({ value, label: text[value] }));

/** A select filter whose options are `{ value: label }` (see `optionsOf`). */
export const selectFilter = <V extends string>(
  name: string,
  label: string,
  text: Readonly<Record<V, string>>,
  values?: readonly V[],
): DataTableFilter => ({ name, label, type: 'select', options: optionsOf(text, values) });

/** A column's cell for a value that may be missing: the value, or a dash. */
export const orDash = (cell: { getValue: () => unknown }) => cell.getValue() ?? '—';

export interface DataTableProps<Row> {
  /** The list endpoint under /rest/backoffice (`/players/`) or a full `/rest/…` path. */
  endpoint: string;
  /** The schema of one row (the answer is `backofficePageSchema(rowSchema)`). */
  rowSchema: z.ZodType<Row>;
  /**
   * TanStack column definitions. A column's id (its `accessorKey` or `id`: letters only) is the `sort` the
   * server gets; `enableSorting: false` for columns the server cannot sort by.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of different value types
  columns: ColumnDef<Row, any>[];
  /** Filters above the table (URL search params, passed to the endpoint). */
  filters?: DataTableFilter[];
  /** The table's accessible name (also its caption for screen readers). */
  label: string;
  /** The search box's placeholder; `false` hides the box (for endpoints without `q`). */
  search?: string | false;
  /** Extra query the endpoint always gets (e.g. `{ playerId }` on a player's page). */
  query?: BoQuery;
  /** Several tables on one page: a prefix for their URL search params (`ledger` → `ledger.page`). */
  paramPrefix?: string;
  defaultPageSize?: 25 | 50 | 100 | 200;
  /** Text when the list is empty. */
  empty?: ReactNode;
  /** Change it (e.g. a counter) to fetch the page again after an action. */
  reloadKey?: unknown;
  /** Row keys for React (default: the row's `id` when it has one, else its index). */
  getRowId?: (row: Row, index: number) => string;
  /** Hides the "Export CSV" link. */
  noExport?: boolean;
  /** The last column holds each row's actions: it stays in view while a wide table scrolls sideways. */
  actionsLast?: boolean;
}

const PAGE_SIZES = [25, 50, 100, 200] as const;

/** A row's own `id` (a string or number) as its React key; a row without one is keyed by its place. */
const idOrIndex = (row: unknown, index: number): string => {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
};

/**
 * A server-paged, server-sorted list with search, filters, page size and a CSV export of the same query.
 * Its state is the URL's search params, so a view can be linked, reloaded and navigated back to.
 */
export function DataTable<Row>({
  endpoint,
  rowSchema,
  columns,
  filters = [],
  label,
  search = 'Search',
  query: fixedQuery,
  paramPrefix,
  defaultPageSize = 25,
  empty = 'Nothing to show.',
  reloadKey,
  getRowId,
  noExport,
  actionsLast,
}: DataTableProps<Row>) {
  const [params, setParams] = useSearchParams();
  const key = (name: string) => (paramPrefix ? `${paramPrefix}.${name}` : name);
  const read = (name: string) => params.get(key(name)) ?? '';

  const page = Math.max(1, Number.parseInt(read('page'), 10) || 1);
  const sizeParam = Number.parseInt(read('pageSize'), 10);
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : defaultPageSize;
  const sort = read('sort');
  const order = read('order') === 'asc' ? 'asc' : 'desc';
  const q = read('q');
  const filterValues = Object.fromEntries(filters.map((filter) => [filter.name, read(filter.name)]));

  const listQuery: BoQuery = {
    ...fixedQuery,
    ...filterValues,
    ...(q ? { q } : {}),
    ...(sort ? { sort, order } : {}),
  };
  const update = (changes: Record<string, string | null>, resetPage = true) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries({ ...changes, ...(resetPage ? { page: null } : {}) }))
          if (value === null || value === '') next.delete(key(name));
          else next.set(key(name), value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const schema = useMemo(() => backofficePageSchema(rowSchema), [rowSchema]);
  // The previous page's rows stay on screen (busy, pager off) while the next one loads.
  const list = useBoQuery(
    endpoint,
    schema,
    { ...listQuery, page, pageSize },
    { keepPrevious: true, reloadKey },
  );
  const result = list.state.status === 'ready' ? list.state.data.data : null;

  const sorting: SortingState = sort ? [{ id: sort, desc: order === 'desc' }] : [];
  const table = useReactTable<Row>({
    data: (result?.rows ?? []) as Row[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    sortDescFirst: false,
    rowCount: result?.total ?? 0,
    state: { sorting, pagination: { pageIndex: page - 1, pageSize } },
    getRowId: getRowId ?? idOrIndex,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      update({ sort: first?.id ?? null, order: first ? (first.desc ? 'desc' : 'asc') : null });
    },
  });

  const total = result?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const csvHref = boUrl(endpoint, { ...listQuery, format: 'csv' });
  const captionId = useId();
  const loading = list.fetching;

  return (
    <div data-testid="bo-data-table" className={actionsLast ? styles.actionsLast : undefined}>
      <div className={styles.toolbar}>
        {search !== false ? (
          <SearchBox
            value={q}
            placeholder={search}
            label={`Search ${label}`}
            onSearch={(v) => update({ q: v })}
          />
        ) : null}
        {filters.map((filter) => (
          <FilterControl
            key={filter.name}
            filter={filter}
            value={filterValues[filter.name] ?? ''}
            onChange={(value) => update({ [filter.name]: value })}
          />
        ))}
        <span className={styles.spacer} />
        {noExport ? null : (
          <a className={styles.button} href={csvHref} download>
            Export CSV
          </a>
        )}
      </div>
      {list.state.status === 'error' ? (
        <ListError error={list.state.error} onRetry={() => void list.reload()} />
      ) : (
        <div className={styles.tableWrap} aria-busy={loading || undefined}>
          <table className={styles.table} aria-labelledby={captionId}>
            <caption id={captionId} className="visually-hidden">
              {label}
            </caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    const content = header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext());
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={
                          sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                        }
                      >
                        {header.column.getCanSort() && !header.isPlaceholder ? (
                          <button
                            type="button"
                            className={styles.sortButton}
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            {content}
                            <span className={styles.sortIcon} aria-hidden="true">
                              {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                            </span>
                          </button>
                        ) : (
                          content
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {!result && loading
                ? Array.from({ length: 5 }, (_, i) => (
                    <tr key={i} aria-hidden="true">
                      {columns.map((_, c) => (
                        <td key={c}>
                          <div className={styles.skeleton} style={{ height: 14, width: '70%' }} />
                        </td>
                      ))}
                    </tr>
                  ))
                : table.getRowModel().rows.map((row) => (
                    <tr key={row.id}>
                      {row.getVisibleCells().map((cell) => (
                        <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                      ))}
                    </tr>
                  ))}
              {result && result.rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length} className={styles.empty}>
                    {empty}
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      )}
      <nav className={styles.pager} aria-label={`${label} pages`}>
        <span role="status" aria-live="polite">
          {result ? `${from}–${to} of ${total}` : loading ? 'Loading…' : ''}
        </span>
        <span className={styles.pagerButtons}>
          <label>
            <span className="visually-hidden">Rows per page</span>
            <select
              className={styles.select}
              value={pageSize}
              onChange={(event) => update({ pageSize: event.target.value })}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size} per page
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className={styles.button}
            disabled={page <= 1 || loading}
            onClick={() => update({ page: String(page - 1) }, false)}
          >
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className={styles.button}
            disabled={page >= pages || loading}
            onClick={() => update({ page: String(page + 1) }, false)}
          >
            Next
          </button>
        </span>
      </nav>
    </div>
  );
}

function SearchBox({
  value,
  placeholder,
  label,
  onSearch,
}: {
  value: string;
  placeholder: string;
  label: string;
  onSearch: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  // The URL changed by itself (Back): show its search.
  useEffect(() => setText(value), [value]);
  // Searches 300 ms after typing stops.
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => latest.current(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <input
        type="search"
        className={styles.input}
        aria-label={label}
        placeholder={placeholder}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}

function FilterControl({
  filter,
  value,
  onChange,
}: {
  filter: DataTableFilter;
  value: string;
  onChange: (value: string) => void;
}) {
  if (filter.type === 'select')
    return (
      <label>
        <span className="visually-hidden">{filter.label}</span>
        <select className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{filter.label}: all</option>
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    );
  return (
    // A date input shows no placeholder: its label stays visible ("From", "To").
    <label
      style={filter.type === 'date' ? { display: 'inline-flex', alignItems: 'center', gap: 6 } : undefined}
    >
      <span className={filter.type === 'date' ? styles.muted : 'visually-hidden'}>{filter.label}</span>
      <input
        type={filter.type}
        className={styles.input}
        style={{ width: 'auto' }}
        aria-label={filter.label}
        placeholder={filter.type === 'text' ? (filter.placeholder ?? filter.label) : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
