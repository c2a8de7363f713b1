import type { ReactNode } from 'react';
import styles from '../../styles/blocks/panels.module.css';

/** Figures side by side, each its name over its value (a balance, a limit). */
export function Figures({ children }: { children: ReactNode }) {
  return <dl className={styles.figures}>{children}</dl>;
}

/** One figure; `value` marks its value for tests and journeys. */
export function Figure({
  label,
  children,
  value,
}: {
  label: ReactNode;
  children: ReactNode;
  value?: Record<`data-${string}`, string | boolean>;
}) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd {...value}>{children}</dd>
    </div>
  );
}
