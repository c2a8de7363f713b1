import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { FieldValues } from 'react-hook-form';
import { FormError, SubmitButton, type FormOf } from '../components/form.tsx';
import bo from '../backoffice.module.css';
import styles from './admin.module.css';

export interface ShownOnceProps {
  /** What the value is ("Password", "API key"): the copy button's toast and the value's name. */
  label: string;
  /** The same inside a sentence ("password", "API key"). */
  noun: string;
  value: string;
  /** What to do with it, after the warning. */
  children?: React.ReactNode;
  testId?: string;
}

/**
 * A secret the server gives once (a new operator's password, a new API key): the value, a copy button,
 * and the warning that it cannot be shown again.
 */
export function ShownOnce({ label, noun, value, children, testId }: ShownOnceProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(`${label} copied.`);
    } catch {
      toast.error('The browser did not allow copying: select the text and copy it by hand.');
    }
  };
  return (
    <div className={styles.once}>
      <p className={bo.notice} role="status">
        <strong>Shown once.</strong> This {noun} is not stored in a form anyone can read back: copy it now.
        Once this window is closed it cannot be shown again.
      </p>
      <div className={styles.secretRow}>
        <code className={styles.secretValue} aria-label={label} data-testid={testId}>
          {value}
        </code>
        <button type="button" className={`${bo.button} ${bo.primary}`} onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      {children}
    </div>
  );
}

/** What `CreateShownOnce` gives its form. */
export interface CreateFormProps<Created> {
  onCreated: (created: Created) => void;
  onCancel: () => void;
}

/** The foot of a `CreateShownOnce` form: the server's refusal, then submit and cancel. */
export function CreateActions<T extends FieldValues>({
  form,
  onCancel,
  children,
}: {
  form: FormOf<T>;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <FormError form={form} />
      <div className={bo.formActions}>
        <SubmitButton form={form}>{children}</SubmitButton>
        <button type="button" className={bo.button} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}

export interface CreateShownOnceProps<Created> {
  /** The button, the dialog's title and the form's name ("New API key"). */
  title: string;
  /** The title once created ("API key created"). */
  createdTitle: string;
  /** The dialog's width class, before and after. */
  dialogClass: (created: Created | null) => string | undefined;
  /** The form; it calls `onCreated` with the server's answer. */
  form: (props: CreateFormProps<Created>) => ReactNode;
  /** What was created, with its `ShownOnce`. */
  shown: (created: Created) => ReactNode;
  onCreated: (created: Created) => void;
}

/** A "New …" dialog whose answer holds a secret: the form, then the secret shown once. */
export function CreateShownOnce<Created>({
  title,
  createdTitle,
  dialogClass,
  form,
  shown,
  onCreated,
}: CreateShownOnceProps<Created>) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) setCreated(null);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Trigger asChild>
        <button type="button" className={`${bo.button} ${bo.primary}`}>
          {title}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={bo.overlay} />
        <Dialog.Content
          className={`${bo.dialog} ${dialogClass(created)}`}
          aria-describedby={undefined}
          // The secret is lost when the dialog closes: only the Done button closes it then.
          {...(created
            ? {
                onPointerDownOutside: (event) => event.preventDefault(),
                onEscapeKeyDown: (event) => event.preventDefault(),
              }
            : {})}
        >
          {created ? (
            <>
              <Dialog.Title>{createdTitle}</Dialog.Title>
              {shown(created)}
              <div className={bo.formActions}>
                <Dialog.Close asChild>
                  <button type="button" className={`${bo.button} ${bo.primary}`}>
                    Done, I have copied it
                  </button>
                </Dialog.Close>
              </div>
            </>
          ) : (
            <>
              <Dialog.Title>{title}</Dialog.Title>
              {form({
                onCancel: () => change(false),
                onCreated: (result) => {
                  setCreated(result);
                  onCreated(result);
                },
              })}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
