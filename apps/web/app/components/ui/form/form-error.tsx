import type { ReactNode } from 'react';
import styles from './form.module.css';

/** What went wrong with the whole form (not one field), announced to screen readers; nothing when fine. */
export function FormError({ children }: { children: ReactNode }) {
  return children ? (
    <p className={styles.formError} role="alert">
      {children}
    </p>
  ) : null;
}
