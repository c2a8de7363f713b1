import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { createColumnHelper } from '@tanstack/react-table';
import {
  ApiKeyResponseSchema,
  ApiKeyRowSchema,
  BACKOFFICE_ADMIN_PATHS,
  type ApiKeyRow,
} from '@casino/contracts';
import { boSend } from '../../backoffice/backoffice-api.ts';
import { Confirm } from '../../backoffice/components/confirm.tsx';
import { DataTable } from '../../backoffice/components/data-table.tsx';
import type { BackofficeHandle } from '../../backoffice/urls.ts';
import { CreateApiKey } from '../../backoffice/admin/create-api-key.tsx';
import { UtcTime } from '../../backoffice/admin/utc-time.tsx';
import bo from '../../backoffice/backoffice.module.css';
import styles from '../../backoffice/admin/admin.module.css';

export const handle: BackofficeHandle = { permission: 'operators.manage' };

export function meta() {
  return [{ title: 'API keys · Back-office' }];
}

const column = createColumnHelper<ApiKeyRow>();

/** Keys for automation: create one with scopes (shown once), revoke it. */
export default function BackofficeApiKeys() {
  const [reload, setReload] = useState(0);
  const columns = useMemo(() => {
    const revoke = async (row: ApiKeyRow) => {
      await boSend(
        'POST',
        BACKOFFICE_ADMIN_PATHS.apiKeyRevoke.replace(':id', encodeURIComponent(row.id)),
        undefined,
        ApiKeyResponseSchema,
      );
      toast.success(`${row.name} is revoked.`);
      setReload((n) => n + 1);
    };
    // The server lists keys newest first and sorts by nothing else.
    return [
      column.accessor('name', {
        header: 'Name',
        enableSorting: false,
        cell: (c) => (
          <>
            {c.getValue()}
            <span className={`${styles.sub} ${styles.code}`}>{c.row.original.prefix}…</span>
          </>
        ),
      }),
      column.accessor('scopes', {
        header: 'Scopes',
        enableSorting: false,
        cell: (c) => (
          <span className={styles.chips}>
            {c.getValue().map((scope) => (
              <span key={scope} className={styles.chip}>
                {scope}
              </span>
            ))}
          </span>
        ),
      }),
      column.accessor('createdBy', {
        header: 'Created by',
        enableSorting: false,
        cell: (c) => (
          <>
            {c.row.original.createdByName ?? c.getValue() ?? '—'}
            <span className={styles.sub}>
              <UtcTime iso={c.row.original.createdAt} /> UTC
            </span>
          </>
        ),
      }),
      column.accessor('lastUsedAt', {
        header: 'Last used (UTC)',
        enableSorting: false,
        cell: (c) =>
          c.getValue() ? <UtcTime iso={c.getValue()} /> : <span className={bo.muted}>Never</span>,
      }),
      // Last, so it stays in view on a tablet: the key's state and what can be done with it.
      column.accessor('revokedAt', {
        header: 'Status',
        enableSorting: false,
        cell: (c) =>
          c.getValue() ? (
            <>
              <span className={`${styles.badge} ${styles.badgeDanger}`}>Revoked</span>
              <span className={styles.sub}>
                <UtcTime iso={c.getValue()} /> UTC
              </span>
            </>
          ) : (
            <span className={styles.statusCell}>
              <span className={`${styles.badge} ${styles.badgeOk}`}>Active</span>
              <Confirm
                trigger={
                  <button type="button" className={`${bo.button} ${styles.small}`}>
                    Revoke
                  </button>
                }
                title={`Revoke ${c.row.original.name}?`}
                description="Every call with this key is refused from now on (401). This cannot be undone: the automation needs a new key."
                confirmLabel="Revoke key"
                danger
                onConfirm={() => revoke(c.row.original)}
              />
            </span>
          ),
      }),
    ];
  }, []);

  return (
    <div>
      <div className={bo.pageHeader}>
        <h1>API keys</h1>
        <CreateApiKey onCreated={() => setReload((n) => n + 1)} />
      </div>
      <p className={bo.muted} style={{ marginBottom: 16 }}>
        For automation instead of the shared ops token: each key acts in its own name, within its scopes, and
        the audit log names it.
      </p>
      <DataTable
        endpoint={BACKOFFICE_ADMIN_PATHS.apiKeys}
        rowSchema={ApiKeyRowSchema}
        columns={columns}
        label="API keys"
        search="Name or key prefix"
        reloadKey={reload}
        empty="No API key yet."
        actionsLast
      />
    </div>
  );
}
