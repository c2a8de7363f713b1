import { useState, type ReactNode } from 'react';
import { boErrorText } from '../backoffice-api.ts';
import { Alert } from './alert.tsx';
import { CancelButton } from './button.tsx';
import { BoDialog } from './dialog.tsx';
import styles from '../backoffice.module.css';

export interface ConfirmProps {
  /** The button that opens the dialog (rendered as is: a <button>). */
  trigger: ReactNode;
  title: ReactNode;
  /** What will happen, in words. */
  description?: ReactNode;
  /** Extra content (a note field…) between the description and the buttons. */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  /**
   * Runs on confirm; the dialog closes when it resolves, and shows the error's message (the server's
   * words) when it throws, staying open.
   */
  onConfirm: () => unknown | Promise<unknown>;
  /** Controlled use (optional). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A confirmation dialog (Radix, as the site's modals): focus trapped, Escape cancels. */
export function Confirm({
  trigger,
  title,
  description,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger,
  onConfirm,
  open: controlled,
  onOpenChange,
}: ConfirmProps) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const open = controlled ?? uncontrolled;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const setOpen = (next: boolean) => {
    if (busy) return;
    if (!next) setError(null);
    setUncontrolled(next);
    onOpenChange?.(next);
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      setUncontrolled(false);
      onOpenChange?.(false);
    } catch (failure) {
      setBusy(false);
      setError(boErrorText(failure, 'That did not work.'));
    }
  };
  return (
    <BoDialog open={open} onOpenChange={setOpen} trigger={trigger} title={title} description={description}>
      {children}
      <Alert>{error}</Alert>
      <div className={styles.formActions}>
        <button
          type="button"
          className={`${styles.button} ${danger ? styles.danger : styles.primary}`}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </button>
        <CancelButton disabled={busy}>{cancelLabel}</CancelButton>
      </div>
    </BoDialog>
  );
}
