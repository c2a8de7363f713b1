import { useTranslation } from '../../../i18n/react.tsx';
import { useLocation } from 'react-router';
import type { Route } from './+types/duplicate-account';
import { AppLink } from '../../../components/shell/app-link.tsx';
import { cx } from '../../../components/shell/cx.ts';
import { Icon } from '../../../components/shell/icons.tsx';
import { pageMeta } from '../../../components/shell/meta.ts';
import { useRootData } from '../../../lib/root-data.ts';
import ui from '../../../styles/ui.module.css';
import { useAccount } from './account-context.ts';
import styles from './account.module.css';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.nav.duplicateAccount');

export default function DuplicateAccountPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { brand } = useRootData();
  const { confirmStatus } = useAccount();
  if (confirmStatus === undefined)
    return (
      <p className={styles.lead} role="status">
        {t('profile.loading')}
      </p>
    );
  const duplicate = confirmStatus === 'duplicateCredentials';
  return (
    <section
      className={cx(ui.card, styles.state)}
      aria-labelledby="duplicate-title"
      data-state={duplicate ? 'duplicate' : 'no-duplicate'}
    >
      <span className={styles.stateIcon} aria-hidden="true">
        <Icon name={duplicate ? 'user' : 'check'} size={34} />
      </span>
      <h2 id="duplicate-title" className={styles.cardTitle}>
        {t(duplicate ? 'account.duplicate.title' : 'account.duplicate.noneTitle')}
      </h2>
      <p className={styles.stateText}>
        {t(duplicate ? 'account.duplicate.text' : 'account.duplicate.noneText', { appName: brand.appName })}
      </p>
      {duplicate ? (
        <>
          <p className={styles.stateText}>{t('account.duplicate.next')}</p>
          <div className={styles.actions}>
            <AppLink to={`${pathname}?openSupport=true`} preventScrollReset className={cx(ui.button, ui.cta)}>
              <Icon name="headset" size={20} />
              {t('account.duplicate.contactSupport')}
            </AppLink>
          </div>
        </>
      ) : null}
    </section>
  );
}
