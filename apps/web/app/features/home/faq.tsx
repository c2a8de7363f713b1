import { useTranslation } from '../../i18n/react.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { useRootData } from '../../lib/root-data.ts';
import ui from '../../styles/ui.module.css';
import styles from './sections.module.css';

const QUESTIONS = ['what', 'free', 'coins', 'prizes', 'who', 'help'] as const;

export function Faq() {
  const { t } = useTranslation();
  const { brand } = useRootData();
  const vars = { appName: brand.appName };
  return (
    <section
      className={cx(ui.container, styles.section, styles.faqSection, ui.belowFold)}
      aria-labelledby="home-faq-title"
    >
      <div className={styles.faqIntro}>
        <p className={ui.eyebrow}>{t('home.faq.eyebrow')}</p>
        <h2 id="home-faq-title" className={ui.sectionTitle}>
          {t('home.faq.title')}
        </h2>
        <p className={ui.sectionLead}>{t('home.faq.lead')}</p>
        <AppLink to="/page/support" className={cx(ui.button, ui.ghost, styles.faqSupport)}>
          <Icon name="headset" size={20} />
          {t('home.faq.support')}
        </AppLink>
      </div>
      <div className={styles.faqList}>
        {QUESTIONS.map((key) => (
          <details key={key} className={styles.faqItem}>
            <summary className={styles.faqQuestion}>
              <span>{t(`home.faq.items.${key}.q`, vars)}</span>
              <span className={styles.faqToggle} aria-hidden="true" />
            </summary>
            <p className={styles.faqAnswer}>{t(`home.faq.items.${key}.a`, vars)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
