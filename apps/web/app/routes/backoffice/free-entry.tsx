import { FreeEntryScreen } from '../../backoffice/free-entry/free-entry-screen.tsx';
import type { BackofficeHandle } from '../../backoffice/urls.ts';
import styles from '../../backoffice/backoffice.module.css';

export const handle: BackofficeHandle = { permission: 'free-entry.read' };

export function meta() {
  return [{ title: 'Mail-in requests · Back-office' }];
}

/** Free entry by mail (issue #18): enter received requests by code (free-entry.enter); the list. */
export default function BackofficeFreeEntryPage() {
  return (
    <div className={styles.stack}>
      <div className={styles.pageHeader}>
        <h1>Mail-in requests</h1>
        <span className={styles.muted}>Pending first, newest first</span>
      </div>
      <FreeEntryScreen />
    </div>
  );
}
