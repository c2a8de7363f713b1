import { useTranslation } from '../../../i18n/react.tsx';
import type { Route } from './+types/self-exclusion';
import { cx } from '../../../components/shell/cx.ts';
import { pageMeta } from '../../../components/shell/meta.ts';
import { SelfExclusionPanel } from '../../../features/self-exclusion/index.ts';
import ui from '../../../styles/ui.module.css';
import styles from './account.module.css';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.nav.selfExclusion');

export default function SelfExclusionPage() {
  const { t } = useTranslation();
  return (
    <section className={cx(ui.card, styles.card)} aria-labelledby="self-exclusion-title">
      <div>
        <h2 id="self-exclusion-title" className={styles.cardTitle}>
          {t('selfExclusion.title')}
        </h2>
        <p className={styles.lead}>{t('selfExclusion.lead')}</p>
      </div>
      <SelfExclusionPanel />
    </section>
  );
}
