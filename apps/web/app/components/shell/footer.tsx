import { useTranslation } from '../../i18n/react.tsx';
import type { AppInit } from '@casino/contracts';
import { APP_VERSION } from '@casino/contracts/values';
import { Wordmark } from '../../brands/wordmark.tsx';
import { openModal } from '../../lib/modals/open-modal.ts';
import ui from '../../styles/ui.module.css';
import { AppLink } from './app-link.tsx';
import { cx } from './cx.ts';
import { Icon } from './icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { mainNav } from './nav-items.ts';
import { PaymentMarks } from './payment-marks.tsx';
import { useRootData } from '../../lib/root-data.ts';
import styles from './footer.module.css';

/** Site footer with the sweepstakes notice, age and responsible-play texts, legal links and the version. */
export function Footer({ player }: { player: AppInit | null }) {
  const { t } = useTranslation();
  const { brand } = useRootData();

  return (
    <footer className={cx(styles.footer, ui.belowFold)} data-variant={player ? 'player' : 'guest'}>
      <div className={cx(ui.container, styles.top)}>
        <div className={styles.about}>
          <Wordmark brand={brand.key} height={36} />
          <p className={styles.blurb}>{t('shell.footer.about', { appName: brand.appName })}</p>
          <LanguageSwitcher variant="full" />
        </div>

        <nav className={styles.columns} aria-label={t('shell.footer.label')}>
          <div>
            <h2 className={styles.columnTitle}>{t('shell.footer.play')}</h2>
            <ul className={styles.links}>
              {mainNav().map((item) => (
                <li key={item.to}>
                  <AppLink to={item.to}>{t(`shell.nav.${item.label}`)}</AppLink>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={styles.columnTitle}>{t('shell.footer.help')}</h2>
            <ul className={styles.links}>
              <li>
                <AppLink to="/page/support">{t('shell.nav.support')}</AppLink>
              </li>
              <li>
                <AppLink to="/how-it-works/">{t('shell.nav.howItWorks')}</AppLink>
              </li>
              <li>
                <AppLink to="/page/responsible-play">{t('shell.nav.responsiblePlay')}</AppLink>
              </li>
              <li>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => openModal('cookie-settings')}
                >
                  {t('shell.footer.cookieSettings')}
                </button>
              </li>
            </ul>
          </div>
          <div>
            <h2 className={styles.columnTitle}>{t('shell.footer.legal')}</h2>
            <ul className={styles.links}>
              <li>
                <AppLink to="/page/terms">{t('shell.nav.terms')}</AppLink>
              </li>
              <li>
                <AppLink to="/page/privacy">{t('shell.nav.privacy')}</AppLink>
              </li>
              <li>
                <AppLink to="/page/sweepstakes-rules">{t('shell.nav.sweepstakesRules')}</AppLink>
              </li>
            </ul>
          </div>
        </nav>
      </div>

      <div className={cx(ui.container, styles.compliance)}>
        <div className={styles.notices}>
          <p className={styles.sweeps}>
            <strong>{t('shell.footer.noPurchase')}</strong>{' '}
            <AppLink to="/page/sweepstakes-rules" className={styles.inlineLink}>
              {t('shell.footer.rulesLink')}
            </AppLink>
          </p>
          <div className={styles.notice}>
            <span className={styles.ageBadge} aria-hidden="true">
              18+
            </span>
            <p>{t('shell.footer.age')}</p>
          </div>
          <div className={styles.notice}>
            <span className={styles.noticeIcon} aria-hidden="true">
              <Icon name="heart" size={18} />
            </span>
            <p>
              {t('shell.footer.responsible')}{' '}
              <AppLink to="/page/responsible-play" className={styles.inlineLink}>
                {t('shell.footer.responsibleLink')}
              </AppLink>
            </p>
          </div>
        </div>
        <PaymentMarks />
      </div>

      <div className={cx(ui.container, styles.bottom)}>
        <p>{t('shell.footer.copyright', { appName: brand.appName })}</p>
        <p className={styles.version}>{t('shell.footer.version', { version: APP_VERSION })}</p>
      </div>
    </footer>
  );
}
