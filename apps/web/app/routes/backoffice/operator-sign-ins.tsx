import { createColumnHelper } from '@tanstack/react-table';
import { BACKOFFICE_ADMIN_PATHS, OperatorSignInRowSchema, type OperatorSignInRow } from '@casino/contracts';
import { DataTable, selectFilter } from '../../backoffice/components/data-table.tsx';
import type { BackofficeHandle } from '../../backoffice/urls.ts';
import { OperatorTabs } from '../../backoffice/admin/admin-tabs.tsx';
import { formatUtc, signInReasonText } from '../../backoffice/admin/format.ts';
import bo from '../../backoffice/backoffice.module.css';
import styles from '../../backoffice/admin/admin.module.css';

export const handle: BackofficeHandle = { permission: 'operators.manage' };

export function meta() {
  return [{ title: 'Sign-in attempts · Back-office' }];
}

const column = createColumnHelper<OperatorSignInRow>();

/** The server orders attempts by time only (newest first by default): the other columns do not sort. */
const COLUMNS = [
  column.accessor('at', {
    header: 'Time (UTC)',
    cell: (c) => formatUtc(c.getValue(), { seconds: true }),
  }),
  column.accessor('email', { header: 'Email', enableSorting: false }),
  column.accessor('ip', {
    header: 'IP address',
    enableSorting: false,
    cell: (c) => <span className={styles.code}>{c.getValue() ?? '—'}</span>,
  }),
  column.accessor('success', {
    header: 'Result',
    enableSorting: false,
    cell: (c) =>
      c.getValue() ? (
        <span className={`${styles.badge} ${styles.badgeOk}`}>Success</span>
      ) : (
        <span className={`${styles.badge} ${styles.badgeDanger}`}>Failed</span>
      ),
  }),
  column.accessor('reason', {
    header: 'Reason',
    enableSorting: false,
    cell: (c) => (
      <span className={styles.wrap}>
        {signInReasonText(c.getValue())}
        <span className={`${styles.sub} ${styles.code}`}>{c.getValue()}</span>
      </span>
    ),
  }),
];

/** Every operator sign-in attempt, right or wrong (both steps), for administrators. */
export default function BackofficeOperatorSignIns() {
  return (
    <div>
      <div className={bo.pageHeader}>
        <h1>Operators</h1>
        <span className={bo.muted}>Each step of each sign-in is recorded, right or wrong.</span>
      </div>
      <OperatorTabs />
      <DataTable
        endpoint={BACKOFFICE_ADMIN_PATHS.signIns}
        rowSchema={OperatorSignInRowSchema}
        columns={COLUMNS}
        label="Sign-in attempts"
        search="Email or IP address"
        filters={[selectFilter('success', 'Result', { true: 'Success', false: 'Failed' })]}
        empty="No sign-in attempt matches."
      />
    </div>
  );
}
