import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { AppInit } from '@casino/contracts';
import { Wordmark } from '../../brands/wordmark.tsx';
import ui from '../../styles/ui.module.css';
import { AppLink, AppNavLink } from './app-link.tsx';
import { AuthAction } from './auth-action.tsx';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { cx } from './cx.ts';
import { Icon } from './icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { HELP_NAV, mainNav, type NavItem } from './nav-items.ts';
import type { ShellSlots } from './shell-slots.ts';
import { playerName, useRootData } from '../../lib/root-data.ts';
import { useWelcomeOffer } from '../../lib/welcome-offer.ts';
import { lockPage } from '../ui/modal/page-lock.ts';
import styles from './site-menu.module.css';

/** The full menu as a side sheet: every section, help links and the language, for phones and the account chip. */
export function SiteMenu({
  open,
  onOpenChange,
  player,
  slots,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  player: AppInit | null;
  slots: ShellSlots;
}) {
  const { t } = useTranslation();
  const offer = useWelcomeOffer();
  const { brand } = useRootData();
  const close = () => onOpenChange(false);
  const signOut = useSignOut();
  // What had focus as the sheet opened (the Menu button): it gets focus back when the sheet closes.
  const opener = useRef<Element | null>(null);

  const list = (items: NavItem[]) => (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.to}>
          <AppNavLink
            to={item.to}
            className={({ isActive }) => cx(styles.link, isActive && styles.active)}
            onClick={close}
          >
            <span className={styles.linkIcon}>
              <Icon name={item.icon} size={20} />
            </span>
            <span>{t(`shell.nav.${item.label}`)}</span>
            {item.label === 'promotions' ? slots.promotionsCounter?.() : null}
            <Icon name="chevronRight" size={16} className={styles.chevron} />
          </AppNavLink>
        </li>
      ))}
    </ul>
  );

  return (
    // Not Radix's modal mode, whose style on <body> restyled the whole page in the tap's frame: page-lock.ts
    // hides and holds the page, the backdrop takes the taps outside, Tab cycles inside the sheet.
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Portal>
        <div className={styles.overlay} aria-hidden="true" />
        <Dialog.Content
          ref={lockPage}
          className={styles.sheet}
          aria-modal="true"
          aria-describedby={undefined}
          onFocusOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            const element = opener.current;
            if (!(element instanceof HTMLElement) || !element.isConnected || element === document.body)
              return;
            event.preventDefault();
            element.focus({ preventScroll: true });
          }}
        >
          <div className={styles.top}>
            <Wordmark brand={brand.key} height={32} />
            <Dialog.Close className={styles.close} aria-label={t('shell.menu.close')}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="visually-hidden">{t('shell.menu.title')}</Dialog.Title>

          {player ? (
            <div className={styles.auth}>
              <p className={styles.greeting}>{t('shell.menu.greeting', { name: playerName(player) })}</p>
              <AppLink to="/account/" className={cx(ui.button, ui.cta, ui.block)} onClick={close}>
                <Icon name="user" size={18} />
                {t('shell.menu.account')}
              </AppLink>
              <button
                type="button"
                className={cx(ui.button, ui.ghost, ui.block)}
                onClick={() => {
                  close();
                  void signOut();
                }}
              >
                <Icon name="logout" size={18} />
                {t('shell.menu.signOut')}
              </button>
            </div>
          ) : (
            <div className={styles.auth}>
              <p className={styles.offer}>
                <Icon name="gift" size={18} />
                {t('shell.menu.offer', offer)}
              </p>
              <AuthAction kind="signup" className={cx(ui.button, ui.cta, ui.block)} onNavigate={close}>
                {t('shell.auth.signUp')}
              </AuthAction>
              <AuthAction kind="signin" className={cx(ui.button, ui.ghost, ui.block)} onNavigate={close}>
                {t('shell.auth.signIn')}
              </AuthAction>
            </div>
          )}

          <nav aria-label={t('shell.nav.label')}>
            <h2 className={styles.heading}>{t('shell.menu.play')}</h2>
            {list(mainNav())}
            <h2 className={styles.heading}>{t('shell.menu.help')}</h2>
            {list(HELP_NAV)}
          </nav>

          <div className={styles.language}>
            <span>{t('shell.language.label')}</span>
            <LanguageSwitcher variant="full" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
