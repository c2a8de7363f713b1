import { useTranslation } from '../../../i18n/react.tsx';
import type { Route } from './+types/free-entry';
import { cx } from '../../../components/shell/cx.ts';
import { pageMeta } from '../../../components/shell/meta.ts';
import { FreeEntryPanel } from '../../../features/free-entry/index.ts';
import ui from '../../../styles/ui.module.css';
import styles from './account.module.css';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.nav.freeEntry');

/** Free entry by mail (issue #18): the player's request code and the brand's mail-in terms. */
export default function FreeEntryPage() {
  const { t } = useTranslation();
  return (
    <section className={cx(ui.card, styles.card)} aria-labelledby="free-entry-title">
      <div>
        <h2 id="free-entry-title" className={styles.cardTitle}>
          {t('freeEntry.title')}
        </h2>
        <p className={styles.lead}>{t('freeEntry.lead')}</p>
      </div>
      <FreeEntryPanel />
    </section>
  );
}
