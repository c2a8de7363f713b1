import { useId, type ComponentProps, type ReactNode } from 'react';
import formStyles from '../../components/ui/form/form.module.css';
import styles from './profile.module.css';

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: ReactNode;
  error?: string | undefined;
}

/** A labelled native select in the form fields' look (native: the best picker on phones). */
export function SelectField({ label, error, id, className, children, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  return (
    <div className={[formStyles.field, className].filter(Boolean).join(' ')}>
      <label className={formStyles.label} htmlFor={selectId}>
        {label}
      </label>
      <div className={formStyles.control} data-invalid={error ? 'true' : undefined}>
        <select
          id={selectId}
          className={`${formStyles.input} ${styles.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...select}
        >
          {children}
        </select>
      </div>
      {error ? (
        <p id={errorId} className={formStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
