import { IdentityReviewQueue } from '../../backoffice/identity-reviews/identity-review-queue.tsx';
import type { BackofficeHandle } from '../../backoffice/urls.ts';
import styles from '../../backoffice/backoffice.module.css';
import own from '../../backoffice/queues/queues.module.css';

export const handle: BackofficeHandle = { permission: 'documents.read' };

export function meta() {
  return [{ title: 'Identity reviews · Back-office' }];
}

/** Near matches of a new account with a player on a break (documents.read; deciding needs documents.review). */
export default function BackofficeIdentityReviewsPage() {
  return (
    <div className={`${styles.stack} ${own.page}`}>
      <div className={styles.pageHeader}>
        <h1>Identity reviews</h1>
        <span className={styles.muted}>Is a new account someone on a break? Waiting ones first</span>
      </div>
      <IdentityReviewQueue />
    </div>
  );
}
