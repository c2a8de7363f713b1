import { PaymentSearch } from '../../backoffice/payments/payment-search.tsx';
import type { BackofficeHandle } from '../../backoffice/urls.ts';
import styles from '../../backoffice/backoffice.module.css';
import own from '../../backoffice/queues/queues.module.css';

export const handle: BackofficeHandle = { permission: 'payments.read' };

export function meta() {
  return [{ title: 'Payments · Back-office' }];
}

/** Payments search (payments.read). */
export default function BackofficePaymentsPage() {
  return (
    <div className={`${styles.stack} ${own.page}`}>
      <div className={styles.pageHeader}>
        <h1>Payments</h1>
        <span className={styles.muted}>Newest first; dates in UTC</span>
      </div>
      <PaymentSearch />
    </div>
  );
}
