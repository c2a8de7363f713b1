import { useTranslation } from '../../i18n/react.tsx';
import { BrandEmblem } from '../../brands/wordmark.tsx';
import { AuthAction } from '../../components/shell/auth-action.tsx';
import { cx } from '../../components/shell/cx.ts';
import { useRootData } from '../../lib/root-data.ts';
import ui from '../../styles/ui.module.css';
import styles from './sections.module.css';

/** Last nudge before the footer, for guests only. */
export function FinalCta() {
  const { t } = useTranslation();
  const { brand } = useRootData();
  return (
    <section className={cx(ui.container, styles.section, ui.belowFold)} aria-labelledby="home-final-title">
      <div className={styles.final}>
        <BrandEmblem brand={brand.key} size={88} className={styles.finalEmblem} />
        <div className={styles.finalText}>
          <h2 id="home-final-title" className={styles.finalTitle}>
            {t('home.final.title')}
          </h2>
          <p>{t('home.final.text')}</p>
        </div>
        <AuthAction kind="signup" className={cx(ui.button, ui.cta, ui.large, styles.finalButton)}>
          {t('home.final.cta')}
        </AuthAction>
      </div>
    </section>
  );
}
