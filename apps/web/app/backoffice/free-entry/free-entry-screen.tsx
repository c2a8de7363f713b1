import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { toast } from 'sonner';
import {
  BoFreeEntryEnterReplySchema,
  BoFreeEntryEnterSchema,
  BoFreeEntryRowSchema,
  FREE_ENTRY_PATHS,
  FREE_ENTRY_STATUSES,
  type BoFreeEntryRow,
} from '@casino/contracts';
import { postForm } from '../backoffice-api.ts';
import { DataTable } from '../components/data-table.tsx';
import { BoForm, FormError, SubmitButton, TextField, useBoForm } from '../components/form.tsx';
import { useOperator } from '../use-operator.ts';
import { when } from '../queues/format.ts';
import { StatusBadge } from '../queues/status-badge.tsx';
import { TwoLines, statusFilter } from '../queues/two-lines.tsx';
import styles from '../backoffice.module.css';

const column = createColumnHelper<BoFreeEntryRow>();

/**
 * Mail-in requests: enter a received envelope's code (free-entry.enter) and the player is credited at
 * once; entering a code again credits nothing and says so. The list shows every request (free-entry.read).
 */
export function FreeEntryScreen() {
  const operator = useOperator();
  const [reload, setReload] = useState(0);
  const form = useBoForm(BoFreeEntryEnterSchema, { defaultValues: { code: '' } });

  const columns = useMemo(
    () => [
      column.accessor('code', { header: 'Code', cell: (c) => <code>{c.getValue()}</code> }),
      column.accessor('status', { header: 'Status', cell: (c) => <StatusBadge status={c.getValue()} /> }),
      column.display({
        id: 'player',
        header: 'Player',
        cell: (c) => (
          <TwoLines
            sub={
              <>
                {c.row.original.login} · {c.row.original.brand}
              </>
            }
          >
            {c.row.original.email ?? '—'}
          </TwoLines>
        ),
      }),
      column.accessor('entries', { header: 'Entries', enableSorting: false }),
      column.accessor('createdAt', { header: 'Requested', cell: (c) => when(c.getValue()) }),
      column.accessor('creditedAt', {
        header: 'Entered',
        cell: (c) => <TwoLines sub={c.row.original.creditedBy}>{when(c.getValue())}</TwoLines>,
      }),
    ],
    [],
  );

  return (
    <div className={styles.stack}>
      {operator.can('free-entry.enter') && (
        <section className={styles.card} aria-labelledby="bo-free-entry-enter">
          <h2 id="bo-free-entry-enter">Enter a received request</h2>
          <BoForm
            form={form}
            aria-label="Enter a mail-in request"
            onSubmit={postForm(FREE_ENTRY_PATHS.boEnter, BoFreeEntryEnterReplySchema, (data) => {
              const who = data.row.email ?? data.row.login;
              if (data.credited)
                toast.success(`${data.row.entries} Entries credited to ${who} (${data.row.code}).`);
              else if (data.row.status === 'capped')
                toast.warning(`${data.row.code}: ${who} reached this year's limit; nothing credited.`);
              else toast.info(`${data.row.code} was already entered; nothing credited again.`);
              form.reset({ code: '' });
              setReload((n) => n + 1);
            })}
          >
            <TextField
              form={form}
              name="code"
              label="Request code"
              hint="As written on the request, e.g. AB2CD-EF3GH (case and spaces do not matter)."
              autoComplete="off"
              data-testid="bo-free-entry-code"
            />
            <FormError form={form} />
            <div className={styles.formActions}>
              <SubmitButton form={form}>Credit entries</SubmitButton>
            </div>
          </BoForm>
        </section>
      )}
      <DataTable
        endpoint={FREE_ENTRY_PATHS.boList}
        rowSchema={BoFreeEntryRowSchema}
        columns={columns}
        label="Mail-in requests"
        search="Code, player email or login"
        filters={[statusFilter(FREE_ENTRY_STATUSES)]}
        reloadKey={reload}
        empty="No mail-in requests here."
      />
    </div>
  );
}
