import { useTranslation } from '../../i18n/react.tsx';
import { pickText, type Promotion } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Icon } from '../../components/shell/icons.tsx';
import { formatShortNumber } from '../../lib/format/format.ts';
import { useCountdown } from '../../lib/format/use-countdown.ts';
import { serverNow } from '../../lib/server-clock.ts';
import { usePromotionsStore } from './promotions-store.ts';
import styles from './promotions.module.css';

/** A running tournament (spec §6: only while one is active): its top prize, the time left, and its page. */
export function TournamentCard({ promotion }: { promotion: Extract<Promotion, { type: 'tournament' }> }) {
  const { t, i18n } = useTranslation();
  const tournament = promotion.data;
  const refresh = usePromotionsStore((state) => state.refresh);
  const ends = useCountdown(tournament.end, { now: serverNow, onFinish: () => void refresh() });
  const top = tournament.prizes[0];
  const title = pickText(tournament.title, i18n.language);
  return (
    <article
      className={styles.card}
      data-promotion="tournament"
      data-tournament-id={tournament.id}
      aria-label={title}
    >
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t('tournaments.card.title')}</span>
        <span className={styles.coinArt} aria-hidden="true">
          <Icon name="trophy" size={22} />
        </span>
      </header>
      <h3 className={styles.cardTitle}>{title}</h3>
      <p className={styles.text}>{t('tournaments.card.text')}</p>
      {top ? (
        <p className={styles.prize}>
          {t('tournaments.card.grand')}:{' '}
          {[
            top.coins ? t('tournaments.prize.coins', { amount: formatShortNumber(top.coins) }) : null,
            top.entries ? t('tournaments.prize.entries', { amount: formatShortNumber(top.entries) }) : null,
          ]
            .filter(Boolean)
            .join(' + ')}
        </p>
      ) : null}
      <p className={styles.reason} suppressHydrationWarning>
        {t('tournaments.time.endsIn', { time: ends.text })}
      </p>
      {tournament.isSubscribed ? <p className={styles.text}>{t('tournaments.card.joined')}</p> : null}
      <div className={styles.cardFoot}>
        <AppLink to={`/tournaments/${tournament.id}/`} className={styles.linkButton}>
          {t('tournaments.card.open')}
        </AppLink>
      </div>
    </article>
  );
}
