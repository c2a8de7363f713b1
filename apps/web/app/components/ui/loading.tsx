import type { ReactNode } from 'react';
import styles from '../../styles/blocks/panels.module.css';

/** A turning ring while something loads; hidden from screen readers (the busy box around it speaks). */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}

/** A panel's place while it loads: the spinner over its words, if any, in the feature's box (`className`). */
export function Loading({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div className={className} aria-busy="true">
      <Spinner />
      {children ? <p>{children}</p> : null}
    </div>
  );
}
