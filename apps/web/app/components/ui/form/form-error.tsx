import type { ReactNode } from 'react';
import styles from './form.module.css';

/**
 * What went wrong with the whole form or action (not one field), announced to screen readers; nothing
 * when fine. `className` replaces the kit's look where a feature places it its own way.
 */
export function FormError({
  children,
  className = styles.formError,
}: {
  children: ReactNode;
  className?: string;
}) {
  return children ? (
    <p className={className} role="alert">
      {children}
    </p>
  ) : null;
}
