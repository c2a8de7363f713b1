import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { toast } from 'sonner';
import {
  BACKOFFICE_QUEUE_PATHS,
  backofficePath,
  BoIdentityReviewDecisionResponseSchema,
  BoIdentityReviewRowSchema,
  IDENTITY_REVIEW_STATUSES,
  type BoIdentityReviewDecision,
  type BoIdentityReviewRow,
  type BoReviewedAccount,
} from '@casino/contracts';
import { boErrorText, boSend } from '../backoffice-api.ts';
import { when } from '../queues/format.ts';
import { StatusBadge } from '../queues/status-badge.tsx';
import { useOperator } from '../use-operator.ts';
import { statusFilter, TwoLines } from '../queues/two-lines.tsx';
import { QueueTable } from '../queues/queue-table.tsx';
import { Alert } from '../components/alert.tsx';
import { CancelButton } from '../components/button.tsx';
import { BoDialog } from '../components/dialog.tsx';
import styles from '../backoffice.module.css';
import own from '../queues/queues.module.css';

const column = createColumnHelper<BoIdentityReviewRow>();
const STATUS_LABEL: Record<string, string> = {
  pending: 'pending',
  samePerson: 'same person',
  dismissed: 'different people',
};
const who = (account: BoReviewedAccount) => account.email ?? account.login;

/** An account in the queue's table: who, and the address the match was made on. */
function AccountCell({ account }: { account: BoReviewedAccount }) {
  return <TwoLines sub={account.address ?? '—'}>{who(account)}</TwoLines>;
}

/** One account's facts, as the operator compares them. */
function Account({ title, account }: { title: string; account: BoReviewedAccount }) {
  return (
    <section className={styles.stack} data-testid="bo-identity-account">
      <h2>{title}</h2>
      <dl className={own.details}>
        <dt>Account</dt>
        <dd>
          {account.email ?? '—'}
          <br />
          <span className={styles.muted}>
            {account.login}, since {when(account.createdAt)}
          </span>
        </dd>
        <dt>Name</dt>
        <dd>{[account.name, account.surname].filter(Boolean).join(' ') || '—'}</dd>
        <dt>Born</dt>
        <dd>{account.birthDay ?? '—'}</dd>
        <dt>Address</dt>
        <dd>
          {account.address ?? '—'}
          <br />
          <span className={styles.muted}>
            {[account.zip, account.city, account.state].filter(Boolean).join(' ') || '—'}
          </span>
        </dd>
        <dt>Break</dt>
        <dd>
          {account.onBreak
            ? `${account.onBreak.kind === 'selfExclusion' ? 'Self-exclusion' : 'Cooling-off'} until ${
                account.onBreak.until ? when(account.onBreak.until) : 'asked to end'
              }`
            : 'none'}
        </dd>
      </dl>
    </section>
  );
}

/** The two accounts side by side and, for documents.review, the decision. */
export function IdentityReview({
  review,
  canDecide,
  onClose,
  onDecided,
}: {
  review: BoIdentityReviewRow;
  canDecide: boolean;
  onClose: () => void;
  onDecided: () => void;
}) {
  const [busy, setBusy] = useState<BoIdentityReviewDecision['decision'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const decide = async (decision: BoIdentityReviewDecision['decision']) => {
    setBusy(decision);
    setError(null);
    try {
      await boSend(
        'POST',
        backofficePath(BACKOFFICE_QUEUE_PATHS.identityReviewDecide, { id: String(review.id) }),
        { decision },
        BoIdentityReviewDecisionResponseSchema,
      );
      toast.success(
        decision === 'samePerson'
          ? `The break now covers ${who(review.player)} too; they were signed out.`
          : 'Dismissed: different people.',
      );
      onDecided();
    } catch (failure) {
      setError(boErrorText(failure, 'The decision did not go through.'));
    } finally {
      setBusy(null);
    }
  };
  const pending = review.status === 'pending';
  return (
    <BoDialog
      open
      onOpenChange={(next) => (next || busy ? undefined : onClose())}
      title={`Is ${who(review.player)} the player on a break?`}
      className={own.reviewDialog}
    >
      <p className={styles.muted}>
        Same name and date of birth, another address. Found {when(review.createdAt)}
        {review.decidedAt ? `; decided ${when(review.decidedAt)} by ${review.decidedBy ?? '—'}` : ''}.
      </p>
      <div className={own.columns}>
        <Account title="New account" account={review.player} />
        <Account title="On a break" account={review.matched} />
      </div>
      <Alert>{error}</Alert>
      <div className={styles.formActions}>
        {canDecide && pending ? (
          <>
            <button
              type="button"
              className={`${styles.button} ${styles.danger}`}
              disabled={busy !== null}
              aria-busy={busy === 'samePerson' || undefined}
              onClick={() => void decide('samePerson')}
            >
              Same person — apply the break
            </button>
            <button
              type="button"
              className={styles.button}
              disabled={busy !== null}
              aria-busy={busy === 'dismissed' || undefined}
              onClick={() => void decide('dismissed')}
            >
              Different people — dismiss
            </button>
          </>
        ) : (
          <StatusBadge status={review.status} label={STATUS_LABEL[review.status]} />
        )}
        <CancelButton disabled={busy !== null}>Close</CancelButton>
      </div>
    </BoDialog>
  );
}

/** The identity review queue: near matches with a player on a break, waiting ones first, oldest first. */
export function IdentityReviewQueue() {
  const operator = useOperator();
  const [open, setOpen] = useState<BoIdentityReviewRow | null>(null);
  const [reload, setReload] = useState(0);
  const canDecide = operator.can('documents.review');

  const columns = useMemo(
    () => [
      column.accessor('createdAt', { header: 'Found', cell: (c) => when(c.getValue()) }),
      column.accessor('player', {
        header: 'New account',
        enableSorting: false,
        cell: (c) => <AccountCell account={c.getValue()} />,
      }),
      column.accessor('matched', {
        header: 'On a break',
        enableSorting: false,
        cell: (c) => <AccountCell account={c.getValue()} />,
      }),
      column.accessor('status', {
        header: 'Status',
        cell: (c) => <StatusBadge status={c.getValue()} label={STATUS_LABEL[c.getValue()]} />,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">Actions</span>,
        cell: (c) => {
          const waiting = c.row.original.status === 'pending' && canDecide;
          return (
            <button
              type="button"
              className={`${styles.button} ${waiting ? styles.primary : ''}`}
              onClick={() => setOpen(c.row.original)}
              data-testid="bo-identity-review-open"
            >
              {waiting ? 'Compare' : 'View'}
            </button>
          );
        },
      }),
    ],
    [canDecide],
  );

  return (
    <>
      <QueueTable
        endpoint={BACKOFFICE_QUEUE_PATHS.identityReviews}
        rowSchema={BoIdentityReviewRowSchema}
        columns={columns}
        label="Identity reviews"
        search="Email or login of either account"
        status={statusFilter(IDENTITY_REVIEW_STATUSES, (s) => STATUS_LABEL[s]!)}
        reload={reload}
        empty="No accounts to compare."
      />
      {open ? (
        <IdentityReview
          review={open}
          canDecide={canDecide}
          onClose={() => setOpen(null)}
          onDecided={() => {
            setOpen(null);
            setReload((n) => n + 1);
          }}
        />
      ) : null}
    </>
  );
}
