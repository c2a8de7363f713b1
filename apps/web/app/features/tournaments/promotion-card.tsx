import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { pickText } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { PromotionCardFoot, PromotionCardFrame } from '../../components/promotion-card/promotion-card.tsx';
import styles from '../../components/promotion-card/promotion-card.module.css';
import type { PromotionCardProps } from '../../lib/feature-module.ts';
import { useCountdown } from '../../lib/format/use-countdown.ts';
import { serverNow } from '../../lib/server-clock.ts';

/** A running tournament (spec §6: only while one is active): its top prize, the time left, and its page. */
export function TournamentCard({ promotion, refresh }: PromotionCardProps<'tournament'>) {
  const { t, i18n } = useTranslation();
  const amounts = useAmountTexts();
  const tournament = promotion.data;
  const ends = useCountdown(tournament.end, { now: serverNow, onFinish: refresh });
  const top = tournament.prizes[0];
  return (
    <PromotionCardFrame
      name="tournament"
      kind={t('tournaments.card.title')}
      title={pickText(tournament.title, i18n.language)}
      art="trophy"
      data={{ 'data-tournament-id': tournament.id }}
    >
      <p className={styles.text}>{t('tournaments.card.text')}</p>
      {top ? (
        <p className={styles.prize}>
          {t('tournaments.card.grand')}: {amounts.prize(top, { short: true })}
        </p>
      ) : null}
      <p className={styles.reason} suppressHydrationWarning>
        {t('tournaments.time.endsIn', { time: ends.text })}
      </p>
      {tournament.isSubscribed ? <p className={styles.text}>{t('tournaments.card.joined')}</p> : null}
      <PromotionCardFoot>
        <AppLink to={`/tournaments/${tournament.id}/`} className={styles.linkButton}>
          {t('tournaments.card.open')}
        </AppLink>
      </PromotionCardFoot>
    </PromotionCardFrame>
  );
}
