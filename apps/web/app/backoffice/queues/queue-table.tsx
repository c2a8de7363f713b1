import { DataTable, type DataTableFilter, type DataTableProps } from '../components/data-table.tsx';

/**
 * A review queue's list (redeems, documents, identity reviews): its status filter, each row keyed by its
 * id, read again when `reload` changes (after a decision), and its actions column last, in view while
 * the table scrolls sideways.
 */
export function QueueTable<Row extends { id: string | number }>({
  status,
  reload,
  ...table
}: Omit<DataTableProps<Row>, 'filters' | 'getRowId' | 'reloadKey' | 'actionsLast'> & {
  /** The status filter (`statusFilter`). */
  status: DataTableFilter;
  reload: number;
}) {
  return <DataTable {...table} filters={[status]} reloadKey={reload} actionsLast />;
}
