import { useTranslation } from '../../../i18n/react.tsx';
import type { Route } from './+types/game-history';
import { cx } from '../../../components/shell/cx.ts';
import { pageMeta } from '../../../components/shell/meta.ts';
import { GameHistory } from '../../../features/game-history/index.ts';
import ui from '../../../styles/ui.module.css';
import styles from './account.module.css';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.nav.gameHistory');

export default function GameHistoryPage() {
  const { t } = useTranslation();
  return (
    <section className={cx(ui.card, styles.card)} aria-labelledby="game-history-title">
      <div>
        <h2 id="game-history-title" className={styles.cardTitle}>
          {t('gameHistory.title')}
        </h2>
        <p className={styles.lead}>{t('gameHistory.lead')}</p>
      </div>
      <GameHistory />
    </section>
  );
}
