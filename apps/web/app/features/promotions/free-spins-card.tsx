import { useTranslation } from '../../i18n/react.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import { PromotionCardFoot, PromotionCardFrame } from '../../components/promotion-card/promotion-card.tsx';
import styles from '../../components/promotion-card/promotion-card.module.css';
import type { PromotionCardProps } from '../../lib/feature-module.ts';
import { useCountdown } from '../../lib/format/use-countdown.ts';
// The card's own styles stay out of promotion-card.module.css, which guests load for the nav counter.
import own from './free-spins-card.module.css';

/** Free spins granted to the player: the game, the spins left, the time left, and Play (opens the game). */
export function FreeSpinsCard({ promotion, refresh }: PromotionCardProps<'playerFreeSpin'>) {
  const { t } = useTranslation();
  const grant = promotion.data;
  // An expired grant is gone: the page asks again when the countdown ends.
  const ends = useCountdown(grant.endDate, { onFinish: refresh });
  return (
    <PromotionCardFrame
      name="playerFreeSpin"
      label={t('promotions.playerFreeSpin.title', { game: grant.gameTitle })}
      badge={t('promotions.playerFreeSpin.noBet')}
      data={{ 'data-free-spin-id': grant.freeSpinId }}
    >
      <div className={own.game}>
        <img src={grant.img} alt="" width={72} height={96} loading="lazy" decoding="async" />
        <div>
          <h3 className={styles.cardTitle}>{grant.gameTitle}</h3>
          <p className={own.count}>{t('promotions.playerFreeSpin.left', { count: grant.freeSpinCount })}</p>
        </div>
      </div>
      <p className={styles.endsIn}>
        {t('promotions.playerFreeSpin.endsIn')}{' '}
        <time dateTime={grant.endDate} suppressHydrationWarning>
          {ends.text}
        </time>
      </p>
      <PromotionCardFoot>
        <AppLink to={grant.link} className={`${styles.linkButton} ${own.play}`}>
          {t('promotions.playerFreeSpin.play')}
        </AppLink>
      </PromotionCardFoot>
    </PromotionCardFrame>
  );
}
