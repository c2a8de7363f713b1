import { useTranslation } from '../../../i18n/react.tsx';
import type { Route } from './+types/subscription';
import { cx } from '../../../components/shell/cx.ts';
import { Icon } from '../../../components/shell/icons.tsx';
import { pageMeta } from '../../../components/shell/meta.ts';
import { PushSettings } from '../../../features/web-push/push-settings.tsx';
import { useRootData } from '../../../lib/root-data.ts';
import ui from '../../../styles/ui.module.css';
import styles from './account.module.css';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.nav.subscription');

/**
 * No marketing emails or texts are sent; push notifications have this device's switch and a marketing
 * choice of their own (off until the player turns it on).
 */
export default function SubscriptionPage() {
  const { t } = useTranslation();
  const { brand } = useRootData();
  return (
    <section
      className={cx(ui.card, styles.card)}
      aria-labelledby="subscription-title"
      data-state="marketing-off"
    >
      <h2 id="subscription-title" className={styles.cardTitle}>
        {t('account.subscription.title')}
      </h2>
      <ul className={styles.rows}>
        <li className={styles.row}>
          <div className={styles.rowText}>
            <span className={styles.rowValue}>{t('account.subscription.marketingTitle')}</span>
            <span className={styles.rowLabel}>
              {t('account.subscription.marketingText', { appName: brand.appName })}
            </span>
          </div>
          <span className={styles.badge} data-ok="false">
            {t('account.subscription.off')}
          </span>
        </li>
        <PushSettings styles={styles} />
        <li className={styles.row}>
          <div className={styles.rowText}>
            <span className={styles.rowValue}>{t('account.subscription.accountTitle')}</span>
            <span className={styles.rowLabel}>{t('account.subscription.accountText')}</span>
          </div>
          <span className={styles.badge} data-ok="true">
            <Icon name="check" size={12} /> {t('account.subscription.on')}
          </span>
        </li>
      </ul>
    </section>
  );
}
