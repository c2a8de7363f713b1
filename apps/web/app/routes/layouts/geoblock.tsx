import { Outlet } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { APP_VERSION } from '@casino/contracts';
import { Wordmark } from '../../brands/wordmark.tsx';
import { useRootData } from '../../lib/root-data.ts';
import styles from '../../styles/layouts/geoblock.module.css';

/** Geoblocked visitors get the brand and the explanation only: no navigation into the site. */
export default function GeoblockLayout() {
  const { t } = useTranslation();
  const { brand } = useRootData();
  return (
    <div className={styles.stage}>
      <header className={styles.top}>
        <Wordmark brand={brand.key} height={40} />
      </header>
      <main id="main-content" className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p>{t('shell.footer.copyright', { appName: brand.appName })}</p>
        <p>{t('shell.footer.version', { version: APP_VERSION })}</p>
      </footer>
    </div>
  );
}
