import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Outlet, useLocation } from 'react-router';
import { AppNavLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { IDENTITY_VERIFICATION_MODAL, useConfirmStatus } from '../../features/documents/index.ts';
import { useProfile } from '../../features/profile/index.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import type { AccountContext } from '../pages/account/account-context.ts';
import { ACCOUNT_NAV } from '../pages/account/account-nav.ts';
import styles from '../pages/account/account.module.css';

/**
 * The account area: a side menu (tabs on phones) and the screen. The profile and the verification
 * status load once here and reach every screen through the outlet context.
 */
export default function AccountLayout() {
  const { t } = useTranslation();
  const { hash, pathname } = useLocation();
  const navList = useRef<HTMLUListElement>(null);
  const profile = useProfile();
  const confirm = useConfirmStatus();
  const confirmStatus = confirm.state.status === 'ready' ? (confirm.state.data ?? undefined) : undefined;
  const ready = profile.state.status === 'ready';

  // Spec: a profile-page hash containing "verify" opens the identity verification widget. Waits for the
  // profile so the modal rules already know the player is signed in.
  useEffect(() => {
    if (ready && hash.includes('verify')) openModal(IDENTITY_VERIFICATION_MODAL);
  }, [ready, hash]);

  // Phones show the sections as one sideways-scrolling row: keep the current one in view.
  useEffect(() => {
    const list = navList.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);

  const context: AccountContext = {
    profileState: profile.state,
    reloadProfile: () => void profile.reload(),
    replaceProfile: profile.replace,
    confirmStatus,
    refreshConfirmStatus: confirm.refresh,
  };
  const items = ACCOUNT_NAV.filter(
    (item) => !item.onlyForDuplicates || confirmStatus === 'duplicateCredentials',
  );

  return (
    <>
      <PageHeader
        eyebrow={t('account.eyebrow')}
        title={t('account.title')}
        lead={t('account.lead')}
        icon="user"
      />
      <PageBody>
        <div className={styles.layout}>
          <nav className={styles.nav} aria-label={t('account.navLabel')}>
            <ul className={styles.navList} ref={navList}>
              {items.map((item) => (
                <li key={item.path}>
                  <AppNavLink
                    to={item.path}
                    className={({ isActive }) => cx(styles.navLink, isActive && styles.navActive)}
                  >
                    <Icon name={item.icon} size={20} />
                    <span>{t(`account.nav.${item.label}`)}</span>
                  </AppNavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.content}>
            <Outlet context={context} />
          </div>
        </div>
      </PageBody>
    </>
  );
}
