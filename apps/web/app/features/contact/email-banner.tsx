import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { CONSENT_CHANGE_EVENT, readConsent } from '../../lib/consent/cookie-consent.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { useRootData } from '../../lib/root-data.ts';
import { readSessionFlag, sessionFlagKey, shouldShowEmailBanner, writeSessionFlag } from './contact-state.ts';
import { StatusIcon } from '../../components/ui/form/status-icon.tsx';
import styles from './contact.module.css';

const subscribeConsent = (onChange: () => void) => {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
};

/** False on the server and until the visitor answered the cookie banner (both sit at the bottom). */
function useCookieBannerGone(): boolean {
  return useSyncExternalStore(
    subscribeConsent,
    () => readConsent().given,
    () => false,
  );
}

/** "Please confirm your email": shown while the player's email (their primary contact) is unconfirmed. */
export function EmailBanner() {
  const { t } = useTranslation();
  const { appInit } = useRootData();
  const { pathname, search } = useLocation();
  const consentAnswered = useCookieBannerGone();
  const key = sessionFlagKey('email-banner-hidden', appInit.login);
  const [hiddenKey, setHiddenKey] = useState<string | null>(null);
  const dismissed = hiddenKey === key || (consentAnswered && readSessionFlag(key));
  if (!consentAnswered || !shouldShowEmailBanner({ appInit, pathname, search, dismissed })) return null;
  return (
    <section
      className={styles.banner}
      role="region"
      aria-label={t('contact.banner.label')}
      data-email-banner=""
    >
      <span className={styles.bannerIcon}>
        <StatusIcon name="mail" size={22} />
      </span>
      <p className={styles.bannerText}>
        {t('contact.banner.text')}
        <strong title={appInit.email ?? ''}>{appInit.email}</strong>
      </p>
      <Button className={styles.bannerAction} onClick={() => openModal('app-email-confirm')}>
        {t('contact.banner.action')}
      </Button>
      <button
        type="button"
        className={styles.bannerClose}
        aria-label={t('contact.banner.dismiss')}
        onClick={() => {
          writeSessionFlag(key);
          setHiddenKey(key);
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
