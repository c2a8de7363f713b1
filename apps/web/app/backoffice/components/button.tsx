import * as Dialog from '@radix-ui/react-dialog';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from '../backoffice.module.css';

/** The console's button (never a form's submit): plain, or `primary` / `danger` by its `tone`. */
export function Button({
  tone,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: 'primary' | 'danger' | undefined }) {
  const classes = [styles.button, tone ? styles[tone] : null, className].filter(Boolean).join(' ');
  return <button type="button" {...props} className={classes} />;
}

/** A dialog's cancel button: closes it (Radix `Dialog.Close`); `disabled` while the dialog's form sends. */
export function CancelButton({
  children = 'Cancel',
  disabled,
  className,
}: {
  children?: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Dialog.Close asChild>
      <Button disabled={disabled} className={className}>
        {children}
      </Button>
    </Dialog.Close>
  );
}
