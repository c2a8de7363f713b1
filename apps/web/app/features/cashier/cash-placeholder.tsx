import { useTranslation } from '../../i18n/react.tsx';
import styles from './cashier.module.css';

/**
 * What the cash route pages render (also in the server's HTML): a light stand-in under the cash app,
 * so a direct load of /cash/… is a page, not a 404, until the app mounts over it.
 */
export function CashPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className={styles.placeholder} data-cash-placeholder>
      <span className={styles.spinner} aria-hidden="true" />
      <p>{t('cashier.opening')}</p>
    </div>
  );
}
