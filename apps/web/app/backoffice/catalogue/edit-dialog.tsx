import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styles from '../backoffice.module.css';
import own from './catalogue.module.css';

/** A wide dialog holding a form (Radix, as the shell's Confirm): focus trapped, Escape closes. */
export function EditDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={`${styles.dialog} ${own.wide}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className={styles.muted}>{description}</Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The form's cancel button (closes the dialog). */
export function CancelButton({ children = 'Cancel' }: { children?: ReactNode }) {
  return (
    <Dialog.Close asChild>
      <button type="button" className={styles.button}>
        {children}
      </button>
    </Dialog.Close>
  );
}
