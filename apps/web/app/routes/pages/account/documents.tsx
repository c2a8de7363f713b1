import { useTranslation } from '../../../i18n/react.tsx';
import type { Route } from './+types/documents';
import { cx } from '../../../components/shell/cx.ts';
import { pageMeta } from '../../../components/shell/meta.ts';
import { DocumentsPanel } from '../../../features/documents/index.ts';
import ui from '../../../styles/ui.module.css';
import { useAccount } from './account-context.ts';
import styles from './account.module.css';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.nav.documents');

export default function DocumentsPage() {
  const { t } = useTranslation();
  const { refreshConfirmStatus } = useAccount();
  return (
    <section className={cx(ui.card, styles.card)} aria-labelledby="documents-title">
      <div>
        <h2 id="documents-title" className={styles.cardTitle}>
          {t('account.documents.title')}
        </h2>
        <p className={styles.lead}>{t('account.documents.lead')}</p>
      </div>
      <DocumentsPanel onChange={refreshConfirmStatus} />
    </section>
  );
}
