import { useMemo } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { BACKOFFICE_QUEUE_PATHS, BoFeatureRowSchema, BRAND_KEYS, type BoFeatureRow } from '@casino/contracts';
import { DataTable } from '../components/data-table.tsx';
import { when } from '../queues/format.ts';
import { StatusBadge } from '../queues/status-badge.tsx';
import { TwoLines } from '../queues/two-lines.tsx';
import styles from '../backoffice.module.css';
import { choices } from '../components/form.tsx';

const column = createColumnHelper<BoFeatureRow>();
const BRAND_OPTIONS = choices(BRAND_KEYS);

/** Where a feature's edit page is. */
export const featurePage = (brand: string, key: string) =>
  `/backoffice/features/${encodeURIComponent(brand)}/${encodeURIComponent(key)}/`;

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The engagement features of a brand (or of every brand), in the order the players' pages show them. */
export function FeatureList({ canManage }: { canManage: boolean }) {
  const columns = useMemo(
    () => [
      column.accessor('brand', { header: 'Brand' }),
      column.accessor('key', {
        header: 'Feature',
        cell: (c) => <Link to={featurePage(c.row.original.brand, c.getValue())}>{c.getValue()}</Link>,
      }),
      column.accessor('enabled', {
        header: 'State',
        cell: (c) =>
          c.row.original.live ? (
            <StatusBadge status="live" label="live" />
          ) : c.getValue() ? (
            <StatusBadge status="pending" label="enabled, not in schedule" />
          ) : (
            <StatusBadge status="off" label="off" />
          ),
      }),
      column.accessor('priority', { header: 'Priority' }),
      column.accessor('startsAt', {
        header: 'Starts',
        enableSorting: false,
        cell: (c) => when(c.getValue()),
      }),
      column.accessor('finishesAt', {
        header: 'Finishes',
        enableSorting: false,
        cell: (c) => when(c.getValue()),
      }),
      column.accessor('resetHour', {
        header: 'Period resets',
        enableSorting: false,
        cell: (c) => <TwoLines sub={c.row.original.timeZone}>{hour(c.getValue())}</TwoLines>,
      }),
      column.accessor('updatedAt', { header: 'Changed', cell: (c) => when(c.getValue()) }),
      column.display({
        id: 'edit',
        header: () => <span className="visually-hidden">Edit</span>,
        cell: (c) => (
          <Link className={styles.button} to={featurePage(c.row.original.brand, c.row.original.key)}>
            {canManage ? 'Edit' : 'View'}
          </Link>
        ),
      }),
    ],
    [canManage],
  );
  return (
    <DataTable
      endpoint={BACKOFFICE_QUEUE_PATHS.features}
      rowSchema={BoFeatureRowSchema}
      columns={columns}
      label="Engagement features"
      search="Feature key"
      filters={[{ name: 'brand', label: 'Brand', type: 'select', options: BRAND_OPTIONS }]}
      getRowId={(row) => `${row.brand}/${row.key}`}
      defaultPageSize={50}
      empty="No features."
      actionsLast
    />
  );
}
