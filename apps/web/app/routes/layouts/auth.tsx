import { Outlet } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { Wordmark } from '../../brands/wordmark.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Icon } from '../../components/shell/icons.tsx';
import { LanguageSwitcher } from '../../components/shell/language-switcher.tsx';
import { useRootData } from '../../lib/root-data.ts';
import styles from '../../styles/layouts/auth.module.css';

/** Sign-in and sign-up pages: one card centred over the brand's hero, nothing else to wander off to. */
export default function AuthLayout() {
  const { t } = useTranslation();
  const { brand } = useRootData();
  return (
    <div className={styles.stage}>
      <header className={styles.top}>
        <AppLink to="/" className={styles.back}>
          <Icon name="chevronLeft" size={18} />
          <span>{t('shell.auth.back')}</span>
        </AppLink>
        <LanguageSwitcher />
      </header>
      <main id="main-content" className={styles.main}>
        <div className={styles.card}>
          <AppLink to="/" className={styles.brand} title={t('shell.header.home')}>
            <Wordmark brand={brand.key} height={44} />
          </AppLink>
          <Outlet />
        </div>
        <p className={styles.legal}>{t('shell.footer.noPurchase')}</p>
      </main>
    </div>
  );
}
