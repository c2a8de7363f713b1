import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './form.module.css';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: ReactNode;
  error?: string | undefined;
}

export function CheckboxField({ label, error, id, className, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={[styles.checkField, className].filter(Boolean).join(' ')}>
      <div className={styles.checkRow}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={inputId} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
