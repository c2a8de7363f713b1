import { RedeemQueue } from '../../backoffice/redeems/redeem-queue.tsx';
import type { BackofficeHandle } from '../../backoffice/urls.ts';
import styles from '../../backoffice/backoffice.module.css';
import own from '../../backoffice/queues/queues.module.css';

export const handle: BackofficeHandle = { permission: 'redeems.read' };

export function meta() {
  return [{ title: 'Redeems · Back-office' }];
}

/** The redeem queue (redeems.read; deciding needs redeems.review). */
export default function BackofficeRedeemsPage() {
  return (
    <div className={`${styles.stack} ${own.page}`}>
      <div className={styles.pageHeader}>
        <h1>Redeems</h1>
        <span className={styles.muted}>Pending requests first, oldest first</span>
      </div>
      <RedeemQueue />
    </div>
  );
}
