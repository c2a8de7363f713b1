import { useTranslation } from '../../../i18n/react.tsx';
import type { Route } from './+types/redeem';
import { cx } from '../../../components/shell/cx.ts';
import { pageMeta } from '../../../components/shell/meta.ts';
import { RedeemPanel } from '../../../features/redeem/index.ts';
import ui from '../../../styles/ui.module.css';
import styles from './account.module.css';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.nav.redeem');

export default function RedeemPage() {
  const { t } = useTranslation();
  return (
    <section className={cx(ui.card, styles.card)} aria-labelledby="redeem-title">
      <div>
        <h2 id="redeem-title" className={styles.cardTitle}>
          {t('redeem.title')}
        </h2>
        <p className={styles.lead}>{t('redeem.lead')}</p>
      </div>
      <RedeemPanel />
    </section>
  );
}
