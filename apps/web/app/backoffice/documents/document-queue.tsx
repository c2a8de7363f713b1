import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import {
  BACKOFFICE_QUEUE_PATHS,
  BoDocumentRowSchema,
  DOCUMENT_STATUSES,
  type BoDocumentRow,
} from '@casino/contracts';
import { useOperator } from '../use-operator.ts';
import { bytes, when } from '../queues/format.ts';
import { StatusBadge } from '../queues/status-badge.tsx';
import { DocumentReview } from './document-review.tsx';
import { statusFilter, TwoLines } from '../queues/two-lines.tsx';
import { QueueTable } from '../queues/queue-table.tsx';
import styles from '../backoffice.module.css';

const column = createColumnHelper<BoDocumentRow>();

/** The identity document queue: waiting documents first, oldest first; each opens for review. */
export function DocumentQueue() {
  const operator = useOperator();
  const [open, setOpen] = useState<BoDocumentRow | null>(null);
  const [reload, setReload] = useState(0);
  const canReview = operator.can('documents.review');

  const columns = useMemo(
    () => [
      column.accessor('createdAt', { header: 'Uploaded', cell: (c) => when(c.getValue()) }),
      column.accessor('email', {
        header: 'Player',
        cell: (c) => <TwoLines sub={c.row.original.login}>{c.getValue() ?? '—'}</TwoLines>,
      }),
      column.accessor('status', { header: 'Status', cell: (c) => <StatusBadge status={c.getValue()} /> }),
      column.accessor('size', {
        header: 'File',
        cell: (c) => `${c.row.original.mime.split('/')[1]} · ${bytes(c.getValue())}`,
      }),
      column.accessor('reviewedAt', {
        header: 'Reviewed',
        cell: (c) => <TwoLines sub={c.row.original.reviewNote}>{when(c.getValue())}</TwoLines>,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">Actions</span>,
        cell: (c) => (
          <button
            type="button"
            className={`${styles.button} ${c.row.original.status === 'pending' && canReview ? styles.primary : ''}`}
            onClick={() => setOpen(c.row.original)}
            data-testid="bo-document-open"
          >
            {c.row.original.status === 'pending' && canReview ? 'Review' : 'View'}
          </button>
        ),
      }),
    ],
    [canReview],
  );

  return (
    <>
      <QueueTable
        endpoint={BACKOFFICE_QUEUE_PATHS.documents}
        rowSchema={BoDocumentRowSchema}
        columns={columns}
        label="Identity documents"
        search="Player email or login"
        status={statusFilter(DOCUMENT_STATUSES, (s) => (s === 'duplicateCredentials' ? 'duplicate' : s))}
        reload={reload}
        empty="No documents here."
      />
      {open ? (
        <DocumentReview
          document={open}
          canReview={canReview}
          onClose={() => setOpen(null)}
          onReviewed={() => {
            setOpen(null);
            setReload((n) => n + 1);
          }}
        />
      ) : null}
    </>
  );
}
