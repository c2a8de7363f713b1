import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { AppInit } from '@casino/contracts';
import { Wordmark } from '../../brands/wordmark.tsx';
import ui from '../../styles/ui.module.css';
import { AppLink, AppNavLink } from './app-link.tsx';
import { AuthAction } from './auth-action.tsx';
import { cx } from './cx.ts';
import { Icon } from './icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { mainNav } from './nav-items.ts';
import { menuButtonProps, type MenuOpener, type ShellBarProps } from './shell-slots.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { useHideOnScroll } from './use-hide-on-scroll.ts';
import { playerName, useRootData } from '../../lib/root-data.ts';
import { TextSkeleton } from '../ui/text-skeleton.tsx';
import styles from './header.module.css';

/** Site header. `player` null is the guest variant; a player gets the signed-in variant. */
export function Header({ player, slots, ...menu }: ShellBarProps) {
  const { t } = useTranslation();
  const { brand, locale } = useRootData();
  const hidden = useHideOnScroll();
  const navRef = useOverflowingNav(locale);

  return (
    <header
      className={cx(styles.header, hidden && !menu.menuOpen && styles.hidden)}
      data-variant={player ? 'player' : 'guest'}
    >
      <a href="#main-content" className={styles.skip}>
        {t('shell.header.skipToContent')}
      </a>
      <div className={cx(ui.container, styles.bar)}>
        <AppLink to={player ? '/lobby/' : '/'} className={styles.brand} title={t('shell.header.home')}>
          <Wordmark brand={brand.key} className={styles.wordmark} />
        </AppLink>

        <nav ref={navRef} className={styles.nav} aria-label={t('shell.nav.label')}>
          {mainNav().map((item) => (
            <AppNavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) => cx(styles.navLink, isActive && styles.navActive)}
            >
              {t(`shell.nav.${item.label}`)}
              {item.label === 'promotions' && player ? slots.promotionsCounter?.() : null}
            </AppNavLink>
          ))}
        </nav>

        <div className={styles.actions}>
          {player ? (
            <PlayerActions player={player} balance={slots.balance} rewards={slots.rewards} {...menu} />
          ) : (
            <GuestActions {...menu} />
          )}
        </div>
      </div>
    </header>
  );
}

/**
 * Sections that do not fit on one row wrap out of sight (see the CSS); this takes those out of the
 * tab order and the accessibility tree too. They stay reachable from the menu. Re-measured per language.
 */
function useOverflowingNav(locale: string) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const nav = ref.current;
    if (!nav || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      for (const link of Array.from(nav.children) as HTMLElement[]) {
        const overflowing = link.offsetTop > 0;
        link.tabIndex = overflowing ? -1 : 0;
        if (overflowing) link.setAttribute('aria-hidden', 'true');
        else link.removeAttribute('aria-hidden');
      }
    };
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    update();
    return () => observer.disconnect();
  }, [locale]);
  return ref;
}

function GuestActions(menu: MenuOpener) {
  const { t } = useTranslation();
  return (
    <>
      <LanguageSwitcher className={styles.language} />
      <AuthAction kind="signin" className={cx(ui.button, ui.ghost, styles.signIn)}>
        <span className={styles.long}>{t('shell.auth.signIn')}</span>
        <span className={styles.short}>{t('shell.auth.signInShort')}</span>
      </AuthAction>
      <AuthAction kind="signup" className={cx(ui.button, ui.cta, styles.signUp)}>
        <Icon name="gift" size={20} className={styles.signUpIcon} />
        <span className={styles.signUpText}>
          <span className={styles.signUpLabel}>{t('shell.auth.signUp')}</span>
          <span className={styles.signUpOffer}>{t('shell.auth.offer')}</span>
        </span>
      </AuthAction>
      {/* Phones use the tab bar's Menu; from tablet up this is the way to every section. */}
      <button
        {...menuButtonProps(menu)}
        className={cx(styles.iconButton, styles.menuButton)}
        aria-label={t('shell.menu.open')}
      >
        <Icon name="menu" />
      </button>
    </>
  );
}

function PlayerActions({
  player,
  balance,
  rewards,
  ...menu
}: MenuOpener & {
  player: AppInit;
  balance: ReactNode;
  rewards: ReactNode;
}) {
  const { t } = useTranslation();
  const { playerPending } = useRootData();
  const name = playerName(player);
  return (
    <>
      {balance}
      <button
        type="button"
        className={cx(ui.button, ui.cta, styles.buy)}
        onClick={() => openModal('deposit', { location: 'header' })}
        aria-label={t('shell.header.buy')}
      >
        <Icon name="coins" size={18} />
        <span className={styles.buyLong}>{t('shell.header.buy')}</span>
        <span className={styles.buyShort}>{t('cashier.buy')}</span>
      </button>
      {rewards}
      <button {...menuButtonProps(menu)} className={styles.account}>
        <span className={styles.avatar} aria-hidden="true">
          {playerPending ? <TextSkeleton kind="letter" /> : (name.trim()[0] ?? '?').toUpperCase()}
        </span>
        {/* Named by its text, so the name holds what is seen (a voice user says the player's name); laptops show the
            avatar alone ("Laptops" in header.module.css). */}
        <span className="visually-hidden">{t('shell.header.accountFor')} </span>
        <span className={cx(styles.accountName, 'visually-hidden-laptop')}>
          {playerPending ? <TextSkeleton kind="name" /> : name}
        </span>
        <Icon name="chevronDown" size={16} />
      </button>
    </>
  );
}
