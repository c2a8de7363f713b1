import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon, type IconName } from '../../components/shell/icons.tsx';
import ui from '../../styles/ui.module.css';
import styles from './sections.module.css';

const BADGES: Array<{ key: 'free' | 'secure' | 'fair' | 'support'; icon: IconName }> = [
  { key: 'free', icon: 'gift' },
  { key: 'secure', icon: 'lock' },
  { key: 'fair', icon: 'shield' },
  { key: 'support', icon: 'headset' },
];

export function TrustBadges() {
  const { t } = useTranslation();
  return (
    <section className={cx(ui.container, styles.trustSection)} aria-labelledby="home-trust-title">
      <h2 id="home-trust-title" className="visually-hidden">
        {t('home.trust.title')}
      </h2>
      <ul className={styles.trust}>
        {BADGES.map((badge) => (
          <li key={badge.key} className={styles.trustItem}>
            <span className={styles.trustIcon} aria-hidden="true">
              <Icon name={badge.icon} size={24} />
            </span>
            <span>
              <strong className={styles.trustTitle}>{t(`home.trust.items.${badge.key}.title`)}</strong>
              <span className={styles.muted}>{t(`home.trust.items.${badge.key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
