import { useMemo } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import {
  BACKOFFICE_QUEUE_PATHS,
  BoPaymentRowSchema,
  PAYMENT_STATUSES,
  type BoPaymentRow,
} from '@casino/contracts';
import { DataTable } from '../components/data-table.tsx';
import { count, dollars, when } from '../queues/format.ts';
import { StatusBadge } from '../queues/status-badge.tsx';
import { statusFilter, TwoLines } from '../queues/two-lines.tsx';
import styles from '../backoffice.module.css';
import own from '../queues/queues.module.css';

const column = createColumnHelper<BoPaymentRow>();

/** Where a payment's page is. */
export const paymentPage = (id: string) => `/backoffice/payments/${encodeURIComponent(id)}/`;

/** Payments, newest first: by email, payment id or provider reference, status, provider and dates. */
export function PaymentSearch() {
  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: 'Created',
        cell: (c) => <Link to={paymentPage(c.row.original.id)}>{when(c.getValue())}</Link>,
      }),
      column.accessor('email', {
        header: 'Player',
        cell: (c) => <TwoLines sub={c.row.original.login}>{c.getValue() ?? '—'}</TwoLines>,
      }),
      column.accessor('status', {
        header: 'Status',
        cell: (c) => (
          <span className={own.who}>
            <StatusBadge status={c.getValue()} />
            {c.row.original.failureReason ? (
              <span className={styles.muted}>{c.row.original.failureReason}</span>
            ) : c.row.original.completedAt ? (
              <span className={styles.muted}>{when(c.row.original.completedAt)}</span>
            ) : null}
          </span>
        ),
      }),
      column.accessor('priceCents', { header: 'Price', cell: (c) => dollars(c.getValue()) }),
      column.accessor('coins', {
        header: 'Bought',
        enableSorting: false,
        cell: (c) => `${count(c.getValue())} coins + ${count(c.row.original.entries)} entries`,
      }),
      column.accessor('provider', {
        header: 'Provider',
        cell: (c) => (
          <span className={own.who}>
            <span>
              {c.getValue()} · {c.row.original.methodType}
            </span>
            <span className={`${styles.muted} ${own.mono}`}>{c.row.original.providerRef ?? '—'}</span>
          </span>
        ),
      }),
      column.display({
        id: 'open',
        header: () => <span className="visually-hidden">Details</span>,
        cell: (c) => (
          <Link className={styles.button} to={paymentPage(c.row.original.id)}>
            Details
          </Link>
        ),
      }),
    ],
    [],
  );
  return (
    <DataTable
      endpoint={BACKOFFICE_QUEUE_PATHS.payments}
      rowSchema={BoPaymentRowSchema}
      columns={columns}
      label="Payments"
      search="Email or provider reference"
      filters={[
        { name: 'id', label: 'Payment id or reference', type: 'text' },
        statusFilter(PAYMENT_STATUSES),
        { name: 'provider', label: 'Provider', type: 'text' },
        { name: 'from', label: 'From', type: 'date' },
        { name: 'to', label: 'To', type: 'date' },
      ]}
      empty="No payments match."
      actionsLast
    />
  );
}
