import type { ReactNode } from 'react';
import styles from '../backoffice.module.css';

/** A refusal or failure in words, announced to screen readers; nothing when there is none. */
export function Alert({ children, testId }: { children: ReactNode; testId?: string }) {
  return children ? (
    <p className={styles.alert} role="alert" data-testid={testId}>
      {children}
    </p>
  ) : null;
}
