import { useTranslation } from '../../../i18n/react.tsx';
import type { Route } from './+types/history';
import { cx } from '../../../components/shell/cx.ts';
import { pageMeta } from '../../../components/shell/meta.ts';
import { AccountHistory } from '../../../features/account-history/index.ts';
import ui from '../../../styles/ui.module.css';
import styles from './account.module.css';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.nav.accountHistory');

/** The account history (issue #18): the player's ledger, filtered, paged and downloadable. */
export default function AccountHistoryPage() {
  const { t } = useTranslation();
  return (
    <section className={cx(ui.card, styles.card)} aria-labelledby="account-history-title">
      <div>
        <h2 id="account-history-title" className={styles.cardTitle}>
          {t('accountHistory.title')}
        </h2>
        <p className={styles.lead}>{t('accountHistory.lead')}</p>
      </div>
      <AccountHistory />
    </section>
  );
}
