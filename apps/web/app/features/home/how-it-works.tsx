import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon, type IconName } from '../../components/shell/icons.tsx';
import ui from '../../styles/ui.module.css';
import styles from './sections.module.css';

const STEPS: Array<{ key: 'join' | 'claim' | 'play'; icon: IconName }> = [
  { key: 'join', icon: 'user' },
  { key: 'claim', icon: 'gift' },
  { key: 'play', icon: 'star' },
];

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className={cx(ui.container, styles.section, ui.belowFold)} aria-labelledby="home-how-title">
      <p className={ui.eyebrow}>{t('home.how.eyebrow')}</p>
      <h2 id="home-how-title" className={ui.sectionTitle}>
        {t('home.how.title')}
      </h2>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.key} className={cx(ui.card, styles.step)}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.stepIcon} aria-hidden="true">
              <Icon name={step.icon} size={26} />
            </span>
            <h3 className={styles.stepTitle}>{t(`home.how.steps.${step.key}.title`)}</h3>
            <p className={styles.muted}>{t(`home.how.steps.${step.key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
