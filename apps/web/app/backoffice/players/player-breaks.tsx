import { useEffect, useState } from 'react';
import {
  BACKOFFICE_PLAYERS_BASE,
  BackofficeLiftBreakRequestSchema,
  BackofficePlayerBreaksResponseSchema,
  TakeBreakResponseSchema,
  type PlayerBreak,
} from '@casino/contracts';
import { boGet, boSend } from '../backoffice-api.ts';
import { BoForm, FormError, SubmitButton, TextAreaField, useBoForm } from '../components/form.tsx';
import styles from '../backoffice.module.css';
import { CancelButton, FormDialog } from './player-dialogs.tsx';
import { formatTime } from './player-format.ts';
import own from './players.module.css';

const KIND_LABEL = { coolingOff: 'Cooling-off', selfExclusion: 'Self-exclusion' } as const;
const breaksPath = (playerId: string) => `${BACKOFFICE_PLAYERS_BASE}/${playerId}/breaks/`;

/** In force as the page sees it: not lifted, and no lift time yet or one still ahead. */
const inForce = (row: PlayerBreak) =>
  row.liftedAt === null && (row.liftsAt === null || Date.parse(row.liftsAt) > Date.now());

function describe(row: PlayerBreak) {
  const period = row.endsAt ? `period ends ${formatTime(row.endsAt)}` : 'permanent';
  const lift = row.liftedAt
    ? `lifted early ${formatTime(row.liftedAt)}: ${row.liftReason}`
    : row.liftsAt
      ? `${inForce(row) ? 'lifts' : 'lifted'} ${formatTime(row.liftsAt)}`
      : row.endsAt
        ? 'stays until the player asks to end it (+24 h)'
        : 'never lifts by itself';
  return `${KIND_LABEL[row.kind]} (${row.period}) since ${formatTime(row.startedAt)}; ${period}; ${lift}.`;
}

/**
 * The player's cooling-offs and self-exclusions (issue #18): the one in force as a notice, the history
 * below; only an admin (`players.lift-break`) ends one early, with a reason kept in the audit log.
 */
export function PlayerBreaks({
  playerId,
  canLift,
  onLifted,
}: {
  playerId: string;
  canLift: boolean;
  onLifted: (message: string) => void;
}) {
  const [rows, setRows] = useState<PlayerBreak[] | null>(null);
  const [reload, setReload] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    boGet(breaksPath(playerId), BackofficePlayerBreaksResponseSchema, undefined, controller.signal).then(
      (answer) => setRows(answer.data),
      () => undefined,
    );
    return () => controller.abort();
  }, [playerId, reload]);
  if (!rows || rows.length === 0) return null;
  const current = rows.find(inForce);
  return (
    <section className={styles.card} aria-label="Breaks from play" data-testid="bo-player-breaks">
      {current ? (
        <div className={styles.notice} role="status">
          <strong>{KIND_LABEL[current.kind]} in force.</strong> The player cannot sign in to play, buy, bet or
          receive marketing; redeeming winnings stays open. {describe(current)}
          {canLift ? (
            <LiftBreakDialog
              playerId={playerId}
              row={current}
              onDone={(message) => {
                setReload((n) => n + 1);
                onLifted(message);
              }}
            />
          ) : null}
        </div>
      ) : null}
      <ul className={own.statusNote}>
        {rows.map((row) => (
          <li key={row.id}>{describe(row)}</li>
        ))}
      </ul>
    </section>
  );
}

function LiftBreakDialog({
  playerId,
  row,
  onDone,
}: {
  playerId: string;
  row: PlayerBreak;
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const form = useBoForm(BackofficeLiftBreakRequestSchema, { defaultValues: { reason: '' } });
  const sending = form.formState.isSubmitting;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (sending) return;
        if (!next) form.reset();
        setOpen(next);
      }}
      title={`End the ${KIND_LABEL[row.kind].toLowerCase()} early`}
      description="Admins only, for a documented reason (e.g. taken by someone else on the player's device). The reason is kept in the audit log."
      trigger={
        <button type="button" className={styles.button}>
          End early…
        </button>
      }
    >
      <BoForm
        form={form}
        aria-label="End the break early"
        onSubmit={async (values) => {
          await boSend('POST', `${breaksPath(playerId)}${row.id}/lift/`, values, TakeBreakResponseSchema);
          setOpen(false);
          form.reset();
          onDone('Break ended early; the reason is in the audit log.');
        }}
      >
        <TextAreaField form={form} name="reason" label="Reason" hint="3 to 500 characters." />
        <FormError form={form} />
        <div className={styles.formActions}>
          <SubmitButton form={form} variant="danger">
            End early
          </SubmitButton>
          <CancelButton disabled={sending} />
        </div>
      </BoForm>
    </FormDialog>
  );
}
