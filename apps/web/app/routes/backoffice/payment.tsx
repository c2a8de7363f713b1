import { useParams } from 'react-router';
import { PaymentDetail } from '../../backoffice/payments/payment-detail.tsx';
import type { BackofficeHandle } from '../../backoffice/urls.ts';
import styles from '../../backoffice/backoffice.module.css';
import own from '../../backoffice/queues/queues.module.css';

export const handle: BackofficeHandle = { permission: 'payments.read' };

export function meta() {
  return [{ title: 'Payment · Back-office' }];
}

/** One payment with its provider's events (payments.read). */
export default function BackofficePaymentPage() {
  const { id = '' } = useParams();
  return (
    <div className={`${styles.stack} ${own.page}`}>
      <div className={styles.pageHeader}>
        <h1>Payment</h1>
      </div>
      <PaymentDetail id={id} />
    </div>
  );
}
