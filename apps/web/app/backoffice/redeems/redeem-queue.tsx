import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { toast } from 'sonner';
import {
  BACKOFFICE_QUEUE_PATHS,
  backofficePath,
  BoRedeemRejectRequestSchema,
  BoRedeemResponseSchema,
  BoRedeemRowSchema,
  REDEEM_STATUSES,
  type BoRedeemRow,
} from '@casino/contracts';
import { boSend } from '../backoffice-api.ts';
import { Confirm } from '../components/confirm.tsx';
import { DataTable } from '../components/data-table.tsx';
import { useOperator } from '../use-operator.ts';
import { count, when } from '../queues/format.ts';
import { StatusBadge } from '../queues/status-badge.tsx';
import styles from '../backoffice.module.css';
import own from '../queues/queues.module.css';

const column = createColumnHelper<BoRedeemRow>();
const STATUS_OPTIONS = REDEEM_STATUSES.map((status) => ({ value: status, label: status }));
const winnings = (amount: number) => `${count(amount)} winnings`;

/** The redeem queue: pending requests first, oldest first; approve, or reject with a note the player reads. */
export function RedeemQueue() {
  const operator = useOperator();
  const [reload, setReload] = useState(0);
  const canReview = operator.can('redeems.review');
  const done = () => setReload((n) => n + 1);

  const columns = useMemo(
    () => [
      column.accessor('createdAt', { header: 'Requested', cell: (c) => when(c.getValue()) }),
      column.accessor('email', {
        header: 'Player',
        cell: (c) => (
          <span className={own.who}>
            <span>{c.getValue() ?? '—'}</span>
            <span className={styles.muted}>{c.row.original.login}</span>
          </span>
        ),
      }),
      column.accessor('amount', { header: 'Amount', cell: (c) => winnings(c.getValue()) }),
      column.accessor('status', { header: 'Status', cell: (c) => <StatusBadge status={c.getValue()} /> }),
      column.accessor('decidedAt', {
        header: 'Decided',
        cell: (c) => (
          <span className={own.who}>
            <span>{when(c.getValue())}</span>
            {c.row.original.note ? <span className={styles.muted}>{c.row.original.note}</span> : null}
          </span>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">Actions</span>,
        cell: (c) =>
          canReview && c.row.original.status === 'pending' ? (
            <RedeemActions request={c.row.original} onDone={done} />
          ) : null,
      }),
    ],
    [canReview],
  );

  return (
    <div className={own.actionsLast}>
      <DataTable
        endpoint={BACKOFFICE_QUEUE_PATHS.redeems}
        rowSchema={BoRedeemRowSchema}
        columns={columns}
        label="Redeem requests"
        search="Player email or login"
        filters={[{ name: 'status', label: 'Status', type: 'select', options: STATUS_OPTIONS }]}
        getRowId={(row) => row.id}
        reloadKey={reload}
        empty="No redeem requests here."
      />
    </div>
  );
}

function RedeemActions({ request, onDone }: { request: BoRedeemRow; onDone: () => void }) {
  const [note, setNote] = useState('');
  const who = request.email ?? request.login;
  return (
    <span className={own.rowActions}>
      <Confirm
        trigger={
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            data-testid="bo-redeem-approve"
          >
            Approve
          </button>
        }
        title="Approve this redeem?"
        description={`${winnings(request.amount)} are paid out to ${who}, who is told at once.`}
        confirmLabel="Approve"
        onConfirm={async () => {
          await boSend(
            'POST',
            backofficePath(BACKOFFICE_QUEUE_PATHS.redeemApprove, { id: request.id }),
            {},
            BoRedeemResponseSchema,
          );
          toast.success(`Redeem of ${winnings(request.amount)} approved for ${who}.`);
          onDone();
        }}
      />
      <Confirm
        trigger={
          <button
            type="button"
            className={`${styles.button} ${styles.danger}`}
            data-testid="bo-redeem-reject"
          >
            Reject
          </button>
        }
        title="Reject this redeem?"
        description={`The ${winnings(request.amount)} go back to ${who}, who reads your note.`}
        confirmLabel="Reject"
        danger
        onOpenChange={(open) => (open ? setNote('') : undefined)}
        onConfirm={async () => {
          const body = BoRedeemRejectRequestSchema.safeParse({ note });
          if (!body.success) throw new Error(body.error.issues[0]?.message ?? 'Write a note.');
          await boSend(
            'POST',
            backofficePath(BACKOFFICE_QUEUE_PATHS.redeemReject, { id: request.id }),
            body.data,
            BoRedeemResponseSchema,
          );
          toast.success(`Redeem of ${winnings(request.amount)} rejected; ${who} is told.`);
          onDone();
        }}
      >
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`bo-redeem-note-${request.id}`}>
            Note for the player
          </label>
          <textarea
            id={`bo-redeem-note-${request.id}`}
            className={styles.input}
            rows={3}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      </Confirm>
    </span>
  );
}
