import type { ComponentProps, ReactNode } from 'react';
import { useFieldError } from './field-error.tsx';
import styles from './form.module.css';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: ReactNode;
  error?: string | undefined;
}

export function CheckboxField({ label, error, id, className, ...input }: CheckboxFieldProps) {
  const { inputId, invalid, errorLine } = useFieldError(id, error);
  return (
    <div className={[styles.checkField, className].filter(Boolean).join(' ')}>
      <div className={styles.checkRow}>
        <input id={inputId} type="checkbox" className={styles.checkbox} {...invalid} {...input} />
        <label htmlFor={inputId} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      {errorLine}
    </div>
  );
}
