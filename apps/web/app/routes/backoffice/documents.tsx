import { DocumentQueue } from '../../backoffice/documents/document-queue.tsx';
import type { BackofficeHandle } from '../../backoffice/urls.ts';
import styles from '../../backoffice/backoffice.module.css';
import own from '../../backoffice/queues/queues.module.css';

export const handle: BackofficeHandle = { permission: 'documents.read' };

export function meta() {
  return [{ title: 'Identity documents · Back-office' }];
}

/** The identity document queue (documents.read; reviewing needs documents.review). */
export default function BackofficeDocumentsPage() {
  return (
    <div className={`${styles.stack} ${own.page}`}>
      <div className={styles.pageHeader}>
        <h1>Identity documents</h1>
        <span className={styles.muted}>Waiting documents first, oldest first</span>
      </div>
      <DocumentQueue />
    </div>
  );
}
