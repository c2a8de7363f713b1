import type { ReactNode } from 'react';
import styles from '../backoffice.module.css';
import own from './queues.module.css';
import { choices } from '../components/form.tsx';

/** A cell of two lines: the value, and under it in grey what tells it apart (a login, a note, who did it). */
export function TwoLines({ children, sub }: { children: ReactNode; sub?: ReactNode }) {
  return (
    <span className={own.who}>
      <span>{children}</span>
      {sub ? <span className={styles.muted}>{sub}</span> : null}
    </span>
  );
}

/** A list's status filter: one option per status, named as the server names it unless `label` says. */
export const statusFilter = <S extends string>(
  statuses: readonly S[],
  label: (status: S) => string = String,
) => ({
  name: 'status',
  label: 'Status',
  type: 'select' as const,
  options: choices(statuses, label),
});
