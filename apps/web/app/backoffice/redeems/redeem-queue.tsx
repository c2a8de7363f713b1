import { useMemo, useState, type ReactNode } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { toast } from 'sonner';
import {
  BACKOFFICE_QUEUE_PATHS,
  backofficePath,
  BoRedeemRejectRequestSchema,
  BoRedeemResponseSchema,
  BoRedeemRowSchema,
  REDEEM_STATUSES,
  RedeemMoveRequestSchema,
  type BoRedeemRow,
  type RedeemStep,
} from '@casino/contracts';
import { boSend } from '../backoffice-api.ts';
import { Confirm } from '../components/confirm.tsx';
import { Button } from '../components/button.tsx';
import { useOperator } from '../use-operator.ts';
import { count, when } from '../queues/format.ts';
import { StatusBadge } from '../queues/status-badge.tsx';
import { TwoLines, statusFilter } from '../queues/two-lines.tsx';
import { QueueTable } from '../queues/queue-table.tsx';
import styles from '../backoffice.module.css';
import own from '../queues/queues.module.css';

const column = createColumnHelper<BoRedeemRow>();
const winnings = (amount: number) => `${count(amount)} winnings`;

const STEP_TEXT: Record<RedeemStep, string> = {
  requested: 'Requested',
  identity_check: 'Identity checked',
  review: 'In review',
  approved: 'Approved',
  sent: 'Sent',
  paid: 'Paid',
  refused: 'Refused',
  cancelled: 'Cancelled',
};
const BY_TEXT = { player: 'player', system: 'system', operator: 'operator' } as const;

/** The request's timeline as the player sees it: each step, when, who moved it; then what is due and when. */
function Timeline({ request }: { request: BoRedeemRow }) {
  return (
    <div className={own.timeline}>
      <ol aria-label={`Timeline of the redeem of ${winnings(request.amount)}`} data-bo-timeline={request.id}>
        {request.timeline.map((entry) => (
          <li key={entry.step} data-step={entry.step}>
            <strong>{STEP_TEXT[entry.step]}</strong> {when(entry.at)} · {BY_TEXT[entry.by]}
          </li>
        ))}
      </ol>
      {request.next ? (
        <span className={own.muted}>
          {STEP_TEXT[request.next.step]} due by {when(request.next.expectedBy)}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The redeem queue: pending requests first, oldest first, each with its timeline; approve or reject with a
 * note the player reads, then mark an approved one sent and a sent one paid (docs/redeem.md).
 */
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
        cell: (c) => <TwoLines sub={c.row.original.login}>{c.getValue() ?? '—'}</TwoLines>,
      }),
      column.accessor('amount', { header: 'Amount', cell: (c) => winnings(c.getValue()) }),
      column.accessor('status', {
        header: 'Status',
        cell: (c) => <StatusBadge status={c.getValue()} label={STEP_TEXT[c.row.original.step]} />,
      }),
      column.display({
        id: 'timeline',
        header: 'Timeline',
        cell: (c) => <Timeline request={c.row.original} />,
      }),
      column.accessor('decidedAt', {
        header: 'Decided',
        cell: (c) => <TwoLines sub={c.row.original.note}>{when(c.getValue())}</TwoLines>,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">Actions</span>,
        cell: (c) => {
          if (!canReview) return null;
          const request = c.row.original;
          if (request.status === 'pending') return <RedeemActions request={request} onDone={done} />;
          if (request.step === 'approved' || request.step === 'sent')
            return (
              <NextStep
                request={request}
                step={request.step === 'approved' ? 'sent' : 'paid'}
                onDone={done}
              />
            );
          return null;
        },
      }),
    ],
    [canReview],
  );

  return (
    <QueueTable
      endpoint={BACKOFFICE_QUEUE_PATHS.redeems}
      rowSchema={BoRedeemRowSchema}
      columns={columns}
      label="Redeem requests"
      search="Player email or login"
      status={statusFilter(REDEEM_STATUSES)}
      reload={reload}
      empty="No redeem requests here."
    />
  );
}

/**
 * One decision on a request: its button, a confirmation (`children` above the buttons), then the POST to
 * `path` with `body()` (a thrown Error is shown in the dialog), the toast `done` and `onDone`.
 */
function RedeemDecision({
  request,
  tone,
  testId,
  verb,
  title,
  description,
  path,
  body,
  done,
  onDone,
  onOpenChange,
  children,
}: {
  request: BoRedeemRow;
  tone: 'primary' | 'danger';
  testId: string;
  verb: string;
  title: string;
  description: string;
  path: string;
  body: () => object;
  done: string;
  onDone: () => void;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <Confirm
      trigger={
        <Button tone={tone} data-testid={testId}>
          {verb}
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={verb}
      danger={tone === 'danger'}
      onOpenChange={onOpenChange}
      onConfirm={async () => {
        const payload = body();
        await boSend('POST', backofficePath(path, { id: request.id }), payload, BoRedeemResponseSchema);
        toast.success(done);
        onDone();
      }}
    >
      {children}
    </Confirm>
  );
}

/** Moves an approved request to sent, or a sent one to paid, after a confirmation. */
function NextStep({
  request,
  step,
  onDone,
}: {
  request: BoRedeemRow;
  step: 'sent' | 'paid';
  onDone: () => void;
}) {
  const who = request.email ?? request.login;
  const verb = step === 'sent' ? 'Mark sent' : 'Mark paid';
  return (
    <span className={own.rowActions}>
      <RedeemDecision
        request={request}
        tone="primary"
        testId={`bo-redeem-${step}`}
        verb={verb}
        title={`${verb}?`}
        description={
          step === 'sent'
            ? `The ${winnings(request.amount)} were sent to ${who}, who is told at once.`
            : `${who} received the ${winnings(request.amount)}; they are told at once.`
        }
        path={BACKOFFICE_QUEUE_PATHS.redeemStep}
        body={() => RedeemMoveRequestSchema.parse({ step })}
        done={`Redeem of ${winnings(request.amount)} marked ${step} for ${who}.`}
        onDone={onDone}
      />
    </span>
  );
}

function RedeemActions({ request, onDone }: { request: BoRedeemRow; onDone: () => void }) {
  const [note, setNote] = useState('');
  const who = request.email ?? request.login;
  return (
    <span className={own.rowActions}>
      <RedeemDecision
        request={request}
        tone="primary"
        testId="bo-redeem-approve"
        verb="Approve"
        title="Approve this redeem?"
        description={`${winnings(request.amount)} are paid out to ${who}, who is told at once.`}
        path={BACKOFFICE_QUEUE_PATHS.redeemApprove}
        body={() => ({})}
        done={`Redeem of ${winnings(request.amount)} approved for ${who}.`}
        onDone={onDone}
      />
      <RedeemDecision
        request={request}
        tone="danger"
        testId="bo-redeem-reject"
        verb="Reject"
        title="Reject this redeem?"
        description={`The ${winnings(request.amount)} go back to ${who}, who reads your note.`}
        path={BACKOFFICE_QUEUE_PATHS.redeemReject}
        body={() => {
          const parsed = BoRedeemRejectRequestSchema.safeParse({ note });
          if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Write a note.');
          return parsed.data;
        }}
        done={`Redeem of ${winnings(request.amount)} rejected; ${who} is told.`}
        onDone={onDone}
        onOpenChange={(open) => (open ? setNote('') : undefined)}
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
      </RedeemDecision>
    </span>
  );
}
