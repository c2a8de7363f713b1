import { useTranslation } from '../../i18n/react.tsx';
import { TOURNAMENT_LEADERBOARD } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import styles from './tournaments.module.css';

const STEPS = ['join', 'play', 'score', 'climb', 'win'] as const;

/** /tournaments/how-it-works: the rules as the server applies them (docs/engagement.md, "Tournaments"). */
export function TournamentsHowItWorks() {
  const { t } = useTranslation();
  return (
    <div className={styles.how} data-tournaments-how="">
      <ol className={styles.steps}>
        {STEPS.map((step, i) => (
          <li key={step}>
            <span className={styles.stepNo}>{i + 1}</span>
            <div>
              <h2 className={styles.stepTitle}>{t(`tournaments.howItWorks.steps.${step}.title`)}</h2>
              <p>
                {t(`tournaments.howItWorks.steps.${step}.text`, { around: TOURNAMENT_LEADERBOARD.around })}
              </p>
            </div>
          </li>
        ))}
      </ol>
      <h2 className={styles.sectionTitle}>{t('tournaments.howItWorks.scoringTitle')}</h2>
      <ul className={styles.rules}>
        <li>{t('tournaments.howItWorks.rules.winMultiplier')}</li>
        <li>{t('tournaments.howItWorks.rules.totalWin')}</li>
        <li>{t('tournaments.howItWorks.rules.totalBet')}</li>
        <li>{t('tournaments.howItWorks.rules.freeRounds')}</li>
        <li>{t('tournaments.howItWorks.rules.ties')}</li>
      </ul>
      <p>
        <AppLink to="/tournaments/">{t('tournaments.backToList')}</AppLink>
      </p>
    </div>
  );
}
