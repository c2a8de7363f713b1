import type { ComponentProps, ReactNode } from 'react';
import { useFieldError } from './field-error.tsx';
import { applyMask, type InputMask } from './input-mask.ts';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: ReactNode;
  /** Shown under the field and linked to it; also marks the input invalid. */
  error?: string | undefined;
  /** Right-hand slot inside the field (e.g. a visibility toggle). */
  trailing?: ReactNode;
  /** Shapes what is typed (input-mask.ts) before the form sees it. */
  mask?: InputMask;
}

/** Labelled input; works with react-hook-form's `register()` (ref is a plain prop in React 19). */
export function TextField({ label, error, trailing, id, className, mask, ...input }: TextFieldProps) {
  const { inputId, invalid, errorLine } = useFieldError(id, error);
  const { onChange } = input;
  if (mask && onChange)
    input.onChange = (event) => {
      const masked = applyMask(event.target.value, mask);
      if (masked !== event.target.value) event.target.value = masked;
      return onChange(event);
    };
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? 'true' : undefined}>
        <input id={inputId} className={styles.input} {...invalid} {...input} />
        {trailing}
      </div>
      {errorLine}
    </div>
  );
}
