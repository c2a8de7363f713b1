import { CurrentLink } from '../components/current-link.tsx';
import styles from './admin.module.css';

export const OPERATORS_PAGE = '/backoffice/operators/';
export const SIGN_INS_PAGE = '/backoffice/operators/sign-ins/';
export const API_KEYS_PAGE = '/backoffice/api-keys/';

/** The operators' two views: the accounts and every sign-in attempt (one nav entry, two tabs). */
export function OperatorTabs() {
  return (
    <nav className={styles.tabs} aria-label="Operators">
      <CurrentLink to={OPERATORS_PAGE} end className={styles.tab}>
        Accounts
      </CurrentLink>
      <CurrentLink to={SIGN_INS_PAGE} end className={styles.tab}>
        Sign-in attempts
      </CurrentLink>
    </nav>
  );
}
