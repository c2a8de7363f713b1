import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { COOKIE_CATEGORIES, writeConsent } from '../../lib/consent/cookie-consent.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { useConsent } from './use-consent.ts';
import styles from './cookie-consent.module.css';

export const ALL_COOKIE_IDS = [...COOKIE_CATEGORIES.necessary, ...COOKIE_CATEGORIES.optional];

/** Bottom banner until the visitor answers; answering in the settings modal hides it too. */
export function CookieBanner() {
  const { t } = useTranslation();
  const consent = useConsent();
  if (!consent || consent.given) return null;
  return (
    <section
      className={styles.banner}
      role="region"
      aria-label={t('cookieConsent.banner.label')}
      data-cookie-banner=""
    >
      <p className={styles.bannerText}>{t('cookieConsent.banner.text')}</p>
      <div className={styles.bannerActions}>
        <Button variant="link" onClick={() => openModal('cookie-settings')}>
          {t('cookieConsent.banner.settings')}
        </Button>
        <Button variant="secondary" onClick={() => writeConsent([...COOKIE_CATEGORIES.necessary])}>
          {t('cookieConsent.banner.necessaryOnly')}
        </Button>
        <Button onClick={() => writeConsent(ALL_COOKIE_IDS)}>{t('cookieConsent.banner.acceptAll')}</Button>
      </div>
    </section>
  );
}
