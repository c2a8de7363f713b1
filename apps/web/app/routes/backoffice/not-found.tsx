import { Link } from 'react-router';
import { BACKOFFICE_ROOT } from '../../backoffice/urls.ts';
import styles from '../../backoffice/backoffice.module.css';

export function meta() {
  return [{ title: 'Not found · Back-office' }];
}

/** Any other path under /backoffice/ (signed-in operators only: the layout sends the others to sign-in). */
export default function BackofficeNotFound() {
  return (
    <section className={`${styles.card} ${styles.forbidden}`}>
      <h1>Page not found</h1>
      <p className={styles.muted}>There is no back-office page at this address.</p>
      <p>
        <Link to={BACKOFFICE_ROOT}>Back to the dashboard</Link>
      </p>
    </section>
  );
}
