import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styles from '../backoffice.module.css';

/**
 * The back-office's one dialog frame (Radix): overlay, focus trapped, Escape and the overlay close it through
 * `onOpenChange`. `trigger` (optional) opens it; `description` (optional) describes it to assistive
 * technology, else the dialog has none; `className` widens or shapes its box.
 */
export function BoDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={[styles.dialog, className].filter(Boolean).join(' ')}
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
