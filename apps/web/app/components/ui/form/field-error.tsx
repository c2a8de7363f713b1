import { useId } from 'react';
import styles from './form.module.css';

/**
 * A field's input id and the wiring of its error line, alike for every field of the kit: the input is marked
 * invalid and described by the error, which is announced when it appears.
 */
export function useFieldError(id: string | undefined, error: string | undefined) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return {
    inputId,
    invalid: { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined },
    errorLine: error ? (
      <p id={errorId} className={styles.error} role="alert">
        {error}
      </p>
    ) : null,
  };
}
