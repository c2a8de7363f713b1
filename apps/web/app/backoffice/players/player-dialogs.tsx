import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import {
  BACKOFFICE_ADJUST_CURRENCIES,
  BACKOFFICE_ADJUST_MAX,
  BACKOFFICE_PLAYERS_PATHS,
  BackofficeAdjustRequestSchema,
  BackofficeAdjustResponseSchema,
  BackofficePlayerCloseRequestSchema,
  BackofficePlayerDetailResponseSchema,
  BackofficePlayerLockRequestSchema,
  BackofficePlayerNoteRequestSchema,
  BackofficePlayerNoteResponseSchema,
  BackofficePlayerUnlockRequestSchema,
  type BackofficePlayerDetail,
} from '@casino/contracts';
import { boSend, postForm } from '../backoffice-api.ts';
import {
  choices,
  applyServerError,
  BoForm,
  FormError,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useBoForm,
} from '../components/form.tsx';
import { Button, CancelButton } from '../components/button.tsx';
import { BoDialog } from '../components/dialog.tsx';
import styles from '../backoffice.module.css';
import { CURRENCY_LABELS, formatSigned, newIdempotencyKey } from './player-format.ts';
import own from './players.module.css';

/** A dialog around a form (Radix, as Confirm): Escape and Cancel close it unless it is sending. */
export function FormDialog({
  trigger,
  title,
  description,
  open,
  onOpenChange,
  children,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <BoDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={title}
      description={description}
    >
      {children}
    </BoDialog>
  );
}

/** A form dialog's state: it will not close while the form sends; closing it, or `close()` once done, empties the form. */
export function useFormDialog(form: { formState: { isSubmitting: boolean }; reset: () => void }) {
  const [open, setOpen] = useState(false);
  const sending = form.formState.isSubmitting;
  const close = () => {
    setOpen(false);
    form.reset();
  };
  const onOpenChange = (next: boolean) => {
    if (sending) return;
    if (next) setOpen(true);
    else close();
  };
  return { open, onOpenChange, close };
}

const ACCOUNT_ACTIONS = {
  lock: {
    schema: BackofficePlayerLockRequestSchema,
    button: 'Lock account',
    done: 'Account locked: the player was signed out everywhere.',
    title: 'Lock this account',
    description:
      'The player is signed out everywhere at once and cannot sign in until the account is unlocked. Balances stay as they are.',
    danger: true,
  },
  unlock: {
    schema: BackofficePlayerUnlockRequestSchema,
    button: 'Unlock account',
    done: 'Account unlocked: the player can sign in again.',
    title: 'Unlock this account',
    description: 'The player can sign in again.',
    danger: false,
  },
  close: {
    schema: BackofficePlayerCloseRequestSchema,
    button: 'Close account',
    done: 'Account closed.',
    title: 'Close this account for good',
    description:
      'The player is signed out everywhere and can never sign in again; a closed account cannot be reopened. Balances are kept.',
    danger: true,
  },
} as const;

/**
 * A dialog whose form asks a reason only (kept in the audit log): `send` the values, then the dialog closes
 * and `done` (what `send` returned) runs. `children` stand above the reason.
 */
export function ReasonDialog<T>({
  schema,
  trigger,
  title,
  description,
  hint,
  submit,
  danger,
  send,
  done,
  children,
}: {
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  hint: string;
  submit: string;
  danger: boolean;
  send: (values: { reason: string }) => Promise<T>;
  done: (answer: T) => void;
  children?: ReactNode;
}) {
  const form = useBoForm(schema, { defaultValues: { reason: '' } });
  const dialog = useFormDialog(form);
  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={title}
      description={description}
      trigger={trigger}
    >
      <BoForm
        form={form}
        aria-label={title}
        onSubmit={async (values) => {
          const answer = await send(values);
          dialog.close();
          done(answer);
        }}
      >
        {children}
        <TextAreaField form={form} name="reason" label="Reason" hint={hint} />
        <FormError form={form} />
        <div className={styles.formActions}>
          <SubmitButton form={form} variant={danger ? 'danger' : 'primary'}>
            {submit}
          </SubmitButton>
          <CancelButton disabled={form.formState.isSubmitting} />
        </div>
      </BoForm>
    </FormDialog>
  );
}

/** Lock, unlock or close: the reason is required and the dialog is the confirmation. */
export function AccountActionDialog({
  action,
  player,
  onDone,
}: {
  action: keyof typeof ACCOUNT_ACTIONS;
  player: BackofficePlayerDetail;
  onDone: (player: BackofficePlayerDetail, message: string) => void;
}) {
  const spec = ACCOUNT_ACTIONS[action];
  return (
    <ReasonDialog
      schema={spec.schema}
      trigger={<Button tone={spec.danger ? undefined : 'primary'}>{spec.button}</Button>}
      title={spec.title}
      description={spec.description}
      hint="3 to 500 characters, kept in the audit log."
      submit={spec.button}
      danger={spec.danger}
      send={(values) =>
        boSend(
          'POST',
          BACKOFFICE_PLAYERS_PATHS.action(player.id, action),
          values,
          BackofficePlayerDetailResponseSchema,
        )
      }
      done={(answer) => onDone(answer.data, spec.done)}
    >
      <p className={own.statusNote}>
        <strong>{player.email ?? player.login}</strong>
      </p>
    </ReasonDialog>
  );
}

const AdjustFormSchema = z.object({
  currency: BackofficeAdjustRequestSchema.shape.currency,
  amount: z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
    BackofficeAdjustRequestSchema.shape.amount,
  ),
  reason: BackofficeAdjustRequestSchema.shape.reason,
});
type AdjustValues = z.output<typeof AdjustFormSchema>;

/**
 * A balance adjustment: the form, then a confirmation that repeats what will move; one idempotency key
 * per dialog, so a retried or double-sent confirmation pays once.
 */
export function AdjustBalanceDialog({
  player,
  onDone,
}: {
  player: BackofficePlayerDetail;
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [review, setReview] = useState<AdjustValues | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const form = useBoForm(AdjustFormSchema, {
    defaultValues: { currency: 'COIN', amount: '' as unknown as number, reason: '' },
  });
  const [sending, setSending] = useState(false);
  const close = () => {
    setOpen(false);
    setReview(null);
    form.reset();
    setKey(newIdempotencyKey());
  };
  const confirm = async () => {
    if (!review) return;
    setSending(true);
    form.clearErrors('root.server');
    try {
      const answer = await boSend(
        'POST',
        BACKOFFICE_PLAYERS_PATHS.action(player.id, 'adjust'),
        { ...review, idempotencyKey: key },
        BackofficeAdjustResponseSchema,
      );
      close();
      onDone(
        answer.data.replayed
          ? 'This adjustment had already been made: nothing moved again.'
          : `Adjusted: ${formatSigned(review.currency, review.amount)} ${CURRENCY_LABELS[review.currency]?.toLowerCase()}.`,
      );
    } catch (error) {
      setReview(null);
      applyServerError(form, error);
    } finally {
      setSending(false);
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (sending) return;
        if (next) setOpen(true);
        else close();
      }}
      title="Adjust the balance"
      description="Money moves through the ledger, between the player and the house adjustments account. The reason is kept with the transfer and in the audit log."
      trigger={<Button>Adjust balance</Button>}
    >
      {review ? (
        <div className={styles.form} aria-label="Confirm the adjustment">
          <dl className={own.summary}>
            <dt>Player</dt>
            <dd>{player.email ?? player.login}</dd>
            <dt>Amount</dt>
            <dd className={review.amount > 0 ? own.credit : own.debit}>
              <strong>
                {formatSigned(review.currency, review.amount)} {CURRENCY_LABELS[review.currency]}
              </strong>{' '}
              ({review.amount > 0 ? 'credited to the player' : 'taken from the player'})
            </dd>
            <dt>Reason</dt>
            <dd>{review.reason}</dd>
          </dl>
          <div className={styles.formActions}>
            <button
              type="button"
              className={`${styles.button} ${styles.primary}`}
              disabled={sending}
              aria-busy={sending || undefined}
              onClick={() => void confirm()}
            >
              Confirm adjustment
            </button>
            <button
              type="button"
              className={styles.button}
              disabled={sending}
              onClick={() => setReview(null)}
            >
              Back
            </button>
          </div>
        </div>
      ) : (
        <BoForm form={form} aria-label="Adjust the balance" onSubmit={(values) => setReview(values)}>
          <SelectField
            form={form}
            name="currency"
            label="Currency"
            options={choices(BACKOFFICE_ADJUST_CURRENCIES, (c) => CURRENCY_LABELS[c] ?? c)}
          />
          <TextField
            form={form}
            name="amount"
            label="Amount"
            inputMode="decimal"
            placeholder="e.g. 500 or -2.50"
            hint={`Positive credits, negative takes back; at most ${BACKOFFICE_ADJUST_MAX.toLocaleString('en-US')}. Coins whole, entries and winnings with cents.`}
          />
          <TextAreaField form={form} name="reason" label="Reason" hint="3 to 500 characters." />
          <FormError form={form} />
          <div className={styles.formActions}>
            <SubmitButton form={form}>Review</SubmitButton>
            <CancelButton />
          </div>
        </BoForm>
      )}
    </FormDialog>
  );
}

/** A note on the player, kept with its author. */
export function AddNoteDialog({ playerId, onDone }: { playerId: string; onDone: (message: string) => void }) {
  const form = useBoForm(BackofficePlayerNoteRequestSchema, { defaultValues: { text: '' } });
  const dialog = useFormDialog(form);
  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title="Add a note"
      description="Other operators see it on this page, with your email and the time."
      trigger={<Button>Add note</Button>}
    >
      <BoForm
        form={form}
        aria-label="Add a note"
        onSubmit={postForm(
          BACKOFFICE_PLAYERS_PATHS.sub(playerId, 'notes'),
          BackofficePlayerNoteResponseSchema,
          () => {
            dialog.close();
            onDone('Note added.');
          },
        )}
      >
        <TextAreaField form={form} name="text" label="Note" rows={5} hint="Up to 2,000 characters." />
        <FormError form={form} />
        <div className={styles.formActions}>
          <SubmitButton form={form}>Add note</SubmitButton>
          <CancelButton />
        </div>
      </BoForm>
    </FormDialog>
  );
}
