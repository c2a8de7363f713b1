import { useTranslation } from '../../i18n/react.tsx';
import { openModal } from '../../lib/modals/open-modal.ts';
import { AppNavLink } from './app-link.tsx';
import { AuthAction } from './auth-action.tsx';
import { cx } from './cx.ts';
import { Icon, type IconName } from './icons.tsx';
import { menuButtonProps, type ShellBarProps } from './shell-slots.ts';
import styles from './bottom-bar.module.css';

function Item({ icon, label }: { icon: IconName; label: string }) {
  return (
    <>
      <Icon name={icon} size={22} />
      <span className={styles.label}>{label}</span>
    </>
  );
}

/**
 * Phone tab bar: Lobby, Promotions, Buy, Rewards, Menu. Buying and rewards need an account, so a
 * guest tapping them is sent to sign-up instead.
 */
export function BottomBar({ player, slots, ...menu }: ShellBarProps) {
  const { t } = useTranslation();
  const linkClass = ({ isActive }: { isActive: boolean }) => cx(styles.item, isActive && styles.active);
  return (
    <nav className={styles.bar} aria-label={t('shell.bottomBar.label')}>
      <AppNavLink to="/lobby/" className={linkClass}>
        <Item icon="lobby" label={t('shell.bottomBar.lobby')} />
      </AppNavLink>
      <AppNavLink to="/promotions/" className={linkClass}>
        <Item icon="gift" label={t('shell.bottomBar.promotions')} />
        {player ? slots.promotionsCounter?.(styles.counter) : null}
      </AppNavLink>
      {player ? (
        <button
          type="button"
          className={cx(styles.item, styles.buy)}
          onClick={() => openModal('deposit', { location: 'bottom_bar' })}
        >
          <span className={styles.buyCoin} aria-hidden="true">
            <Icon name="coins" size={24} />
          </span>
          <span className={styles.label}>{t('shell.bottomBar.buy')}</span>
        </button>
      ) : (
        <AuthAction kind="signup" className={cx(styles.item, styles.buy)}>
          <span className={styles.buyCoin} aria-hidden="true">
            <Icon name="coins" size={24} />
          </span>
          <span className={styles.label}>{t('shell.bottomBar.buy')}</span>
        </AuthAction>
      )}
      {player ? (
        <button type="button" className={styles.item} onClick={() => openModal('rewards')}>
          <Item icon="star" label={t('shell.bottomBar.rewards')} />
          {slots.rewardsCounter?.(styles.counter)}
        </button>
      ) : (
        <AuthAction kind="signup" className={styles.item}>
          <Item icon="star" label={t('shell.bottomBar.rewards')} />
        </AuthAction>
      )}
      <button {...menuButtonProps(menu)} className={styles.item}>
        <Item icon="menu" label={t('shell.bottomBar.menu')} />
      </button>
    </nav>
  );
}
