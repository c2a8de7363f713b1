import { Link } from 'react-router';
import { PERMISSION_TEXT, type OperatorRole, type Permission } from '@casino/contracts';
import { BACKOFFICE_ROOT } from '../urls.ts';
import styles from '../backoffice.module.css';

export interface ForbiddenProps {
  role: OperatorRole;
  /** What was refused; without it the sentence stays general. */
  permission?: Permission;
}

/** The 403 screen: what the role cannot do, and who can change that. */
export function Forbidden({ role, permission }: ForbiddenProps) {
  const what = permission ? PERMISSION_TEXT[permission] : 'open this page';
  return (
    <section className={`${styles.card} ${styles.forbidden}`} role="alert" data-testid="bo-forbidden">
      <h1>Not allowed</h1>
      <p>
        Your role ({role}) cannot {what}.
      </p>
      <p className={styles.muted}>An administrator can change your role if your work needs it.</p>
      <p>
        <Link to={BACKOFFICE_ROOT}>Back to the dashboard</Link>
      </p>
    </section>
  );
}
