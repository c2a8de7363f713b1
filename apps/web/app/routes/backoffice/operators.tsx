import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import {
  BACKOFFICE_ADMIN_PATHS,
  OPERATOR_ROLES,
  OperatorRowSchema,
  type OperatorRow,
} from '@casino/contracts';
import { DataTable } from '../../backoffice/components/data-table.tsx';
import { useOperator } from '../../backoffice/use-operator.ts';
import type { BackofficeHandle } from '../../backoffice/urls.ts';
import { OperatorTabs } from '../../backoffice/admin/admin-tabs.tsx';
import { CreateOperator } from '../../backoffice/admin/create-operator.tsx';
import { formatUtc, isLocked } from '../../backoffice/admin/format.ts';
import { OperatorActions } from '../../backoffice/admin/operator-actions.tsx';
import { UtcTime } from '../../backoffice/admin/utc-time.tsx';
import bo from '../../backoffice/backoffice.module.css';
import styles from '../../backoffice/admin/admin.module.css';
import { choices } from '../../backoffice/components/form.tsx';

export const handle: BackofficeHandle = { permission: 'operators.manage' };

export function meta() {
  return [{ title: 'Operators · Back-office' }];
}

const column = createColumnHelper<OperatorRow>();

/** An email that may break before its @ when the table is short of room. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** The operators' accounts: create one (password shown once), change a role, disable, reset two-factor. */
export default function BackofficeOperators() {
  const me = useOperator();
  const [reload, setReload] = useState(0);
  const columns = useMemo(() => {
    const changed = () => setReload((n) => n + 1);
    return [
      column.accessor('email', {
        header: 'Email',
        cell: (c) => (
          <>
            <EmailText email={c.getValue()} />
            {c.row.original.id === me.id ? <span className={styles.you}>(you)</span> : null}
          </>
        ),
      }),
      column.accessor('role', {
        header: 'Role',
        cell: (c) => <span className={styles.badge}>{c.getValue()}</span>,
      }),
      column.accessor('twoFactor', {
        header: '2FA',
        enableSorting: false,
        cell: (c) =>
          c.getValue() ? (
            <>
              <span className={`${styles.badge} ${styles.badgeOk}`}>Set up</span>
              <span className={`${styles.sub} ${styles.wrap}`}>
                {c.row.original.recoveryCodesLeft} recovery codes left
              </span>
            </>
          ) : (
            <span className={`${styles.badge} ${styles.badgeWarn}`}>Not yet</span>
          ),
      }),
      column.accessor('lockedUntil', {
        header: 'Locked until (UTC)',
        enableSorting: false,
        cell: (c) =>
          isLocked(c.getValue(), Date.now()) ? (
            <span className={`${styles.badge} ${styles.badgeDanger}`}>{formatUtc(c.getValue())}</span>
          ) : (
            <span className={bo.muted}>—</span>
          ),
      }),
      column.accessor('disabledAt', {
        header: 'Disabled',
        enableSorting: false,
        cell: (c) =>
          c.getValue() ? (
            <>
              <span className={`${styles.badge} ${styles.badgeDanger}`}>Disabled</span>
              <span className={`${styles.sub} ${styles.wrap}`}>
                since <UtcTime iso={c.getValue()} />
              </span>
            </>
          ) : (
            <span className={bo.muted}>No</span>
          ),
      }),
      column.accessor('createdAt', {
        header: 'Created (UTC)',
        cell: (c) => <UtcTime iso={c.getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">Actions</span>,
        cell: (c) => <OperatorActions row={c.row.original} selfId={me.id} onChanged={changed} />,
      }),
    ];
  }, [me.id]);

  return (
    <div>
      <div className={bo.pageHeader}>
        <h1>Operators</h1>
        <CreateOperator onCreated={() => setReload((n) => n + 1)} />
      </div>
      <OperatorTabs />
      <DataTable
        endpoint={BACKOFFICE_ADMIN_PATHS.operators}
        rowSchema={OperatorRowSchema}
        columns={columns}
        label="Operators"
        search="Search by email"
        filters={[
          {
            name: 'role',
            label: 'Role',
            type: 'select',
            options: choices(OPERATOR_ROLES),
          },
        ]}
        reloadKey={reload}
        empty="No operator matches."
        actionsLast
      />
    </div>
  );
}
