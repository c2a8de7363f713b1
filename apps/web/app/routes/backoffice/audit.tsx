import { AuditChainStatus } from '../../backoffice/audit/audit-chain-status.tsx';
import { AuditLog } from '../../backoffice/audit/audit-log.tsx';
import type { BackofficeHandle } from '../../backoffice/urls.ts';
import styles from '../../backoffice/backoffice.module.css';
import own from '../../backoffice/queues/queues.module.css';

export const handle: BackofficeHandle = { permission: 'audit.read' };

export function meta() {
  return [{ title: 'Audit log · Back-office' }];
}

/**
 * The audit log (audit.read): whether its hash chain verifies, then who did what to what, when, from where,
 * and what it changed.
 */
export default function BackofficeAuditPage() {
  return (
    <div className={`${styles.stack} ${own.page}`}>
      <div className={styles.pageHeader}>
        <h1>Audit log</h1>
        <span className={styles.muted}>Every operator action, newest first; times in UTC</span>
      </div>
      <AuditChainStatus />
      <AuditLog />
    </div>
  );
}
