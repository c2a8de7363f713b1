import { useTranslation } from '../../../i18n/react.tsx';
import type { Route } from './+types/security';
import { AppLink } from '../../../components/shell/app-link.tsx';
import { cx } from '../../../components/shell/cx.ts';
import { pageMeta } from '../../../components/shell/meta.ts';
import { formatDateTime, ProfileGate } from '../../../features/profile/index.ts';
import { useSignOut } from '../../../lib/use-sign-out.ts';
import ui from '../../../styles/ui.module.css';
import { useAccount } from './account-context.ts';
import styles from './account.module.css';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.nav.security');

function Confirmed({ ok }: { ok: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-ok={ok}>
      {t(ok ? 'account.security.confirmed' : 'account.security.unconfirmed')}
    </span>
  );
}

export default function SecurityPage() {
  const { t, i18n } = useTranslation();
  const { profileState, reloadProfile } = useAccount();
  const signOut = useSignOut();
  return (
    <ProfileGate state={profileState} onRetry={reloadProfile}>
      {(profile) => {
        // A one-click account has no email yet: it completes its registration first.
        const oneClick = profile.email === null;
        return (
          <section className={cx(ui.card, styles.card)} aria-labelledby="security-title">
            <h2 id="security-title" className={styles.cardTitle}>
              {t('account.security.title')}
            </h2>
            <ul className={styles.rows}>
              <li className={styles.row}>
                <div className={styles.rowText}>
                  <span className={styles.rowLabel}>{t('account.security.password')}</span>
                  <span className={styles.rowValue}>
                    {t(
                      profile.hasAutoPassword
                        ? 'account.security.passwordGenerated'
                        : 'account.security.passwordSet',
                    )}
                  </span>
                </div>
                <AppLink
                  to={oneClick ? '/registration-complete/' : '/change-password'}
                  className={cx(ui.button, ui.ghost, ui.small)}
                >
                  {t(oneClick ? 'account.security.completeRegistration' : 'account.security.changePassword')}
                </AppLink>
              </li>
              <li className={styles.row}>
                <div className={styles.rowText}>
                  <span className={styles.rowLabel}>{t('account.security.email')}</span>
                  <span className={styles.rowValue} data-field="email">
                    {profile.email ?? t('profile.notProvided')}
                    {profile.email ? <Confirmed ok={profile.emailConfirmed} /> : null}
                  </span>
                </div>
                <AppLink
                  to={oneClick ? '/registration-complete/' : '/email-edit'}
                  className={cx(ui.button, ui.ghost, ui.small)}
                >
                  {t(oneClick ? 'account.security.addEmail' : 'account.security.changeEmail')}
                </AppLink>
              </li>
              <li className={styles.row}>
                <div className={styles.rowText}>
                  <span className={styles.rowLabel}>{t('account.security.phone')}</span>
                  <span className={styles.rowValue} data-field="phone">
                    {profile.phone ?? t('profile.notProvided')}
                    {profile.phone ? <Confirmed ok={profile.phoneConfirmed} /> : null}
                  </span>
                </div>
                <AppLink to="/phone-edit" className={cx(ui.button, ui.ghost, ui.small)}>
                  {t(profile.phone ? 'account.security.changePhone' : 'account.security.addPhone')}
                </AppLink>
              </li>
              <li className={styles.row}>
                <div className={styles.rowText}>
                  <span className={styles.rowLabel}>{t('account.security.lastSignIn')}</span>
                  <span className={styles.rowValue} data-field="previous-login">
                    {profile.previousLoginAt
                      ? formatDateTime(profile.previousLoginAt, i18n.language)
                      : t('account.security.firstSignIn')}
                  </span>
                </div>
                <button
                  type="button"
                  className={cx(ui.button, ui.ghost, ui.small)}
                  onClick={() => void signOut()}
                >
                  {t('account.security.signOut')}
                </button>
              </li>
            </ul>
          </section>
        );
      }}
    </ProfileGate>
  );
}
