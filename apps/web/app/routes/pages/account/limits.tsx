import { useTranslation } from '../../../i18n/react.tsx';
import type { Route } from './+types/limits';
import { cx } from '../../../components/shell/cx.ts';
import { pageMeta } from '../../../components/shell/meta.ts';
import { PlayLimitsPanel } from '../../../features/play-limits/index.ts';
import ui from '../../../styles/ui.module.css';
import styles from './account.module.css';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.nav.limits');

export default function LimitsPage() {
  const { t } = useTranslation();
  return (
    <section className={cx(ui.card, styles.card)} aria-labelledby="play-limits-title">
      <div>
        <h2 id="play-limits-title" className={styles.cardTitle}>
          {t('playLimits.title')}
        </h2>
        <p className={styles.lead}>{t('playLimits.lead')}</p>
      </div>
      <PlayLimitsPanel />
    </section>
  );
}
